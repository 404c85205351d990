import { assertBalanced, applyPostings, transfer } from "../../ledger/domain/ledger";
import { refundHoldSources } from "./refund-ledger";

describe("refundHoldSources with the ledger's two-phase transfer", () => {
  it("without a fee share the hold is the ledger's own: available → refund_pending", () => {
    const f = transfer.hold("refund", "r1", 1000, refundHoldSources({ amountCents: 1000, feeRefundCents: 0 }));
    expect(f).toMatchObject({ kind: "refund_requested", sourceKey: "refund:r1:requested", requireAvailable: true });
    expect(f.postings).toEqual([{ account: "available", amountCents: -1000n }, { account: "refund_pending", amountCents: 1000n }]);
  });

  it("with the service's share: the hold takes R−f from available and f from service_fee; release puts both back; settle pays the payer", () => {
    const requested = transfer.hold("refund", "r2", 1000, refundHoldSources({ amountCents: 1000, feeRefundCents: 20 }));
    const failed = transfer.release("refund", "r2", requested.postings);
    const completed = transfer.settle("refund", "r2", 1000);
    for (const fact of [requested, failed, completed]) assertBalanced(fact.postings);
    expect([requested.sourceKey, completed.sourceKey, failed.sourceKey]).toEqual(["refund:r2:requested", "refund:r2:completed", "refund:r2:failed"]);
    expect([requested.kind, completed.kind, failed.kind]).toEqual(["refund_requested", "refund_completed", "refund_failed"]);
    const start = { available: 5000n, service_fee: 100n };
    const afterRequest = applyPostings(start, requested.postings).after;
    expect(afterRequest).toMatchObject({ available: 4020n, service_fee: 80n, refund_pending: 1000n });
    expect(applyPostings(afterRequest, failed.postings).after).toMatchObject({ available: 5000n, service_fee: 100n, refund_pending: 0n });
    expect(applyPostings(afterRequest, completed.postings).after).toMatchObject({ available: 4020n, service_fee: 80n, refund_pending: 0n, payer_out: 1000n });
  });

  it("a refund wholly of the service's share takes nothing from available", () => {
    expect(refundHoldSources({ amountCents: 30, feeRefundCents: 30 })).toEqual([{ account: "service_fee", amountCents: -30n }]);
  });
});
