import type { Logger } from "@pix/logger";
import { exponentialBackoff, REFERENCE_DELETED_EVENT, referenceCleanupHandler, startConsumer, type Consumer } from "@pix/messaging";
import { CHARGE_REFERENCE_COLUMNS } from "../../catalog/repositories/charge-references";
import { confirmEngineNotice } from "../../issuing/usecases/confirm-notice";
import type { ChargesDeps } from "../usecases/deps";
import { mailInfraction } from "../../infractions/usecases/infractions";
import { followUpPayment } from "../../issuing/usecases/payment-followup";

export interface ChargesConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** Queue names are `<prefix>.engine-notices`, `<prefix>.payment-followup` and `<prefix>.reference-deleted`. */
  queuePrefix: string;
  deliveryLimit: number;
  retryBaseMs: number;
  retryMaxMs: number;
  logger: Logger;
}

/**
 * charges' own queues: engine notices to confirm, and paid charges to follow up (store snapshot and
 * e-mails), and contract 4.7's later cleanup of charges' own reference columns (a catalog or subscription deletion
 * whose charges.<field> could not be cleared at once). All retry with backoff, so an outage of the
 * engine, identity or SMTP is ridden out; clearing a reference is idempotent.
 */
/** Every queue charges consumes, by its prefix: the one list (a test stack deletes exactly these). */
export function chargesQueues(prefix: string) {
  return {
    engineNotices: `${prefix}.engine-notices`,
    paymentFollowup: `${prefix}.payment-followup`,
    infractionMails: `${prefix}.infraction-mails`,
    referenceDeleted: `${prefix}.reference-deleted`,
  };
}

export function startChargesConsumers(deps: ChargesDeps, opts: ChargesConsumerOptions): Consumer[] {
  const common = {
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: opts.logger,
    deliveryLimit: opts.deliveryLimit,
    retryDelayMs: exponentialBackoff(opts.retryBaseMs, opts.retryMaxMs),
  };
  const queues = chargesQueues(opts.queuePrefix);
  return [
    startConsumer({
      ...common,
      queue: queues.engineNotices,
      bindings: ["engine.notice_received"],
      handler: async (envelope) => void (await confirmEngineNotice(deps, envelope.data.notice_row_id)),
    }),
    startConsumer({
      ...common,
      queue: queues.paymentFollowup,
      bindings: ["charge.paid"],
      handler: (envelope) => followUpPayment(deps, queues.paymentFollowup, envelope),
    }),
    // MED (issue 25): the merchant's e-mail when an infraction opens or closes; one per event (sent_mails).
    startConsumer({
      ...common,
      queue: queues.infractionMails,
      bindings: ["infraction.opened", "infraction.closed"],
      handler: (envelope) => mailInfraction(deps, queues.infractionMails, envelope),
    }),
    startConsumer({
      ...common,
      queue: queues.referenceDeleted,
      bindings: [REFERENCE_DELETED_EVENT],
      handler: referenceCleanupHandler(Object.keys(CHARGE_REFERENCE_COLUMNS), (k) => deps.references.unlink(k)),
    }),
  ];
}
