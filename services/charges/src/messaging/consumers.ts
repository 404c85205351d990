import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, startConsumer, type Consumer } from "@pix/messaging";
import { z } from "zod";
import { SUBSCRIPTION_FIELD, type SubscriptionRefsRepository } from "../repositories/subscription-refs";
import { confirmEngineNotice } from "../usecases/confirm-notice";
import type { ChargesDeps } from "../usecases/deps";
import { followUpPayment } from "../usecases/payment-followup";

export interface ChargesConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** Queue names are `<prefix>.engine-notices`, `<prefix>.payment-followup` and `<prefix>.subscription-references`. */
  queuePrefix: string;
  deliveryLimit: number;
  retryBaseMs: number;
  retryMaxMs: number;
  logger: Logger;
}

/**
 * charges' own queues: engine notices to confirm, and paid charges to follow up (store snapshot and
 * e-mails). Both retry with backoff so an outage of the engine, identity or SMTP is ridden out.
 */
const referenceDeleted = z.object({ store: z.string().uuid(), env: z.enum(["test", "live"]), field: z.string(), id: z.string().uuid() });

export function startChargesConsumers(deps: ChargesDeps, subscriptionRefs: SubscriptionRefsRepository, opts: ChargesConsumerOptions): Consumer[] {
  const common = {
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: opts.logger,
    deliveryLimit: opts.deliveryLimit,
    retryDelayMs: exponentialBackoff(opts.retryBaseMs, opts.retryMaxMs),
  };
  const followupQueue = `${opts.queuePrefix}.payment-followup`;
  return [
    startConsumer({
      ...common,
      queue: `${opts.queuePrefix}.engine-notices`,
      bindings: ["engine.notice_received"],
      handler: async (envelope) => {
        const id = envelope.data.notice_row_id;
        if (typeof id === "string") await confirmEngineNotice(deps, id);
      },
    }),
    startConsumer({
      ...common,
      queue: followupQueue,
      bindings: ["charge.paid"],
      handler: (envelope) => followUpPayment(deps, followupQueue, envelope),
    }),
    // Contract 4.7's later cleanup: a subscription deleted while charges could not unlink its charges
    // (down, deadline). Clearing is idempotent; another holder's field is not this queue's to clear.
    // Its own queue, so it never shares deliveries with another consumer of catalog.reference_deleted.
    startConsumer({
      ...common,
      queue: `${opts.queuePrefix}.subscription-references`,
      bindings: [REFERENCE_DELETED_EVENT],
      handler: async (envelope) => {
        const key = referenceDeleted.safeParse(envelope.data);
        if (!key.success || key.data.field !== SUBSCRIPTION_FIELD) return;
        await subscriptionRefs.unlink({ storeId: key.data.store, environment: key.data.env }, key.data.id);
      },
    }),
  ];
}
