/**
 * Polls for due withdrawals (FOR UPDATE SKIP LOCKED, so several instances share the work) and
 * advances each one's payout. State lives in the withdrawals table only: a restart loses nothing.
 */
import type { Logger } from "@pix/logger";
import { advancePayout } from "../usecases/payout";
import type { WithdrawalDeps } from "../usecases/withdrawals";

const BATCH = 20;

export interface PayoutWorker {
  wake(): void;
  close(): Promise<void>;
}

export function startPayoutWorker(d: WithdrawalDeps, logger: Logger, pollMs: number): PayoutWorker {
  let running = true;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => (clearTimeout(timer), resolve());
    });

  const loop = (async () => {
    while (running) {
      woken = false;
      let claimed = 0;
      try {
        const rows = await d.withdrawals.claimDue(BATCH, d.settings.leaseMs);
        claimed = rows.length;
        for (const w of rows) {
          if (!running) break;
          await advancePayout(d, w).catch((err) => logger.error({ err, withdrawalId: w.id }, "payout step failed; retried after its lease"));
        }
      } catch (err) {
        logger.warn({ err }, "payout worker: claim failed");
      }
      if (running && claimed < BATCH) await sleep();
      wakeUp = null;
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    close: async () => {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
