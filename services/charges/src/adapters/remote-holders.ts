import type { Principal, ServiceClient } from "@pix/grpc";
import type { ReferenceHolder, ReferenceKey } from "@pix/messaging";

/**
 * Each call's deadline: a count and an unlink together stay well inside the gateway's 5 s deadline on
 * the Delete* call, so a slow holder ends in `aviso` (its references cleared later), never in a lost answer.
 */
export const HOLDER_DEADLINE_MS = 2000;

/**
 * Another service's column as a holder of contract 4.7, over its CountReferences / UnlinkReferences
 * RPCs, called as the deleting merchant: checkout's payment_links.product_id (products) and
 * subscriptions' subscriptions.customer_id (customers; the subscription keeps its customer snapshot).
 * Its deferred cleanup is the catalog.reference_deleted event, which that service consumes.
 */
export function remoteHolder(service: ServiceClient, field: string, principal: Principal): ReferenceHolder {
  const ask = async (method: string, k: ReferenceKey) =>
    Number((await service.call<{ count: number | string }>(method, { field: k.field, id: k.id }, { principal, deadlineMs: HOLDER_DEADLINE_MS })).count);
  return { field, count: (k) => ask("CountReferences", k), unlink: (k) => ask("UnlinkReferences", k) };
}
