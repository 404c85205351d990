import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { ACTIVE_API_KEYS_CAP, Environment, generateApiKey } from "../domain/api-key";
import { capListing, LISTING_CAP } from "@pix/errors";
import { requireVerifiedEmail } from "../domain/email-verification";
import { isProductionApproved, producaoBlock } from "../domain/production";
import type { IdentityDeps } from "./deps";
import { loadUser } from "./account";
import { requireSession } from "./session-only";

export async function createApiKey(deps: IdentityDeps, principal: Principal, input: { name: string; environment: Environment; permissoes: string[] }) {
  requireSession(principal);
  const user = await loadUser(deps, principal);
  requireVerifiedEmail(user, "api_key");
  if (input.environment === "live" && !isProductionApproved(user)) throw errors.producaoNaoLiberada(producaoBlock(user));
  const generated = generateApiKey(input.environment);
  const record = await deps.apiKeys.createWithinCap({
    userId: principal.storeId,
    name: input.name,
    environment: input.environment,
    keyHash: generated.hash,
    prefix: generated.prefix,
    lastFour: generated.lastFour,
    createdBy: principal.userId,
    permissoes: input.permissoes,
  }, ACTIVE_API_KEYS_CAP, principal.sessionId);
  if (!record) throw errors.limiteAtingido(`API keys ativas no ambiente ${input.environment}`, ACTIVE_API_KEYS_CAP);
  return { record, key: generated.key };
}

/** Active keys newest first, cut at the listing cap. */
export async function listApiKeys(deps: IdentityDeps, principal: Principal) {
  requireSession(principal);
  return capListing(await deps.apiKeys.listActive(principal.storeId, LISTING_CAP));
}

export async function revokeApiKey(deps: IdentityDeps, principal: Principal, id: string) {
  requireSession(principal);
  const revoked = await deps.apiKeys.revoke(principal.storeId, id, principal.userId);
  if (!revoked) throw errors.notFound("API key");
  return revoked;
}
