import { connect } from "amqplib";
import { createServer } from "node:net";
import { Client } from "pg";
import { startCharges } from "@pix/charges";
import { chargesEnv } from "@pix/charges/src/config";
import { chargesQueues } from "@pix/charges/src/shared/messaging/consumers";
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { uniqueName } from "@pix/testing";
import type { ServiceStarter } from "./context";
import { stackEngines } from "./engines";
import { startOnboardingForTest, type OnboardingExtras } from "./onboarding";
import { Mailbox, startSmtp } from "./smtp";
import { PANEL_PUBLIC_URL } from "./identity";

export type { ReceivedMail } from "./smtp";

/** Every field of a charge in the gateway's JSON: contract 2.2 plus checkout_url. */
export const CHARGE_FIELDS = [
  "id", "user_id", "customer_id", "txid", "description", "amount", "customer_name", "customer_email", "customer_cpf", "customer_phone",
  "product_id", "success_url", "cancel_url", "expires_at", "due_date", "pix_code", "qr_code_url", "status", "end_to_end_id", "paid_at",
  "created_at", "store_name", "store_document", "fee_amount", "subscription_id", "coupon_id", "environment", "checkout_url",
  "extra_payments", "refunded_amount",
];

export interface ChargesExtras {
  /** The test environment's payment-engine emulator (its /test controls: pay, resendLastNotice, failNext, …). */
  engine: RunningPaymentEngine;
  /** The live environment's engine: another emulator instance, with its own main account and notice token. */
  engineLive: RunningPaymentEngine;
  liveNoticeToken: string;
  serviceWalletIdLive: string;
  /** Mail the service sent, received by a real SMTP server. */
  smtp: Mailbox;
  noticeToken: string;
  /** The service's fee wallet (a subaccount of the emulator's main account). */
  serviceWalletId: string;
  databaseUrl: string;
  /** The environment charges runs with (a test runs the service's commands, e.g. `reconcile`, with it). */
  env: Record<string, string>;
  /** A query on the charges database (engine ids, outbox rows…), for assertions the API does not expose. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Points both engines' notices at the gateway's POST /notices/payment-engine. The gateway listens
   * only after every service started, so tests call this with `stack.url` right after startStack.
   */
  connectNotices(gatewayUrl: string): Promise<void>;
  /**
   * Starts another replica on the same database, broker exchange and queues (same env, its own gRPC
   * port, not reached by the gateway): its background workers race the first instance's. Stopped at teardown.
   */
  startReplica(env?: Record<string, string>): Promise<void>;
}

/**
 * Charges with the payment-engine emulator, an SMTP server and its own onboarding when the test
 * did not start one (single-account mode then). Env from the test (ctx.env) overrides the service's,
 * e.g. { ENGINE_URL: "" } for an unconfigured engine or { RECEIPT_EMAIL_IN_TEST: "false" }.
 */
