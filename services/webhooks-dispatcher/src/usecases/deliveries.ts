import { errors } from "@pix/errors";
import type { EventData, EventEnvelope, PublicEventName } from "@pix/messaging";
import { decodeCursor, encodeCursor } from "../domain/cursor";
import { eventBody } from "../domain/delivery";
import { bcbCobrBody } from "../domain/bcb-cobr";
import { bcbPixBody } from "../domain/bcb-pix";
import { bcbRecBody } from "../domain/bcb-rec";
import { ownerKey } from "../domain/subscriptions";
import type { QueuedDelivery } from "../repositories/deliveries";
import { scopeOfRow, type StoreScope } from "@pix/grpc";
import type { WebhooksDeps } from "./deps";
import { getEndpoint } from "./endpoints";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A broker event becomes one pending delivery per matching endpoint, persisted (with the inbox marker)
 * before the message is acked; the attempts are only queued here, never awaited, so the consumer moves
 * on at once and a slow endpoint cannot hold the queue.
 */
export async function recordEvent(deps: WebhooksDeps, consumer: string, envelope: EventEnvelope<PublicEventName>): Promise<QueuedDelivery[]> {
  // Foreign owner ids (stores are uuids) concern no merchant endpoint; the consumer takes public events only.
  if (!UUID.test(envelope.owner.store_id)) return [];
  // A broker event crosses stores by nature: its owner (written by the service that published it) is the scope.
  const owner = scopeOfRow({ storeId: envelope.owner.store_id.toLowerCase(), environment: envelope.owner.environment });
  let body: string | undefined;
  const bodyOf = () => (body ??= eventBody(envelope, deps.renderQr));
  // The test environment's log for `pix listen` (stores that listened in the last day), endpoints or
  // not; idempotent by envelope id, so a redelivery after a failure below records nothing twice.
  if (owner.environment === "test" && (await storeListens(deps, owner.storeId))) {
    await deps.storeEvents.record(owner.storeId, { id: envelope.id, event: envelope.event, body: bodyOf() });
  }
  // No endpoint of the store wants it: nothing to record, no transaction (a redelivery is skipped the same way).
  if (!(await someEndpointWants(deps, owner, envelope.event))) return [];
  const queued = await deps.deliveries.recordEvent(consumer, owner, {
    id: envelope.id, event: envelope.event, body: bodyOf(), txid: chargeTxidOf(envelope), bcb: bcbBodyOf(envelope),
  });
  for (const q of queued ?? []) deps.scheduler.enqueue(q.endpointId, q.id);
  return queued ?? [];
}

/** Each BCB endpoint format and its body for an event (null: that format receives nothing for it). */
const BCB_BODIES = [["bcb_pix", bcbPixBody], ["bcb_rec", bcbRecBody], ["bcb_cobr", bcbCobrBody]] as const;

/** The BCB body of the event and the endpoint format that receives it: an event is at most one format's
 * (Pix received and devoluções: bcb_pix; authorizations: bcb_rec; cycles: bcb_cobr). */
function bcbBodyOf(envelope: EventEnvelope<PublicEventName>): { format: string; body: string } | null {
  for (const [format, bodyOf] of BCB_BODIES) {
    const body = bodyOf(envelope);
    if (body) return { format, body };
  }
  return null;
}

/** The charge each public event names, for the delivery log's filter: per event, so a renamed field fails typecheck here. */
const CHARGE_TXID: { [N in PublicEventName]: (data: EventData<N>) => string | null } = {
  "charge.created": (d) => d.txid, "charge.paid": (d) => d.txid, "charge.extra_payment": (d) => d.txid, "charge.expired": (d) => d.txid,
  "charge.overdue": (d) => d.txid, "subscription.charged": (d) => d.txid, "subscription.authorization_updated": () => null,
  "subscription.cycle_updated": (d) => d.cycle.txid, "subscription.ended": () => null,
  "withdrawal.completed": () => null, "withdrawal.rejected": () => null,
  "refund.completed": (d) => d.txid, "refund.failed": (d) => d.txid, "infraction.opened": (d) => d.txid, "infraction.closed": (d) => d.txid,
};

function chargeTxidOf(envelope: EventEnvelope<PublicEventName>): string | null {
  // The event and its data go together (EventEnvelope), which TypeScript cannot correlate through the lookup.
  return (CHARGE_TXID[envelope.event] as (data: EventEnvelope<PublicEventName>["data"]) => string | null)(envelope.data);
}

/** Whether the store listens (`pix listen`), from the cache when it knows; a "yes" is re-checked by the insert itself. */
async function storeListens(deps: WebhooksDeps, storeId: string): Promise<boolean> {
  const known = deps.listeners.wants(storeId, "*");
  if (known !== undefined) return known;
  const readAt = deps.listeners.generation();
  const listening = await deps.storeEvents.listening(storeId);
  deps.listeners.remember(storeId, listening ? [[]] : [], readAt);
  return listening;
}

async function someEndpointWants(deps: WebhooksDeps, owner: StoreScope, event: string): Promise<boolean> {
  const key = ownerKey(owner);
  const known = deps.subscriptions.wants(key, event);
  if (known !== undefined) return known;
  const readAt = deps.subscriptions.generation();
  deps.subscriptions.remember(key, await deps.endpoints.activeEvents(owner), readAt);
  return deps.subscriptions.wants(key, event) ?? true;
}

export async function listDeliveries(deps: WebhooksDeps, owner: StoreScope, endpointId: string, opts: { limit: number; cursor: string | null; txid: string | null }) {
  await getEndpoint(deps, owner, endpointId);
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const { rows, more } = opts.txid
    ? await deps.deliveries.pageForTxid(owner, endpointId, opts.txid, opts.limit, after)
    : await deps.deliveries.page(owner, endpointId, opts.limit, after);
  const last = rows[rows.length - 1];
  return { deliveries: rows, nextCursor: more && last ? encodeCursor(last) : null };
}

/** A new attempt with the stored body (same bytes, same event id); it is signed afresh when sent. */
export async function redeliver(deps: WebhooksDeps, owner: StoreScope, endpointId: string, deliveryId: string) {
  const original = await deps.deliveries.find(owner, endpointId, deliveryId);
  if (!original) throw errors.notFound("Entrega de webhook");
  const copy = await deps.deliveries.createManual(owner, {
    endpointId, event: original.event, eventId: original.eventId, body: original.body, txid: original.txid, redeliveryOf: original.id,
  });
  deps.scheduler.enqueue(endpointId, copy.id);
  return copy;
}
