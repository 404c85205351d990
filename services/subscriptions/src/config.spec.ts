import { subscriptionsEnv } from "./config";

const base = { PRINCIPAL_SECRET: "x".repeat(32) };

describe("subscriptions config", () => {
  it("takes the daily billing schedule's defaults (06:00 in America/Sao_Paulo)", () => {
    expect(subscriptionsEnv.parse(base)).toMatchObject({ BILLING_CRON: "0 6 * * *", BILLING_TZ: "America/Sao_Paulo" });
  });

  it("refuses at boot a cron expression or a time zone the schedule could not follow", () => {
    expect(subscriptionsEnv.safeParse({ ...base, BILLING_CRON: "61 7 * * *" }).success).toBe(false);
    expect(subscriptionsEnv.safeParse({ ...base, BILLING_TZ: "America/Atlantida" }).success).toBe(false);
    expect(subscriptionsEnv.safeParse({ ...base, BILLING_CRON: "30 7 * * *", BILLING_TZ: "UTC" }).success).toBe(true);
  });
});
