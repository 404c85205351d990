import type { Logger } from "@pix/logger";
import { AUDIT_EVENT, exponentialBackoff, startConsumer, type Consumer } from "@pix/messaging";
import { recordAuditEvent } from "../usecases/audit";
import type { IdentityDeps } from "../usecases/deps";

export interface AuditConsumerOptions {
  amqpUrl: string;
  exchange: string;
  /** The queue is `<prefix>.audit`. */
  queuePrefix: string;
  logger: Logger;
}

/**
 * Every service's `audit.recorded` events, stored as audit entries. Idempotent: the entry's primary
 * key is the event id, and the inbox row (`processed_messages`) is written in the same transaction
 * (AuditRepository.record) rather than by PgInbox, which would hold a second pool connection.
 */
export function startAuditConsumer(deps: Pick<IdentityDeps, "audit" | "logger">, opts: AuditConsumerOptions): Consumer {
  return startConsumer({
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: opts.logger,
    queue: `${opts.queuePrefix}.audit`,
    bindings: [AUDIT_EVENT],
    prefetch: 10,
    deliveryLimit: 50,
    retryDelayMs: exponentialBackoff(500, 60_000),
    handler: async (envelope) => void (await recordAuditEvent(deps, envelope)),
  });
}
