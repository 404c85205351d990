import { applyPostings, assertBalanced, balancesOf, ledgerFacts, overdraws, sourceKeys } from "./ledger";

describe("ledger recipes", () => {
  const all = [
    ledgerFacts.payment({ endToEndId: "E1", chargeId: "c1", amountCents: 1000 }),
    ledgerFacts.payment({ endToEndId: null, chargeId: "c1", amountCents: 1000n }),
    ledgerFacts.fee("c1", 50),
    ledgerFacts.refundRequested("r1", 300), ledgerFacts.refundCompleted("r1", 300), ledgerFacts.refundFailed("r1", 300),
    ledgerFacts.withdrawalRequested("w1", 400), ledgerFacts.withdrawalPaid("w1", 400), ledgerFacts.withdrawalRejected("w1", 400),
    ledgerFacts.medBlocked("m1", 90), ledgerFacts.medReturned("m1", 90), ledgerFacts.medReleased("m1", 90),
  ];

  it("every recipe sums to zero, and each fact has its own source key", () => {
    for (const fact of all) expect(() => assertBalanced(fact.postings)).not.toThrow();
    expect(new Set(all.map((f) => f.sourceKey)).size).toBe(all.length);
    expect(all.map((f) => f.sourceKey)).toEqual([
      "payment:E1", "payment:charge:c1", "fee:c1", "refund:r1:requested", "refund:r1:completed", "refund:r1:failed",
      "withdrawal:w1:requested", "withdrawal:w1:paid", "withdrawal:w1:rejected", "med:m1:blocked", "med:m1:returned", "med:m1:released",
    ]);
    expect(ledgerFacts.medBlocked("m", 5).requireAvailable).toBeUndefined(); // a block is never refused: it may leave a debt
    expect(sourceKeys.withdrawal("w", "paid")).toBe("withdrawal:w:paid");
  });

  it("posts the design's legs", () => {
    expect(ledgerFacts.payment({ endToEndId: "E", chargeId: "c", amountCents: 700 }).postings).toEqual([
      { account: "payer_in", amountCents: -700n }, { account: "available", amountCents: 700n },
    ]);
    expect(ledgerFacts.fee("c", 30).postings).toEqual([{ account: "available", amountCents: -30n }, { account: "service_fee", amountCents: 30n }]);
    expect(ledgerFacts.refundFailed("r", 5).postings).toEqual([{ account: "refund_pending", amountCents: -5n }, { account: "available", amountCents: 5n }]);
    expect(ledgerFacts.withdrawalPaid("w", 5).postings).toEqual([{ account: "withdrawal_pending", amountCents: -5n }, { account: "bank_out", amountCents: 5n }]);
    expect(ledgerFacts.withdrawalRequested("w", 5).requireAvailable).toBe(true);
    expect(ledgerFacts.refundRequested("r", 5).requireAvailable).toBe(true);
    expect(ledgerFacts.refundCompleted("r", 5).requireAvailable).toBeUndefined();
  });

  it("refuses non-positive amounts and unbalanced, zero, float or unknown-account postings", () => {
    expect(() => ledgerFacts.fee("c", 0)).toThrow(RangeError);
    expect(() => ledgerFacts.withdrawalRequested("w", -1)).toThrow(RangeError);
    expect(() => assertBalanced([{ account: "available", amountCents: 1n }])).toThrow(/two postings/);
    expect(() => assertBalanced([{ account: "available", amountCents: 1n }, { account: "payer_in", amountCents: -2n }])).toThrow(/sum to -1/);
    expect(() => assertBalanced([{ account: "available", amountCents: 0n }, { account: "payer_in", amountCents: 0n }])).toThrow(/non-zero/);
    expect(() => assertBalanced([{ account: "available", amountCents: 1 as unknown as bigint }, { account: "payer_in", amountCents: -1n }])).toThrow(/bigint/);
    expect(() => assertBalanced([{ account: "cash" as never, amountCents: 1n }, { account: "payer_in", amountCents: -1n }])).toThrow(/unknown/);
  });
});

describe("balances", () => {
  it("applies postings with a running balance per account and derives the merchant's balances", () => {
    const { after, balanceAfter } = applyPostings({ available: 100n }, [
      { account: "available", amountCents: -30n }, { account: "withdrawal_pending", amountCents: 30n },
      { account: "available", amountCents: -5n }, { account: "service_fee", amountCents: 5n },
    ]);
    expect(balanceAfter).toEqual([70n, 30n, 65n, 5n]);
    expect(balancesOf({ ...after, payer_in: -100n, payer_out: 7n, bank_out: 9n, refund_pending: 3n, blocked: 2n })).toEqual({
      available: 65n, blocked: 2n, inWithdrawal: 30n, refunding: 3n, fees: 5n, refunded: 7n, received: 100n, withdrawn: 9n,
    });
    expect(balancesOf({})).toEqual({ available: 0n, blocked: 0n, inWithdrawal: 0n, refunding: 0n, fees: 0n, refunded: 0n, received: 0n, withdrawn: 0n });
  });

  it("a reservation overdraws when available ends below zero, not at zero", () => {
    expect(overdraws({ available: 0n })).toBe(false);
    expect(overdraws({ available: -1n })).toBe(true);
    expect(overdraws({})).toBe(false);
  });
});
