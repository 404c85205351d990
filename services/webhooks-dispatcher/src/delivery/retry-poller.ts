import type { Logger } from "@pix/logger";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { DeliveryScheduler } from "./scheduler";

const BATCH = 100;

/**
 * Turns due retries into pending deliveries and queues them, every `everyMs`. The schedule lives in the
 * database (`next_attempt_at`), so whichever replica polls first after a retry falls due — the same
 * process or another, before or after a restart — starts it, exactly once (FOR UPDATE SKIP LOCKED).
 * A retry started here but not yet attempted when the process stops stays pending; the sweep resumes it.
 */
export function startRetryPoller(opts: { deliveries: DeliveriesRepository; scheduler: DeliveryScheduler; logger: Logger; everyMs: number }): { poll(): Promise<number>; stop(): Promise<void> } {
  const log = opts.logger.child({ component: "retry-poller" });
  let running: Promise<number> | null = null;
  const poll = (): Promise<number> => {
    running ??= (async () => {
      let started = 0;
      for (;;) {
        const due = await opts.deliveries.startDueRetries(BATCH);
        for (const d of due) opts.scheduler.enqueue(d.endpointId, d.id);
        started += due.length;
        if (due.length < BATCH) return started;
      }
    })().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void poll().catch((err) => log.warn({ err }, "retry poll failed; will retry")), opts.everyMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running?.catch(() => 0);
  };
  return { poll, stop };
}
