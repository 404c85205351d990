import { join } from "node:path";
import { WEBHOOKS_AUDIT } from "./grpc/audit-rules";
import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { listenPg, type Consumer, type PgListener } from "@pix/messaging";
import { startRuntime } from "@pix/runtime";
import type { WebhooksDispatcherConfig } from "./config";
import { attemptDelivery } from "./delivery/attempt";
import { deliveryMaintenance, scheduleMaintenance } from "./workers/maintenance";
import { startRetryPoller } from "./workers/retry-poller";
import { DeliveryScheduler } from "./delivery/scheduler";
import { WebhookSender } from "./delivery/sender";
import { SecretBox } from "./domain/secret";
import { SubscriptionCache } from "./domain/subscriptions";
import { qrPngDataUrl } from "@pix/qr";
import { webhooksHandlers } from "./grpc/handlers";
import { startEventConsumer } from "./messaging/consumer";
import { DeliveriesRepository } from "./repositories/deliveries";
import { LISTENING_CHANNEL, StoreEventsRepository } from "./repositories/store-events";
import { ENDPOINT_CHANGES_CHANNEL, EndpointsRepository } from "./repositories/endpoints";
import { createPrisma } from "./repositories/prisma";
import type { WebhooksDeps } from "./usecases/deps";

export const WebhooksService = loadService("webhooks/v1/webhooks.proto", "pix.webhooks.v1.WebhooksService");

/**
 * Composition root: the gRPC API for the gateway, the event consumer, the per-endpoint delivery scheduler
 * the due-retry poller, and the periodic sweep (resume pending deliveries) and prune (30-day retention).
 */
export async function startWebhooksDispatcher(config: WebhooksDispatcherConfig, logger: Logger) {
  const sender = new WebhookSender(config.ALLOW_PRIVATE_TARGETS);
  let deps!: WebhooksDeps;
  let endpointChanges!: PgListener;
  let listenerChanges!: PgListener;
  const runtime = await startRuntime({
    name: "webhooks-dispatcher",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: WEBHOOKS_AUDIT,
    register(server, pool) {
      const prisma = createPrisma(pool);
      const deliveries = new DeliveriesRepository(prisma, pool);
      const secrets = new SecretBox(config.WEBHOOK_SECRET_KEY);
      const retry = { baseMs: config.WEBHOOK_RETRY_BASE_MS, maxDelayMs: config.WEBHOOK_RETRY_MAX_DELAY_MS };
      const scheduler = new DeliveryScheduler(config.ENDPOINT_CONCURRENCY, attemptDelivery({ deliveries, secrets, sender, logger, retry }), logger);
      // Trusted only while listening: a change made through another replica is then heard at its commit.
      const subscriptions = new SubscriptionCache({ trusted: () => endpointChanges.isConnected() });
      endpointChanges = listenPg({ pool, channel: ENDPOINT_CHANGES_CHANNEL, logger, onWake: () => subscriptions.clear() });
      const listeners = new SubscriptionCache({ trusted: () => listenerChanges.isConnected() });
      listenerChanges = listenPg({ pool, channel: LISTENING_CHANNEL, logger, onWake: () => listeners.clear() });
      deps = { endpoints: new EndpointsRepository(prisma), deliveries, storeEvents: new StoreEventsRepository(pool), listeners, secrets, targets: config.ALLOW_PRIVATE_TARGETS, scheduler,
        subscriptions, renderQr: qrPngDataUrl };
      server.add(WebhooksService, webhooksHandlers(deps));
    },
  });
  const consumer: Consumer = startEventConsumer(deps, { amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, queue: config.WEBHOOKS_QUEUE, logger });
  const maintenance = deliveryMaintenance({ deliveries: deps.deliveries, storeEvents: deps.storeEvents, scheduler: deps.scheduler, logger, interruptedAfterMs: config.WEBHOOK_INTERRUPTED_AFTER_MS });
  const stopMaintenance = scheduleMaintenance(maintenance, logger, { sweepMs: config.WEBHOOK_SWEEP_MS, pruneMs: 3_600_000 });
  const retries = startRetryPoller({ pool: runtime.pool, deliveries: deps.deliveries, scheduler: deps.scheduler, logger, fallbackMs: config.WEBHOOK_RETRY_POLL_MS });
  runtime.onClose(async () => {
    // First, synchronously, no new attempts: queued ones and those of messages still arriving stay
    // pending in the database for the next start; attempts in flight finish (each ≤ 8 s).
    const draining = deps.scheduler.stop();
    stopMaintenance();
    await retries.stop();
    await consumer.stop();
    await draining;
    await sender.close();
    await endpointChanges.close();
    await listenerChanges.close();
  });
  return Object.assign(runtime, { maintenance, retries, idle: () => deps.scheduler.idle() });
}
