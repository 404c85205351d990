/**
 * A fixed term reaching its end (issue 38; `end_date`, both methods): each job run, after its claims,
 * ends every subscription of its scope whose term is over (`termOver`: the last day has passed in
 * Brasília, every period inside the term has been billed, no cycle is still being debited or retried).
 * The subscription becomes `canceled` with `ended_reason: "end_date"`, and in the same transaction the
 * merchant's `subscription.ended` goes to the outbox — with, for a Pix Automático authorization still
 * standing at the engine, the receiver's cancellation (`subscription.authorization_cancel_requested`,
 * retried until the engine answers; tried at once here too). The engine may have expired it already
 * (BCB: an authorization with `dataFinal` ends after it): then there is nothing to cancel.
 */
import { todayInBrasilia } from "@pix/business-days";
import type { Environment, StoreScope } from "@pix/grpc";
import { buildEnvelope } from "@pix/messaging";
import { END_DATE_REASON, subscriptionEndedData, termOver } from "../domain/fixed-term";
import { cancelAuthorization, cancellationEvents } from "./pix-automatico";
import type { SubscriptionsDeps } from "./deps";

const PAGE = 500;

/** Ends the subscriptions of `scope` (every store without one) whose fixed term is over as of `asOf`. */
export async function endTerms(deps: SubscriptionsDeps, asOf: Date, scope?: StoreScope): Promise<{ ended: number; failed: number }> {
  const out = { ended: 0, failed: 0 };
  const asOfDay = todayInBrasilia(asOf);
  let afterId: string | undefined;
  for (;;) {
    const rows = await deps.subscriptions.termCandidates({ asOfDay, take: PAGE, afterId, scope });
    for (const row of rows) {
      try {
        const ended = await deps.subscriptions.endByItself(
          row.id, asOf, END_DATE_REASON,
          (current, liveCycle) => termOver({ endDate: current.authorizationEndDate, status: current.status, nextBillingAt: current.nextBillingAt, asOf, liveCycle }),
          (before, sub, lastPeriodAt) => [
            buildEnvelope("subscription.ended", { store_id: sub.storeId, environment: sub.environment as Environment }, subscriptionEndedData({
              subscriptionId: sub.id, method: sub.method, endDate: sub.authorizationEndDate!, endedAt: asOf, lastPeriodAt,
              authorization: sub.authorizationId ? { id: sub.authorizationId, status: sub.authorizationStatus } : null,
            })),
            ...cancellationEvents(before, sub),
          ],
        );
        if (!ended) continue;
        out.ended++;
        // Tried now; the outbox event written with the end retries it until the engine answers.
        await cancelAuthorization(deps, ended).catch((err) =>
          deps.logger.warn({ err, subscription_id: ended.id }, "could not end the Pix Automático authorization now; the outbox retries it"));
      } catch (err) {
        out.failed++;
        deps.logger.warn({ err, subscription_id: row.id }, "could not end the subscription whose fixed term is over; retried on the next run");
      }
    }
    if (rows.length < PAGE) break;
    afterId = rows[rows.length - 1].id;
  }
  return out;
}
