import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, referenceCleanupHandler, startConsumer, type Consumer } from "@pix/messaging";
import type { SubscriptionsRepository } from "../repositories/subscriptions";
import { CUSTOMER_FIELD } from "../usecases/subscriptions";

export interface SubscriptionsConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.reference-deleted`. */
  queuePrefix: string;
  logger: Logger;
}

/**
 * Contract 4.7's later cleanup for a customer deleted while subscriptions could not unlink at once
 * (down, deadline): catalog.reference_deleted with field subscriptions.customer_id clears customer_id
 * (the snapshot stays). Idempotent, so redeliveries are harmless; other holders' fields are ignored.
 */
export function startSubscriptionsConsumers(subscriptions: SubscriptionsRepository, opts: SubscriptionsConsumerOptions): Consumer[] {
  return [
    startConsumer({
      amqpUrl: opts.amqpUrl,
      exchange: opts.exchange,
      logger: opts.logger,
      queue: `${opts.queuePrefix}.reference-deleted`,
      bindings: [REFERENCE_DELETED_EVENT],
      deliveryLimit: 50,
      retryDelayMs: exponentialBackoff(500, 60_000),
      handler: referenceCleanupHandler([CUSTOMER_FIELD], (k) => subscriptions.unlinkCustomer({ storeId: k.store, environment: k.env as "test" | "live" }, k.id)),
    }),
  ];
}
