import type { MessageInput } from "@pix/grpc";
import { ENDPOINT_VERSION } from "../domain/delivery";
import type { WebhookDelivery, WebhookEndpoint } from "../repositories/prisma";
import type { StoreEventRow } from "../repositories/store-events";

const opt = <T>(v: T | null) => (v === null ? undefined : v);

/** Never carries the secret: it leaves the service only in CreateWebhookEndpointResponse. */
export function endpointMessage(e: WebhookEndpoint): MessageInput<"pix.webhooks.v1.WebhookEndpoint"> {
  return {
    id: e.id,
    url: e.url,
    name: opt(e.name),
    events: e.events,
    active: e.active,
    version: ENDPOINT_VERSION,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    retry_policy: e.retryPolicy,
    format: e.format,
  };
}

export function deliveryMessage(d: WebhookDelivery): MessageInput<"pix.webhooks.v1.WebhookDelivery"> {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event: d.event,
    event_id: d.eventId,
    status: d.status,
    status_code: opt(d.statusCode),
    error: opt(d.error),
    duration_ms: opt(d.durationMs),
    attempted_at: d.attemptedAt ? d.attemptedAt.toISOString() : undefined,
    created_at: d.createdAt.toISOString(),
    redelivery_of: opt(d.redeliveryOf),
    attempt: d.attempt,
    retry_of: opt(d.retryOf),
    next_attempt_at: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : undefined,
  };
}

export function storeEventMessage(e: StoreEventRow) {
  return { seq: e.seq, id: e.eventId, event: e.event, body: e.body, created_at: e.createdAt.toISOString() };
}
