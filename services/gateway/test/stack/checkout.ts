import { startCheckout } from "@pix/checkout";
import { checkoutEnv } from "@pix/checkout/src/config";
import { deleteRedisKeys } from "@pix/rate-limit/src/redis-keys";
import { TEST_REDIS_URL, uniqueName } from "@pix/testing";
import type { Readiness } from "@pix/observability";
import type { ServiceStarter } from "./context";
import { deleteQueues } from "./charges";

export interface CheckoutExtras {
  /** The payers' base URL (HTTP) of the first instance. */
  url: string;
  /** Redis key prefix of this run's rate limits (unique per run, deleted at teardown). */
  rateLimitPrefix: string;
  /** Starts another replica on the same database and Redis prefix; stopped at teardown. Returns its base URL. */
  startReplica(): Promise<string>;
  /** The checkout database, for seeding and assertions the API does not expose. */
  databaseUrl: string;
  /** Stops the first instance (its gRPC port goes unserved): a holder that cannot unlink now. */
  stop(): Promise<void>;
  /** Starts the first instance again on the same gRPC port. */
  restart(): Promise<void>;
  /** What the first instance's /readyz answers (its operator port is runService's, not started here). */
  readiness(): Promise<Readiness>;
}

/**
 * Checkout with a run-private Redis key prefix, so parallel runs never share a rate-limit budget.
 * Env from the test (ctx.env) overrides, e.g. { READ_LIMIT_POINTS: "5" }.
 */
export const startCheckoutForTest: ServiceStarter = async (ctx) => {
  const prefix = uniqueName("t_checkout_rl");
  const databaseUrl = await ctx.database("checkout");
  const queuePrefix = uniqueName("checkout");
  ctx.onClose(() => deleteQueues(ctx.amqpUrl, [`${queuePrefix}.reference-deleted`]));
  const config = checkoutEnv.parse({
    DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", HTTP_HOST: "127.0.0.1", HTTP_PORT: "0",
    AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange, PRINCIPAL_SECRET: ctx.principalSecret, REDIS_URL: TEST_REDIS_URL,
    RATE_LIMIT_PREFIX: prefix, GRPC_DEADLINE_MS: "3000", CHECKOUT_QUEUE_PREFIX: queuePrefix,
    ...(ctx.addresses.identity ? { IDENTITY_ADDR: ctx.addresses.identity } : {}),
    ...(ctx.addresses.charges ? { CHARGES_ADDR: ctx.addresses.charges } : {}),
    // Reserved by the charges starter; subscriptions listens there when the stack has it (the authorization page).
    ...(ctx.addresses.subscriptions ? { SUBSCRIPTIONS_ADDR: ctx.addresses.subscriptions } : {}),
    ...ctx.env,
  });
  ctx.onClose(async () => void (await deleteRedisKeys(TEST_REDIS_URL, prefix)));
  const start = async (grpcAddr = "127.0.0.1:0") => {
    const app = await startCheckout({ ...config, GRPC_ADDR: grpcAddr }, ctx.logger);
    // Closed once: after a test's stop(), a second close at teardown would disconnect an ended Redis
    // client, whose 2 s disconnect timer (never cleared) then keeps the jest worker from exiting.
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= app.close());
    ctx.onClose(close);
    return { ...app, close };
  };
  // The first instance listens where charges was told checkout is (reserved by the charges starter).
  const primaryAddr = ctx.addresses.checkout ?? "127.0.0.1:0";
  let first = await start(primaryAddr);
  const extras: CheckoutExtras = {
    url: first.url, rateLimitPrefix: prefix, startReplica: async () => (await start()).url, databaseUrl,
    stop: () => first.close(),
    restart: async () => void (first = await start(`127.0.0.1:${first.port}`)),
    readiness: () => first.readiness(),
  };
  ctx.extras.checkout = extras;
  return { address: `127.0.0.1:${first.port}` };
};
