import { DEFAULT_RETRY_BASE_MS, MAX_ATTEMPTS, nextAttemptAt, RETRY_WINDOW_MS, type RetrySchedule } from "./retry";

const HOUR = 3_600_000;
const t0 = new Date("2026-11-22T00:00:00.000Z");
const defaults: RetrySchedule = { baseMs: DEFAULT_RETRY_BASE_MS };

/** Runs a whole schedule where every attempt fails at once (the attempt takes no time). */
function wholeSchedule(random: () => number, schedule = defaults): Date[] {
  const times = [t0];
  for (let next = nextAttemptAt(1, t0, t0, schedule, random); next; next = nextAttemptAt(times.length, t0, times[times.length - 1], schedule, random)) {
    times.push(next);
  }
  return times;
}

describe("retry schedule (exponential)", () => {
  it("doubles from the base, with the jitter factor in [0.75, 1.25)", () => {
    expect(nextAttemptAt(1, t0, t0, defaults, () => 0.5)).toEqual(new Date(t0.getTime() + 8_000));
    expect(nextAttemptAt(2, t0, t0, defaults, () => 0.5)).toEqual(new Date(t0.getTime() + 16_000));
    expect(nextAttemptAt(1, t0, t0, defaults, () => 0)).toEqual(new Date(t0.getTime() + 6_000));
    expect(nextAttemptAt(1, t0, t0, defaults, () => 0.999999)).toEqual(new Date(t0.getTime() + 10_000));
    expect(nextAttemptAt(10, t0, t0, defaults, () => 0.5)).toEqual(new Date(t0.getTime() + 8_000 * 512));
  });

  it.each([0, 0.5, 0.999999])("makes at most 16 attempts within 72 hours of the first (random = %p)", (r) => {
    const times = wholeSchedule(() => r);
    expect(times.length).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(times[times.length - 1].getTime() - t0.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    for (let i = 1; i < times.length; i++) expect(times[i].getTime()).toBeGreaterThan(times[i - 1].getTime());
  });

  it("without jitter spreads all 16 attempts over the 72 hours, the last one at the 72-hour mark", () => {
    const times = wholeSchedule(() => 0.5);
    expect(times).toHaveLength(16);
    expect(times[15].getTime() - t0.getTime()).toBe(RETRY_WINDOW_MS);
    expect(times[14].getTime() - t0.getTime()).toBe(8_000 * (2 ** 14 - 1)); // 36.4 h
    expect(times[14].getTime() - t0.getTime()).toBeLessThan(37 * HOUR);
  });

  it("stops after the 16th attempt and once the window is spent", () => {
    expect(nextAttemptAt(MAX_ATTEMPTS, t0, t0, defaults)).toBeNull();
    expect(nextAttemptAt(3, t0, new Date(t0.getTime() + RETRY_WINDOW_MS), defaults)).toBeNull();
    expect(nextAttemptAt(15, t0, new Date(t0.getTime() + 71 * HOUR), defaults, () => 0.5)).toEqual(new Date(t0.getTime() + RETRY_WINDOW_MS));
  });

  it("caps a single delay when asked (tests)", () => {
    const times = wholeSchedule(() => 0.5, { baseMs: 10, maxDelayMs: 40 });
    expect(times).toHaveLength(16);
    expect(times[15].getTime() - times[14].getTime()).toBe(40);
  });
});
