import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { Environment, generateApiKey } from "../domain/api-key";
import { isProductionApproved, producaoBlock } from "../domain/production";
import type { IdentityDeps } from "./deps";
import { loadUser } from "./account";
import { requireSession } from "./session-only";

export async function createApiKey(deps: IdentityDeps, principal: Principal, input: { name: string; environment: Environment }) {
  requireSession(principal);
  const user = await loadUser(deps, principal);
  if (input.environment === "live" && !isProductionApproved(user)) throw errors.producaoNaoLiberada(producaoBlock(user));
  const generated = generateApiKey(input.environment);
  const record = await deps.apiKeys.create({
    userId: principal.storeId,
    name: input.name,
    environment: input.environment,
    keyHash: generated.hash,
    prefix: generated.prefix,
    lastFour: generated.lastFour,
  });
  return { record, key: generated.key };
}

export function listApiKeys(deps: IdentityDeps, principal: Principal) {
  requireSession(principal);
  return deps.apiKeys.listForUser(principal.storeId);
}

export async function revokeApiKey(deps: IdentityDeps, principal: Principal, id: string) {
  requireSession(principal);
  const revoked = await deps.apiKeys.revoke(principal.storeId, id);
  if (!revoked) throw errors.notFound("API key");
  return revoked;
}
