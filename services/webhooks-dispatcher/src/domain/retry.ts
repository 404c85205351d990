/**
 * Automatic retries, opt-in per endpoint (`retry_policy`). The contract's delivery is one attempt, which
 * stays the default (`none`). `exponential`: up to 16 attempts over 72 hours, the delay doubling from a
 * base (8 s by default: 8 s, 16 s, … 36.4 h; the nominal total is 72.8 h), each delay multiplied by a
 * random factor in [0.75, 1.25) so that the retries of many deliveries that failed together (an endpoint's
 * outage) do not all come back at the same instant, and no attempt later than 72 h after the first: the
 * attempt that would fall beyond is made at the 72-hour mark, and it is the last.
 */
export const RETRY_POLICIES = ["none", "exponential"] as const;
export type RetryPolicy = (typeof RETRY_POLICIES)[number];
export const DEFAULT_RETRY_POLICY: RetryPolicy = "none";

export const MAX_ATTEMPTS = 16;
export const RETRY_WINDOW_MS = 72 * 3_600_000;
export const DEFAULT_RETRY_BASE_MS = 8_000;
const JITTER_MIN = 0.75;
const JITTER_SPAN = 0.5;

export interface RetrySchedule {
  /** Delay before the first retry; it doubles for each following one. */
  baseMs: number;
  /** Optional ceiling of a single delay (tests use it to run 16 attempts quickly). */
  maxDelayMs?: number;
}

/**
 * When attempt number `attempt` (1-based) failed at `now`, the time of the next one, or null when the
 * schedule is over (16 attempts made, or the 72-hour window spent). `random` is injectable for tests.
 */
export function nextAttemptAt(
  attempt: number,
  firstAttemptAt: Date,
  now: Date,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  const deadline = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const nominal = Math.min(schedule.baseMs * 2 ** (attempt - 1), schedule.maxDelayMs ?? Infinity);
  const delay = Math.round(nominal * (JITTER_MIN + JITTER_SPAN * random()));
  return new Date(Math.min(now.getTime() + delay, deadline));
}
