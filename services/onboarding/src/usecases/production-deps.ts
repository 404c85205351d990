import { type ClientOf, servicePrincipal } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { ProductionRepository } from "../repositories/production";
import type { DocumentStorage } from "../storage/document-storage";

export interface ProductionDeps {
  production: ProductionRepository;
  storage: DocumentStorage;
  /** Identity, called with the caller's own principal after onboarding's rows are written. */
  identity: ClientOf<"pix.identity.v1.IdentityService">;
  logger: Logger;
  /** Whether the store has a live receiving account (a subaccount at the live engine, opened under the approved CNPJ). */
  liveAccountExists(storeId: string): Promise<boolean>;
}

/** The store's production_status, as identity (its one writer) has it now. */
export async function identityStatus(deps: ProductionDeps, storeId: string): Promise<string> {
  const r = await deps.identity.call("GetStoreProfile", { store_id: storeId }, { principal: servicePrincipal(storeId, "test") });
  return r.production_status || "sandbox";
}
