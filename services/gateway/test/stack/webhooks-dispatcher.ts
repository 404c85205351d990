import { randomBytes } from "node:crypto";
import { connect } from "amqplib";
import { Client } from "pg";
import { startWebhooksDispatcher } from "@pix/webhooks-dispatcher";
import { webhooksDispatcherEnv } from "@pix/webhooks-dispatcher/src/config";
import { dlqName } from "@pix/messaging";
import { uniqueName } from "@pix/testing";
import type { ServiceStarter } from "./context";

export interface WebhooksDispatcherExtras {
  /** This run's queue on the run's exchange (bound once the starter returns). */
  queue: string;
  /** Resolves when no delivery attempt is queued or running. */
  idle(): Promise<void>;
  /** The environment it was started with (for a second process of it: the crash test). */
  env: Record<string, string>;
  /** A query on its database. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The dispatcher with a run-private queue (deleted at teardown, with its DLQ), a fresh secret key and
 * loopback receivers allowed, as in local development. Env from the test (ctx.env) overrides, e.g.
 * { ALLOW_PRIVATE_TARGETS: "none" }.
 */
export const startWebhooksDispatcherForTest: ServiceStarter = async (ctx) => {
  const queue = uniqueName("webhooks_dispatcher_events");
  const env: Record<string, string> = {
    DATABASE_URL: await ctx.database("webhooks-dispatcher"), GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl,
    AMQP_EXCHANGE: ctx.exchange, PRINCIPAL_SECRET: ctx.principalSecret, WEBHOOKS_QUEUE: queue,
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("hex"), ALLOW_PRIVATE_TARGETS: "loopback",
    ...ctx.env,
  };
  const config = webhooksDispatcherEnv.parse(env);
  ctx.onClose(() => deleteQueues(ctx.amqpUrl, [queue, dlqName(queue)]));
  const app = await startWebhooksDispatcher(config, ctx.logger);
  ctx.onClose(() => app.close());
  await untilConsuming(ctx.amqpUrl, queue);
  const extras: WebhooksDispatcherExtras = {
    queue, idle: () => app.idle(), env,
    query: async (sql, params) => {
      const db = new Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      try {
        return (await db.query(sql, params)).rows;
      } finally {
        await db.end();
      }
    },
  };
  ctx.extras["webhooks-dispatcher"] = extras;
  return { address: `127.0.0.1:${app.port}` };
};

/** The consumer binds its queue before consuming: once it consumes, events published are routed to it. */
async function untilConsuming(amqpUrl: string, queue: string): Promise<void> {
  const conn = await connect(amqpUrl);
  try {
    for (let i = 0; i < 250; i++) {
      const ch = await conn.createChannel(); // a 404 from checkQueue closes the channel
      ch.on("error", () => undefined);
      const consuming = await ch.checkQueue(queue).then((q) => q.consumerCount > 0, () => false);
      await ch.close().catch(() => undefined);
      if (consuming) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`webhooks-dispatcher did not start consuming ${queue}`);
  } finally {
    await conn.close().catch(() => undefined);
  }
}

async function deleteQueues(amqpUrl: string, queues: string[]): Promise<void> {
  const conn = await connect(amqpUrl);
  try {
    const ch = await conn.createChannel();
    ch.on("error", () => undefined);
    for (const q of queues) await ch.deleteQueue(q).catch(() => undefined);
  } finally {
    await conn.close().catch(() => undefined);
  }
}
