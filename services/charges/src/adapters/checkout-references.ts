import type { Principal, ServiceClient } from "@pix/grpc";
import type { ReferenceHolder, ReferenceKey } from "@pix/messaging";

/** Checkout's payment_links.product_id as a holder of contract 4.7, over gRPC as the deleting merchant. */
export function checkoutLinkHolder(checkout: ServiceClient, principal: Principal): ReferenceHolder {
  const ask = async (method: string, k: ReferenceKey) =>
    Number((await checkout.call<{ count: number | string }>(method, { field: k.field, id: k.id }, { principal })).count);
  return {
    field: "payment_links.product_id",
    count: (k) => ask("CountReferences", k),
    unlink: (k) => ask("UnlinkReferences", k),
  };
}
