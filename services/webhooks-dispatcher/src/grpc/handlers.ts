import { parseOrThrow } from "@pix/errors";
import { CallContext, requirePrincipal, scopeOf, type HandlersOf, type StoreScope } from "@pix/grpc";
import type { EndpointChanges } from "../repositories/endpoints";
import { listDeliveries, redeliver } from "../usecases/deliveries";
import type { WebhooksDeps } from "../usecases/deps";
import { listStoreEvents } from "../usecases/store-events";
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, sendTestEvent, updateEndpoint } from "../usecases/endpoints";
import { deliveryMessage, endpointMessage, storeEventMessage } from "./mappers";
import * as s from "./schemas";

const ownerOf = (ctx: CallContext): StoreScope => scopeOf(requirePrincipal(ctx));

export function webhooksHandlers(deps: WebhooksDeps) {
  return {
    CreateWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const input = parseOrThrow(s.createEndpointRequest, req);
      const { retry_policy: retryPolicy, ...rest } = input;
      const r = await createEndpoint(deps, owner, { ...rest, name: input.name ?? null, secret: input.secret ?? null, retryPolicy });
      return { endpoint: endpointMessage(r.endpoint), secret: r.secret };
    },
    ListWebhookEndpoints: async (_req, ctx) => ({ endpoints: (await listEndpoints(deps, ownerOf(ctx))).map(endpointMessage) }),
    GetWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return endpointMessage(await getEndpoint(deps, owner, parseOrThrow(s.endpointIdRequest, req).id));
    },
    UpdateWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { id, url, name, clear_name, events, active, retry_policy } = parseOrThrow(s.updateEndpointRequest, req);
      const changes: EndpointChanges = {
        ...(url !== undefined ? { url } : {}),
        ...(clear_name ? { name: null } : name !== undefined ? { name } : {}),
        ...(events ? { events: events.names } : {}),
        ...(active !== undefined ? { active } : {}),
        ...(retry_policy !== undefined ? { retryPolicy: retry_policy } : {}),
      };
      return endpointMessage(await updateEndpoint(deps, owner, id, changes));
    },
    DeleteWebhookEndpoint: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return endpointMessage(await deleteEndpoint(deps, owner, parseOrThrow(s.endpointIdRequest, req).id));
    },
    SendTestWebhook: async (req, ctx) => {
      const owner = ownerOf(ctx);
      return deliveryMessage(await sendTestEvent(deps, owner, parseOrThrow(s.endpointIdRequest, req).id));
    },
    ListWebhookDeliveries: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { endpoint_id, limit, cursor, txid } = parseOrThrow(s.listDeliveriesRequest, req);
      const page = await listDeliveries(deps, owner, endpoint_id, { limit, cursor: cursor ?? null, txid: txid ?? null });
      return { deliveries: page.deliveries.map(deliveryMessage), next_cursor: page.nextCursor ?? undefined };
    },
    RedeliverWebhook: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { endpoint_id, delivery_id } = parseOrThrow(s.redeliverRequest, req);
      return deliveryMessage(await redeliver(deps, owner, endpoint_id, delivery_id));
    },
    ListStoreEvents: async (req, ctx) => {
      const owner = ownerOf(ctx);
      const { after_seq, limit } = parseOrThrow(s.listStoreEventsRequest, req);
      const page = await listStoreEvents(deps, owner, after_seq ?? null, limit);
      return { events: page.events.map(storeEventMessage), last_seq: page.lastSeq };
    },
  } satisfies Partial<HandlersOf<"pix.webhooks.v1.WebhooksService">>;
}
