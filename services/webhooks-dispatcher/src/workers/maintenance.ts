import type { Logger } from "@pix/logger";
import { RETENTION_DAYS } from "../domain/delivery";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { StoreEventsRepository } from "../repositories/store-events";
import type { DeliveryScheduler } from "../delivery/scheduler";

const DAY_MS = 86_400_000;
/** Far beyond one attempt (8 s) plus its bookkeeping: a row still `sending` this long after its claim was cut. */
const INTERRUPTED_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 500;
/** The listen log (store_events) is for resuming a listener, not an archive. */
const STORE_EVENTS_RETENTION_DAYS = 7;

export interface Maintenance {
  /** Queues pending deliveries not queued here (after a restart, or left by a replica that died). */
  sweep(): Promise<void>;
  /** Deletes deliveries (and inbox markers) older than the retention period. */
  prune(now?: Date): Promise<{ deliveries: number; inbox: number }>;
}

export function deliveryMaintenance(opts: { deliveries: DeliveriesRepository; storeEvents?: StoreEventsRepository; scheduler: DeliveryScheduler; logger: Logger; interruptedAfterMs?: number }): Maintenance {
  const interruptedAfterMs = opts.interruptedAfterMs ?? INTERRUPTED_AFTER_MS;
  const { deliveries, scheduler } = opts;
  const log = opts.logger.child({ component: "delivery-maintenance" });
  return {
    async sweep() {
      const interrupted = await deliveries.failInterrupted(new Date(Date.now() - interruptedAfterMs));
      if (interrupted) log.warn({ interrupted }, "closed attempts interrupted by a restart as failed");
      const pending = await deliveries.pending(SWEEP_BATCH);
      const resumed = pending.filter((p) => !scheduler.has(p.id));
      for (const p of resumed) scheduler.enqueue(p.endpointId, p.id);
      if (resumed.length) log.info({ resumed: resumed.length }, "resumed pending deliveries");
    },
    async prune(now = new Date()) {
      const before = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
      const removed = await deliveries.prune(before);
      const events = (await opts.storeEvents?.prune(new Date(now.getTime() - STORE_EVENTS_RETENTION_DAYS * DAY_MS))) ?? 0;
      if (events) log.info({ events }, "pruned the test event log past retention");
      if (removed.deliveries || removed.inbox) log.info(removed, "pruned deliveries past retention");
      return removed;
    },
  };
}

/** Runs both at once (the sweep is the resume-on-start), then periodically; returns the stop function. */
export function scheduleMaintenance(m: Maintenance, logger: Logger, every = { sweepMs: 30_000, pruneMs: 3_600_000 }): () => void {
  const guard = (what: string, fn: () => Promise<unknown>) => () => void fn().catch((err) => logger.warn({ err }, `${what} failed; will retry`));
  const sweep = guard("delivery sweep", () => m.sweep());
  const prune = guard("delivery prune", () => m.prune());
  sweep();
  prune();
  const timers = [setInterval(sweep, every.sweepMs), setInterval(prune, every.pruneMs)];
  timers.forEach((t) => t.unref());
  return () => timers.forEach(clearInterval);
}
