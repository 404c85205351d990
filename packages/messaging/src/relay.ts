import type { ConfirmChannel } from "amqplib";
import type { Pool, PoolClient } from "pg";
import type { Logger } from "@pix/logger";
import { metrics, onScrape } from "@pix/observability";
import { extractContext, injectContext, inSpan, SpanKind } from "@pix/tracing";
import { manageConnection } from "./connection";
import { EnvelopeSchema } from "./envelope";
import { eventDataProblem } from "./catalog";
import { OUTBOX_CHANNEL, type Queryable } from "./outbox";
import { listenPg } from "./pg-listener";
import { inTransaction } from "./pg-transaction";
import { assertTopology } from "./topology";

export interface OutboxRelayOptions {
  pool: Pool;
  amqpUrl: string;
  exchange: string;
  logger: Logger;
  /** The `service` label of the outbox series (outbox_lag_seconds…); defaults to "outbox". */
  name?: string;
  /** Rows claimed (and locked) per transaction. */
  batchSize?: number;
  /**
   * Fallback polling period (default 30 s). NOTIFY wakes the relay on every commit and after every
   * re-subscription, and a failed row wakes it when its backoff ends, so the poll only covers
   * notifications lost in between; an idle service thus sends no query between polls.
   */
  pollMs?: number;
  /** How long to wait for each broker confirm before counting the publish as failed. */
  publishTimeoutMs?: number;
  /** The producing service, on the relay's publish spans (`pix.service`). */
  service?: string;
  /** Failed publishes of one row before it is parked (set aside, never retried automatically). */
  maxAttempts?: number;
  /** Backoff of a failed row: retryBaseMs · 2^(attempts − 1), at most retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export const OUTBOX_DEFAULTS = { maxAttempts: 10, retryBaseMs: 2_000, retryMaxMs: 15 * 60_000 } as const;

export interface OutboxRelay {
  stop(): Promise<void>;
  /** Publishes everything currently due (if the broker is connected); resolves to the number published. */
  drain(): Promise<number>;
  /** Rows parked after maxAttempts failures (they wait for an operator; see the README). */
  parkedCount(): Promise<number>;
  /** True while the relay LISTENs on its database (the service's database health, without a query). */
  listening(): boolean;
}

interface Row {
  id: string;
  payload: unknown;
}

/**
 * Moves committed outbox rows to the events exchange. Delivery is at-least-once: a crash between the
 * broker confirm and the UPDATE republishes the row, so consumers deduplicate by envelope id (Inbox).
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of replicas can run side by side.
 * A row that fails is retried with exponential backoff (`next_attempt_at`), so a few poison rows
 * never hold back the healthy ones behind them; after maxAttempts failures it is parked
 * (`parked_at`), logged, counted, and skipped from then on.
 */
/** AMQP headers of the active span's context and the request id; none when there is neither. */
function traceHeaders(requestId: string | undefined): { headers?: Record<string, string> } {
  const headers = { ...injectContext(), ...(requestId ? { "x-request-id": requestId } : {}) };
  return Object.keys(headers).length ? { headers } : {};
}

