import { assertBalanced, applyPostings } from "./ledger";
import { refundFact } from "./refund-ledger";

describe("refundFact", () => {
  it("is the ledger's own recipe without a fee share", () => {
    const f = refundFact("requested", { id: "r1", amountCents: 1000, feeRefundCents: 0 });
    expect(f).toMatchObject({ kind: "refund_requested", sourceKey: "refund:r1:requested", requireAvailable: true });
    expect(f.postings).toEqual([{ account: "available", amountCents: -1000n }, { account: "refund_pending", amountCents: 1000n }]);
  });

  it("with the service's share: requested takes R−f from available and f from service_fee; failed puts both back; all balanced", () => {
    const r = { id: "r2", amountCents: 1000, feeRefundCents: 20 };
    const requested = refundFact("requested", r);
    const failed = refundFact("failed", r);
    const completed = refundFact("completed", r);
    for (const fact of [requested, failed, completed]) assertBalanced(fact.postings);
    const start = { available: 5000n, service_fee: 100n };
    const afterRequest = applyPostings(start, requested.postings).after;
    expect(afterRequest).toMatchObject({ available: 4020n, service_fee: 80n, refund_pending: 1000n });
    expect(applyPostings(afterRequest, failed.postings).after).toMatchObject({ available: 5000n, service_fee: 100n, refund_pending: 0n });
    expect(applyPostings(afterRequest, completed.postings).after).toMatchObject({ available: 4020n, service_fee: 80n, refund_pending: 0n, payer_out: 1000n });
    expect(requested.requireAvailable).toBe(true);
  });
});
