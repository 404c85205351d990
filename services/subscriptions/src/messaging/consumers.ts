import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, startConsumer, type Consumer } from "@pix/messaging";
import { z } from "zod";
import type { SubscriptionsRepository } from "../repositories/subscriptions";
import { CUSTOMER_FIELD } from "../usecases/subscriptions";

export interface SubscriptionsConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.reference-deleted`. */
  queuePrefix: string;
  logger: Logger;
}

const referenceDeleted = z.object({ store: z.string().uuid(), env: z.enum(["test", "live"]), field: z.string(), id: z.string().uuid() });

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
      handler: async (envelope) => {
        const key = referenceDeleted.safeParse(envelope.data);
        if (!key.success || key.data.field !== CUSTOMER_FIELD) return;
        await subscriptions.unlinkCustomer({ storeId: key.data.store, environment: key.data.env }, key.data.id);
      },
    }),
  ];
}
