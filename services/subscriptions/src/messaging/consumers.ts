import { scopeOfRow } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, referenceCleanupHandler, startConsumer, type Consumer } from "@pix/messaging";
import type { SubscriptionsDeps } from "../usecases/deps";
import { followCancellation } from "../usecases/pix-automatico";
import { followRecurrenceNotice, RECURRENCE_NOTICE_EVENT } from "../usecases/recurrence-notice";
import { CUSTOMER_FIELD } from "../usecases/subscriptions";

export interface SubscriptionsConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queues are `<prefix>.reference-deleted`, `<prefix>.recurrence-notices` and `<prefix>.authorization-cancellations`. */
  queuePrefix: string;
  logger: Logger;
}

/**
 * The engine's Pix Automático notices, recorded by HandleRecurrenceNotice: each is followed by reading
 * the engine (an outage is ridden out by the backoff; the job's polling covers a dead-lettered one).
 *
 * Contract 4.7's later cleanup for a customer deleted while subscriptions could not unlink at once
 * (down, deadline): catalog.reference_deleted with field subscriptions.customer_id clears customer_id
 * (the snapshot stays). Idempotent, so redeliveries are harmless; other holders' fields are ignored.
 */
export function startSubscriptionsConsumers(deps: SubscriptionsDeps, opts: SubscriptionsConsumerOptions): Consumer[] {
  return [
    startConsumer({
      amqpUrl: opts.amqpUrl,
      exchange: opts.exchange,
      logger: opts.logger,
      queue: `${opts.queuePrefix}.recurrence-notices`,
      bindings: [RECURRENCE_NOTICE_EVENT],
      deliveryLimit: 50,
      retryDelayMs: exponentialBackoff(500, 60_000),
      handler: (envelope) => followRecurrenceNotice(deps, envelope.data),
    }),
    // The receiver's cancellation of an authorization (a cancelled subscription), until the engine answers.
    startConsumer({
      amqpUrl: opts.amqpUrl,
      exchange: opts.exchange,
      logger: opts.logger,
      queue: `${opts.queuePrefix}.authorization-cancellations`,
      bindings: ["subscription.authorization_cancel_requested"],
      deliveryLimit: 50,
      retryDelayMs: exponentialBackoff(500, 60_000),
      handler: (envelope) => followCancellation(deps, envelope.data.subscription_id),
    }),
    startConsumer({
      amqpUrl: opts.amqpUrl,
      exchange: opts.exchange,
      logger: opts.logger,
      queue: `${opts.queuePrefix}.reference-deleted`,
      bindings: [REFERENCE_DELETED_EVENT],
      deliveryLimit: 50,
      retryDelayMs: exponentialBackoff(500, 60_000),
      handler: referenceCleanupHandler([CUSTOMER_FIELD], (k) => deps.subscriptions.unlinkCustomer(scopeOfRow({ storeId: k.store, environment: k.env }), k.id)),
    }),
  ];
}
