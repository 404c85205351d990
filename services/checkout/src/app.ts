import { join } from "node:path";
import { CHECKOUT_AUDIT } from "./grpc/audit-rules";
import { loadService, ServiceClient } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import { PgInbox } from "@pix/messaging";
import { startCheckoutConsumers } from "./messaging/consumers";
import type { CheckoutConfig } from "./config";
import { checkoutHandlers } from "./grpc/handlers";
import { createPublicApp, listen } from "./http/app";
import { connectRedis, createLimiter } from "@pix/rate-limit";
import { PaymentLinksRepository } from "./repositories/payment-links";
import { createPrisma } from "./repositories/prisma";
import type { CheckoutDeps } from "./usecases/deps";

export const CheckoutService = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
const ChargesService = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService");
const IdentityService = loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService");
const SubscriptionsService = loadService("subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService");

/** Where this process's own gRPC server answers: a wildcard bind address is reached on loopback. */
function ownAddress(bindAddr: string, port: number): string {
  const host = bindAddr.slice(0, bindAddr.lastIndexOf(":"));
  return `${["", "0.0.0.0", "[::]", "::"].includes(host) ? "127.0.0.1" : host}:${port}`;
}

/**
 * Composition root: the gRPC server for merchants' link management (through the gateway) and the
 * payers' HTTP server, sharing one database pool, the clients of charges and identity, and Redis.
 */
export async function startCheckout(config: CheckoutConfig, logger: Logger) {
  const redis = await connectRedis(config.REDIS_URL, logger);
  const make = (name: string, ctor: ReturnType<typeof loadService>, addr: string) =>
    new ServiceClient(name, ctor, addr, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const charges = make("charges", ChargesService, config.CHARGES_ADDR);
  const identity = make("identity", IdentityService, config.IDENTITY_ADDR);
  const subscriptions = make("subscriptions", SubscriptionsService, config.SUBSCRIPTIONS_ADDR);
  let baseUrl = config.CHECKOUT_BASE_URL?.replace(/\/+$/, "") ?? "";
  let deps: CheckoutDeps | undefined;
  let inbox: PgInbox | undefined;

  const closeClients = async () => {
    charges.close();
    identity.close();
    subscriptions.close();
    redis.disconnect();
  };
  const runtime = await startRuntime({
    name: "checkout",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: CHECKOUT_AUDIT,
    // Without Redis the per-IP limits count in memory (the insurance limiter): degraded, still serving.
    // The client's state, not a PING: a probe runs every 2 s and must not cost a round trip.
    degradingProbes: { redis: async () => { if (redis.status !== "ready") throw new Error(`redis ${redis.status}`); } },
    register(server, pool) {
      inbox = new PgInbox(pool);
      deps = { links: new PaymentLinksRepository(createPrisma(pool)), charges, identity, subscriptions, checkoutBaseUrl: () => baseUrl };
      server.add(CheckoutService, checkoutHandlers(deps));
    },
  }).catch(async (err) => {
    await closeClients();
    throw err;
  });
  runtime.onClose(closeClients);
  const consumers = startCheckoutConsumers(deps!, {
    amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, queuePrefix: config.CHECKOUT_QUEUE_PREFIX, inbox: inbox!, logger,
  });
  runtime.onClose(async () => void (await Promise.all(consumers.map((c) => c.stop()))));
  const limit = (name: string, points: number, durationS: number) =>
    createLimiter(redis, { prefix: `${config.RATE_LIMIT_PREFIX}:${name}`, points, durationS });
  const app = createPublicApp({
    logger,
    deps: deps!,
    limits: {
      read: limit("read", config.READ_LIMIT_POINTS, config.READ_LIMIT_WINDOW_S),
      write: limit("write", config.WRITE_LIMIT_POINTS, config.WRITE_LIMIT_WINDOW_S),
    },
    trustProxy: config.TRUST_PROXY,
    healthTargets: () => ({ checkout: ownAddress(config.GRPC_ADDR, runtime.port), charges: config.CHARGES_ADDR, identity: config.IDENTITY_ADDR }),
  });
  const http = await listen(app, config.HTTP_HOST, config.HTTP_PORT, Math.round(config.SHUTDOWN_TIMEOUT_MS * 0.6)).catch(async (err) => {
    await runtime.close();
    throw err;
  });
  baseUrl ||= `http://${config.HTTP_HOST}:${http.port}`;
  logger.info({ url: baseUrl }, "checkout pages listening");
  runtime.onClose(() => http.close());
  return { ...runtime, httpPort: http.port, url: baseUrl };
}
