import { existsSync } from "node:fs";
import { Pool } from "pg";
import { pendingMigrations } from "@pix/db";
import { createServiceServer, Probe, ServiceServer, startHealthMonitor } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Readiness } from "@pix/observability";
import { withAuditScopes } from "./audited-handlers";
import { manageConnection, messagingPruneTasks, startMaintenance, startOutboxRelay, type AuditRules, type PruneTask } from "@pix/messaging";

/** The settings every gRPC service's config schema has (see each service's config.ts). */
export interface RuntimeConfig {
  DATABASE_URL: string;
  GRPC_ADDR: string;
  PRINCIPAL_SECRET: string;
  AMQP_URL: string;
  AMQP_EXCHANGE: string;
  /** From commonEnv (packages/config); the defaults below apply when a caller builds the config by hand. */
  OUTBOX_MAX_ATTEMPTS?: number;
  OUTBOX_RETENTION_DAYS?: number;
  INBOX_RETENTION_DAYS?: number;
  MAINTENANCE_INTERVAL_MS?: number;
  OUTBOX_POLL_MS?: number;
  SHUTDOWN_TIMEOUT_MS?: number;
}

export interface RuntimeOptions {
  name: string;
  logger: Logger;
  config: RuntimeConfig;
  /** Registers the service's gRPC handlers; receives the shared pool (Prisma's adapter uses it too). */
  register(server: ServiceServer, pool: Pool): void | Promise<void>;
  /**
   * More dependencies for the health service and /readyz. A probe runs every 2 s and on each
   * /readyz: it must answer from memory (a client's connection state), never with a query.
   */
  extraProbes?: Record<string, Probe>;
  /**
   * Dependencies the service works around when they are down (checkout's Redis: per-IP limits in
   * memory): /readyz lists them in its checks and says `degraded` while one fails, and the gRPC
   * health stays SERVING, so the replica keeps its traffic. Same rule as extraProbes: from memory.
   */
  degradingProbes?: Record<string, Probe>;
  /** The service's prisma/migrations folder: not ready until the database has applied all of them. */
  migrationsDir?: string;
  /** Service-specific pruning beside the outbox and inbox (e.g. charges' idempotency keys). */
  pruneTasks?: PruneTask[];
  /**
   * The service's audited RPCs (issues 12, 28): each successful call of one of them by a merchant
   * credential writes an `audit.recorded` event to this service's outbox, in the use case's transaction
   * (`auditEventOf`). A new service passes its rules here.
   */
  audit?: AuditRules;
}

export interface Runtime {
  port: number;
  pool: Pool;
  server: ServiceServer;
  /** Outbox rows parked after too many failed publishes. */
  parkedOutboxEvents(): Promise<number>;
  /** Dependencies up (database, broker, extra probes) and migrations applied: the service's /readyz. */
  readiness(): Promise<Readiness>;
  /** Closers run in reverse order of registration, after the gRPC server drained and before relay, broker, pool. */
  onClose(fn: () => Promise<void>): void;
  /**
   * Graceful stop: health NOT_SERVING, no new RPCs and the ones in flight finish (at most 60 % of
   * SHUTDOWN_TIMEOUT_MS), then the closers (consumers finish and ack their messages), maintenance,
   * relay (its batch in flight commits), broker, pool.
   */
  close(): Promise<void>;
}

/**
 * What every gRPC service shares: one pg pool for its database, the outbox relay that publishes
 * its events, a broker connection, and the gRPC server with the standard health service, whose
 * status follows the database and the broker.
 */
