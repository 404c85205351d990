import { loadService, servicePrincipal, ServiceClient } from "@pix/grpc";
import type { ProductionFacts } from "@pix/errors";

export const IdentityService = loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService");

export interface StoreProfiles {
  /** The store's production approval facts (the `producao` block of PRODUCAO_NAO_LIBERADA). */
  production(storeId: string): Promise<ProductionFacts>;
  close(): void;
}

/** Identity's GetStoreProfile, asked as the store itself (a service principal minted for it). */
export function grpcStoreProfiles(addr: string, principalSecret: string, deadlineMs: number): StoreProfiles {
  const client = new ServiceClient("identity", IdentityService, addr, principalSecret, deadlineMs);
  return {
    async production(storeId) {
      const r = await client.call("GetStoreProfile", { store_id: storeId }, { principal: servicePrincipal(storeId, "test") });
      return {
        productionStatus: r.production_status ?? null,
        productionRequestedAt: r.production_requested_at ?? null,
        productionReviewedAt: r.production_reviewed_at ?? null,
        productionRejectReason: r.production_reject_reason ?? null,
      };
    },
    close: () => client.close(),
  };
}