export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { pool, exchange } = opts;
  const batchSize = opts.batchSize ?? 100;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 5_000;
  const retry = {
    maxAttempts: opts.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts,
    baseMs: opts.retryBaseMs ?? OUTBOX_DEFAULTS.retryBaseMs,
    maxMs: opts.retryMaxMs ?? OUTBOX_DEFAULTS.retryMaxMs,
  };
  const log = opts.logger.child({ component: "outbox-relay", exchange });
  let stopped = false;
  let channel: ConfirmChannel | null = null;

  // All drains run one after another on this chain; `queued` coalesces wake-ups into one extra pass.
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  const wake = (): void => {
    if (stopped || queued) return;
    queued = true;
    chain = chain
      .then(() => {
        queued = false;
        return drainAll();
      })
      .catch((err) => log.error({ err }, "outbox drain failed; will retry"));
  };

  const broker = manageConnection({
    url: opts.amqpUrl,
    name: "outbox-relay",
    logger: log,
    setup: async (conn) => {
      const ch = await conn.createConfirmChannel();
      ch.on("error", (err: Error) => log.warn({ err }, "relay channel error"));
      ch.on("close", () => {
        if (channel !== ch) return;
        channel = null;
        broker.reset(); // a lone dead channel would otherwise leave the relay idle forever
      });
      await assertTopology(ch, exchange);
      channel = ch;
      wake(); // whatever committed while we were disconnected
    },
  });
  const listener = listenPg({ pool, channel: OUTBOX_CHANNEL, logger: log, onWake: wake });
  const poll = setInterval(wake, opts.pollMs ?? 30_000);
  poll.unref();
  const service = opts.name ?? "outbox";
  // The earliest backoff end of a failed row: no poll is needed to retry it on time.
  let retryTimer: NodeJS.Timeout | null = null;
  let retryAt = Infinity;
  const wakeAt = (at: number): void => {
    if (stopped || at >= retryAt) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryAt = at;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      retryAt = Infinity;
      wake();
    }, Math.max(0, at - Date.now()) + 10);
    retryTimer.unref();
  };
  const unscrape = onScrape(async () => {
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE parked_at IS NULL)::int AS pending,
              coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE parked_at IS NULL)), 0)::float8 AS lag,
              count(*) FILTER (WHERE parked_at IS NOT NULL)::int AS parked
       FROM outbox_events WHERE published_at IS NULL`,
    );
    metrics.outboxPending.set({ service }, rows[0].pending);
    metrics.outboxLag.set({ service }, rows[0].lag);
    metrics.outboxParked.set({ service }, rows[0].parked);
  });

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const ch = channel;
      if (stopped || !ch) return total;
      const { claimed, published } = await drainBatch(ch);
      total += published;
      // A failure ends the pass: the next wake-up retries, instead of spinning on a sick broker.
      if (claimed < batchSize || published < claimed) return total;
    }
  }

  function drainBatch(ch: ConfirmChannel): Promise<{ claimed: number; published: number }> {
    return inTransaction(pool, async (client) => {
      // The row locks are held until COMMIT, so other replicas skip these rows while we publish them.
      const { rows } = await client.query<Row>(
        `SELECT id, payload FROM outbox_events
         WHERE published_at IS NULL AND parked_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= now())
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      // Publish the whole batch in order, then wait for every confirm (each with its own deadline).
      const errors = await Promise.all(rows.map((row) => publish(ch, row).then(() => null, errorText)));
      const ok = rows.filter((_, i) => errors[i] === null).map((r) => r.id);
      const failed = rows.flatMap((r, i) => (errors[i] === null ? [] : [{ id: r.id, error: errors[i] }]));
      await markPublished(client, ok);
      const { parked, nextAt } = await markFailed(client, failed, retry);
      if (ok.length) metrics.outboxPublished.inc({ service }, ok.length);
      if (failed.length) metrics.outboxPublishFailures.inc({ service }, failed.length);
      if (nextAt !== null) wakeAt(nextAt);
      if (failed.length > parked.length) log.warn({ failed }, "outbox publish failed; will retry with backoff");
      if (parked.length) log.error({ parked }, "outbox rows parked after too many failed publishes");
      return { claimed: rows.length, published: ok.length };
    });
  }

  function publish(ch: ConfirmChannel, row: Row): Promise<void> {
    const parsed = EnvelopeSchema.safeParse(row.payload);
    if (!parsed.success) return Promise.reject(new Error(`invalid envelope: ${parsed.error.message}`));
    const env = parsed.data;
    // Only catalogued events with their payload leave the service (rows written by SQL triggers or by
    // hand included): anything else fails here and is parked after its attempts, never published.
    const offCatalogue = eventDataProblem(env.event, env.data);
    if (offCatalogue) return Promise.reject(new Error(`off the event catalogue: ${env.event}: ${offCatalogue}`));
    // A producer span continuing the trace of the work that wrote the row (the envelope's context);
    // the message's headers carry the span on to the consumers, with the request id.
    return inSpan(`publish ${env.event}`, {
      service: opts.service, kind: SpanKind.PRODUCER, parent: extractContext(env.context ?? {}),
      attributes: { "messaging.system": "rabbitmq", "messaging.destination.name": exchange, "messaging.message.id": env.id },
    }, () => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no broker confirm within ${publishTimeoutMs} ms`)),
        publishTimeoutMs,
      );
      const done = (err: unknown): void => {
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error(`broker nacked the message: ${String(err)}`));
        else resolve();
      };
      try {
        // The stored payload is sent verbatim (not the parsed copy), so unknown fields survive.
        ch.publish(exchange, env.event, Buffer.from(JSON.stringify(row.payload)), {
          persistent: true,
          contentType: "application/json",
          messageId: env.id,
          type: env.event,
          timestamp: Math.floor(Date.parse(env.occurred_at) / 1000), // AMQP timestamps are in seconds
          ...traceHeaders(env.context?.request_id),
        }, done);
      } catch (err) {
        done(err ?? new Error("publish failed"));
      }
    }));
  }

  return {
    drain() {
      const run = chain.then(drainAll);
      chain = run.catch((err) => log.error({ err }, "outbox drain failed; will retry"));
      return run;
    },
    parkedCount: () => countParkedOutboxEvents(pool),
    listening: () => listener.isConnected(),
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (retryTimer) clearTimeout(retryTimer);
      unscrape();
      await listener.close();
      await chain; // let an in-flight batch finish and commit before the channel goes away
      await broker.close();
    },
  };
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

async function markPublished(client: PoolClient, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await client.query(`UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
}

/**
 * Counts the attempt; the row is due again after its backoff, or parked once it reached maxAttempts.
 * Resolves to the ids parked now and the earliest time a row that was not parked is due again.
 */
async function markFailed(
  client: PoolClient,
  failed: { id: string; error: string }[],
  retry: { maxAttempts: number; baseMs: number; maxMs: number },
): Promise<{ parked: string[]; nextAt: number | null }> {
  if (!failed.length) return { parked: [], nextAt: null };
  const { rows } = await client.query<{ id: string; parked: boolean; due: Date }>(
    `UPDATE outbox_events o SET
       attempts = o.attempts + 1,
       last_error = f.error,
       parked_at = CASE WHEN o.attempts + 1 >= $3 THEN now() END,
       next_attempt_at = now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, o.attempts)) / 1000)
     FROM unnest($1::uuid[], $2::text[]) AS f(id, error) WHERE o.id = f.id
     RETURNING o.id, o.parked_at IS NOT NULL AS parked, o.next_attempt_at AS due`,
    [failed.map((f) => f.id), failed.map((f) => f.error), retry.maxAttempts, retry.baseMs, retry.maxMs],
  );
  const due = rows.filter((r) => !r.parked).map((r) => new Date(r.due).getTime());
  return { parked: rows.filter((r) => r.parked).map((r) => r.id), nextAt: due.length ? Math.min(...due) : null };
}

/** Outbox rows parked by the relay; an operator re-queues them with `UPDATE … SET parked_at = NULL, attempts = 0`. */
export async function countParkedOutboxEvents(db: Queryable): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE parked_at IS NOT NULL`);
  return rows[0].n as number;
}
