import type { Envelope } from "@pix/messaging";

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
 * The merchant-facing body (contract section 6): `data` is passed through exactly as the producer wrote
 * it, except `qr_code_url` of `charge.created`: the event carries the Pix code only (a PNG data URL is
 * ~1 KB that every consumer would carry), and the image is rendered here from `pix_code`, placed right
 * after it, for the events an endpoint wants. Serialised once per event, so every endpoint — and every
 * redelivery — gets the same bytes.
 */
export function eventBody(envelope: Pick<Envelope, "event" | "occurred_at" | "data">, renderQr: (pixCode: string) => string): string {
  const data = envelope.event === "charge.created" ? withQrCodeUrl(envelope.data, renderQr) : envelope.data;
  return JSON.stringify({ event: envelope.event, created_at: envelope.occurred_at, data });
}

/** Contract 2.2: `qr_code_url` is present while the charge is `pending`, otherwise null. */
function withQrCodeUrl(data: Envelope["data"], renderQr: (pixCode: string) => string): Envelope["data"] {
  if ("qr_code_url" in data || !("pix_code" in data)) return data; // written before the image left the event
  const pixCode = data.pix_code;
  const url = data.status === "pending" && typeof pixCode === "string" && pixCode ? renderQr(pixCode) : null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    out[k] = v;
    if (k === "pix_code") out.qr_code_url = url;
  }
  return out as Envelope["data"];
}

export function testEventBody(now: Date = new Date()): string {
  return JSON.stringify({
    event: TEST_EVENT,
    created_at: now.toISOString(),
    data: { message: "Evento de teste do seu endpoint de webhooks" },
  });
}

export const isSuccess = (statusCode: number | null): boolean => statusCode !== null && statusCode >= 200 && statusCode < 300;
