/**
 * Billing intervals and the due dates of a subscription's periods, in the Brazilian civil calendar
 * (America/Sao_Paulo). The n-th due date is always computed from the anchor (anchor + n × interval),
 * never by adding one interval to the previous date, so the subscriber's day is kept across short
 * months: anchor Jan 31 → Feb 28 (Feb 29 in a leap year) → Mar 31 → Apr 30 → May 31.
 *
 * Calendar arithmetic is luxon's: adding months clamps to the last day of a shorter month, and the
 * local wall-clock time is kept (Brazil has had no DST since 2019; across an old DST change the
 * local time stays the same and the UTC instant moves by the hour).
 */
import { DateTime, type DurationLikeObject } from "luxon";

export const BILLING_ZONE = "America/Sao_Paulo";

export const INTERVALS = ["weekly", "monthly", "quarterly", "semiannual", "yearly"] as const;
export type Interval = (typeof INTERVALS)[number];
export const DEFAULT_INTERVAL: Interval = "monthly";

export function isInterval(value: string): value is Interval {
  return (INTERVALS as readonly string[]).includes(value);
}

/** One period of each interval, as a luxon duration. */
const STEP: Record<Interval, DurationLikeObject> = {
  weekly: { weeks: 1 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  semiannual: { months: 6 },
  yearly: { years: 1 },
};

function times(step: DurationLikeObject, n: number): DurationLikeObject {
  const out: DurationLikeObject = {};
  for (const [unit, value] of Object.entries(step)) (out as Record<string, number>)[unit] = (value as number) * n;
  return out;
}

function local(at: Date): DateTime {
  const dt = DateTime.fromJSDate(at, { zone: BILLING_ZONE });
  if (!dt.isValid) throw new RangeError(`invalid date: ${String(at)}`);
  return dt;
}

/**
 * The due instant of period `periods` counted from the anchor: anchor + periods × interval in
 * America/Sao_Paulo. `periods` = 0 is the anchor itself.
 */
export function dueAt(anchor: Date, interval: Interval, periods: number): Date {
  if (!Number.isInteger(periods) || periods < 0) throw new RangeError(`periods must be a non-negative integer: ${periods}`);
  return local(anchor).plus(times(STEP[interval], periods)).toJSDate();
}

/** One interval after `from` (the reactivation rule: "recalculated from now by interval"). */
export function oneIntervalAfter(from: Date, interval: Interval): Date {
  return dueAt(from, interval, 1);
}

/**
 * The first period (counted from the anchor) whose due date is after `instant`: the number of
 * periods to skip when a schedule must resume in the future. Linear in the number of periods, which
 * is small (at most ~52 a year for weekly).
 */
export function firstPeriodAfter(anchor: Date, interval: Interval, instant: Date): number {
  let n = 0;
  while (dueAt(anchor, interval, n).getTime() <= instant.getTime()) n++;
  return n;
}
