import { AppError, errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { apiKeyEnvironment } from "../domain/api-key";
import { isProductionApproved, producaoBlock } from "../domain/production";
import { sha256, verifyAccessToken } from "../domain/tokens";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";

const INVALID = () => errors.unauthenticated("Token inválido ou expirado");

/** Team = an explicit grant in `team_members` to a verified account; never an e-mail rule. */
export function isAdmin(deps: IdentityDeps, user: User): Promise<boolean> {
  return deps.team.isMember(user.id);
}

/**
 * Turns a bearer credential into the principal. Sessions: our JWT, its session not revoked.
 * API keys: looked up by hash, not revoked; a live key before production approval answers 403.
 */
export async function authenticate(deps: IdentityDeps, bearer: string, storeHeader?: string): Promise<Principal> {
  const keyEnv = apiKeyEnvironment(bearer);
  const principal = keyEnv ? await fromApiKey(deps, bearer) : await fromSession(deps, bearer);
  if (storeHeader && storeHeader !== principal.userId) {
    // Store members arrive with the members issue; until then only the owner acts for a store.
    throw new AppError("forbidden", "Você não é membro desta loja");
  }
  return principal;
}

async function fromSession(deps: IdentityDeps, token: string): Promise<Principal> {
  const claims = await verifyAccessToken(token, deps.tokens);
  if (!claims) throw INVALID();
  const [session, user] = await Promise.all([deps.sessions.findById(claims.sessionId), deps.users.findById(claims.userId)]);
  if (!session || session.revokedAt || session.userId !== claims.userId || !user) throw INVALID();
  const approved = isProductionApproved(user);
  return {
    userId: user.id,
    storeId: user.id,
    role: "owner",
    // The panel session is always test until approval, whatever an old token says.
    environment: approved ? claims.environment : "test",
    isAdmin: await isAdmin(deps, user),
    credential: "session",
    productionApproved: approved,
    sessionId: session.id,
  };
}

async function fromApiKey(deps: IdentityDeps, key: string): Promise<Principal> {
  const record = await deps.apiKeys.findByHash(sha256(key));
  if (!record || record.revokedAt) throw errors.unauthenticated("API key inválida ou revogada");
  const user = await deps.users.findById(record.userId);
  if (!user) throw errors.unauthenticated("API key inválida ou revogada");
  const approved = isProductionApproved(user);
  if (record.environment === "live" && !approved) throw errors.producaoNaoLiberada(producaoBlock(user), "credential");
  void deps.apiKeys.touch(record.id).catch(() => undefined); // best effort, off the request path
  return {
    userId: user.id,
    storeId: user.id,
    role: "owner",
    environment: record.environment === "live" ? "live" : "test",
    isAdmin: false, // an API key is never team
    credential: "api_key",
    productionApproved: approved,
    apiKeyId: record.id,
  };
}
