import { dailyReceived } from "./stats";

describe("the home chart's figures", () => {
  it("sums paid amounts per São Paulo day in centavos and counts charges by status", () => {
    const now = new Date("2026-03-10T15:00:00Z");
    const s = dailyReceived([
      { status: "paid", amount: 0.1, paid_at: "2026-03-10T12:00:00Z" },
      { status: "paid", amount: 0.2, paid_at: "2026-03-10T02:59:00Z", extra_payments: [{ amount: 5, paid_at: "2026-03-10T13:00:00Z" }] },
      { status: "pending", amount: 7, paid_at: null },
      { status: "paid", amount: 99, paid_at: "2026-01-01T12:00:00Z" },
    ], now);
    expect(s.days[29]).toBe("2026-03-10");
    expect(s.cents[29]).toBe(510);
    expect(s.cents[28]).toBe(20); // 02:59 UTC on the 10th is still the 9th in São Paulo
    expect(s.total).toBe(530); // the January payment is outside the 30 days
    expect(s.counts).toEqual({ paid: 3, pending: 1 });
  });
});
