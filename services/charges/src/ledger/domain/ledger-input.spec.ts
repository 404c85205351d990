import { defenseInput, heldReference, infractionsQuery, statementQuery, withdrawalMove, withdrawalOutcome } from "./ledger-input";

const ID = "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60";
const file = { id: ID, name: "defesa.pdf", type: "application/pdf", size: 1024, sha256: "a".repeat(64) };

describe("money-side input rules", () => {
  it("moves a withdrawal of at least one centavo with a known outcome", () => {
    expect(withdrawalMove({ withdrawal_id: ID, amount_cents: 1 })).toEqual({ withdrawalId: ID, amountCents: 1 });
    expect(() => withdrawalMove({ withdrawal_id: ID, amount_cents: 0 })).toThrow(/`amount_cents`/);
    expect(() => withdrawalMove({ withdrawal_id: "w1", amount_cents: 1 })).toThrow(/`withdrawal_id`/);
    expect(() => withdrawalOutcome("lost")).toThrow(/`outcome`.*paid, rejected/);
  });

  it("bounds the statement's query and the infractions' filters", () => {
    expect(statementQuery({ from: "2026-11-01", to: "2026-12-01", cursor: "", limit: 0 })).toEqual({ from: "2026-11-01", to: "2026-12-01", cursor: undefined, limit: 0 });
    expect(() => statementQuery({ from: "x".repeat(65), to: "", limit: 0 })).toThrow(/`from`/);
    expect(() => statementQuery({ from: "", to: "", limit: 1001 })).toThrow(/`limit`.*1000/);
    expect(infractionsQuery({ status: "", limit: 10 })).toEqual({ status: undefined, cursor: undefined, limit: 10 });
    expect(() => infractionsQuery({ status: "lost" })).toThrow(/`status`.*open/);
    expect(() => infractionsQuery({ limit: 101 })).toThrow(/`limit`/);
  });

  it("takes a defense's text and at most five stored files", () => {
    expect(defenseInput({ id: ID, text: "  não reconheço  ", files: [file] })).toEqual({ id: ID, text: "não reconheço", files: [file] });
    expect(() => defenseInput({ id: ID, text: " ", files: [] })).toThrow(/texto da defesa é obrigatório/);
    expect(() => defenseInput({ id: ID, text: "x", files: Array(6).fill(file) })).toThrow(/`files`.*5/);
    expect(() => defenseInput({ id: ID, text: "x", files: [{ ...file, type: "text/plain" }] })).toThrow(/`files\[0\].type`/);
    expect(() => defenseInput({ id: ID, text: "x", files: [{ ...file, size: 0 }] })).toThrow(/`files\[0\].size`/);
  });

  it("holds only its own reference field", () => {
    expect(heldReference({ field: "charges.subscription_id", id: ID }, "charges.subscription_id")).toEqual({ field: "charges.subscription_id", id: ID });
    expect(() => heldReference({ field: "charges.product_id", id: ID }, "charges.subscription_id")).toThrow(/não guarda referências em charges.product_id/);
  });
});
