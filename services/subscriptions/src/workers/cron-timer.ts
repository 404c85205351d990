import { parseExpression } from "cron-parser";
import type { Logger } from "@pix/logger";

/** Longest single wait: a wall clock adjusted meanwhile (NTP, a suspended host) is caught within it. */
const MAX_WAIT_MS = 60 * 60_000;
/** A slot whose `fire` failed (database down) is tried again this soon, until it succeeds. */
const RETRY_MS = 60_000;

/** The first slot of `cron` (5 fields, in `tz`) after `after`. */
export function nextSlot(cron: string, tz: string, after: Date): Date {
  return parseExpression(cron, { tz, currentDate: after }).next().toDate();
}

export interface CronTimerOptions {
  cron: string;
  tz: string;
  logger: Logger;
  /** Runs at each slot; a rejection retries the same slot after RETRY_MS (it must be safe to repeat). */
  fire(): Promise<unknown>;
}

/**
 * Calls `fire` at each slot of a cron expression from a timer set for the next slot: no query and no
 * cron evaluation between slots (pg-boss's own cron looks at its schedule table every ≤ 45 s).
 */
export function startCronTimer(opts: CronTimerOptions): { next(): Date; stop(): void } {
  let slot = nextSlot(opts.cron, opts.tz, new Date());
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const arm = (ms: number): void => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.min(MAX_WAIT_MS, Math.max(0, ms)));
    timer.unref();
  };
  const tick = async (): Promise<void> => {
    if (Date.now() < slot.getTime()) return arm(slot.getTime() - Date.now());
    try {
      await opts.fire();
      slot = nextSlot(opts.cron, opts.tz, new Date());
      arm(slot.getTime() - Date.now());
    } catch (err) {
      opts.logger.warn({ err, slot }, "scheduled run could not start; retrying");
      arm(RETRY_MS);
    }
  };
  arm(slot.getTime() - Date.now());

  return {
    next: () => slot,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
