import { withNulls } from "../views";

/** WebhookEndpoint message → contract JSON: {id, url, name, events, active, version, created_at, updated_at}. */
export function webhookEndpointJson(endpoint: Record<string, unknown>) {
  return withNulls(endpoint, ["name"]);
}

/** WebhookDelivery message → {id, event, event_id, status, status_code, error, duration_ms, attempted_at, created_at, redelivery_of}. */
export function webhookDeliveryJson(delivery: Record<string, unknown>) {
  const { endpoint_id: _endpoint, ...rest } = withNulls(delivery, ["status_code", "error", "duration_ms", "attempted_at", "redelivery_of"]);
  return rest;
}
