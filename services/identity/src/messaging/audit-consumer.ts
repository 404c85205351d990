import type { Logger } from "@pix/logger";
import { AUDIT_EVENT, exponentialBackoff, startConsumer, type Consumer, type Inbox } from "@pix/messaging";
import { recordAuditEvent } from "../usecases/audit";
import type { IdentityDeps } from "../usecases/deps";

export interface AuditConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.audit`. */
  queuePrefix: string;
  inbox: Inbox;
  logger: Logger;
}

/**
 * Every service's `audit.recorded` events, stored as audit entries. Idempotent twice over: the inbox
 * skips a message id already handled, and the entry's primary key is the event id.
 */
export function startAuditConsumer(deps: Pick<IdentityDeps, "audit" | "logger">, opts: AuditConsumerOptions): Consumer {
  return startConsumer({
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: opts.logger,
    queue: `${opts.queuePrefix}.audit`,
    bindings: [AUDIT_EVENT],
    inbox: opts.inbox,
    prefetch: 50,
    deliveryLimit: 50,
    retryDelayMs: exponentialBackoff(500, 60_000),
    handler: async (envelope) => void (await recordAuditEvent(deps, envelope)),
  });
}
