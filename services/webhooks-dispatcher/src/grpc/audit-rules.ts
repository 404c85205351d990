import type { AuditRules } from "@pix/messaging";

/**
 * Webhooks-dispatcher's audited RPCs (issue 12). Never the signing secret, and not the URL either (a
 * merchant's URL may carry its own token in the query).
 */
export const WEBHOOKS_AUDIT: AuditRules = {
  CreateWebhookEndpoint: { action: "webhook_endpoint.created", target: "webhook_endpoint", id: "res.endpoint.id", summary: { name: "res.endpoint.name", active: "res.endpoint.active" } },
  UpdateWebhookEndpoint: { action: "webhook_endpoint.updated", target: "webhook_endpoint", id: "res.id", summary: { name: "res.name", active: "res.active" } },
  // The rotation is recorded by id only: the response carries the new secret, which no path here names.
  RotateWebhookSecret: { action: "webhook_endpoint.secret_rotated", target: "webhook_endpoint", id: "res.endpoint.id", summary: { name: "res.endpoint.name" } },
  DeleteWebhookEndpoint: { action: "webhook_endpoint.deleted", target: "webhook_endpoint", id: "req.id" },
  SendTestWebhook: { action: "webhook_endpoint.tested", target: "webhook_endpoint", id: "req.id", summary: { delivery_id: "res.id" } },
  RedeliverWebhook: { action: "webhook_delivery.redelivered", target: "webhook_delivery", id: "req.delivery_id", summary: { endpoint_id: "req.endpoint_id", new_delivery_id: "res.id" } },
};
