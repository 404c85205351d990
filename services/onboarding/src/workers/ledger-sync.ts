/**
 * Keeps charges' ledger in step with onboarding's withdrawals where the request path could not
 * (issue 24), every pass idempotent (the ledger's calls are keyed by withdrawal id), so any number of
 * replicas may run it:
 * - `reserving` rows older than the grace (their request died, or charges did not answer) are voided
 *   in the ledger (never reservable afterwards; a reservation that did land is reversed), then deleted,
 *   under the row's lock (WithdrawalsRepository.voidStale): the merchant was answered 503, no
 *   half-made withdrawal survives, and a request that is only slow can no longer make it pending meanwhile;
 * - withdrawals made before the ledger are posted once (the backfill run at start): pending ones are
 *   reserved without the balance check (they were accepted), settled ones are settled.
 * Runs at start, then every `intervalMs`; a failing pass is logged and tried again next time.
 */
import type { Logger } from "@pix/logger";
import type { WithdrawalRecord } from "../domain/withdrawal";
import type { WithdrawalDeps } from "../usecases/withdrawals";

const BATCH = 100;

export interface LedgerSync {
  runOnce(): Promise<{ voided: number; posted: number }>;
  close(): Promise<void>;
}

/** False when the row moved on meanwhile (posted again, as its new status, by the next pass). */
async function post(deps: WithdrawalDeps, w: WithdrawalRecord): Promise<boolean> {
  if (w.status === "pending") await deps.ledger.reserve(w, true);
  else if (w.status === "completed") await deps.ledger.settle(w, "paid");
  else if (w.status === "rejected") await deps.ledger.settle(w, "rejected");
  return deps.withdrawals.markPosted(w.id, w.status);
}

export async function syncLedgerOnce(deps: WithdrawalDeps): Promise<{ voided: number; posted: number }> {
  let voided = 0;
  let posted = 0;
  for (const w of await deps.withdrawals.staleReserving(deps.settings.reservingGraceMs, BATCH)) {
    if (await deps.withdrawals.voidStale(w.id, () => deps.ledger.void(w))) voided++;
  }
  for (;;) {
    const rows = await deps.withdrawals.unposted(BATCH);
    let progressed = 0;
    for (const w of rows) if (await post(deps, w)) progressed++;
    posted += progressed;
    if (rows.length < BATCH || progressed < rows.length) return { voided, posted };
  }
}

export function startLedgerSync(deps: WithdrawalDeps, logger: Logger, intervalMs: number): LedgerSync {
  const log = logger.child({ component: "ledger-sync" });
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = syncLedgerOnce(deps).then(
      (r) => (r.voided || r.posted) && log.info(r, "withdrawals posted to the ledger"),
      (err) => log.warn({ err }, "ledger sync pass failed; tried again later"),
    );
    return running;
  };
  void pass();
  const timer = setInterval(() => void running.then(pass), intervalMs);
  timer.unref();
  return {
    runOnce: () => syncLedgerOnce(deps),
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
