import { join } from "node:path";
import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Consumer } from "@pix/messaging";
import { smtpMailer } from "@pix/mailer";
import { startRuntime } from "@pix/runtime";
import { startBillingSchedule, type BillingSchedule } from "./workers/billing-schedule";
import { grpcCharges } from "./adapters/charges";
import { grpcStoreProfiles } from "./adapters/identity";
import type { SubscriptionsConfig } from "./config";
import { SUBSCRIPTIONS_AUDIT } from "./grpc/audit-rules";
import { billingHandlers } from "./grpc/billing";
import { subscriptionsHandlers } from "./grpc/handlers";
import { startSubscriptionsConsumers } from "./messaging/consumers";
import { BillingPeriodsRepository } from "./repositories/billing-periods";
import { BillingRunsRepository } from "./repositories/billing-runs";
import { createPrisma } from "./repositories/prisma";
import { ChargeLinkMailsRepository } from "./repositories/charge-link-mails";
import { PublicAuthorizations } from "./repositories/public-authorizations";
import { CycleReadsRepository } from "./repositories/cycle-reads";
import { RecurrenceNoticesRepository } from "./repositories/recurrence-notices";
import { SubscriptionsRepository } from "./repositories/subscriptions";
import { billingJobDeps } from "./usecases/billing-job";
import type { SubscriptionsDeps } from "./usecases/deps";
import { runBilling, type BillingRunSettings, type RunBillingInput } from "./usecases/run-billing";

export const SubscriptionsService = loadService("subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService");

/**
 * Composition root: the subscriptions database (Prisma on the runtime's pool, whose outbox relay
 * publishes `subscription.charged` and `catalog.reference_deleted`), the charges and identity clients,
 * the gRPC server, the reference-deleted and recurrence-notice consumers and the daily billing job
 * (pg-boss schedule in this database unless BILLING_SCHEDULE=off). `deps` is returned for the billing
 * job and tests.
 */
export async function startSubscriptions(config: SubscriptionsConfig, logger: Logger) {
  const charges = grpcCharges(config.CHARGES_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const stores = grpcStoreProfiles(config.IDENTITY_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : null;
  const closeClients = async () => {
    charges.close();
    stores.close();
    mailer?.close();
  };
  const billingSettings: BillingRunSettings = {
    batchSize: config.BILLING_BATCH_SIZE,
    concurrency: config.BILLING_CONCURRENCY,
    leaseMs: config.BILLING_LEASE_MS,
  };
  let deps: SubscriptionsDeps | undefined;
  const runJob = (input: RunBillingInput = {}) => runBilling(billingJobDeps(deps!, billingSettings), input);
  const runtime = await startRuntime({
    name: "subscriptions",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: SUBSCRIPTIONS_AUDIT,
    // The recurrence notices' inbox is kept as long as the broker's inbox markers: a notice resent later
    // than that is recorded again, which is harmless (its follow-up reads the engine and applies once).
    pruneTasks: [{ name: "recurrence_notices", table: "recurrence_notices", column: "received_at", olderThanMs: config.INBOX_RETENTION_DAYS * 86_400_000 }],
    register(server, pool) {
      const prisma = createPrisma(pool);
      deps = {
        subscriptions: new SubscriptionsRepository(prisma),
        periods: new BillingPeriodsRepository(prisma),
        runs: new BillingRunsRepository(prisma),
        notices: new RecurrenceNoticesRepository(prisma),
        publicAuthorizations: new PublicAuthorizations(prisma),
        cycleReads: new CycleReadsRepository(prisma),
        charges, stores, logger, mailer, chargeLinkMails: new ChargeLinkMailsRepository(prisma),
        noticeTokens: { test: config.ENGINE_NOTICE_TOKEN ?? null, live: config.ENGINE_LIVE_NOTICE_TOKEN ?? null },
      };
      server.add(SubscriptionsService, {
        ...subscriptionsHandlers(deps, { checkoutBaseUrl: config.CHECKOUT_BASE_URL }),
        ...billingHandlers({ runBilling: runJob, testClocks: config.TEST_CLOCKS, expireTestCharges: (owner, asOf) => charges.expireTestCharges(owner, asOf) }),
      });
    },
  }).catch(async (err) => {
    await closeClients();
    throw err;
  });
  runtime.onClose(closeClients);
  const consumers: Consumer[] = startSubscriptionsConsumers(deps!, {
    amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, queuePrefix: config.SUBSCRIPTIONS_QUEUE_PREFIX, logger,
  });
  runtime.onClose(async () => void (await Promise.all(consumers.map((c) => c.stop()))));
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
    // Registered last, so it stops first: no run starts while the clients and consumers are closing.
    runtime.onClose(() => schedule!.stop());
  }
  return { ...runtime, deps: deps!, billingSettings, runBilling: runJob, schedule };
}
