import type { Principal, ServiceClient } from "@pix/grpc";
import type { ReferenceHolder, ReferenceKey } from "@pix/messaging";

/**
 * Each call's deadline: a count and an unlink together stay well inside the gateway's 5 s deadline on
 * the Delete* call, so a slow checkout ends in 503 (count) or `aviso` (unlink), never in a lost answer.
 */
export const HOLDER_DEADLINE_MS = 2000;

/** Checkout's payment_links.product_id as a holder of contract 4.7, over gRPC as the deleting merchant. */
export function checkoutLinkHolder(checkout: ServiceClient, principal: Principal): ReferenceHolder {
  const ask = async (method: string, k: ReferenceKey) =>
    Number((await checkout.call<{ count: number | string }>(method, { field: k.field, id: k.id }, { principal, deadlineMs: HOLDER_DEADLINE_MS })).count);
  return {
    field: "payment_links.product_id",
    count: (k) => ask("CountReferences", k),
    unlink: (k) => ask("UnlinkReferences", k),
  };
}
