/**
 * Resumes refunds left EM_PROCESSAMENTO (the engine did not answer, its answer or its notice was
 * lost, the process died after the row committed): like the issue sweeper, each replica claims due
 * rows (FOR UPDATE SKIP LOCKED plus a lease) and asks the engine again with the same PUT under the
 * refund's id, which answers the same refund (never a second one). A final answer settles it; a
 * refund still processing or an engine still down is asked again later, with backoff.
 */
import { startDueWork } from "@pix/messaging";
import type { Refund } from "../domain/refund";
import { refundsOf } from "../payment-engine/refunds";
import { engineOf } from "../../issuing/usecases/complete-issue";
import type { RefundSweeperDeps } from "../usecases/deps";
import { attemptRefund } from "../usecases/refunds";

const LEASE_MS = 120_000;
const BATCH = 20;
const MAX_BACKOFF_MS = 10 * 60_000;

export async function sweepRefunds(deps: RefundSweeperDeps): Promise<number> {
  const due = await deps.refunds.claimDue(BATCH, LEASE_MS);
  for (const refund of due) {
    await resume(deps, refund).catch((err) => deps.logger.error({ err, refundId: refund.id }, "refund sweeper: attempt failed unexpectedly"));
  }
  return due.length;
}

async function resume(deps: RefundSweeperDeps, refund: Refund & { attempts: number }): Promise<void> {
  const charge = await deps.crossStore.findClaimed(refund.chargeId);
  const engine = charge && (await engineOf(deps, charge));
  const refunds = engine && refundsOf(engine);
  const backoff = Math.min(MAX_BACKOFF_MS, deps.settings.refundRetryAfterMs * 2 ** Math.min(refund.attempts - 1, 10));
  if (!refunds) {
    await deps.refunds.reschedule(refund.id, new Date(Date.now() + backoff), "no engine for the charge's account");
    return;
  }
  const result = await attemptRefund(deps, refund, refunds);
  if (result === "settled") {
    deps.logger.info({ refundId: refund.id, attempts: refund.attempts }, "refund sweeper: refund settled");
    return;
  }
  await deps.refunds.reschedule(refund.id, new Date(Date.now() + backoff), result === "processing" ? null : result.retry);
}

export interface RefundSweeper {
  wake(at: Date): void;
  stop(): Promise<void>;
}

export function startRefundSweeper(deps: RefundSweeperDeps, fallbackMs: number): RefundSweeper {
  let running = true;
  const work = startDueWork({
    logger: deps.logger.child({ component: "refund-sweeper" }),
    fallbackMs,
    pass: async () => {
      while (running && (await sweepRefunds(deps)) === BATCH);
      return deps.refunds.nextDueInMs();
    },
  });
  return {
    wake: (at) => work.wake(at.getTime() - Date.now()),
    async stop() {
      running = false;
      await work.stop();
    },
  };
}
