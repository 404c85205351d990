import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import { grpcCharges } from "./adapters/charges";
import type { SubscriptionsConfig } from "./config";
import { createPrisma } from "./repositories/prisma";
import { SubscriptionsRepository } from "./repositories/subscriptions";
import type { SubscriptionsDeps } from "./usecases/deps";

/**
 * Composition root: the subscriptions database (Prisma on the runtime's pool, whose outbox relay
 * publishes `subscription.charged`), the charges client, and the gRPC server.
 */
export async function startSubscriptions(config: SubscriptionsConfig, logger: Logger) {
  const charges = grpcCharges(config.CHARGES_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  let deps: SubscriptionsDeps | undefined;
  const runtime = await startRuntime({
    name: "subscriptions",
    logger,
    config,
    register(_server, pool) {
      const prisma = createPrisma(pool);
      deps = { prisma, subscriptions: new SubscriptionsRepository(prisma), charges, logger };
    },
  }).catch((err) => {
    charges.close();
    throw err;
  });
  runtime.onClose(async () => charges.close());
  return { ...runtime, deps: deps! };
}
