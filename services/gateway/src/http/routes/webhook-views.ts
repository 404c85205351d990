import type { Message } from "@pix/grpc";
import { withNulls } from "../views";

/** WebhookEndpoint message → contract JSON: {id, url, name, events, active, version, created_at, updated_at} + retry_policy. */
export function webhookEndpointJson(endpoint: Message<"pix.webhooks.v1.WebhookEndpoint"> | null) {
  // `format` (issue 39) stays the dispatcher's: an endpoint of the BCB's API Pix shows here by its name.
  const { format: _format, ...json } = withNulls(endpoint, ["name"]);
  return json;
}

/**
 * WebhookDelivery message → {id, event, event_id, status, status_code, error, duration_ms, attempted_at, created_at,
 * redelivery_of, attempt, retry_of, next_attempt_at}.
 */
export function webhookDeliveryJson(delivery: Message<"pix.webhooks.v1.WebhookDelivery">) {
  const nullable = ["status_code", "error", "duration_ms", "attempted_at", "redelivery_of", "retry_of", "next_attempt_at"] as const;
  const { endpoint_id: _endpoint, ...rest } = withNulls(delivery, nullable);
  return rest;
}
