import { randomUUID } from "node:crypto";
import type { Logger } from "@pix/logger";
import { metrics } from "@pix/observability";
import { SummaryTally, type BillingSummary, type BillOutcomeKind } from "../domain/billing-summary";
import type { BillingRunsRepository, BillingScope } from "../repositories/billing-runs";

export type { BillingScope } from "../repositories/billing-runs";

/** The billing core's answer for one subscription (`bill-period`, source "job"). */
export interface JobBillOutcome {
  kind: BillOutcomeKind;
  reason?: string;
}

export interface BillingRunSettings {
  /** Subscriptions claimed per statement. */
  batchSize: number;
  /** Subscriptions of a batch billed at the same time (each one gRPC call to charges). */
  concurrency: number;
  /** How long a claim holds a subscription against other runs if this process dies before releasing it. */
  leaseMs: number;
}

export interface RunBillingDeps {
  runs: BillingRunsRepository;
  /** Bills the subscription's current period (the one path shared with charge-now: claim row, IssuePix with the period's key, advance, outbox). */
  billPeriod(subscriptionId: string, asOf: Date): Promise<JobBillOutcome>;
  /** The first due date counted from `from` by `interval` (throws on an interval it does not know). */
  firstDueAt(from: Date, interval: string): Date;
  logger: Logger;
  settings: BillingRunSettings;
  /**
   * Pix Automático, before the claims: the open authorizations are read at the engine (a change is
   * applied once) and the cycles due by `asOf` followed (settled, or a failed debit retried per policy).
   */
  followAutomatico?(asOf: Date, scope?: BillingScope): Promise<Record<string, number>>;
  /**
   * After the claims: the subscriptions whose fixed term (end_date) is over end by themselves (issue 38):
   * the same run that bills the term's last period ends it once that day is over.
   */
  endTerms?(asOf: Date, scope?: BillingScope): Promise<{ ended: number; failed: number }>;
}

export interface RunBillingInput {
  /** The instant the run bills "as of" (test clock); now by default. */
  asOf?: Date;
  /** Limit the run to one store's environment (the test clock); every store otherwise. */
  scope?: BillingScope;
}

/**
 * The daily job (issue 11): first corrects active subscriptions without a date (`sem_data`: their
 * next date is set from `asOf` by their interval; they are billed when that date comes), then bills
 * every active subscription due at `asOf`, batch by batch, each claimed so that racing runs (two
 * replicas, the job started twice) never bill the same subscription at once, and each billed through
 * the billing core, whose claim row and idempotency key make the period's charge happen once even
 * across a crash. One period per subscription per run: a subscription left several periods behind
 * catches up one period per run (the test clock advances month by month to bill a year). A failure
 * (engine down, bad data) is counted and named, never stops the others, and the next run retries it.
 * Paused and canceled subscriptions are never claimed.
 */
export async function runBilling(deps: RunBillingDeps, input: RunBillingInput = {}): Promise<BillingSummary> {
  // billing_job_runs_total{result} and billing_job_duration_seconds: every run, the schedule's and manual ones.
  const end = metrics.billingDuration.startTimer();
  try {
    const summary = await runOnce(deps, input);
    metrics.billingRuns.inc({ result: "ok" });
    return summary;
  } catch (err) {
    metrics.billingRuns.inc({ result: "error" });
    throw err;
  } finally {
    end();
  }
}

async function runOnce(deps: RunBillingDeps, input: RunBillingInput): Promise<BillingSummary> {
  const asOf = input.asOf ?? new Date();
  const runId = randomUUID();
  const started = Date.now();
  const tally = new SummaryTally();
  const { batchSize, concurrency, leaseMs } = deps.settings;

  const automatico = deps.followAutomatico ? await deps.followAutomatico(asOf, input.scope) : undefined;

  let afterId: string | null = null;
  for (;;) {
    const { seen, corrected } = await deps.runs.correctUndated({
      afterId,
      limit: batchSize,
      scope: input.scope,
      next: (row) => {
        try {
          return deps.firstDueAt(asOf, row.interval);
        } catch {
          tally.add(row.id, "failed", `intervalo inválido: ${String(row.interval).slice(0, 40)}`);
          return null;
        }
      },
    });
    tally.addSemData(corrected.length);
    if (seen.length < batchSize) break;
    afterId = seen[seen.length - 1].id;
  }

  for (;;) {
    const ids = await deps.runs.claimDue({ runId, asOf, limit: batchSize, leaseMs, scope: input.scope });
    if (ids.length === 0) break;
    try {
      await eachLimited(ids, concurrency, async (id) => {
        const outcome = await billOne(deps, id, asOf);
        tally.add(id, outcome.kind, outcome.reason);
        metrics.billingPeriods.inc({ result: outcome.kind });
      });
    } finally {
      await deps.runs.release(runId, ids);
    }
  }

  const terms = deps.endTerms ? await deps.endTerms(asOf, input.scope) : undefined;

  const summary = tally.summary();
  deps.logger.info(
    { run_id: runId, as_of: asOf.toISOString(), scope: input.scope ?? "all", ms: Date.now() - started, ...summary, failed: summary.failed.slice(0, 50), ...(automatico && { pix_automatico: automatico }), ...(terms && { fixed_terms: terms }) },
    "billing run finished",
  );
  return summary;
}

async function billOne(deps: RunBillingDeps, id: string, asOf: Date): Promise<JobBillOutcome> {
  try {
    return await deps.billPeriod(id, asOf);
  } catch (err) {
    deps.logger.warn({ err, subscription_id: id }, "subscription billing failed; retried on the next run");
    return { kind: "failed", reason: reasonOf(err) };
  }
}

/** A short reason for the summary: the error's own message when it is one of ours (AppError, gRPC status), never a stack. */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split("\n")[0].slice(0, 200) || "falha ao cobrar";
}

/** Runs fn over items with at most `limit` at a time; waits for all, even when some fail. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
