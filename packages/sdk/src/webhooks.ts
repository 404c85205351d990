import { deliveryHeaders, HEADER_SIGNATURE, verifyV1, WEBHOOK_ID, WEBHOOK_SIGNATURE, WEBHOOK_TIMESTAMP } from "@pix/webhook-signature";
import { Webhook, WebhookVerificationError as StandardError } from "standardwebhooks";
import type { webhooks } from "./generated/api";

/**
 * The headers a delivery of `body` carries, signed with `secret` (what `pix listen` sends your server).
 * A function of the SDK's own, not a re-export, so the published .d.ts names no workspace package.
 */
export function signWebhookHeaders(secret: string, d: { event: string; eventId: string; body: string }, now: Date): Record<string, string> {
  return deliveryHeaders(secret, d, now);
}

/** Every event name a delivery can carry (the document's webhooks: the gateway's event catalogue and `test`). */
export type EventName = keyof webhooks;

/** The body of event E's delivery, as the document describes it from the event catalogue. */
type BodyOf<E extends EventName> = NonNullable<webhooks[E]["post"]> extends { requestBody: { content: { "application/json": infer B } } } ? B : never;

/** The `data` of event E (e.g. `EventData<"charge.paid">`). */
export type EventData<E extends EventName> = BodyOf<E> extends { data: infer D } ? D : never;

/** What the charge events (`charge.*`, `subscription.charged`) carry at least. */
export type ChargeEventData = EventData<"charge.created" | "charge.paid" | "charge.expired" | "charge.overdue" | "charge.extra_payment" | "subscription.charged">;

/** A verified delivery: `id` is `webhook-id` (the same for every retry and redelivery: use it to deduplicate). */
export type PixEvent = { [E in EventName]: { id: string } & BodyOf<E> }[EventName];

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

type Headers = Record<string, string | string[] | undefined> | globalThis.Headers;

function header(headers: Headers, name: string): string | undefined {
  if (typeof (headers as globalThis.Headers).get === "function") return (headers as globalThis.Headers).get(name) ?? undefined;
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

/**
 * Verifies a delivery and returns its event. Both signatures must hold over the raw body (the bytes
 * received, before any JSON parsing): `X-Service-Signature` (HMAC of the body) and Standard Webhooks
 * (HMAC of id, timestamp and body; a timestamp more than 5 minutes away is refused, so a captured
 * delivery cannot be replayed later). `secret` is the endpoint's `whsec_…` (or the one `pix listen` prints).
 */
export function verifyWebhook(secret: string, rawBody: string | Buffer | Uint8Array, headers: Headers): PixEvent {
  const raw = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  if (!verifyV1(secret, raw, header(headers, HEADER_SIGNATURE))) {
    throw new WebhookVerificationError("X-Service-Signature não confere: use o corpo cru recebido (antes de qualquer JSON.parse) e o secret deste endpoint");
  }
  const standard = { [WEBHOOK_ID]: header(headers, WEBHOOK_ID) ?? "", [WEBHOOK_TIMESTAMP]: header(headers, WEBHOOK_TIMESTAMP) ?? "", [WEBHOOK_SIGNATURE]: header(headers, WEBHOOK_SIGNATURE) ?? "" };
  try {
    new Webhook(secret).verify(raw, standard);
  } catch (err) {
    const why = err instanceof StandardError ? err.message : String(err);
    throw new WebhookVerificationError(`Assinatura Standard Webhooks recusada (${why}): confira o secret, o corpo cru e o relógio deste servidor`);
  }
  return parseEvent(raw, standard[WEBHOOK_ID]);
}

/** The envelope `{event, created_at, data}` as a typed event (no verification: use verifyWebhook for deliveries). */
export function parseEvent(rawBody: string, id: string): PixEvent {
  let envelope: unknown;
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError("O corpo do webhook não é JSON");
  }
  const e = envelope as { event?: unknown; created_at?: unknown; data?: unknown };
  if (typeof e.event !== "string" || typeof e.created_at !== "string" || typeof e.data !== "object" || e.data === null) {
    throw new WebhookVerificationError("O corpo do webhook não é um envelope {event, created_at, data}");
  }
  return { id, event: e.event, created_at: e.created_at, data: e.data } as PixEvent;
}
