import { scopeOfRow } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, referenceCleanupHandler, startConsumer, type Consumer, type Inbox } from "@pix/messaging";
import type { CheckoutDeps } from "../usecases/deps";

export interface CheckoutConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.reference-deleted`. */
  queuePrefix: string;
  inbox: Inbox;
  logger: Logger;
}

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
      handler: referenceCleanupHandler(["payment_links.product_id"], (k) => deps.links.unlinkProduct(scopeOfRow({ storeId: k.store, environment: k.env }), k.id)),
    }),
  ];
}
