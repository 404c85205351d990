import { randomUUID } from "node:crypto";
import type { Cursor } from "../domain/cursor";
import { DeliveryStatus, TEST_EVENT } from "../domain/delivery";
import { writeAuditRow as audit } from "@pix/messaging";
import { MAX_ATTEMPTS } from "../domain/retry";
import type { AttemptOutcome } from "../delivery/sender";
import { lockFor, SERIALISED_TX } from "./locks";
import type { Pool } from "pg";
import { Prisma } from "../generated/prisma/client";
import type { StoreScope } from "@pix/grpc";
import type { PrismaClient, WebhookDelivery, WebhookEndpoint } from "./prisma";

export interface QueuedDelivery {
  id: string;
  endpointId: string;
}

/**
 * The per-event and per-attempt statements, in plain SQL on the service's pg pool: they run for every
 * delivery, and through Prisma each cost the query compiler's work and, for the event, an interactive
 * transaction of three statements. Same rows and guards as the Prisma versions they replaced. Run as
 * named statements, so PostgreSQL parses and plans each once per connection, not on every call.
 * $1 consumer, $2 message id (text), $3 store, $4 environment, $5 event, $6 event id, $7 body, $8 txid, $9 and $10 the bodies of a bcb_pix and a bcb_cobr endpoint (null: none for this event). */
export const RECORD_EVENT_SQL = `WITH m AS (
    INSERT INTO processed_messages (consumer, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1),
  d AS (
    INSERT INTO webhook_deliveries (id, endpoint_id, store_id, environment, event, event_id, body, txid)
    SELECT gen_random_uuid(), e.id, e.store_id, e.environment, $5, $6::uuid, CASE e.format WHEN 'bcb_pix' THEN $9 WHEN 'bcb_cobr' THEN $10 ELSE $7 END, $8
    FROM webhook_endpoints e
    WHERE EXISTS (SELECT 1 FROM m) AND e.store_id = $3::uuid AND e.environment = $4 AND e.active
      AND (cardinality(e.events) = 0 OR $5 = ANY (e.events))
      AND (e.format NOT IN ('bcb_pix', 'bcb_cobr') OR (e.format = 'bcb_pix' AND $9::text IS NOT NULL) OR (e.format = 'bcb_cobr' AND $10::text IS NOT NULL))
    RETURNING id::text, endpoint_id::text AS "endpointId")
  SELECT EXISTS (SELECT 1 FROM m) AS marked, (SELECT coalesce(json_agg(d), '[]'::json) FROM d) AS queued`;

const DELIVERY_COLUMNS = `d.id::text, d.endpoint_id::text AS "endpointId", d.store_id::text AS "storeId", d.environment, d.event,
  d.event_id::text AS "eventId", d.body, d.status, d.status_code AS "statusCode", d.error, d.duration_ms AS "durationMs",
  d.attempted_at AS "attemptedAt", d.created_at AS "createdAt", d.redelivery_of::text AS "redeliveryOf", d.attempt,
  d.retry_of::text AS "retryOf", d.next_attempt_at AS "nextAttemptAt", d.txid`;
const ENDPOINT_COLUMNS = `e.id::text AS "e.id", e.store_id::text AS "e.storeId", e.environment AS "e.environment", e.url AS "e.url",
  e.name AS "e.name", e.events AS "e.events", e.active AS "e.active", e.secret_ciphertext AS "e.secretCiphertext",
  e.retry_policy AS "e.retryPolicy", e.created_at AS "e.createdAt", e.updated_at AS "e.updatedAt"`;

/** pending → sending, guarded by the status; $1 delivery id, $2 attempted at. The endpoint comes with it. */
export const CLAIM_SQL = `UPDATE webhook_deliveries d SET status = '${DeliveryStatus.sending}', attempted_at = $2
  FROM webhook_endpoints e
  WHERE d.id = $1::uuid AND d.status = '${DeliveryStatus.pending}' AND e.id = d.endpoint_id
  RETURNING ${DELIVERY_COLUMNS}, ${ENDPOINT_COLUMNS}`;

/** $1 id, $2 status, $3 status code, $4 error, $5 duration, $6 next attempt at. */
export const COMPLETE_SQL = `UPDATE webhook_deliveries SET status = $2, status_code = $3, error = $4, duration_ms = $5, next_attempt_at = $6
  WHERE id = $1::uuid`;

/** A claimed row: the delivery's columns, and the endpoint's under `e.`. */
function claimedOf(row: Record<string, unknown>): WebhookDelivery & { endpoint: WebhookEndpoint } {
  const delivery: Record<string, unknown> = {};
  const endpoint: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith("e.")) endpoint[k.slice(2)] = v;
    else delivery[k] = v;
  }
  return { ...(delivery as WebhookDelivery), endpoint: endpoint as WebhookEndpoint };
}

