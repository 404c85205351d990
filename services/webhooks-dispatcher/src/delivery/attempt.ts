import type { Logger } from "@pix/logger";
import { metrics } from "@pix/observability";
import { DeliveryStatus, isSuccess, TEST_EVENT } from "../domain/delivery";
import { nextAttemptAt, type RetrySchedule } from "../domain/retry";
import type { SecretBox } from "../domain/secret";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { WebhookDelivery, WebhookEndpoint } from "../repositories/prisma";
import type { RunDelivery } from "./scheduler";
import type { WebhookSender } from "./sender";
import { deliveryHeaders } from "./signing";

export interface AttemptDeps {
  deliveries: DeliveriesRepository;
  secrets: SecretBox;
  sender: WebhookSender;
  logger: Logger;
  retry: RetrySchedule;
}

/**
 * One attempt of one delivery: claim the pending row (so no replica or duplicate sends it twice), sign
 * the stored body with a fresh timestamp, POST it once, record the outcome — and, for an endpoint that
 * opted in to retries, the time of the next attempt, in the same update (the poller takes it from there).
 * URLs are not logged: merchants put tokens in query strings.
 */
export function attemptDelivery(deps: AttemptDeps): RunDelivery {
  const log = deps.logger.child({ component: "delivery" });
  return async (deliveryId) => {
    const now = new Date();
    const d = await deps.deliveries.claim(deliveryId, now);
    if (!d) return; // already taken, or the endpoint (and its log) was deleted
    if (!d.endpoint.active && !isManual(d)) {
      await deps.deliveries.complete(deliveryId, DeliveryStatus.failed, { statusCode: null, error: "Endpoint desativado antes da tentativa", durationMs: 0 });
      return;
    }
    let secret: string;
    try {
      secret = deps.secrets.open(d.endpoint.secretCiphertext, d.endpoint.id);
    } catch (err) {
      // WEBHOOK_SECRET_KEY changed or the row was altered: an operator problem, not the merchant's.
      log.error({ err, deliveryId, endpointId: d.endpointId }, "cannot open the endpoint secret");
      await deps.deliveries.complete(deliveryId, DeliveryStatus.failed, { statusCode: null, error: "Falha interna ao assinar a entrega", durationMs: 0 });
      return;
    }
    const outcome = await deps.sender.send(d.endpoint.url, d.body, deliveryHeaders(secret, d, now));
    const succeeded = isSuccess(outcome.statusCode);
    const result = succeeded ? "delivered" : "failed";
    metrics.webhookDeliveries.inc({ outcome: result });
    metrics.webhookDuration.observe({ outcome: result }, outcome.durationMs / 1000);
    const retryAt = succeeded ? null : await scheduleRetry(deps, d, now);
    await deps.deliveries.complete(deliveryId, succeeded ? DeliveryStatus.succeeded : DeliveryStatus.failed, outcome, retryAt);
    log.info({ deliveryId, endpointId: d.endpointId, event: d.event, attempt: d.attempt, succeeded, retryAt, ...outcome }, "webhook attempt");
  };
}

/** A `test` event and a manual redelivery are one attempt each: the merchant asked for exactly that. */
const isManual = (d: WebhookDelivery) => d.event === TEST_EVENT || d.redeliveryOf !== null;

async function scheduleRetry(deps: AttemptDeps, d: WebhookDelivery & { endpoint: WebhookEndpoint }, now: Date): Promise<Date | null> {
  if (d.endpoint.retryPolicy !== "exponential" || isManual(d)) return null;
  const startedAt = d.retryOf ? await deps.deliveries.chainStartedAt(d.retryOf) : now;
  return startedAt ? nextAttemptAt(d.attempt, startedAt, new Date(), deps.retry) : null;
}
