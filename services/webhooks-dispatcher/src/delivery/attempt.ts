import type { Logger } from "@pix/logger";
import { HEADER_EVENT, signatureHeaders } from "@pix/webhook-signature";
import { DeliveryStatus, isSuccess, TEST_EVENT } from "../domain/delivery";
import type { SecretBox } from "../domain/secret";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { RunDelivery } from "./scheduler";
import type { WebhookSender } from "./sender";

export interface AttemptDeps {
  deliveries: DeliveriesRepository;
  secrets: SecretBox;
  sender: WebhookSender;
  logger: Logger;
}

/**
 * One attempt of one delivery: claim the pending row (so no replica or duplicate sends it twice), sign
 * the stored body with a fresh timestamp, POST it once, record the outcome. Never retried automatically.
 * URLs are not logged: merchants put tokens in query strings.
 */
export function attemptDelivery(deps: AttemptDeps): RunDelivery {
  const log = deps.logger.child({ component: "delivery" });
  return async (deliveryId) => {
    const now = new Date();
    const d = await deps.deliveries.claim(deliveryId, now);
    if (!d) return; // already taken, or the endpoint (and its log) was deleted
    const manual = d.event === TEST_EVENT || d.redeliveryOf !== null;
    if (!d.endpoint.active && !manual) {
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
    const headers = { [HEADER_EVENT]: d.event, ...signatureHeaders(secret, d.body, now) };
    const outcome = await deps.sender.send(d.endpoint.url, d.body, headers);
    const status = isSuccess(outcome.statusCode) ? DeliveryStatus.succeeded : DeliveryStatus.failed;
    await deps.deliveries.complete(deliveryId, status, outcome);
    log.info({ deliveryId, endpointId: d.endpointId, event: d.event, status, ...outcome }, "webhook attempt");
  };
}
