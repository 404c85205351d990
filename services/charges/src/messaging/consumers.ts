import type { Logger } from "@pix/logger";
import { exponentialBackoff, startConsumer, type Consumer } from "@pix/messaging";
import { confirmEngineNotice } from "../usecases/confirm-notice";
import type { ChargesDeps } from "../usecases/deps";
import { followUpPayment } from "../usecases/payment-followup";

export interface ChargesConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** Queue names are `<prefix>.engine-notices` and `<prefix>.payment-followup`. */
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
export function startChargesConsumers(deps: ChargesDeps, opts: ChargesConsumerOptions): Consumer[] {
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
  ];
}