export const startChargesForTest: ServiceStarter = async (ctx) => {
  if (!ctx.addresses.onboarding) ctx.addresses.onboarding = (await startOnboardingForTest({ ...ctx, env: {} })).address;
  const engines = await stackEngines(ctx);
  const engine = engines.test;
  const smtp = await startSmtp(ctx);

  const databaseUrl = await ctx.database("charges");
  // Checkout starts after charges (it calls charges) yet holds product references charges asks for on
  // deletion (contract 4.7): its gRPC port is reserved here and checkout listens on it.
  ctx.addresses.checkout ??= `127.0.0.1:${await freePort()}`;
  // The same for subscriptions, which holds customer references (subscriptions.customer_id).
  ctx.addresses.subscriptions ??= `127.0.0.1:${await freePort()}`;
  const queuePrefix = uniqueName("charges");
  ctx.onClose(() => deleteQueues(ctx.amqpUrl, Object.values(chargesQueues(queuePrefix))));
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
    PRINCIPAL_SECRET: ctx.principalSecret, IDENTITY_ADDR: ctx.addresses.identity!, ONBOARDING_ADDR: ctx.addresses.onboarding,
    GRPC_DEADLINE_MS: "3000", CHECKOUT_ADDR: ctx.addresses.checkout, SUBSCRIPTIONS_ADDR: ctx.addresses.subscriptions, ...engines.serviceEnv,
    SERVICE_WALLET_ID: engines.serviceWallets.test, SERVICE_WALLET_ID_LIVE: engines.serviceWallets.live, FEE_PERCENT: "1.99", FEE_FIXED_CENTS: "0",
    CHECKOUT_BASE_URL: "http://checkout.pix.test", PANEL_PUBLIC_URL, SMTP_URL: smtp.url, RECEIPT_EMAIL_IN_TEST: "true",
    CHARGES_QUEUE_PREFIX: queuePrefix, CONSUMER_RETRY_BASE_MS: "50", CONSUMER_RETRY_MAX_MS: "400",
    // No daily reconciliation in tests (a random first run would land mid-test); they run the command.
    LEDGER_RECONCILE_CHECK_MS: "0",
    ...ctx.env,
  };
  const app = await startCharges(chargesEnv.parse(env), ctx.logger);
  ctx.onClose(() => app.close());
  (ctx.extras.onboarding as OnboardingExtras | undefined)?.linkCharges(`127.0.0.1:${app.port}`);
  const extras: ChargesExtras = {
    engine,
    engineLive: engines.live,
    smtp,
    noticeToken: engines.noticeTokens.test,
    liveNoticeToken: engines.noticeTokens.live,
    serviceWalletId: engines.serviceWallets.test,
    serviceWalletIdLive: engines.serviceWallets.live,
    databaseUrl,
    env,
    query: async (sql, params) => {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        return (await db.query(sql, params)).rows;
      } finally {
        await db.end();
      }
    },
    connectNotices: engines.connectNotices,
    startReplica: async (extra) => {
      const replica = await startCharges(chargesEnv.parse({ ...env, ...extra }), ctx.logger);
      ctx.onClose(() => replica.close());
    },
  };
  ctx.extras.charges = extras;
  return { address: `127.0.0.1:${app.port}`, gatewayEnv: engines.gatewayEnv };
};

/** The run's queues and their dead-letter queues (the consumers declared them). */
export async function deleteQueues(amqpUrl: string, queues: string[]): Promise<void> {
  const conn = await connect(amqpUrl);
  try {
    const ch = await conn.createChannel();
    for (const q of queues) {
      await ch.deleteQueue(q).catch(() => undefined);
      await ch.deleteQueue(`${q}.dlq`).catch(() => undefined);
    }
  } finally {
    await conn.close().catch(() => undefined);
  }
}

export interface CapturedEvent {
  event: string;
  owner: { store_id: string; environment: string };
  data: Record<string, any>;
}

/**
 * Records every event published on the run's exchange from now on, through a private queue
 * (exclusive, deleted with the connection). `waitFor` polls for an event matching a predicate.
 */
export async function captureEvents(amqpUrl: string, exchange: string) {
  const conn = await connect(amqpUrl);
  const ch = await conn.createChannel();
  await ch.assertExchange(exchange, "topic", { durable: true });
  const { queue } = await ch.assertQueue("", { exclusive: true, autoDelete: true });
  await ch.bindQueue(queue, exchange, "#");
  const events: CapturedEvent[] = [];
  await ch.consume(queue, (msg) => msg && events.push(JSON.parse(msg.content.toString("utf8"))), { noAck: true });
  return {
    events,
    async waitFor(pred: (e: CapturedEvent) => boolean, timeoutMs = 5000): Promise<CapturedEvent> {
      for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
        const found = events.find(pred);
        if (found) return found;
      }
      throw new Error(`no event matched within ${timeoutMs} ms (seen: ${events.map((e) => e.event).join(", ")})`);
    },
    close: () => conn.close(),
  };
}

/** A port free right now on 127.0.0.1 (the OS picks it; the listener is closed before it is used). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
