import { HEADER_SIGNATURE, verifyV1, WEBHOOK_ID, WEBHOOK_SIGNATURE, WEBHOOK_TIMESTAMP } from "@pix/webhook-signature";
import { Webhook, WebhookVerificationError as StandardError } from "standardwebhooks";
import type { components } from "./generated/api";

/** Every event name a delivery can carry (the document's webhook envelope). */
export type EventName = components["schemas"]["WebhookEnvelope"]["event"];

/** What the charge events (`charge.*`, `subscription.charged`) carry at least; the rest is in the reference. */
export interface ChargeEventData {
  txid: string;
  /** Reais (2 decimal places). */
  amount: number;
  subscription_id?: string | null;
  [field: string]: unknown;
}

type DataOf<E extends EventName> = E extends `charge.${string}` | "subscription.charged" ? ChargeEventData : Record<string, unknown>;

/** A verified delivery: `id` is `webhook-id` (the same for every retry and redelivery: use it to deduplicate). */
export type PixEvent = { [E in EventName]: { id: string; event: E; created_at: string; data: DataOf<E> } }[EventName];

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
