import { scopeOf, type Principal } from "@pix/grpc";
import { deleteThenUnlink, type ReferenceKey, type UnlinkOutcome } from "@pix/messaging";
import { errors } from "@pix/errors";
import type { SubscriptionRow } from "../repositories/prisma";
import type { SubscriptionsDeps } from "./deps";

/**
 * Contract 4.7's delete-then-unlink for a subscription: the row goes, then its charges lose
 * `subscription_id` (charges asked now; when it cannot answer, the catalog.reference_deleted event
 * clears them later). The charges themselves stay. Null when the subscription is not in the scope.
 * Used by DELETE /subscriptions/{id} (as the merchant) and to undo a Pix Automático creation whose
 * authorization failed after its first charge was issued (as the store's service principal).
 */
export function removeSubscription(deps: SubscriptionsDeps, principal: Principal, id: string): Promise<UnlinkOutcome<SubscriptionRow> | null> {
  return deleteThenUnlink<SubscriptionRow>({
    store: principal.storeId,
    env: principal.environment,
    id,
    holders: [deps.charges.subscriptionHolder(principal)],
    remove: () => deps.subscriptions.delete(scopeOf(principal), id),
    tooMany: () => errors.muitasReferencias(),
    defer: (key: ReferenceKey) => deps.subscriptions.deferUnlink(key),
  });
}
