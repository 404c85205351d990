import { servicePrincipal, type ClientOf } from "@pix/grpc";
import type { StoreProfile, StoreProfiles } from "../usecases/ports";

/** Identity's GetStoreProfile, asked as the store itself (a service principal minted for it). */
export class GrpcStoreProfiles implements StoreProfiles {
  constructor(private readonly identity: ClientOf<"pix.identity.v1.IdentityService">) {}

  async get(storeId: string): Promise<StoreProfile> {
    const principal = servicePrincipal(storeId, "test"); // the profile is the same in both environments
    const r = await this.identity.call("GetStoreProfile", { store_id: storeId }, { principal });
    return {
      storeId: r.store_id,
      name: r.name,
      document: r.document ?? null,
      email: r.email,
      notifyPaymentEmail: r.notify_payment_email,
      receiptEmail: r.receipt_email,
      productionStatus: r.production_status,
      productionRequestedAt: r.production_requested_at ?? null,
      productionReviewedAt: r.production_reviewed_at ?? null,
      productionRejectReason: r.production_reject_reason ?? null,
    };
  }
}
