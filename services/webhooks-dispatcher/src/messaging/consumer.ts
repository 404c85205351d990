import type { Logger } from "@pix/logger";
import { PUBLIC_EVENT_NAMES, startConsumer, type Consumer } from "@pix/messaging";
import { recordEvent } from "../usecases/deliveries";
import type { WebhooksDeps } from "../usecases/deps";

/**
 * Consumes the merchant-facing events. The handler persists the deliveries (and the inbox marker, in the
 * same transaction) and only queues the HTTP attempts, so the message is acked right after the commit:
 * a restart loses nothing the broker delivered, and no endpoint's latency reaches the queue.
 */
export function startEventConsumer(deps: WebhooksDeps, opts: { amqpUrl: string; exchange: string; queue: string; logger: Logger }): Consumer {
  return startConsumer({
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    queue: opts.queue,
    bindings: [...PUBLIC_EVENT_NAMES],
    logger: opts.logger,
    service: "webhooks-dispatcher",
    handler: async (envelope) => {
      await recordEvent(deps, opts.queue, envelope);
    },
  });
}
