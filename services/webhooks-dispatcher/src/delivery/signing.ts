import { Webhook } from "standardwebhooks";
import { HEADER_EVENT, HEADER_SIGNATURE, signV1, WEBHOOK_ID, WEBHOOK_SIGNATURE, WEBHOOK_TIMESTAMP } from "@pix/webhook-signature";

/**
 * Every header of one attempt: the contract's `X-Service-Event` and `X-Service-Signature` (hex HMAC of
 * the body keyed with the secret string), and the Standard Webhooks headers, produced by the
 * `standardwebhooks` package itself so that receivers verify with `new Webhook(secret).verify(…)`.
 *
 * That package reads a `whsec_` secret as base64 after the prefix: our `whsec_<32 hex>` secrets are
 * valid base64 text (32 characters from the base64 alphabet), so its HMAC key is the 24 bytes those 32
 * characters decode to as base64 — not the hex bytes, not the string. Signing here with the same
 * constructor keeps both sides in agreement by construction.
 *
 * `webhook-id` is the event id (the delivery log's `event_id`): the same for every attempt, automatic
 * retry and manual redelivery of an event to an endpoint, so receivers can use it as idempotency key.
 */
export function deliveryHeaders(secret: string, d: { event: string; eventId: string; body: string }, now: Date): Record<string, string> {
  return {
    [HEADER_EVENT]: d.event,
    [HEADER_SIGNATURE]: signV1(secret, d.body),
    [WEBHOOK_ID]: d.eventId,
    [WEBHOOK_TIMESTAMP]: String(Math.floor(now.getTime() / 1000)),
    [WEBHOOK_SIGNATURE]: new Webhook(secret).sign(d.eventId, now, d.body),
  };
}
