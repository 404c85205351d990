import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { connect, type ChannelModel } from "amqplib";
import { Pool } from "pg";
import { ServiceClient, type Principal, type ClientOf, type MethodsOfKind, type RequestOf, type TypedService } from "@pix/grpc";

type Webhooks = TypedService<"pix.webhooks.v1.WebhooksService">;
import { createLogger } from "@pix/logger";
import { buildEnvelope, dlqName, type Envelope, type EventDataInput, type EventName } from "@pix/messaging";
import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { createTestDatabase, TEST_AMQP_URL, uniqueName, type TestDatabase } from "@pix/testing";
import { startWebhooksDispatcher, WebhooksService } from "../src/app";
import { webhooksDispatcherEnv } from "../src/config";

export const PRINCIPAL_SECRET = "test-principal-secret-0123456789";
export const MIGRATIONS = join(__dirname, "../prisma/migrations");

export function principal(storeId: string = randomUUID(), environment: "test" | "live" = "test"): Principal {
  return { userId: storeId, storeId, role: "owner", environment, isAdmin: false, credential: "session", productionApproved: environment === "live" };
}

export type Dispatcher = Awaited<ReturnType<typeof startWebhooksDispatcher>>;

/**
 * The dispatcher against a fresh database, a run-private exchange and queue on the real broker.
 * start() can be called again (after stop()) on the same database and queue, like a process restart.
 */
export async function openHarness(env: Record<string, string> = {}) {
  const db: TestDatabase = await createTestDatabase("webhooks_dispatcher", MIGRATIONS);
  const exchange = uniqueName("wh_ex");
  const queue = uniqueName("wh_q");
  const key = randomBytes(32).toString("hex");
  const logger = createLogger("webhooks-test", process.env.TEST_LOG_LEVEL ?? "silent");
  const conn: ChannelModel = await connect(TEST_AMQP_URL);
  const pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on("error", () => undefined);
  let app: Dispatcher | null = null;
  let grpc: ClientOf<"pix.webhooks.v1.WebhooksService"> | null = null;

  const start = async (extra: Record<string, string> = {}) => {
    const config = webhooksDispatcherEnv.parse({
      DATABASE_URL: db.url, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: TEST_AMQP_URL, AMQP_EXCHANGE: exchange, WEBHOOKS_QUEUE: queue,
      PRINCIPAL_SECRET, WEBHOOK_SECRET_KEY: key, ALLOW_PRIVATE_TARGETS: "loopback", ...env, ...extra,
    });
    app = await startWebhooksDispatcher(config, logger);
    grpc = new ServiceClient("webhooks-dispatcher", WebhooksService, `127.0.0.1:${app.port}`, PRINCIPAL_SECRET, 10_000);
    await untilConsuming();
    return app;
  };

  /** The consumer binds its queue before it consumes: one consumer means publishes are routed. */
  const untilConsuming = async () => {
    for (let i = 0; i < 250; i++) {
      // checkQueue on a queue not yet declared closes the channel (404): a fresh channel per try.
      const ch = await conn.createChannel();
      ch.on("error", () => undefined);
      const ok = await ch.checkQueue(queue).then((q) => q.consumerCount > 0, () => false);
      await ch.close().catch(() => undefined);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("consumer did not start");
  };

  const stop = async () => {
    grpc?.close();
    await app?.close();
    app = null;
  };

  return {
    db,
    pool,
    key,
    exchange,
    queue,
    start,
    stop,
    get app() { return app!; },
    call: <M extends MethodsOfKind<Webhooks, "unary">>(method: M, req: RequestOf<Webhooks, M>, p: Principal) => grpc!.call(method, req, { principal: p }),
    async publish(envelope: Envelope) {
      const ch = await conn.createConfirmChannel();
      ch.publish(exchange, envelope.event, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: envelope.id, contentType: "application/json" });
      await ch.waitForConfirms();
      await ch.close();
    },
    /** `data` on top of the event's sample payload (the catalogue's fixtures). */
    envelope<N extends EventName>(event: N, p: Principal, data: Partial<EventDataInput<N>>) {
      return buildEnvelope(event, { store_id: p.storeId, environment: p.environment }, sampleEventData(event, data));
    },
    async close() {
      await stop();
      const ch = await conn.createChannel();
      ch.on("error", () => undefined);
      for (const q of [queue, dlqName(queue)]) await ch.deleteQueue(q).catch(() => undefined);
      for (const e of [exchange, `${exchange}.dlx`]) await ch.deleteExchange(e).catch(() => undefined);
      await conn.close().catch(() => undefined);
      await pool.end();
      await db.drop();
    },
  };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
