import { servicePrincipal, type ClientOf } from "@pix/grpc";
import type { ProductionFacts } from "@pix/errors";

export interface StoreProductionPort {
  get(storeId: string): Promise<ProductionFacts>;
}

/** Identity's GetStoreProfile (identity owns production_*), for the `producao` block of a refusal. */
export class GrpcStoreProduction implements StoreProductionPort {
  constructor(private readonly identity: ClientOf<"pix.identity.v1.IdentityService">) {}

  async get(storeId: string): Promise<ProductionFacts> {
    const r = await this.identity.call("GetStoreProfile", { store_id: storeId }, { principal: servicePrincipal(storeId, "test") });
    return {
      productionStatus: r.production_status,
      productionRequestedAt: r.production_requested_at ?? null,
      productionReviewedAt: r.production_reviewed_at ?? null,
      productionRejectReason: r.production_reject_reason ?? null,
    };
  }
}
