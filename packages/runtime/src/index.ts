import { Pool } from "pg";
import { createServiceServer, Probe, ServiceServer, startHealthMonitor } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { manageConnection, startOutboxRelay } from "@pix/messaging";

/** The settings every gRPC service's config schema has (see each service's config.ts). */
export interface RuntimeConfig {
  DATABASE_URL: string;
  GRPC_ADDR: string;
  PRINCIPAL_SECRET: string;
  AMQP_URL: string;
  AMQP_EXCHANGE: string;
}

export interface RuntimeOptions {
  name: string;
  logger: Logger;
  config: RuntimeConfig;
  /** Registers the service's gRPC handlers; receives the shared pool (Prisma's adapter uses it too). */
  register(server: ServiceServer, pool: Pool): void | Promise<void>;
  extraProbes?: Record<string, Probe>;
}

export interface Runtime {
  port: number;
  pool: Pool;
  server: ServiceServer;
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
  const relay = startOutboxRelay({ pool, amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, logger });
  const server = createServiceServer({ logger, principalSecret: config.PRINCIPAL_SECRET });
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
    onClose: (fn) => void closers.push(fn),
    async close() {
      monitor.stop();
      for (const fn of closers.reverse()) await fn().catch((err) => logger.warn({ err }, "close step failed"));
      await server.close();
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
