import { billingIdempotencyKey, billingRequestHash, nextDueAt, subscriptionChargedData } from "./subscription";

describe("billing keys and the subscription.charged data", () => {
  it("derives the idempotency key from the subscription and the period, and its hash from the key alone", () => {
    const id = "0b9d5c1e-1111-4111-8111-111111111111";
    const key = billingIdempotencyKey(id, new Date("2026-02-28T13:00:00Z"));
    expect(key).toBe(`subscription:${id}:2026-02-28T13:00:00.000Z`);
    expect(key.length).toBeLessThanOrEqual(255);
    expect(billingRequestHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(billingRequestHash(key)).toBe(billingRequestHash(key));
    expect(billingRequestHash(key)).not.toBe(billingRequestHash(billingIdempotencyKey(id, new Date("2026-03-31T13:00:00Z"))));
  });

  it("carries exactly the section-6 fields plus method (issue 14), amount in reais", () => {
    const data = subscriptionChargedData("sub-1", {
      txid: "tx1", amount_cents: 2990, description: "Plano", customer_name: "Ana", customer_email: null, expires_at: "2026-03-01T13:00:00.000Z",
    });
    expect(data).toEqual({ subscription_id: "sub-1", txid: "tx1", amount: 29.9, description: "Plano", customer_name: "Ana", customer_email: null, expires_at: "2026-03-01T13:00:00.000Z", method: "pix" });
    expect(subscriptionChargedData("sub-1", { txid: "tx1", amount_cents: 2990, description: "" }, "pix_automatico").method).toBe("pix_automatico");
  });

  it("nextDueAt refuses an interval it does not know (a row written outside the API)", () => {
    expect(nextDueAt(new Date("2025-01-31T13:00:00Z"), "monthly", 1).toISOString()).toBe("2025-02-28T13:00:00.000Z");
    expect(() => nextDueAt(new Date("2025-01-31T13:00:00Z"), "daily", 1)).toThrow(/interval/);
  });
});
