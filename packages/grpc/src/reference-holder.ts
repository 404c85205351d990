import type { CallOptions } from "./client";
import type { Principal } from "./principal";

/** Any service's client that holds references: the two RPCs of contract 4.7, typed by each proto. */
export interface ReferenceRpcs {
  call(method: "CountReferences" | "UnlinkReferences", request: { field: string; id: string }, opts?: CallOptions): Promise<{ count: number }>;
}

/**
 * Another service's column as a holder of contract 4.7 (delete-then-unlink; the `ReferenceHolder` of
 * @pix/messaging): its `CountReferences` / `UnlinkReferences` RPCs, called as the deleting merchant.
 * Used for checkout's payment_links.product_id, subscriptions' subscriptions.customer_id and charges'
 * charges.subscription_id.
 */
export function remoteReferenceHolder(service: ReferenceRpcs, field: string, principal: Principal, deadlineMs?: number) {
  const ask = async (method: "CountReferences" | "UnlinkReferences", k: { field: string; id: string }) =>
    (await service.call(method, { field: k.field, id: k.id }, { principal, ...(deadlineMs ? { deadlineMs } : {}) })).count;
  return {
    field,
    count: (k: { field: string; id: string }) => ask("CountReferences", k),
    unlink: (k: { field: string; id: string }) => ask("UnlinkReferences", k),
  };
}
