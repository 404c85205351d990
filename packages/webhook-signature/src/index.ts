import { createHmac, timingSafeEqual } from "node:crypto";
import { Webhook } from "standardwebhooks";

/**
 * Signatures of webhook deliveries.
 *
 * - `X-Service-Signature` (contract section 6): hex HMAC-SHA256 of the raw body bytes, keyed with the
 *   endpoint secret string exactly as shown to the merchant (`whsec_…`, as UTF-8 bytes).
 * - Standard Webhooks (https://www.standardwebhooks.com): `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, replay-resistant. The
 *   dispatcher produces them with the `standardwebhooks` package; receivers verify with the same package
 *   (`new Webhook(secret).verify(rawBody, headers)`), see README.md.
 *
 * Header names are given lower-case, as Node's `req.headers` spells them.
 */
export const HEADER_EVENT = "x-service-event";
export const HEADER_SIGNATURE = "x-service-signature";
export const WEBHOOK_ID = "webhook-id";
export const WEBHOOK_TIMESTAMP = "webhook-timestamp";
export const WEBHOOK_SIGNATURE = "webhook-signature";

type Body = string | Buffer | Uint8Array;

export function signV1(secret: string, rawBody: Body): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/** Constant-time comparison of two hex digests as raw bytes; malformed input is simply unequal. */
function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-fA-F]+$/.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex, "hex"));
}

/** Verifies `X-Service-Signature` against the raw body (the bytes received, before any JSON parsing). */
export function verifyV1(secret: string, rawBody: Body, signatureHeader: string | undefined | null): boolean {
  if (!signatureHeader) return false;
  return sameDigest(signV1(secret, rawBody), signatureHeader.trim());
}

/**
 * Every header of one delivery attempt: `X-Service-Event`, `X-Service-Signature` and the Standard
 * Webhooks headers, produced by the `standardwebhooks` package itself so that receivers verify with
 * `new Webhook(secret).verify(…)`. The dispatcher signs real deliveries with it and `pix listen` the
 * events it forwards, so a receiver cannot tell them apart.
 *
 * That package reads a `whsec_` secret as base64 after the prefix: our `whsec_<32 hex>` secrets are
 * valid base64 text (32 characters from the base64 alphabet), so its HMAC key is the 24 bytes those 32
 * characters decode to as base64 — not the hex bytes, not the string. Signing here with the same
 * constructor keeps both sides in agreement by construction.
 *
 * `webhook-id` is the event id: the same for every attempt, retry and redelivery of an event, so
 * receivers can use it as idempotency key.
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
