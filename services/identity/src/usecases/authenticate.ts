import { AppError, Codigo, errors, z } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { apiKeyEnvironment } from "../domain/api-key";
import { revokedKeyError } from "../domain/api-key-revocation";
import { isEmailVerified, requireVerifiedEmail } from "../domain/email-verification";
import { MEMBER_ROLES } from "../domain/members";
import { isProductionApproved, producaoBlock } from "../domain/production";
import { sha256, verifyAccessToken } from "../domain/tokens";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";

const INVALID = () => errors.unauthenticated("CREDENCIAL_INVALIDA", "Token inválido ou expirado");

/** Team = an explicit grant in `team_members` to a verified account; never an e-mail rule. */
export function isAdmin(deps: IdentityDeps, user: User): Promise<boolean> {
  return deps.team.isMember(user.id);
}

/**
 * Turns a bearer credential into the principal. Sessions: our JWT, its session not revoked.
 * API keys: looked up by hash, not revoked; a live key before production approval answers 403.
 * `storeHeader` (x-store) is honoured only after the membership check, on every call: a session
 * of an active member of that store (e-mail verified) acts for the store with the member's role;
 * anything else answers 403. API keys belong to their store and never act for another one.
 */
export async function authenticate(deps: IdentityDeps, bearer: string, storeHeader?: string): Promise<Principal> {
  return (await authenticateWithAccount(deps, bearer, storeHeader)).principal;
}

/**
 * authenticate(), plus the store's account row it read on the way (the account GET /auth/me shows),
 * so that the caller need not read that row a second time (issue 13).
 */
export async function authenticateWithAccount(deps: IdentityDeps, bearer: string, storeHeader?: string): Promise<{ principal: Principal; account: User }> {
  const keyEnv = apiKeyEnvironment(bearer);
  if (keyEnv) {
    const { principal, user } = await fromApiKey(deps, bearer);
    if (storeHeader !== undefined && storeHeader !== principal.storeId) throw NOT_A_MEMBER();
    return { principal, account: user };
  }
  const { principal, user, sessionEnvironment } = await fromSession(deps, bearer);
  if (storeHeader === undefined || storeHeader === principal.storeId) return { principal, account: user };
  return asMember(deps, principal, user, sessionEnvironment, storeHeader);
}

const NOT_A_MEMBER = () => new AppError("forbidden", "Você não é membro ativo desta loja", Codigo.ACESSO_NEGADO);
const MEMBER_ROLE = z.enum(MEMBER_ROLES);

/**
 * The member's principal: the store's id, approval and environment gate, the member's own user id
 * and session. The session's environment is the member's (one per session); live applies only
 * while the store acted for is approved, like the owner's panel session.
 */
async function asMember(
  deps: IdentityDeps, own: Principal, user: User, sessionEnvironment: "test" | "live", storeHeader: string,
): Promise<{ principal: Principal; account: User }> {
  if (!z.string().uuid().safeParse(storeHeader).success) throw NOT_A_MEMBER();
  const membership = await deps.members.activeMembership(storeHeader, user.id);
  const role = MEMBER_ROLE.safeParse(membership?.role);
  if (!membership || !role.success) throw NOT_A_MEMBER();
  // An invite matched an address; acting on it needs proof the member controls that address.
  requireVerifiedEmail(user, "member");
  const store = await deps.users.findById(storeHeader);
  if (!store) throw NOT_A_MEMBER();
  const approved = isProductionApproved(store);
  const principal: Principal = {
    userId: user.id,
    storeId: store.id,
    role: role.data,
    environment: approved ? sessionEnvironment : "test",
    isAdmin: own.isAdmin,
    credential: "session",
    productionApproved: approved,
    ...(own.sessionId ? { sessionId: own.sessionId } : {}),
  };
  return { principal, account: store };
}

async function fromSession(deps: IdentityDeps, token: string): Promise<{ principal: Principal; user: User; sessionEnvironment: "test" | "live" }> {
  const claims = await verifyAccessToken(token, deps.tokens);
  if (!claims) throw INVALID();
  // Three primary-key reads at once; the team grant is read without joining users again (issue 13).
  const [session, user, granted] = await Promise.all([
    deps.sessions.findById(claims.sessionId), deps.users.findById(claims.userId), deps.team.hasGrant(claims.userId),
  ]);
  if (!session || session.revokedAt || session.userId !== claims.userId || !user) throw INVALID();
  const approved = isProductionApproved(user);
  const principal: Principal = {
    userId: user.id,
    storeId: user.id,
    role: "owner",
    // The panel session is always test until approval, whatever an old token says.
    environment: approved ? claims.environment : "test",
    isAdmin: granted && isEmailVerified(user), // = isAdmin(deps, user), from the rows already read
    credential: "session",
    productionApproved: approved,
    sessionId: session.id,
  };
  return { principal, user, sessionEnvironment: claims.environment };
}

async function fromApiKey(deps: IdentityDeps, key: string): Promise<{ principal: Principal; user: User }> {
  const record = await deps.apiKeys.findByHash(sha256(key));
  if (!record || record.revokedAt) throw revokedKeyError(record);
  const user = await deps.users.findById(record.userId);
  if (!user) throw revokedKeyError(null);
  const approved = isProductionApproved(user);
  if (record.environment === "live" && !approved) throw errors.producaoNaoLiberada(producaoBlock(user), "credential");
  void deps.apiKeys.touch(record.id).catch(() => undefined); // best effort, off the request path
  const principal: Principal = {
    userId: user.id,
    storeId: user.id,
    role: "owner",
    environment: record.environment === "live" ? "live" : "test",
    isAdmin: false, // an API key is never team
    credential: "api_key",
    productionApproved: approved,
    apiKeyId: record.id,
    ...(record.permissoes.length > 0 && { scopes: record.permissoes }),
  };
  return { principal, user };
}
