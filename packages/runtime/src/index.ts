import { Pool } from "pg";
import { createServiceServer, Probe, ServiceServer, startHealthMonitor } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { auditRecorder, manageConnection, messagingPruneTasks, startMaintenance, startOutboxRelay, type AuditRules, type PruneTask } from "@pix/messaging";

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
}

export interface RuntimeOptions {
  name: string;
  logger: Logger;
  config: RuntimeConfig;
  /** Registers the service's gRPC handlers; receives the shared pool (Prisma's adapter uses it too). */
  register(server: ServiceServer, pool: Pool): void | Promise<void>;
  extraProbes?: Record<string, Probe>;
  /** Service-specific pruning beside the outbox and inbox (e.g. charges' idempotency keys). */
  pruneTasks?: PruneTask[];
  /**
   * The service's audited RPCs (issue 12): each successful call of one of them by a merchant credential
   * writes an `audit.recorded` event to this service's outbox. A new service passes its rules here.
   */
  audit?: AuditRules;
}

export interface Runtime {
  port: number;
  pool: Pool;
  server: ServiceServer;
  /** Outbox rows parked after too many failed publishes. */
  parkedOutboxEvents(): Promise<number>;
  /** Stops in reverse order of start: extra closers first, then gRPC, relay, broker, pool. */
  onClose(fn: () => Promise<void>): void;
  close(): Promise<void>;
}

/**
 * What every gRPC service shares: one pg pool for its database, the outbox relay that publishes
 * its events, a broker connection, and the gRPC server with the standard health service, whose
 * status follows the database and the broker.
 */
export async function startRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const { logger, config } = opts;
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 10 });
  pool.on("error", (err) => logger.warn({ err }, "idle database connection failed"));
  const broker = manageConnection({ url: config.AMQP_URL, name: opts.name, logger, setup: async () => undefined });
  const relay = startOutboxRelay({ pool, amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS });
  const maintenance = startMaintenance({
    pool,
    logger,
    intervalMs: config.MAINTENANCE_INTERVAL_MS ?? 15 * 60_000,
    tasks: [
      ...messagingPruneTasks({ outboxDays: config.OUTBOX_RETENTION_DAYS ?? 7, inboxDays: config.INBOX_RETENTION_DAYS ?? 30 }),
      ...(opts.pruneTasks ?? []),
    ],
  });
  const server = createServiceServer({
    logger, principalSecret: config.PRINCIPAL_SECRET, ...(opts.audit ? { afterSuccess: auditRecorder(opts.audit, pool) } : {}),
  });
  await opts.register(server, pool);
  const port = await server.listen(config.GRPC_ADDR);
  await waitUntil(() => broker.isConnected(), 5000); // report SERVING from the first check when the broker is up
  const monitor = startHealthMonitor(
    server.health,
    {
      database: () => pool.query("SELECT 1"),
      broker: async () => { if (!broker.isConnected()) throw new Error("broker not connected"); },
      ...opts.extraProbes,
    },
    logger,
  );
  await monitor.ready;
  logger.info({ port }, `${opts.name} listening`);

  const closers: (() => Promise<void>)[] = [];
  return {
    port,
    pool,
    server,
    parkedOutboxEvents: () => relay.parkedCount(),
    onClose: (fn) => void closers.push(fn),
    async close() {
      monitor.stop();
      for (const fn of closers.reverse()) await fn().catch((err) => logger.warn({ err }, "close step failed"));
      await server.close();
      await maintenance.stop();
      await relay.stop();
      await broker.close();
      await pool.end();
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}
