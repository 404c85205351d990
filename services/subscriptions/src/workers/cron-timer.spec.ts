import { createLogger } from "@pix/logger";
import { nextSlot, startCronTimer } from "./cron-timer";

const logger = createLogger("test", "silent");
const SP = "America/Sao_Paulo"; // UTC−3, no daylight saving time since 2019

afterEach(() => jest.useRealTimers());

it("nextSlot: the cron's next instant in its time zone", () => {
  expect(nextSlot("0 6 * * *", SP, new Date("2026-03-10T08:59:59Z"))).toEqual(new Date("2026-03-10T09:00:00Z"));
  expect(nextSlot("0 6 * * *", SP, new Date("2026-03-10T09:00:00Z"))).toEqual(new Date("2026-03-11T09:00:00Z"));
  expect(nextSlot("30 7 * * *", "UTC", new Date("2026-12-31T23:00:00Z"))).toEqual(new Date("2027-01-01T07:30:00Z"));
  expect(() => nextSlot("61 7 * * *", SP, new Date())).toThrow();
});

it("fires at each slot, not before, and sets the next one", async () => {
  jest.useFakeTimers({ now: new Date("2026-03-10T08:00:00Z") });
  const fired: string[] = [];
  const timer = startCronTimer({ cron: "0 6 * * *", tz: SP, logger, fire: async () => void fired.push(new Date().toISOString()) });
  expect(timer.next()).toEqual(new Date("2026-03-10T09:00:00Z"));
  await jest.advanceTimersByTimeAsync(60 * 60_000 - 1);
  expect(fired).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(fired).toEqual(["2026-03-10T09:00:00.000Z"]);
  expect(timer.next()).toEqual(new Date("2026-03-11T09:00:00Z"));
  await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
  expect(fired).toEqual(["2026-03-10T09:00:00.000Z", "2026-03-11T09:00:00.000Z"]);
  timer.stop();
  await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
  expect(fired).toHaveLength(2);
});

it("a slot whose run could not be queued is retried a minute later until it is", async () => {
  jest.useFakeTimers({ now: new Date("2026-03-10T08:59:00Z") });
  let calls = 0;
  const timer = startCronTimer({
    cron: "0 6 * * *", tz: SP, logger,
    fire: async () => {
      if (++calls < 3) throw new Error("database down");
    },
  });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(calls).toBe(1);
  expect(timer.next()).toEqual(new Date("2026-03-10T09:00:00Z"));
  await jest.advanceTimersByTimeAsync(2 * 60_000);
  expect(calls).toBe(3);
  expect(timer.next()).toEqual(new Date("2026-03-11T09:00:00Z"));
  timer.stop();
});
