import { compareEngine, compareWithdrawals, type LedgerWithdrawal, type WithdrawalState } from "./reconciliation";

const S = "0b0e7b7c-1111-4111-8111-111111111111";
const w = (id: string, status: WithdrawalState["status"], amountCents = 500): WithdrawalState => ({ id, storeId: S, environment: "live", amountCents, status });
const l = (id: string, settled: LedgerWithdrawal["settled"], reservedCents = 500, voided = false): [string, LedgerWithdrawal] =>
  [id, { id, storeId: S, environment: "live", reservedCents, settled, voided }];

describe("compareWithdrawals", () => {
  it("finds nothing when every withdrawal is reserved and settled as onboarding says", () => {
    expect(compareWithdrawals([w("a", "pending"), w("b", "completed"), w("c", "rejected")], new Map([l("a", null), l("b", "paid"), l("c", "rejected")]))).toEqual([]);
  });

  it("names missing, different, unsettled and unknown withdrawals; skips reserving rows and voided ones", () => {
    const diffs = compareWithdrawals(
      [w("missing", "pending"), w("amount", "pending", 700), w("state", "completed"), w("inflight", "reserving")],
      new Map([l("amount", null), l("state", null), l("orphan", null, 300), l("voided", "rejected", 200, true)]),
    );
    expect(diffs.map((d) => [d.kind, d.ref, d.expectedCents, d.ledgerCents])).toEqual([
      ["withdrawal_missing", "missing", 500, null],
      ["withdrawal_amount", "amount", 700, 500],
      ["withdrawal_state", "state", 500, 500],
      ["withdrawal_unknown", "orphan", null, 300],
    ]);
    expect(diffs[2].detail).toBe("Saque pago no onboarding, em aberto no livro-razão");
  });
});

describe("compareEngine", () => {
  it("flags payments the engine does not know or reports with another amount", () => {
    const base = { storeId: S, environment: "live", amountCents: 1000 };
    expect(compareEngine([
      { ...base, endToEndId: "E1", engine: { amountCents: 1000 } },
      { ...base, endToEndId: "E2", engine: null },
      { ...base, endToEndId: "E3", engine: { amountCents: 900 } },
    ]).map((d) => [d.kind, d.ref, d.expectedCents, d.ledgerCents])).toEqual([["engine_missing", "E2", null, 1000], ["engine_amount", "E3", 900, 1000]]);
  });
});
