import type { EventEnvelope, PublicEventName, WebhookData } from "@pix/messaging";

/** pending (recorded, not yet tried) → sending (claimed by one attempt) → succeeded | failed. */
export const DeliveryStatus = { pending: "pending", sending: "sending", succeeded: "succeeded", failed: "failed" } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

export const TEST_EVENT = "test";
/** Contract: endpoint responses carry `version: "v1"`; the payload format of every endpoint today. */
export const ENDPOINT_VERSION = "v1";
export const RETENTION_DAYS = 30;
/** Fan-out bound: each event is delivered to every matching endpoint of the store. */
export const MAX_ENDPOINTS_PER_STORE = 50;
/** `POST /webhook-endpoints/{id}/test`: each one is an outgoing request the merchant triggers at will. */
export const TEST_EVENT_LIMIT = { max: 10, windowSeconds: 60 } as const;

/**
 * The merchant-facing body (contract section 6): `data` is the event's catalogued payload (as the
 * consumer parsed it, packages/messaging/src/catalog.ts), except `qr_code_url` of `charge.created`: the event carries the Pix code only (a PNG data URL is
 * ~1 KB that every consumer would carry), and the image is rendered here from `pix_code`, placed right
 * after it, for the events an endpoint wants. Serialised once per event, so every endpoint — and every
 * redelivery — gets the same bytes.
 */
/** What a webhook body is built from: one public event's name, time and catalogued payload. */
export type EventOfBody<N extends PublicEventName = PublicEventName> = N extends PublicEventName ? Pick<EventEnvelope<N>, "event" | "occurred_at" | "data"> : never;

export function eventBody(envelope: EventOfBody, renderQr: (pixCode: string) => string): string {
  return JSON.stringify({ event: envelope.event, created_at: envelope.occurred_at, data: webhookData(envelope, renderQr) });
}

/** The webhook's `data` (catalog.ts WEBHOOK_DATA): the event's payload, with `charge.created`'s QR image. */
function webhookData(envelope: EventOfBody, renderQr: (pixCode: string) => string): WebhookData<PublicEventName> {
  return envelope.event === "charge.created" ? withQrCodeUrl(envelope.data, renderQr) : envelope.data;
}

/** Contract 2.2: `qr_code_url` is present while the charge is `pending`, otherwise null; placed right after `pix_code`. */
function withQrCodeUrl(data: EventOfBody<"charge.created">["data"], renderQr: (pixCode: string) => string): WebhookData<"charge.created"> {
  const url = data.status === "pending" && data.pix_code ? renderQr(data.pix_code) : null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    out[k] = v;
    if (k === "pix_code") out.qr_code_url = url;
  }
  // data's fields in their order, the image right after pix_code: WEBHOOK_DATA's charge.created.
  return out as WebhookData<"charge.created">;
}

export function testEventBody(now: Date = new Date()): string {
  return JSON.stringify({
    event: TEST_EVENT,
    created_at: now.toISOString(),
    data: { message: "Evento de teste do seu endpoint de webhooks" },
  });
}

export const isSuccess = (statusCode: number | null): boolean => statusCode !== null && statusCode >= 200 && statusCode < 300;
