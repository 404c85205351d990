import { errors } from "@pix/errors";
import { requireVerifiedEmail } from "../domain/email-verification";
import { hashPassword, verifyPassword } from "../domain/password";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";

/** What the operator command needs: no tokens, mail or IdP. */
export type TeamDeps = Pick<IdentityDeps, "users" | "team" | "emailVerification">;

async function accountByEmail(deps: TeamDeps, email: string): Promise<User> {
  const user = await deps.users.findByEmail(email.trim());
  if (!user) throw errors.notFound("Conta com este e-mail");
  return user;
}

/** An operator grants team power to an existing account whose e-mail was verified. */
export async function grantTeam(deps: TeamDeps, input: { email: string; grantedBy: string; note?: string }): Promise<User> {
  const user = await accountByEmail(deps, input.email);
  requireVerifiedEmail(user, "team");
  await deps.team.grant(user.id, input.grantedBy, input.note);
  return user;
}

/** True when the account was a member. */
export async function revokeTeam(deps: TeamDeps, email: string): Promise<boolean> {
  return deps.team.revoke((await accountByEmail(deps, email)).id);
}

export function listTeam(deps: TeamDeps) {
  return deps.team.list();
}

/**
 * Local development only (`npm start`): one team account with a known password, its e-mail taken
 * as verified. Idempotent; the password is reset to `password` when it no longer matches.
 */
export async function ensureDevTeamAccount(deps: TeamDeps, input: { email: string; name: string; password: string }): Promise<User> {
  let user = await deps.users.findByEmail(input.email);
  user ??= await deps.users.create({ name: input.name, email: input.email, passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() });
  user ??= await accountByEmail(deps, input.email); // created concurrently
  if (!user.passwordHash || !(await verifyPassword(input.password, user.passwordHash))) {
    user = await deps.users.setPasswordHash(user.id, await hashPassword(input.password));
  }
  if (!user.emailVerifiedAt) user = await deps.emailVerification.markVerified(user.id);
  return grantTeam(deps, { email: input.email, grantedBy: "npm start (development seed)" });
}
