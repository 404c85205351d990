import type { Pool } from "pg";
import type { Logger } from "@pix/logger";
import { listenPg } from "./pg-listener";

/** After a failed pass (database unreachable), the next one comes this soon, whatever the fallback. */
const AFTER_FAILURE_MS = 5_000;

export type DueWorkOptions = DueWorkCommon & (
  | {
      /** The database whose channel is LISTENed (a dedicated connection built from the pool's settings). */
      pool: Pool;
      /**
       * Channel a trigger NOTIFYs, with the delay in milliseconds (by the database's clock) of each row it
       * makes due: every replica LISTENs and sets its timer for the earliest.
       */
      channel: string;
    }
  // Nothing LISTENed (no connection held): passes come from `wake`, each pass's next due time and the fallback.
  | { pool?: undefined; channel?: undefined }
);

interface DueWorkCommon {
  logger: Logger;
  /** Handles what is due now; resolves to the delay in ms until the next due row (≤ 0: now), null for none. */
  pass(): Promise<number | null>;
  /** Poll at least this often: covers notifications lost while the LISTEN connection was down. */
  fallbackMs: number;
}

export interface DueWork {
  /** A pass in `ms` (default now), unless one is set sooner: for work this process has just made due. */
  wake(ms?: number): void;
  /** Runs a pass now (one more after the current one, when one runs); resolves when it is done. */
  run(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `pass` when work stored in the database falls due, instead of polling it: on a timer set for the
 * earliest due time (read by each pass, or announced by NOTIFY from any replica's writes), after each
 * (re)subscription to the channel, and otherwise every `fallbackMs`. An idle service so sends no query
 * between fallback polls, and a row due is handled about when it falls due. Several replicas may run
 * the same pass at once: the pass itself must claim rows exclusively (FOR UPDATE SKIP LOCKED).
 */
export function startDueWork(opts: DueWorkOptions): DueWork {
  const log = opts.logger;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wakeAt = Infinity;
  let running: Promise<void> | null = null;
  let again = false;

  const wake = (ms = 0): void => {
    const at = Date.now() + Math.max(0, Math.min(ms, opts.fallbackMs));
    if (stopped || at >= wakeAt) return;
    if (timer) clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => {
      timer = null;
      wakeAt = Infinity;
      void run().catch((err) => log.warn({ err, channel: opts.channel }, "due work pass failed; will retry"));
    }, at - Date.now());
    timer.unref();
  };

  // A run asked for while a pass runs makes it go once more: a row committed meanwhile is not missed.
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let next: number | null;
        do {
          again = false;
          next = await opts.pass();
        } while (again && !stopped);
        wake(next ?? opts.fallbackMs);
      } catch (err) {
        wake(AFTER_FAILURE_MS);
        throw err;
      }
    })().finally(() => (running = null));
    return running;
  };

  const listener = opts.pool === undefined ? null : listenPg({
    pool: opts.pool,
    channel: opts.channel,
    logger: log,
    // A payload is a delay; none means (re)subscribed, when notifications may have been lost: a pass now.
    onWake: (payload) => {
      const ms = payload === undefined ? NaN : Number(payload);
      wake(Number.isFinite(ms) ? ms : 0);
    },
  });
  // With a channel the first pass comes once subscribed; without one, at once.
  wake(listener ? opts.fallbackMs : 0);

  return {
    wake,
    run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await listener?.close();
      await running?.catch(() => undefined);
    },
  };
}
