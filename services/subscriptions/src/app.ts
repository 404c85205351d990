import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import { grpcCharges } from "./adapters/charges";
import { startBillingSchedule, type BillingSchedule } from "./adapters/billing-schedule";
import type { SubscriptionsConfig } from "./config";
import { billingHandlers } from "./grpc/billing";
import { createPrisma } from "./repositories/prisma";
import { SubscriptionsRepository } from "./repositories/subscriptions";
import { billingJobDeps } from "./usecases/billing-job";
import type { SubscriptionsDeps } from "./usecases/deps";
import { runBilling, type BillingRunSettings, type RunBillingInput } from "./usecases/run-billing";

export const SubscriptionsService = loadService("subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService");

/**
 * Composition root: the subscriptions database (Prisma on the runtime's pool, whose outbox relay
 * publishes `subscription.charged`), the charges client, the gRPC server and the daily billing job
 * (pg-boss schedule in this database unless BILLING_SCHEDULE=off).
 */
export async function startSubscriptions(config: SubscriptionsConfig, logger: Logger) {
  const charges = grpcCharges(config.CHARGES_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const billingSettings: BillingRunSettings = {
    batchSize: config.BILLING_BATCH_SIZE,
    concurrency: config.BILLING_CONCURRENCY,
    leaseMs: config.BILLING_LEASE_MS,
  };
  let deps: SubscriptionsDeps | undefined;
  const runJob = (input: RunBillingInput = {}) => runBilling(billingJobDeps(deps!, billingSettings), input);
  const runtime = await startRuntime({
    name: "subscriptions",
    logger,
    config,
    register(server, pool) {
      const prisma = createPrisma(pool);
      deps = { prisma, subscriptions: new SubscriptionsRepository(prisma), charges, logger };
      server.add(SubscriptionsService, { ...billingHandlers({ runBilling: runJob, testClocks: config.TEST_CLOCKS }) });
    },
  }).catch((err) => {
    charges.close();
    throw err;
  });
  runtime.onClose(async () => charges.close());
  let schedule: BillingSchedule | null = null;
  if (config.BILLING_SCHEDULE === "on") {
    schedule = await startBillingSchedule({
      databaseUrl: config.DATABASE_URL,
      schema: config.BILLING_PGBOSS_SCHEMA,
      cron: config.BILLING_CRON,
      tz: config.BILLING_TZ,
      logger,
      run: () => runJob(),
    }).catch(async (err) => {
      await runtime.close();
      throw err;
    });
    // Registered last, so it stops first: no run starts while charges' client is closing.
    runtime.onClose(() => schedule!.stop());
  }
  return { ...runtime, deps: deps!, billingSettings, runBilling: runJob, schedule };
}
