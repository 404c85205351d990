import { applyPostings, balancesOf, ledgerFacts, medDebt, transfer } from "./ledger";

describe("MED debt (issue 25)", () => {
  it("is what a block took beyond the available balance, paid back by later payments", () => {
    const { after } = applyPostings({ available: 300n }, transfer.hold("med", "i", 1000).postings);
    expect(balancesOf(after)).toMatchObject({ available: -700n, blocked: 1000n });
    expect(medDebt(after)).toBe(700n);
    const paid = applyPostings(after, ledgerFacts.payment({ endToEndId: "E", chargeId: "c", amountCents: 900 }).postings).after;
    expect(medDebt(paid)).toBe(0n);
    expect(balancesOf(paid).available).toBe(200n);
  });

  it("released or returned, a block leaves no debt behind it", () => {
    const blocked = applyPostings({ available: 300n }, transfer.hold("med", "i", 1000).postings).after;
    expect(medDebt(applyPostings(blocked, transfer.release("med", "i", 1000).postings).after)).toBe(0n);
    expect(medDebt(applyPostings(blocked, transfer.settle("med", "i", 1000).postings).after)).toBe(700n);
  });
});
