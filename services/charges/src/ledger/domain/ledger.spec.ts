import { applyPostings, assertBalanced, balancesOf, claimableCents, claimPayments, ledgerFacts, overdraws, sourceKeys, TRANSFERS, transfer, type PaymentState } from "./ledger";

describe("ledger recipes", () => {
  const all = [
    ledgerFacts.payment({ endToEndId: "E1", chargeId: "c1", amountCents: 1000 }),
    ledgerFacts.payment({ endToEndId: null, chargeId: "c1", amountCents: 1000n }),
    ledgerFacts.fee("c1", 50),
    transfer.hold("refund", "r1", 300), transfer.settle("refund", "r1", 300), transfer.release("refund", "r1", 300),
    transfer.hold("withdrawal", "w1", 400), transfer.settle("withdrawal", "w1", 400), transfer.release("withdrawal", "w1", 400),
    transfer.hold("med", "m1", 90), transfer.settle("med", "m1", 90), transfer.release("med", "m1", 90),
  ];

  it("every recipe sums to zero, and each fact has its own source key", () => {
    for (const fact of all) expect(() => assertBalanced(fact.postings)).not.toThrow();
    expect(new Set(all.map((f) => f.sourceKey)).size).toBe(all.length);
    expect(all.map((f) => f.sourceKey)).toEqual([
      "payment:E1", "payment:charge:c1", "fee:c1", "refund:r1:requested", "refund:r1:completed", "refund:r1:failed",
      "withdrawal:w1:requested", "withdrawal:w1:paid", "withdrawal:w1:rejected", "med:m1:blocked", "med:m1:returned", "med:m1:released",
    ]);
    expect(transfer.hold("med", "m", 5).requireAvailable).toBeUndefined(); // a block is never refused: it may leave a debt
    expect(sourceKeys.transfer("withdrawal", "w", "settle")).toBe("withdrawal:w:paid");
  });

  it("posts the design's legs", () => {
    expect(ledgerFacts.payment({ endToEndId: "E", chargeId: "c", amountCents: 700 }).postings).toEqual([
      { account: "payer_in", amountCents: -700n }, { account: "available", amountCents: 700n },
    ]);
    expect(ledgerFacts.fee("c", 30).postings).toEqual([{ account: "available", amountCents: -30n }, { account: "service_fee", amountCents: 30n }]);
    expect(transfer.release("refund", "r", 5).postings).toEqual([{ account: "refund_pending", amountCents: -5n }, { account: "available", amountCents: 5n }]);
    expect(transfer.settle("withdrawal", "w", 5).postings).toEqual([{ account: "withdrawal_pending", amountCents: -5n }, { account: "bank_out", amountCents: 5n }]);
    expect(transfer.hold("withdrawal", "w", 5).requireAvailable).toBe(true);
    expect(transfer.hold("refund", "r", 5).requireAvailable).toBe(true);
    expect(transfer.settle("refund", "r", 5).requireAvailable).toBeUndefined();
  });

  it("refuses non-positive amounts and unbalanced, zero, float or unknown-account postings", () => {
    expect(() => ledgerFacts.fee("c", 0)).toThrow(RangeError);
    expect(() => transfer.hold("withdrawal", "w", -1)).toThrow(RangeError);
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

describe("the two-phase transfer (hold → settle | release)", () => {
  it("names each phase once per flow, with the stages history already has", () => {
    expect(Object.fromEntries(Object.entries(TRANSFERS).map(([flow, t]) => [flow, [t.hold, t.settle, t.release]]))).toEqual({
      refund: ["requested", "completed", "failed"], withdrawal: ["requested", "paid", "rejected"], med: ["blocked", "returned", "released"],
    });
    expect([transfer.hold("med", "m", 5).kind, transfer.settle("med", "m", 5).kind, transfer.release("med", "m", 5).kind]).toEqual(["med_blocked", "med_returned", "med_released"]);
  });

  it("release reverses the hold's own sources; settle moves the whole held amount to the destination", () => {
    const held = transfer.hold("refund", "r", 100, [{ account: "available", amountCents: -70n }, { account: "service_fee", amountCents: -30n }]);
    expect(applyPostings({}, [...held.postings, ...transfer.release("refund", "r", held.postings).postings]).after).toEqual({ available: 0n, service_fee: 0n, refund_pending: 0n });
    expect(applyPostings({}, [...held.postings, ...transfer.settle("refund", "r", 100).postings]).after).toEqual({ available: -70n, service_fee: -30n, refund_pending: 0n, payer_out: 100n });
    expect(() => transfer.hold("refund", "r", 100, [{ account: "available", amountCents: -70n }])).toThrow(RangeError);
  });
});

describe("the per-payment invariant's check (claimPayments)", () => {
  const p = (key: string, paid: number, claimed: number): PaymentState => ({ key, paidCents: BigInt(paid), claimedCents: BigInt(claimed) });

  it("claims up to what is left: paid − refunds − MED returns − open blocks", () => {
    expect(claimPayments([p("payment:E1", 1000, 400)], 600n)).toEqual({ claims: [{ paymentKey: "payment:E1", cents: 600n }] });
    expect(claimPayments([p("payment:E1", 1000, 400)], 601n)).toEqual({ refusedLeftCents: 600n });
  });

  it("a wholly blocked payment has nothing left, whatever else the store holds (the issue's double return)", () => {
    expect(claimPayments([p("payment:E1", 1000, 1000)], 1n)).toEqual({ refusedLeftCents: 0n });
    expect(claimableCents([p("payment:E1", 1000, 1000)])).toBe(0n);
  });

  it("a charge's payments are claimed in order, first then extras; an over-claimed payment (old history) counts as nothing left", () => {
    const payments = [p("payment:E1", 1000, 800), p("payment:E2", 500, 0), p("payment:E3", 300, 900)];
    expect(claimableCents(payments)).toBe(700n);
    expect(claimPayments(payments, 450n)).toEqual({ claims: [{ paymentKey: "payment:E1", cents: 200n }, { paymentKey: "payment:E2", cents: 250n }] });
    expect(claimPayments(payments, 701n)).toEqual({ refusedLeftCents: 700n });
    expect(claimPayments([], 1n)).toEqual({ refusedLeftCents: 0n });
  });

  it("refuses a non-positive claim", () => {
    expect(() => claimPayments([p("payment:E1", 1000, 0)], 0n)).toThrow(RangeError);
  });
});

describe("a due-date payment's postings (issue 37)", () => {
  const components = { original: 10_000, multa: 200, juros: 33, abatimento: 0, desconto: 0 };

  it("posts the original, the multa and the juros as their own lines, each labelled, summing to what was paid", () => {
    const fact = ledgerFacts.payment({ endToEndId: "E1", chargeId: "c1", amountCents: 10_233, components });
    expect(() => assertBalanced(fact.postings)).not.toThrow();
    const available = fact.postings.filter((p) => p.account === "available");
    expect(available).toEqual([
      { account: "available", amountCents: 10_000n, component: "original" },
      { account: "available", amountCents: 200n, component: "multa" },
      { account: "available", amountCents: 33n, component: "juros" },
    ]);
    expect(applyPostings({}, fact.postings).after.available).toBe(10_233n);
    expect(fact.opensPayment).toEqual({ chargeId: "c1", paidCents: 10_233n });
  });

  it("posts a discount and an abatimento as debit lines after the original", () => {
    const fact = ledgerFacts.payment({ endToEndId: "E2", chargeId: "c1", amountCents: 9_400, components: { ...components, multa: 0, juros: 0, abatimento: 100, desconto: 500 } });
    expect(fact.postings.filter((p) => p.account === "available").map((p) => [p.component, p.amountCents])).toEqual([
      ["original", 10_000n], ["abatimento", -100n], ["desconto", -500n],
    ]);
    expect(applyPostings({}, fact.postings).after.available).toBe(9_400n);
  });

  it("falls back to one line when the components do not add up to the payment", () => {
    const fact = ledgerFacts.payment({ endToEndId: "E3", chargeId: "c1", amountCents: 9_999, components });
    expect(fact.postings).toEqual([{ account: "payer_in", amountCents: -9_999n }, { account: "available", amountCents: 9_999n }]);
  });
});
