import { Client } from "pg";
import { uniqueName } from "@pix/testing";
// Relative, not "@pix/subscriptions": no workspace link to add to the gateway's package.json (and the lockfile).
import { startSubscriptions } from "../../../subscriptions/src/app";
import { subscriptionsEnv, type SubscriptionsConfig } from "../../../subscriptions/src/config";
import type { SubscriptionsDeps } from "../../../subscriptions/src/usecases/deps";
import { deleteQueues } from "./charges";
import type { ServiceStarter } from "./context";
import { stackEngines } from "./engines";
import { type Mailbox, startSmtp } from "./smtp";

export interface SubscriptionsExtras {
  databaseUrl: string;
  /** The first instance's config, e.g. to start another replica (a second job process) on the same database. */
  config: SubscriptionsConfig;
  /** The first instance's use-case dependencies (billPeriod, the job), for tests that drive them directly. */
  deps: SubscriptionsDeps;
  /** A query on the subscriptions database (billing rows, outbox, a row without a date…). */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  /** What the service mailed (charge-now's payment link to the subscriber), on a real SMTP server. */
  smtp: Mailbox;
  /** Starts another replica on the same database and queues; stopped at teardown. */
  startReplica(env?: Record<string, string>): Promise<{ deps: SubscriptionsDeps; port: number; close(): Promise<void> }>;
}

/**
 * Subscriptions on a fresh database, calling the stack's charges. It listens on the address charges was
 * told subscriptions is at when the charges starter reserved one (customer deletion asks subscriptions),
 * else on a random port, with the stack's engine notice tokens. Env from the test (ctx.env) overrides.
 */
export const startSubscriptionsForTest: ServiceStarter = async (ctx) => {
  const databaseUrl = await ctx.database("subscriptions");
  const queuePrefix = uniqueName("subscriptions");
  ctx.onClose(() => deleteQueues(ctx.amqpUrl, [`${queuePrefix}.reference-deleted`, `${queuePrefix}.recurrence-notices`]));
  // The engines' notice tokens: Pix Automático's notices come here through the gateway.
  const { noticeTokens } = await stackEngines(ctx);
  const smtp = await startSmtp(ctx);
  const input: Record<string, string> = {
    DATABASE_URL: databaseUrl, GRPC_ADDR: ctx.addresses.subscriptions ?? "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
    PRINCIPAL_SECRET: ctx.principalSecret, GRPC_DEADLINE_MS: "3000", SUBSCRIPTIONS_QUEUE_PREFIX: queuePrefix,
    ENGINE_NOTICE_TOKEN: noticeTokens.test, ENGINE_LIVE_NOTICE_TOKEN: noticeTokens.live,
    ...(ctx.addresses.charges ? { CHARGES_ADDR: ctx.addresses.charges } : {}),
    ...(ctx.addresses.identity ? { IDENTITY_ADDR: ctx.addresses.identity } : {}),
    // Pix Automático's hosted authorization page is the checkout's, when the stack has it (started before).
    ...(ctx.extras.checkout ? { CHECKOUT_BASE_URL: (ctx.extras.checkout as { url: string }).url } : {}),
    // No pg-boss timers in tests (a spec starts the schedule itself); the team's as_of allowed, as in dev.
    BILLING_SCHEDULE: "off", TEST_CLOCKS: "true", SMTP_URL: smtp.url,
    ...ctx.env,
  };
  const config = subscriptionsEnv.parse(input);
  const start = async (env: Record<string, string> = {}, grpcAddr = "127.0.0.1:0") => {
    const app = await startSubscriptions(subscriptionsEnv.parse({ ...input, ...env, GRPC_ADDR: grpcAddr }), ctx.logger);
    ctx.onClose(() => app.close());
    return app;
  };
  const first = await start({}, config.GRPC_ADDR);
  const extras: SubscriptionsExtras = {
    databaseUrl,
    config,
    deps: first.deps,
    smtp,
    query: async (sql, params) => {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        return (await db.query(sql, params)).rows;
      } finally {
        await db.end();
      }
    },
    startReplica: async (env) => {
      const app = await start(env);
      return { deps: app.deps, port: app.port, close: () => app.close() };
    },
  };
  ctx.extras.subscriptions = extras;
  return { address: `127.0.0.1:${first.port}` };
};
