import { CallContext, requirePrincipal, scopeOf, type HandlersOf, type StoreScope } from "@pix/grpc";
import { listDeliveries, redeliver } from "../usecases/deliveries";
import type { WebhooksDeps } from "../usecases/deps";
import { listStoreEvents } from "../usecases/store-events";
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, rotateSecret, sendTestEvent, updateEndpoint } from "../usecases/endpoints";
import { deliveryMessage, endpointMessage, storeEventMessage } from "./mappers";
import { deliveriesQuery, endpointChangeInput, endpointId, newEndpointInput, rotateSecretInput, storeEventsQuery } from "../domain/endpoint-input";

const ownerOf = (ctx: CallContext): StoreScope => scopeOf(requirePrincipal(ctx));

export function webhooksHandlers(deps: WebhooksDeps) {
  return {
    CreateWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const r = await createEndpoint(deps, owner, newEndpointInput(req));
      return { endpoint: endpointMessage(r.endpoint), secret: r.secret };
    },
    ListWebhookEndpoints: async (_req, ctx) => ({ endpoints: (await listEndpoints(deps, ownerOf(ctx))).map(endpointMessage) }),
    GetWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return endpointMessage(await getEndpoint(deps, owner, endpointId("id", req.id)));
    },
    UpdateWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { id, changes } = endpointChangeInput(req);
      return endpointMessage(await updateEndpoint(deps, owner, id, changes));
    },
    RotateWebhookSecret: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { id, secret } = rotateSecretInput(req);
      const r = await rotateSecret(deps, owner, id, secret);
      return { endpoint: endpointMessage(r.endpoint), secret: r.secret };
    },
    DeleteWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return endpointMessage(await deleteEndpoint(deps, owner, endpointId("id", req.id)));
    },
    SendTestWebhook: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return deliveryMessage(await sendTestEvent(deps, owner, endpointId("id", req.id)));
    },
    ListWebhookDeliveries: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { endpointId: id, ...query } = deliveriesQuery(req);
      const page = await listDeliveries(deps, owner, id, query);
      return { deliveries: page.deliveries.map(deliveryMessage), next_cursor: page.nextCursor ?? undefined };
    },
    RedeliverWebhook: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return deliveryMessage(await redeliver(deps, owner, endpointId("endpoint_id", req.endpoint_id), endpointId("delivery_id", req.delivery_id)));
    },
    ListStoreEvents: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { afterSeq, limit } = storeEventsQuery(req);
      const page = await listStoreEvents(deps, owner, afterSeq, limit);
      return { events: page.events.map(storeEventMessage), last_seq: page.lastSeq };
    },
  } satisfies Partial<HandlersOf<"pix.webhooks.v1.WebhooksService">>;
}
