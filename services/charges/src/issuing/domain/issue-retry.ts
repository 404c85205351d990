/**
 * When the sweeper tries a stuck issue again, and when it gives up. A charge stays `creating` while
 * the engine has not answered; the sweeper repeats the exact engine request under the same
 * idempotency key (so the engine creates at most one charge) with exponential backoff, and after
 * `maxAttempts` attempts, or at once when the engine refused the request, gives up: the charge
 * becomes `failed` (never shown; no event; an Idempotency-Key pointing at it runs afresh).
 */
export interface IssueRetryPolicy {
  /** How long a charge may stay `creating` before the sweeper's first attempt; the base of the backoff. */
  retryAfterMs: number;
  /** Sweeper attempts before giving up. */
  maxAttempts: number;
  /** Cap of the wait between two attempts. */
  maxBackoffMs: number;
}

export type AttemptFailure = "transient" | "rejected";

export type NextStep = { giveUp: true } | { giveUp: false; at: Date };

/** After the sweeper's attempt number `attempts` (1-based) failed. */
export function nextIssueStep(policy: IssueRetryPolicy, attempts: number, failure: AttemptFailure, now: Date): NextStep {
  if (failure === "rejected" || attempts >= policy.maxAttempts) return { giveUp: true };
  const wait = Math.min(policy.retryAfterMs * 2 ** (attempts - 1), policy.maxBackoffMs);
  return { giveUp: false, at: new Date(now.getTime() + wait) };
}

/** The first attempt of the sweeper, for a charge created at `createdAt`. */
export function firstSweepAt(policy: IssueRetryPolicy, createdAt: Date): Date {
  return new Date(createdAt.getTime() + policy.retryAfterMs);
}
