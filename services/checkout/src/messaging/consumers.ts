import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, startConsumer, type Consumer, type Inbox } from "@pix/messaging";
import { z } from "zod";
import type { CheckoutDeps } from "../usecases/deps";

export interface CheckoutConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.reference-deleted`. */
  queuePrefix: string;
  inbox: Inbox;
  logger: Logger;
}

const referenceDeleted = z.object({ store: z.string().uuid(), env: z.enum(["test", "live"]), field: z.string(), id: z.string().uuid() });

/**
 * Contract 4.7's later cleanup: a product deleted while checkout could not unlink its links (down,
 * deadline) arrives here as catalog.reference_deleted; clearing is idempotent, and the inbox skips repeats.
 */
export function startCheckoutConsumers(deps: Pick<CheckoutDeps, "links">, opts: CheckoutConsumerOptions): Consumer[] {
  return [
    startConsumer({
      amqpUrl: opts.amqpUrl,
      exchange: opts.exchange,
      logger: opts.logger,
      queue: `${opts.queuePrefix}.reference-deleted`,
      bindings: [REFERENCE_DELETED_EVENT],
      inbox: opts.inbox,
      deliveryLimit: 50,
      retryDelayMs: exponentialBackoff(500, 60_000),
      handler: async (envelope) => {
        const key = referenceDeleted.safeParse(envelope.data);
        // Another holder's field (charges') or a malformed event is not checkout's to clear.
        if (!key.success || key.data.field !== "payment_links.product_id") return;
        await deps.links.unlinkProduct({ storeId: key.data.store, environment: key.data.env }, key.data.id);
      },
    }),
  ];
}
