/**
 * Housekeeping of the messaging tables on a schedule: published outbox rows, inbox markers and any
 * service-specific table (charges' idempotency keys) are deleted once older than their retention,
 * in small batches so no delete holds long locks or bloats one transaction. Safe with several
 * replicas: each task runs under a PostgreSQL advisory lock, so only one replica prunes a table at
 * a time and the others skip it until the next run. Parked outbox rows are counted on every run.
 */
import type { Pool } from "pg";
import type { Logger } from "@pix/logger";
import { countParkedOutboxEvents } from "./relay";

/**
 * Paste into a migration of every service that has the outbox and the inbox (after
 * OUTBOX_MIGRATION_SQL and INBOX_MIGRATION_SQL): the relay's retry/park columns and the indexes the
 * relay's scan and the pruning deletes use. Add `nextAttemptAt` and `parkedAt` to the OutboxEvent model.
 */
export const MESSAGING_MAINTENANCE_MIGRATION_SQL = `-- Outbox: per-row backoff and parking (a poison row no longer blocks the rows behind it).
ALTER TABLE "outbox_events" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN "parked_at" TIMESTAMPTZ(3);

-- The relay scans rows neither published nor parked.
DROP INDEX IF EXISTS "outbox_events_unpublished_idx";
CREATE INDEX IF NOT EXISTS "outbox_events_unpublished_idx" ON "outbox_events" ("created_at") WHERE "published_at" IS NULL AND "parked_at" IS NULL;

-- Pruning of published rows, and the count of parked ones.
CREATE INDEX IF NOT EXISTS "outbox_events_published_at_idx" ON "outbox_events" ("published_at") WHERE "published_at" IS NOT NULL;
CREATE INDEX IF NOT EXISTS "outbox_events_parked_idx" ON "outbox_events" ("parked_at") WHERE "parked_at" IS NOT NULL;

-- Pruning of inbox markers.
CREATE INDEX IF NOT EXISTS "processed_messages_processed_at_idx" ON "processed_messages" ("processed_at");
`;

/** Deletes rows of `table` whose `column` is older than `olderThanMs`. Names are code, never input. */
export interface PruneTask {
  name: string;
  table: string;
  column: string;
  olderThanMs: number;
}

export interface MaintenanceOptions {
  pool: Pool;
  logger: Logger;
  tasks: PruneTask[];
  /** Period between runs; the first run comes after a random part of it, so replicas spread out. */
  intervalMs: number;
  batchSize?: number;
}

export interface Maintenance {
  /** One run now: every task (skipping those another replica holds), then the parked count. */
  runOnce(): Promise<{ deleted: Record<string, number>; parked: number }>;
  stop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;

/** The pruning every service with the outbox and the inbox needs. */
export function messagingPruneTasks(retention: { outboxDays: number; inboxDays: number }): PruneTask[] {
  return [
    { name: "outbox_events", table: "outbox_events", column: "published_at", olderThanMs: retention.outboxDays * DAY_MS },
    { name: "processed_messages", table: "processed_messages", column: "processed_at", olderThanMs: retention.inboxDays * DAY_MS },
  ];
}

export function startMaintenance(opts: MaintenanceOptions): Maintenance {
  const { pool } = opts;
  const batchSize = opts.batchSize ?? 1_000;
  const log = opts.logger.child({ component: "maintenance" });
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function runOnce() {
    const deleted: Record<string, number> = {};
    for (const task of opts.tasks) {
      const n = await pruneLocked(pool, task, batchSize);
      if (n === null) continue; // another replica is on it
      deleted[task.name] = n;
      if (n > 0) log.info({ task: task.name, deleted: n }, "pruned old rows");
    }
    const parked = await countParkedOutboxEvents(pool);
    if (parked > 0) log.warn({ parked }, "outbox rows are parked and need an operator");
    return { deleted, parked };
  }

  const tick = () => {
    if (stopped) return;
    running = running.then(runOnce).catch((err) => log.warn({ err }, "maintenance run failed; next run will retry"));
  };
  const first = setTimeout(tick, Math.floor(Math.random() * opts.intervalMs));
  const timer = setInterval(tick, opts.intervalMs);
  first.unref();
  timer.unref();

  return {
    runOnce: () => {
      const run = running.then(runOnce);
      running = run.catch(() => undefined);
      return run;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Batches of `batchSize` under a session advisory lock named after the task; null when the lock is
 * held elsewhere. The lock lives on one pooled connection and is released before it goes back.
 */
async function pruneLocked(pool: Pool, task: PruneTask, batchSize: number): Promise<number | null> {
  const client = await pool.connect();
  try {
    const lockKey = `pix.maintenance:${task.name}`;
    const { rows } = await client.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [lockKey]);
    if (!rows[0].ok) return null;
    try {
      const cutoff = new Date(Date.now() - task.olderThanMs);
      let total = 0;
      for (;;) {
        const res = await client.query(
          `DELETE FROM "${task.table}" WHERE ctid = ANY(ARRAY(
             SELECT ctid FROM "${task.table}" WHERE "${task.column}" < $1 LIMIT $2))`,
          [cutoff, batchSize],
        );
        total += res.rowCount ?? 0;
        if ((res.rowCount ?? 0) < batchSize) return total;
      }
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]);
    }
  } finally {
    client.release();
  }
}
