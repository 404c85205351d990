/**
 * The ledger's reconciliation (issue 24): charges' payments and fees (SQL), onboarding's withdrawals
 * (gRPC, every store) and the payment engine's view of recent payments, each compared with the
 * ledger; every difference is recorded (repositories/reconciliation.ts) and shown in the team's
 * console. Run daily by one replica (startReconciliationJob) and by `pnpm --filter @pix/charges reconcile`.
 */
import type { Logger } from "@pix/logger";
import { compareEngine, compareWithdrawals, type Difference, type EngineCheck, type WithdrawalState } from "../domain/reconciliation";
import type { PaymentToCheck, ReconciliationRepository } from "../repositories/reconciliation";
import type { Engines, ReceivingAccounts } from "../../shared/usecases/ports";

export interface WithdrawalsSource {
  /** Every withdrawal onboarding records, a page at a time (ordered by id, after `afterId`). */
  page(afterId: string | null, limit: number): Promise<WithdrawalState[]>;
}

export interface ReconcileDeps {
  repo: ReconciliationRepository;
  withdrawals: WithdrawalsSource | null;
  engines: Engines;
  receivingAccounts: ReceivingAccounts;
  logger: Logger;
  /** How far back payments are checked with the engine (a day and some margin). */
  engineWindowMs: number;
  engineLimit: number;
}

const PAGE = 1000;

async function allWithdrawals(source: WithdrawalsSource): Promise<WithdrawalState[]> {
  const all: WithdrawalState[] = [];
  for (let after: string | null = null; ;) {
    const page = await source.page(after, PAGE);
    all.push(...page);
    if (page.length < PAGE) return all;
    after = page[page.length - 1].id;
  }
}

/** The engine's answer for one payment, asked with the key that issued its charge; undefined: could not ask. */
async function engineView(deps: ReconcileDeps, p: PaymentToCheck): Promise<EngineCheck | undefined> {
  let engine = deps.engines.main(p.environment);
  if (p.engineAccountId !== null) {
    const receiver = await deps.receivingAccounts.get(p.storeId, p.environment);
    engine = receiver.mode === "subconta" && receiver.exists && receiver.engineApiKey ? deps.engines.asSubaccount(p.environment, receiver.engineApiKey) : null;
  }
  if (!engine) return undefined;
  const tx = await engine.findTransaction(p.endToEndId);
  const known = tx && (p.engineChargeId === null || tx.chargeId === p.engineChargeId) ? { amountCents: tx.amountCents } : null;
  return { endToEndId: p.endToEndId, storeId: p.storeId, environment: p.environment, amountCents: p.amountCents, engine: known };
}

/** One reconciliation: every difference found now. A source that cannot be read fails the run (nothing is resolved by omission). */
export async function reconcile(deps: ReconcileDeps): Promise<Difference[]> {
  const found = await deps.repo.recordDifferences();
  if (deps.withdrawals) found.push(...compareWithdrawals(await allWithdrawals(deps.withdrawals), await deps.repo.ledgerWithdrawals()));
  const checks: EngineCheck[] = [];
  for (const p of await deps.repo.paymentsSince(new Date(Date.now() - deps.engineWindowMs), deps.engineLimit)) {
    const view = await engineView(deps, p);
    if (view) checks.push(view);
  }
  found.push(...compareEngine(checks));
  return found;
}

/** Claims the run (one replica, at most once per `minGapMs`), runs it and records its outcome. */
export async function runReconciliation(deps: ReconcileDeps, minGapMs: number): Promise<{ runId: string; differences: number } | null> {
  const runId = await deps.repo.claimRun(minGapMs);
  if (!runId) return null;
  try {
    const found = await reconcile(deps);
    await deps.repo.finishRun(runId, found);
    deps.logger.info({ runId, differences: found.length }, "ledger reconciliation finished");
    return { runId, differences: found.length };
  } catch (err) {
    await deps.repo.finishRun(runId, { error: err instanceof Error ? err.message : String(err) }).catch(() => undefined);
    throw err;
  }
}

/** Daily, one replica: each replica looks every `checkMs` (first after a random part of it), one claims the day's run. */
export function startReconciliationJob(deps: ReconcileDeps, opts: { intervalMs: number; checkMs: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runReconciliation(deps, opts.intervalMs).catch((err) => deps.logger.error({ err }, "ledger reconciliation failed; retried at the next check"));
  };
  const first = setTimeout(tick, Math.floor(Math.random() * opts.checkMs));
  const timer = setInterval(() => void running.then(tick), opts.checkMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
