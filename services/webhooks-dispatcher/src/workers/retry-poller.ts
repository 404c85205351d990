import type { Pool } from "pg";
import type { Logger } from "@pix/logger";
import { startDueWork } from "@pix/messaging";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { DeliveryScheduler } from "../delivery/scheduler";

const BATCH = 100;
/** NOTIFYed with the delay, in ms, of each retry scheduled (migration 20261126010000_webhook_retry_notify). */
export const RETRY_CHANNEL = "webhook_retries";

export interface RetryPoller {
  /** Starts every retry due now; resolves to how many were started. */
  poll(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Turns due retries into pending deliveries and queues them, each when it falls due. The schedule lives
 * in the database (`next_attempt_at`), and a trigger NOTIFYs every replica of each retry scheduled, with
 * its delay; each replica sets a timer for the earliest (startDueWork). So whichever replica comes first
 * after a retry falls due — the one that scheduled it or another, before or after a restart — starts it,
 * exactly once (FOR UPDATE SKIP LOCKED), and an idle dispatcher polls only every `fallbackMs`.
 * A retry started here but not yet attempted when the process stops stays pending; the sweep resumes it.
 */
export function startRetryPoller(opts: { pool: Pool; deliveries: DeliveriesRepository; scheduler: DeliveryScheduler; logger: Logger; fallbackMs: number }): RetryPoller {
  const poll = async (): Promise<number> => {
    let started = 0;
    for (;;) {
      const due = await opts.deliveries.startDueRetries(BATCH);
      for (const d of due) opts.scheduler.enqueue(d.endpointId, d.id);
      started += due.length;
      if (due.length < BATCH) return started;
    }
  };
  const work = startDueWork({
    pool: opts.pool,
    channel: RETRY_CHANNEL,
    logger: opts.logger.child({ component: "retry-poller" }),
    fallbackMs: opts.fallbackMs,
    pass: async () => {
      await poll();
      return opts.deliveries.nextRetryInMs();
    },
  });
  return { poll, stop: () => work.stop() };
}
