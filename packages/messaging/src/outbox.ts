import { randomUUID } from "node:crypto";
import type { QueryResult } from "pg";
import { currentRequestId } from "@pix/logger";
import { injectContext } from "@pix/tracing";
import { checkEventData, EventCatalogError, isCatalogued, type EventDataInput, type EventName } from "./catalog";
import { EnvelopeSchema, type Envelope, type EventContext, type EventEnvelope, type Owner } from "./envelope";

/** pg_notify channel the relay LISTENs on; the payload is empty because the relay reads the table anyway. */
export const OUTBOX_CHANNEL = "outbox_events";

/**
 * Paste into the producing service's Prisma migration (Prisma cannot express the partial index or the
 * trigger). Column types follow Prisma's output for the OutboxEvent model in README.md, so
 * `prisma migrate diff` sees no drift on the table itself. The statement-level trigger fires once per
 * INSERT and the notification is only delivered on COMMIT, so rolled-back events never wake the relay.
 */
export const OUTBOX_MIGRATION_SQL = `-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- Only unpublished rows are ever scanned by the relay.
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" ("created_at") WHERE "published_at" IS NULL;

-- Wake the relay as soon as the producing transaction commits.
CREATE OR REPLACE FUNCTION "outbox_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${OUTBOX_CHANNEL}', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "outbox_events_notify"
AFTER INSERT ON "outbox_events"
FOR EACH STATEMENT EXECUTE FUNCTION "outbox_events_notify"();
`;

/** Anything with pg's query(): a Client, a PoolClient inside BEGIN…COMMIT, or a Pool (autocommit). */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
}

/** A payload's top-level fields the schema does not name, as `never`: a type error at the producer, not only at run time. */
type NoExtraFields<D, S> = { [K in Exclude<keyof D, keyof S>]: never };

/**
 * A fresh envelope of a catalogued event (catalog.ts) with its typed payload; validated here so a bad
 * owner or a payload off the catalogue fails in the producer (EventCatalogError), not in every consumer.
 */
export function buildEnvelope<N extends EventName, D extends EventDataInput<N>>(event: N, owner: Owner, data: D & NoExtraFields<D, EventDataInput<N>>): EventEnvelope<N> {
  const checked = checkEventData(event, data);
  const context = currentEventContext();
  const envelope = EnvelopeSchema.parse({ id: randomUUID(), event, occurred_at: new Date().toISOString(), owner, data: checked, ...(context ? { context } : {}) });
  return envelope as EventEnvelope<N>;
}

/** The request id and trace context of the work building an event (absent outside a request with tracing off). */
export function currentEventContext(): EventContext | undefined {
  const requestId = currentRequestId();
  const { traceparent, tracestate } = injectContext();
  const context: EventContext = {
    ...(requestId ? { request_id: requestId } : {}), ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}),
  };
  return Object.keys(context).length ? context : undefined;
}

/**
 * Writes the envelope to the outbox. Call it on the same client, inside the same transaction, as the
 * business write it describes: the event then exists if and only if that transaction commits.
 */
export async function enqueueSql(client: Queryable, envelope: Envelope): Promise<void> {
  const valid = EnvelopeSchema.parse(envelope);
  // An envelope built by hand (not by buildEnvelope) is held to the catalogue too.
  if (!isCatalogued(valid.event)) throw new EventCatalogError(`event ${JSON.stringify(valid.event)} is not in the catalogue`);
  await client.query(`INSERT INTO outbox_events (id, event, payload) VALUES ($1, $2, $3::jsonb)`, [
    valid.id,
    valid.event,
    JSON.stringify(valid),
  ]);
}
