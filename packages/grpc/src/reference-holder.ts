import type { ServiceClient } from "./client";
import type { Principal } from "./principal";

/**
 * Another service's column as a holder of contract 4.7 (delete-then-unlink; the `ReferenceHolder` of
 * @pix/messaging): its `CountReferences` / `UnlinkReferences` RPCs, called as the deleting merchant.
 * Used for checkout's payment_links.product_id, subscriptions' subscriptions.customer_id and charges'
 * charges.subscription_id.
 */
export function remoteReferenceHolder(service: ServiceClient, field: string, principal: Principal, deadlineMs?: number) {
  const ask = async (method: string, k: { field: string; id: string }) =>
    Number((await service.call<{ count: number | string }>(method, { field: k.field, id: k.id }, { principal, ...(deadlineMs ? { deadlineMs } : {}) })).count);
  return {
    field,
    count: (k: { field: string; id: string }) => ask("CountReferences", k),
    unlink: (k: { field: string; id: string }) => ask("UnlinkReferences", k),
  };
}
