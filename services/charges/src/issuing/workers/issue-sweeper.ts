/**
 * Resolves charges left `creating` (engine down or slow when POST /pix ran, or the process died
 * mid-way): each replica claims the due rows of charge_issues (FOR UPDATE SKIP LOCKED plus a lease,
 * so replicas never work on the same row at once) and repeats the stored engine request under the
 * same idempotency key. Success completes the charge exactly once (`pending`, `charge.created`);
 * failure reschedules with backoff; the bound (domain/issue-retry.ts) or a refusal by the engine
 * makes the charge `failed`.
 *
 * Passes run when a row falls due (startDueWork): at the next due time each pass reads, when this
 * process leaves a row to the sweeper (`wake`), at start, and every `fallbackMs`, which bounds how
 * late a row another replica left behind (it died) is taken. No NOTIFY: POST /pix's writes stay as
 * they are, and a replica that dies could not announce its rows anyway.
 */
import { startDueWork } from "@pix/messaging";
import type { Charge } from "../domain/charge";
import { nextIssueStep, type AttemptFailure } from "../domain/issue-retry";
import type { PendingIssue } from "../repositories/charge-issues";
import { attemptIssue, engineOf } from "../usecases/complete-issue";
import type { IssueSweeperDeps } from "../usecases/deps";

/** Longer than one engine call with its retries (timeout × 3 plus backoff): the lease outlives the attempt. */
const LEASE_MS = 120_000;
const BATCH = 20;

/** One pass: claims due issues and attempts each. Returns how many were attempted. */
export async function sweepStuckIssues(deps: IssueSweeperDeps): Promise<number> {
  const due = await deps.issues.claimDue(BATCH, LEASE_MS);
  for (const issue of due) {
    await retryIssue(deps, issue).catch((err) => deps.logger.error({ err, chargeId: issue.chargeId }, "issue sweeper: attempt failed unexpectedly"));
  }
  return due.length;
}

async function retryIssue(deps: IssueSweeperDeps, issue: PendingIssue): Promise<void> {
  const charge = await deps.crossStore.findClaimed(issue.chargeId);
  if (!charge || charge.status !== "creating") return; // completed meanwhile: its issue row is gone too
  const engine = await engineOf(deps, charge);
  if (!engine) {
    // Single-account mode without an engine is a configuration gap (transient); a changed subaccount is final.
    return settle(deps, charge, issue, charge.engineAccountId === null ? "transient" : "rejected", "no engine for the charge's account");
  }
  const attempt = await attemptIssue(deps, charge, engine, issue.request);
  if (attempt.ok) {
    deps.logger.info({ chargeId: charge.id, attempts: issue.attempts }, "issue sweeper: charge completed");
    return;
  }
  const failure: AttemptFailure = attempt.error.kind === "rejected" ? "rejected" : "transient";
  return settle(deps, charge, issue, failure, attempt.error.message);
}

async function settle(deps: IssueSweeperDeps, charge: Charge, issue: PendingIssue, failure: AttemptFailure, error: string): Promise<void> {
  const step = nextIssueStep(deps.settings.issueRetry, issue.attempts, failure, new Date());
  if (!step.giveUp) {
    await deps.issues.reschedule(charge.id, error, step.at);
    deps.logger.warn({ chargeId: charge.id, attempts: issue.attempts, next: step.at, error }, "issue sweeper: engine did not create the charge; will retry");
    return;
  }
  await deps.issues.fail(charge.id);
  deps.logger.error({ chargeId: charge.id, storeId: charge.storeId, attempts: issue.attempts, failure, error }, "issue sweeper: gave up; charge failed");
}

export interface IssueSweeper {
  /** A pass at `at` (unless one comes sooner): for a row this process has just left to the sweeper. */
  wake(at: Date): void;
  stop(): Promise<void>;
}

/** Runs passes until stop(); a pass that fails is logged and the next one comes within seconds. */
export function startIssueSweeper(deps: IssueSweeperDeps, fallbackMs: number): IssueSweeper {
  let running = true;
  const work = startDueWork({
    logger: deps.logger.child({ component: "issue-sweeper" }),
    fallbackMs,
    pass: async () => {
      // A full batch means more may be due: go again at once.
      while (running && (await sweepStuckIssues(deps)) === BATCH);
      return deps.issues.nextDueInMs();
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
