import { errors } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { StoreEventRow } from "../repositories/store-events";
import type { WebhooksDeps } from "./deps";


/**
 * A page of the store's test-environment log after `afterSeq`; without it, no events and the store's
 * head, so a new listener starts from "now" and every later reconnect asks from the last seq it saw.
 * Each read keeps the store's events recorded for a day more (StoreEventsRepository.touch), before the
 * head is read: an event recorded after that read has a higher seq, so "from now" misses nothing.
 */
export async function listStoreEvents(deps: WebhooksDeps, owner: StoreScope, afterSeq: number | null, limit: number): Promise<{ events: StoreEventRow[]; lastSeq: number }> {
  if (owner.environment !== "test") throw errors.forbidden("O registro de eventos da loja só existe no ambiente de teste", "SOMENTE_EM_TESTE");
  await deps.storeEvents.touch(owner.storeId);
  if (afterSeq === null) return { events: [], lastSeq: await deps.storeEvents.head(owner.storeId) };
  const events = await deps.storeEvents.after(owner.storeId, afterSeq, limit);
  return { events, lastSeq: events.at(-1)?.seq ?? afterSeq };
}
