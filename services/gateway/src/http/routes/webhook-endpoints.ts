import { Router } from "express";
import { PUBLIC_EVENT_NAMES } from "@pix/messaging";
import type { Clients } from "../../clients";
import { idempotent } from "../idempotency";
import { authenticate, principalOf } from "../authenticate";
import { body, query } from "../validate";
import { uuidParam } from "./params";
import { createEndpointBody, deliveriesQuery, rotateSecretBody, updateEndpointBody } from "./webhook-schemas";
import { webhookDeliveryJson, webhookEndpointJson } from "./webhook-views";

const ENDPOINT = "Endpoint de webhook";

/** Contract 4.12 plus the delivery log. `/eventos` is declared before `/:id` so that it is not taken for an id. */
export function webhookEndpointRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const webhooks = clients.webhooks;

  router.get("/webhook-endpoints/eventos", auth("webhooks:ler"), (_req, res) => {
    res.json({ data: [...PUBLIC_EVENT_NAMES] });
  });
  router.post("/webhook-endpoints", auth("webhooks:escrever"), idempotent(), async (req, res) => {
    const { url, events, secret, name, retry_policy } = body(createEndpointBody, req);
    const request = { url, events: events ?? [], ...(secret ? { secret } : {}), ...(name ? { name } : {}), ...(retry_policy ? { retry_policy } : {}) };
    const r = await webhooks.call("CreateWebhookEndpoint", request, { principal: principalOf(res) });
    res.status(201).json({ data: { ...webhookEndpointJson(r.endpoint), secret: r.secret } });
  });
  router.get("/webhook-endpoints", auth("webhooks:ler"), async (_req, res) => {
    const r = await webhooks.call("ListWebhookEndpoints", {}, { principal: principalOf(res) });
    res.json({ data: (r.endpoints ?? []).map(webhookEndpointJson) });
  });
  router.get("/webhook-endpoints/:id", auth("webhooks:ler"), async (req, res) => {
    const r = await webhooks.call("GetWebhookEndpoint", { id: uuidParam(req, ENDPOINT) }, { principal: principalOf(res) });
    res.json({ data: webhookEndpointJson(r) });
  });
  router.put("/webhook-endpoints/:id", auth("webhooks:escrever"), async (req, res) => {
    const id = uuidParam(req, ENDPOINT);
    const { url, name, events, active, retry_policy } = body(updateEndpointBody, req);
    const request = {
      id, url, active, retry_policy,
      ...(name === null ? { clear_name: true } : { name }),
      ...(events ? { events: { names: events } } : {}),
    };
    res.json({ data: webhookEndpointJson(await webhooks.call("UpdateWebhookEndpoint", request, { principal: principalOf(res) })) });
  });
  router.delete("/webhook-endpoints/:id", auth("webhooks:excluir"), async (req, res) => {
    const r = await webhooks.call("DeleteWebhookEndpoint", { id: uuidParam(req, ENDPOINT) }, { principal: principalOf(res) });
    res.json({ data: webhookEndpointJson(r) });
  });
  // Beyond the contract: a new secret, shown this once; a retry with the same Idempotency-Key replays it.
  router.post("/webhook-endpoints/:id/rotate-secret", auth("webhooks:escrever"), idempotent(), async (req, res) => {
    const id = uuidParam(req, ENDPOINT);
    const { secret } = body(rotateSecretBody, req);
    const r = await webhooks.call("RotateWebhookSecret", { id, ...(secret ? { secret } : {}) }, { principal: principalOf(res) });
    res.json({ data: { ...webhookEndpointJson(r.endpoint), secret: r.secret } });
  });
  router.post("/webhook-endpoints/:id/test", auth("webhooks:escrever"), async (req, res) => {
    const r = await webhooks.call("SendTestWebhook", { id: uuidParam(req, ENDPOINT) }, { principal: principalOf(res) });
    res.status(202).json({ data: webhookDeliveryJson(r) });
  });
  router.get("/webhook-endpoints/:id/deliveries", auth("webhooks:ler"), async (req, res) => {
    const { limit, cursor, txid } = query(deliveriesQuery, req);
    const request = { endpoint_id: uuidParam(req, ENDPOINT), limit: limit ?? 0, ...(cursor ? { cursor } : {}), ...(txid ? { txid } : {}) };
    const r = await webhooks.call("ListWebhookDeliveries", request, { principal: principalOf(res) });
    res.json({ data: (r.deliveries ?? []).map(webhookDeliveryJson), next_cursor: r.next_cursor ?? null });
  });
  router.post("/webhook-endpoints/:id/deliveries/:deliveryId/redeliver", auth("webhooks:escrever"), async (req, res) => {
    const request = { endpoint_id: uuidParam(req, ENDPOINT), delivery_id: uuidParam(req, "Entrega de webhook", "deliveryId") };
    const r = await webhooks.call("RedeliverWebhook", request, { principal: principalOf(res) });
    res.status(202).json({ data: webhookDeliveryJson(r) });
  });
  return router;
}
