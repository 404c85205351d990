/**
 * Handles due withdrawals (FOR UPDATE SKIP LOCKED, so several instances share the work) and advances
 * each one's payout, when they fall due: a trigger NOTIFYs every instance of each withdrawal made due
 * (created, deferred, retried, leased), with its delay, and each sets a timer for the earliest
 * (startDueWork); a fallback poll covers notifications lost while the LISTEN connection was down.
 * State lives in the withdrawals table only: a restart loses nothing.
 */
import type { Pool } from "pg";
import type { Logger } from "@pix/logger";
import { startDueWork } from "@pix/messaging";
import { advancePayout } from "../usecases/payout";
import type { WithdrawalDeps } from "../usecases/withdrawals";

const BATCH = 20;
/** NOTIFYed with the delay, in ms, of each pending withdrawal's next step (migration 20261126000000_withdrawals_notify). */
export const WITHDRAWALS_CHANNEL = "withdrawals_due";

export interface PayoutWorker {
  wake(): void;
  close(): Promise<void>;
}

export function startPayoutWorker(d: WithdrawalDeps, pool: Pool, logger: Logger, fallbackMs: number): PayoutWorker {
  let running = true;
  const work = startDueWork({
    pool,
    channel: WITHDRAWALS_CHANNEL,
    logger: logger.child({ component: "payout-worker" }),
    fallbackMs,
    pass: async () => {
      for (;;) {
        const rows = await d.withdrawals.claimDue(BATCH, d.settings.leaseMs);
        for (const w of rows) {
          if (!running) return null;
          await advancePayout(d, w).catch((err) => logger.error({ err, withdrawalId: w.id }, "payout step failed; retried after its lease"));
        }
        if (rows.length < BATCH || !running) return d.withdrawals.nextDueInMs();
      }
    },
  });
  return {
    wake: () => work.wake(),
    close: async () => {
      running = false;
      await work.stop();
    },
  };
}