export class DeliveriesRepository {
  /** `pool`: the per-delivery statements run as plain SQL on it; the rest goes through Prisma. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /**
   * The consumer's inbox and fan-out in one statement: the envelope id is marked processed and one
   * pending delivery per matching endpoint is written, or neither. Returns null for an envelope already
   * handled (a broker redelivery), so a duplicate never yields a second set of deliveries.
   */
  /** `bcbBody`, `bcbCobrBody`: what a bcb_pix, a bcb_cobr endpoint receives instead of `body`; null: the event is none of theirs. */
  async recordEvent(consumer: string, owner: StoreScope, e: { id: string; event: string; body: string; txid: string | null; bcbBody?: string | null; bcbCobrBody?: string | null }): Promise<QueuedDelivery[] | null> {
    const { rows } = await this.pool.query<{ marked: boolean; queued: QueuedDelivery[] }>({
      name: "record_event", text: RECORD_EVENT_SQL, values: [consumer, e.id, owner.storeId, owner.environment, e.event, e.id, e.body, e.txid, e.bcbBody ?? null, e.bcbCobrBody ?? null],
    });
    return rows[0].marked ? rows[0].queued : null;
  }

  /**
   * A `test` delivery, unless the endpoint already had `max` of them in the last `windowSeconds` (then null).
   * Counted under a lock on the endpoint in the same transaction as the insert, in the database's clock,
   * so the limit holds however many requests and replicas race (the delivery log is the counter).
   */
  createTestWithinRate(owner: StoreScope, data: { endpointId: string; eventId: string; body: string }, limit: { max: number; windowSeconds: number }): Promise<WebhookDelivery | null> {
    return this.prisma.$transaction(async (tx) => {
      await lockFor(tx, "webhook_test", data.endpointId);
      const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM webhook_deliveries
        WHERE endpoint_id = ${data.endpointId}::uuid AND event = ${TEST_EVENT} AND created_at > now() - make_interval(secs => ${limit.windowSeconds})`;
      if (n >= limit.max) return null;
      const delivery = await tx.webhookDelivery.create({ data: { id: randomUUID(), ...owner, ...data, event: TEST_EVENT, redeliveryOf: null } });
      await audit(tx, { id: delivery.id });
      return delivery;
    }, SERIALISED_TX);
  }

  /** A delivery asked for by the merchant (a redelivery). */
  createManual(owner: StoreScope, data: { endpointId: string; event: string; eventId: string; body: string; txid: string | null; redeliveryOf: string | null }): Promise<WebhookDelivery> {
    return this.prisma.$transaction(async (tx) => {
      const delivery = await tx.webhookDelivery.create({ data: { id: randomUUID(), ...owner, ...data } });
      await audit(tx, { id: delivery.id });
      return delivery;
    });
  }

  find(owner: StoreScope, endpointId: string, id: string): Promise<WebhookDelivery | null> {
    return this.prisma.webhookDelivery.findFirst({ where: { id, endpointId, ...owner } });
  }

  /** Newest first; one extra row is read to know whether another page exists. */
  async page(owner: StoreScope, endpointId: string, limit: number, after: Cursor | null): Promise<{ rows: WebhookDelivery[]; more: boolean }> {
    const rows = await this.prisma.webhookDelivery.findMany({
      where: {
        endpointId,
        ...owner,
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
    });
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  /**
   * page() narrowed to the deliveries of one charge: those whose event named `data.txid` = txid (the
   * charge events; a test event has none). The body is stored as text, so the page's ids come from a
   * raw query (txidPageQuery), then the rows through Prisma in the same order.
   */
  async pageForTxid(owner: StoreScope, endpointId: string, txid: string, limit: number, after: Cursor | null): Promise<{ rows: WebhookDelivery[]; more: boolean }> {
    const ids = await this.prisma.$queryRaw<{ id: string }[]>(txidPageQuery(owner, endpointId, txid, limit + 1, after));
    const page = ids.slice(0, limit).map((r) => r.id);
    const rows = page.length ? await this.prisma.webhookDelivery.findMany({ where: { id: { in: page } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }) : [];
    return { rows, more: ids.length > limit };
  }

  /**
   * Takes a pending delivery for one attempt and returns it with its endpoint (internal: the attempt
   * runs for whichever store owns the row). Null when another replica or a duplicate already took it,
   * or when it is gone (endpoint deleted).
   */
  async claim(id: string, now: Date): Promise<(WebhookDelivery & { endpoint: WebhookEndpoint }) | null> {
    const { rows } = await this.pool.query({ name: "claim_delivery", text: CLAIM_SQL, values: [id, now] });
    return rows[0] ? claimedOf(rows[0]) : null;
  }

  /**
   * Records the outcome; `nextAttemptAt` schedules the automatic retry (persisted with the outcome, so a
   * restart right after loses nothing). The row may be gone meanwhile (endpoint deleted, retention),
   * which is not an error.
   */
  async complete(id: string, status: DeliveryStatus, outcome: AttemptOutcome, nextAttemptAt: Date | null = null): Promise<void> {
    await this.pool.query({
      name: "complete_delivery", text: COMPLETE_SQL, values: [id, status, outcome.statusCode, outcome.error, outcome.durationMs, nextAttemptAt],
    });
  }

  /** When the chain of automatic retries started: the first attempt's time (null when it is gone). */
  async chainStartedAt(firstId: string): Promise<Date | null> {
    const first = await this.prisma.webhookDelivery.findUnique({ where: { id: firstId }, select: { attemptedAt: true, createdAt: true } });
    return first ? (first.attemptedAt ?? first.createdAt) : null;
  }

  /**
   * The due-retry poller's step: takes up to `limit` failed attempts whose retry is due (FOR UPDATE SKIP
   * LOCKED, so replicas polling together split the work and never take the same row), clears their
   * schedule and, in the same statement, records each retry as a new pending delivery (attempt + 1, same
   * event id and body). A retry whose endpoint was deactivated or switched to `none` meanwhile is dropped.
   * The unique (retry_of, attempt) index makes a duplicate retry impossible even so.
   */
  async startDueRetries(limit: number): Promise<QueuedDelivery[]> {
    const rows = await this.prisma.$queryRaw<{ id: string; endpoint_id: string }[]>`
      WITH due AS (
        SELECT d.id, (e.active AND e.retry_policy = 'exponential') AS go
        FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.next_attempt_at <= now()
        ORDER BY d.next_attempt_at
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED
      ), taken AS (
        UPDATE webhook_deliveries d SET next_attempt_at = NULL FROM due WHERE d.id = due.id
        RETURNING d.*, due.go
      )
      INSERT INTO webhook_deliveries (id, endpoint_id, store_id, environment, event, event_id, body, txid, status, attempt, retry_of)
      SELECT gen_random_uuid(), endpoint_id, store_id, environment, event, event_id, body, txid, ${DeliveryStatus.pending}, attempt + 1, COALESCE(retry_of, id)
      FROM taken WHERE go AND attempt < ${MAX_ATTEMPTS}
      RETURNING id::text, endpoint_id::text`;
    return rows.map((r) => ({ id: r.id, endpointId: r.endpoint_id }));
  }

  /**
   * In how many milliseconds the earliest scheduled retry falls due, by the database's clock (≤ 0: due
   * now); null when none is scheduled. Reads the partial index on next_attempt_at.
   */
  async nextRetryInMs(): Promise<number | null> {
    const [row] = await this.prisma.$queryRaw<{ ms: number | null }[]>`
      SELECT ceil(extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms
      FROM webhook_deliveries WHERE next_attempt_at IS NOT NULL`;
    return row?.ms ?? null;
  }

  /** Oldest pending deliveries, to resume after a restart (or ones another replica left behind). */
  pending(limit: number): Promise<QueuedDelivery[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { status: DeliveryStatus.pending },
      orderBy: { createdAt: "asc" },
      take: limit,
      select: { id: true, endpointId: true },
    });
  }

  /**
   * Attempts cut by a crash stay `sending`; they may have reached the merchant, and the contract allows
   * one attempt, so they are closed as failed (the merchant can redeliver) rather than sent again — except
   * where the endpoint opted in to retries: there the chain goes on, its next attempt due at once.
   */
  async failInterrupted(claimedBefore: Date): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE webhook_deliveries d
      SET status = ${DeliveryStatus.failed}, error = 'Tentativa interrompida por um reinício do serviço',
          next_attempt_at = CASE
            WHEN e.retry_policy = 'exponential' AND d.event <> ${TEST_EVENT} AND d.redelivery_of IS NULL AND d.attempt < ${MAX_ATTEMPTS} THEN now()
          END
      FROM webhook_endpoints e
      WHERE e.id = d.endpoint_id AND d.status = ${DeliveryStatus.sending} AND d.attempted_at < ${claimedBefore}`;
  }

  /** Retention: deliveries and inbox markers older than `before` are deleted. */
  async prune(before: Date): Promise<{ deliveries: number; inbox: number }> {
    const deliveries = await this.prisma.webhookDelivery.deleteMany({ where: { createdAt: { lt: before } } });
    const inbox = await this.prisma.processedMessage.deleteMany({ where: { processedAt: { lt: before } } });
    return { deliveries: deliveries.count, inbox: inbox.count };
  }
}

/**
 * The ids of one charge's deliveries to one endpoint, newest first from the keyset position: read on the
 * partial index `webhook_deliveries_txid_idx` (deliveries-txid.int.spec.ts checks the plan).
 */
export function txidPageQuery(owner: StoreScope, endpointId: string, txid: string, take: number, after: Cursor | null): Prisma.Sql {
  const keyset = after ? Prisma.sql`AND (created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : Prisma.empty;
  return Prisma.sql`
    SELECT id FROM webhook_deliveries
    WHERE endpoint_id = ${endpointId}::uuid AND store_id = ${owner.storeId}::uuid AND environment = ${owner.environment}
      AND txid = ${txid} ${keyset}
    ORDER BY created_at DESC, id DESC
    LIMIT ${take}`;
}
