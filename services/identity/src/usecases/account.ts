import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { isProductionApproved, producaoBlock } from "../domain/production";
import { assertReviewedUnchanged, changedReviewedFields, FROZEN_STATUSES } from "../domain/reviewed-identity";
import { signAccessToken } from "../domain/tokens";
import type { User } from "../repositories/prisma";
import type { ProfileChanges } from "../repositories/users";
import type { IdentityDeps } from "./deps";
import { requireSession } from "./session-only";

export async function loadUser(deps: IdentityDeps, principal: Principal): Promise<User> {
  const user = await deps.users.findById(principal.storeId);
  if (!user) throw errors.notFound("Usuário");
  return user;
}

/** Reviewed fields (CNPJ, company, address…) are frozen while pending or approved: 409 DADOS_APROVADOS. */
export async function updateProfile(deps: IdentityDeps, principal: Principal, changes: ProfileChanges): Promise<User> {
  requireSession(principal);
  return writeUnlessFrozen(deps, principal, changes, (c) => deps.users.update(principal.storeId, c));
}

/**
 * Writes `changes`; when they alter a reviewed field, only while the identity is not frozen, by a
 * conditional update (a concurrent move to pending between the check and the write is seen).
 */
export async function writeUnlessFrozen<C extends Record<string, unknown>>(
  deps: IdentityDeps, principal: Principal, changes: C, plain: (c: C) => Promise<User>,
): Promise<User> {
  const user = await loadUser(deps, principal);
  assertReviewedUnchanged(user, changes);
  if (changedReviewedFields(user, changes).length === 0) return plain(changes);
  const written = await deps.users.updateUnlessFrozen(user.id, FROZEN_STATUSES, changes as never);
  if (written) return written;
  assertReviewedUnchanged(await loadUser(deps, principal), changes); // frozen meanwhile: names the fields
  return plain(changes);
}

/**
 * Switching to live before approval answers 409 PRODUCAO_NAO_LIBERADA; API keys carry theirs in the
 * prefix. The environment belongs to the session (a member's session too); approval is the store's:
 * a member switching with x-store is checked against the store acted for, and the new token is the
 * member's own (its subject is the member, never the owner).
 */
export async function switchEnvironment(deps: IdentityDeps, principal: Principal, environment: "test" | "live") {
  if (principal.credential !== "session" || !principal.sessionId) {
    throw errors.validation("environment", "VALOR_INVALIDO", "O ambiente de uma API key vem do prefixo; crie uma key do ambiente desejado");
  }
  const user = await loadUser(deps, principal);
  if (environment === "live" && !isProductionApproved(user)) throw errors.producaoNaoLiberada(producaoBlock(user));
  await deps.sessions.setEnvironment(principal.sessionId, environment);
  const accessToken = await signAccessToken({ userId: principal.userId, sessionId: principal.sessionId, environment }, deps.tokens);
  return { user, environment, accessToken };
}
