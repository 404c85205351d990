import { firstSweepAt, nextIssueStep, type IssueRetryPolicy } from "./issue-retry";

const policy: IssueRetryPolicy = { retryAfterMs: 30_000, maxAttempts: 4, maxBackoffMs: 50_000 };
const now = new Date("2026-11-22T12:00:00.000Z");
const after = (ms: number) => ({ giveUp: false, at: new Date(now.getTime() + ms) });

describe("nextIssueStep", () => {
  it("doubles the wait after each transient failure, up to the cap", () => {
    expect(nextIssueStep(policy, 1, "transient", now)).toEqual(after(30_000));
    expect(nextIssueStep(policy, 2, "transient", now)).toEqual(after(50_000));
    expect(nextIssueStep(policy, 3, "transient", now)).toEqual(after(50_000));
  });

  it("gives up after the last attempt", () => {
    expect(nextIssueStep(policy, 4, "transient", now)).toEqual({ giveUp: true });
    expect(nextIssueStep(policy, 9, "transient", now)).toEqual({ giveUp: true });
  });

  it("gives up at once when the engine refused the request: repeating it cannot help", () => {
    expect(nextIssueStep(policy, 1, "rejected", now)).toEqual({ giveUp: true });
  });
});

it("schedules the first sweep retryAfterMs after creation", () => {
  expect(firstSweepAt(policy, now)).toEqual(new Date("2026-11-22T12:00:30.000Z"));
});
