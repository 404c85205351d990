import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Consumer } from "@pix/messaging";
import { startRuntime } from "@pix/runtime";
import { grpcCharges } from "./adapters/charges";
import { grpcStoreProfiles } from "./adapters/identity";
import type { SubscriptionsConfig } from "./config";
import { subscriptionsHandlers } from "./grpc/handlers";
import { startSubscriptionsConsumers } from "./messaging/consumers";
import { createPrisma } from "./repositories/prisma";
import { SubscriptionsRepository } from "./repositories/subscriptions";
import type { SubscriptionsDeps } from "./usecases/deps";

export const SubscriptionsService = loadService("subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService");

/**
 * Composition root: the subscriptions database (Prisma on the runtime's pool, whose outbox relay
 * publishes `subscription.charged` and `catalog.reference_deleted`), the charges and identity clients,
 * the gRPC server and the reference-deleted consumer. `deps` is returned for the billing job and tests.
 */
export async function startSubscriptions(config: SubscriptionsConfig, logger: Logger) {
  const charges = grpcCharges(config.CHARGES_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const stores = grpcStoreProfiles(config.IDENTITY_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const closeClients = async () => {
    charges.close();
    stores.close();
  };
  let deps: SubscriptionsDeps | undefined;
  const runtime = await startRuntime({
    name: "subscriptions",
    logger,
    config,
    register(server, pool) {
      const prisma = createPrisma(pool);
      deps = { prisma, subscriptions: new SubscriptionsRepository(prisma), charges, stores, logger };
      server.add(SubscriptionsService, subscriptionsHandlers(deps));
    },
  }).catch(async (err) => {
    await closeClients();
    throw err;
  });
  runtime.onClose(closeClients);
  const consumers: Consumer[] = startSubscriptionsConsumers(deps!.subscriptions, {
    amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, queuePrefix: config.SUBSCRIPTIONS_QUEUE_PREFIX, logger,
  });
  runtime.onClose(async () => void (await Promise.all(consumers.map((c) => c.stop()))));
  return { ...runtime, deps: deps! };
}
