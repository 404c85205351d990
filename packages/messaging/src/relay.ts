import type { ConfirmChannel } from "amqplib";
import type { Pool, PoolClient } from "pg";
import type { Logger } from "@pix/logger";
import { manageConnection } from "./connection";
import { EnvelopeSchema } from "./envelope";
import { OUTBOX_CHANNEL, type Queryable } from "./outbox";
import { listenPg } from "./pg-listener";
import { inTransaction } from "./pg-transaction";
import { assertTopology } from "./topology";

export interface OutboxRelayOptions {
  pool: Pool;
  amqpUrl: string;
  exchange: string;
  logger: Logger;
  /** Rows claimed (and locked) per transaction. */
  batchSize?: number;
  /** Fallback polling period; NOTIFY normally wakes the relay first. */
  pollMs?: number;
  /** How long to wait for each broker confirm before counting the publish as failed. */
  publishTimeoutMs?: number;
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
  const poll = setInterval(wake, opts.pollMs ?? 500);

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
      const parked = await markFailed(client, failed, retry);
      if (failed.length > parked.length) log.warn({ failed }, "outbox publish failed; will retry with backoff");
      if (parked.length) log.error({ parked }, "outbox rows parked after too many failed publishes");
      return { claimed: rows.length, published: ok.length };
    });
  }

  function publish(ch: ConfirmChannel, row: Row): Promise<void> {
    const parsed = EnvelopeSchema.safeParse(row.payload);
    if (!parsed.success) return Promise.reject(new Error(`invalid envelope: ${parsed.error.message}`));
    const env = parsed.data;
    return new Promise<void>((resolve, reject) => {
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
        }, done);
      } catch (err) {
        done(err ?? new Error("publish failed"));
      }
    });
  }

  return {
    drain() {
      const run = chain.then(drainAll);
      chain = run.catch((err) => log.error({ err }, "outbox drain failed; will retry"));
      return run;
    },
    parkedCount: () => countParkedOutboxEvents(pool),
    async stop() {
      stopped = true;
      clearInterval(poll);
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
 * Resolves to the ids parked now.
 */
async function markFailed(
  client: PoolClient,
  failed: { id: string; error: string }[],
  retry: { maxAttempts: number; baseMs: number; maxMs: number },
): Promise<string[]> {
  if (!failed.length) return [];
  const { rows } = await client.query<{ id: string; parked: boolean }>(
    `UPDATE outbox_events o SET
       attempts = o.attempts + 1,
       last_error = f.error,
       parked_at = CASE WHEN o.attempts + 1 >= $3 THEN now() END,
       next_attempt_at = now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, o.attempts)) / 1000)
     FROM unnest($1::uuid[], $2::text[]) AS f(id, error) WHERE o.id = f.id
     RETURNING o.id, o.parked_at IS NOT NULL AS parked`,
    [failed.map((f) => f.id), failed.map((f) => f.error), retry.maxAttempts, retry.baseMs, retry.maxMs],
  );
  return rows.filter((r) => r.parked).map((r) => r.id);
}

/** Outbox rows parked by the relay; an operator re-queues them with `UPDATE … SET parked_at = NULL, attempts = 0`. */
export async function countParkedOutboxEvents(db: Queryable): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE parked_at IS NOT NULL`);
  return rows[0].n as number;
}
