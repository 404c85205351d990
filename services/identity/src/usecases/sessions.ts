import { AppError, Codigo, errors } from "@pix/errors";
import { newOpaqueToken, REFRESH_TOKEN_TTL_MS, sha256, signAccessToken } from "../domain/tokens";
import { assertAcceptablePassword, checkLoginPassword, hashPassword } from "../domain/password";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";
import { sendVerificationAfterSignUp } from "./email-verification";
import { activateInvites } from "./members";

export interface SignedIn {
  user: User;
  accessToken: string;
  refreshToken: string;
  environment: "test" | "live";
}

const INVALID_LOGIN = () => new AppError("unauthenticated", "E-mail ou senha inválidos", Codigo.LOGIN_INVALIDO);

/**
 * A new session always starts in test: live must be chosen explicitly (and approved). With
 * `checkedPassword` (login), the session is only opened while the account still has that password.
 */
export async function openSession(deps: IdentityDeps, user: User, checkedPassword?: string): Promise<SignedIn> {
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  const session = checkedPassword === undefined
    ? await deps.sessions.create(user.id, "test", sha256(refreshToken), expiresAt)
    : await deps.sessions.createIfPasswordUnchanged(user.id, checkedPassword, "test", sha256(refreshToken), expiresAt);
  if (!session) throw INVALID_LOGIN();
  const accessToken = await signAccessToken({ userId: user.id, sessionId: session.id, environment: "test" }, deps.tokens);
  return { user, accessToken, refreshToken, environment: "test" };
}

export async function register(deps: IdentityDeps, input: { name: string; email: string; password: string }): Promise<SignedIn> {
  assertAcceptablePassword(input.password);
  const user = await deps.users.create({ name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
  if (!user) throw errors.conflict("Já existe uma conta com este e-mail", "JA_EXISTE");
  await activateInvites(deps, user);
  sendVerificationAfterSignUp(deps, user);
  return openSession(deps, user);
}

export async function login(deps: IdentityDeps, input: { email: string; password: string }): Promise<SignedIn> {
  const user = await deps.users.findByEmail(input.email);
  if (!(await checkLoginPassword(input.password, user?.passwordHash)) || !user?.passwordHash) throw INVALID_LOGIN();
  return openSession(deps, user, user.passwordHash);
}

/**
 * Rotates the refresh token and keeps the session's environment. Presenting an already-rotated
 * token means it leaked (or was replayed): the whole session is revoked.
 */
export async function refresh(deps: IdentityDeps, refreshToken: string) {
  const hash = sha256(refreshToken);
  const session = await deps.sessions.findByRefreshHash(hash);
  if (!session) {
    const reused = await deps.sessions.findByPreviousRefreshHash(hash);
    if (reused && !reused.revokedAt) await deps.sessions.revoke(reused.id);
    throw errors.unauthenticated("SESSAO_ENCERRADA", "Refresh token inválido");
  }
  if (session.revokedAt || session.expiresAt.getTime() < Date.now()) throw errors.unauthenticated("SESSAO_ENCERRADA", "Sessão expirada");
  const next = newOpaqueToken();
  if (!(await deps.sessions.rotate(session.id, hash, sha256(next)))) throw errors.unauthenticated("SESSAO_ENCERRADA", "Refresh token inválido");
  const environment = session.environment === "live" ? "live" : "test";
  const accessToken = await signAccessToken({ userId: session.userId, sessionId: session.id, environment }, deps.tokens);
  return { accessToken, refreshToken: next, environment };
}

/**
 * Sign-out: revokes the session whose current refresh token this is, so neither it nor the session's
 * access tokens authenticate again (the revocation also drops the gateways' cached principals). An
 * unknown, rotated or already revoked token changes nothing and gets the same answer: sign-out never
 * tells whether a token was valid.
 */
export async function logout(deps: IdentityDeps, refreshToken: string): Promise<void> {
  const session = await deps.sessions.findByRefreshHash(sha256(refreshToken));
  if (session && !session.revokedAt) await deps.sessions.revoke(session.id);
}