export async function startRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const { logger, config } = opts;
  // One connection stays open when idle (pg's default closes every idle one after 10 s): the service's
  // timers and fallback polls, seconds apart, would otherwise open a new backend each time (issue 13).
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 10, min: 1 });
  pool.on("error", (err) => logger.warn({ err }, "idle database connection failed"));
  const broker = manageConnection({ url: config.AMQP_URL, name: opts.name, logger, setup: async () => undefined });
  const relay = startOutboxRelay({
    pool, amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, logger, name: opts.name, service: opts.name,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS, pollMs: config.OUTBOX_POLL_MS,
  });
  const migrations = watchMigrations(pool, opts.migrationsDir, logger);
  const maintenance = startMaintenance({
    pool,
    logger,
    intervalMs: config.MAINTENANCE_INTERVAL_MS ?? 15 * 60_000,
    tasks: [
      ...messagingPruneTasks({ outboxDays: config.OUTBOX_RETENTION_DAYS ?? 7, inboxDays: config.INBOX_RETENTION_DAYS ?? 30 }),
      ...(opts.pruneTasks ?? []),
    ],
  });
  const server = createServiceServer({ name: opts.name, logger, principalSecret: config.PRINCIPAL_SECRET });
  await opts.register(opts.audit ? withAuditScopes(server, opts.audit, pool, logger) : server, pool);
  const port = await server.listen(config.GRPC_ADDR);
  // Report SERVING from the first check when the dependencies are up.
  await waitUntil(() => broker.isConnected() && relay.listening() && migrations.applied(), 5000);
  const up = (ok: () => boolean, what: string): Probe => async () => { if (!ok()) throw new Error(what); };
  // No probe sends a query: the relay's LISTEN connection is the database's health (it drops and
  // re-subscribes when the database goes away), the managed AMQP connection the broker's.
  const probes: Record<string, Probe> = {
    database: up(() => relay.listening(), "database connection lost"),
    broker: up(() => broker.isConnected(), "broker not connected"),
    migrations: up(() => migrations.applied(), "migrations not applied"),
    ...opts.extraProbes,
  };
  const monitor = startHealthMonitor(server.health, probes, logger);
  await monitor.ready;
  logger.info({ port }, `${opts.name} listening`);

  const closers: (() => Promise<void>)[] = [];
  return {
    port,
    pool,
    server,
    parkedOutboxEvents: () => relay.parkedCount(),
    async readiness() {
      const run = async (set: Record<string, Probe>) =>
        Object.fromEntries(await Promise.all(Object.entries(set).map(async ([name, probe]) => [name, await probe().then(() => true, () => false)] as const)));
      const [required, optional] = await Promise.all([run(probes), run(opts.degradingProbes ?? {})]);
      const degraded = Object.keys(optional).filter((name) => !optional[name]);
      return { ready: Object.values(required).every(Boolean), checks: { ...required, ...optional }, ...(degraded.length ? { degraded } : {}) };
    },
    onClose: (fn) => void closers.push(fn),
    async close() {
      monitor.stop();
      migrations.stop();
      server.health.setStatus("", "NOT_SERVING");
      await server.close(Math.round((config.SHUTDOWN_TIMEOUT_MS ?? 10_000) * 0.6));
      for (const fn of closers.reverse()) await fn().catch((err) => logger.warn({ err }, "close step failed"));
      await maintenance.stop();
      await relay.stop();
      await broker.close();
      await pool.end();
    },
  };
}

/**
 * Whether the database has applied every migration of `dir`: checked at start, then every 5 s until
 * it has (never again after: a newer version's migrations come with that version's replicas).
 * Without a folder (a build that does not ship it) only the check is skipped, with a warning.
 */
function watchMigrations(pool: Pool, dir: string | undefined, logger: Logger) {
  if (!dir || !existsSync(dir)) {
    if (dir) logger.warn({ dir }, "migrations folder not found; readiness does not check migrations");
    return { applied: () => true, stop: () => undefined };
  }
  let applied = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const check = async () => {
    timer = null;
    try {
      const pending = await pendingMigrations(pool, dir);
      applied = pending.length === 0;
      if (!applied) logger.warn({ pending }, "database migrations not applied yet: not ready");
    } catch (err) {
      logger.warn({ err }, "could not read the applied migrations");
    }
    if (!applied && !stopped) {
      timer = setTimeout(check, 5_000);
      timer.unref();
    }
  };
  void check();
  return { applied: () => applied, stop: () => { stopped = true; if (timer) clearTimeout(timer); } };
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}
