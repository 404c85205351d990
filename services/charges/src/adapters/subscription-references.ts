import type { Principal, ServiceClient } from "@pix/grpc";
import type { ReferenceHolder, ReferenceKey } from "@pix/messaging";

/**
 * The subscriptions service's subscriptions.customer_id as a holder of contract 4.7 (a customer
 * deleted in charges), over gRPC as the deleting merchant. Unlinking clears customer_id only: the
 * subscription keeps its customer snapshot and goes on billing. Its deferred cleanup is the
 * catalog.reference_deleted event with field "subscriptions.customer_id", which subscriptions consumes.
 */
export function subscriptionCustomerHolder(subscriptions: ServiceClient, principal: Principal): ReferenceHolder {
  const ask = async (method: string, k: ReferenceKey) =>
    Number((await subscriptions.call<{ count: number | string }>(method, { field: k.field, id: k.id }, { principal })).count);
  return {
    field: "subscriptions.customer_id",
    count: (k) => ask("CountReferences", k),
    unlink: (k) => ask("UnlinkReferences", k),
  };
}
