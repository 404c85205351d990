import { cycleInput, engineRef, recurrenceInput, retryInput, simulationInput } from "./recurrence-input";

const j2 = {
  journey: "J2", amount_cents: 2990, periodicity: "MENSAL", first_due_at: "2026-12-01T10:00:00-03:00", retry_policy: "NAO_PERMITE",
  payer_name: "Ana", payer_cpf: "12345678909", contract: "sub-1", idempotency_key: "k",
};

describe("Pix Automático input rules", () => {
  it("takes a J2 authorization and asks J3 and J4, and only them, for their first charge", () => {
    expect(recurrenceInput(j2)).toMatchObject({ journey: "J2", amountCents: 2990, firstChargeTxid: undefined });
    expect(recurrenceInput({ ...j2, journey: "J3", first_charge_txid: "tx1" }).firstChargeTxid).toBe("tx1");
    expect(recurrenceInput({ ...j2, journey: "J4", first_charge_txid: "tx2" })).toMatchObject({ journey: "J4", firstChargeTxid: "tx2" });
    expect(() => recurrenceInput({ ...j2, journey: "J3" })).toThrow(/J3 e J4 exigem first_charge_txid/);
    expect(() => recurrenceInput({ ...j2, journey: "J4" })).toThrow(/J3 e J4 exigem first_charge_txid/);
    expect(() => recurrenceInput({ ...j2, journey: "J5", first_charge_txid: "tx1" })).toThrow();
    expect(() => recurrenceInput({ ...j2, first_charge_txid: "tx1" })).toThrow(/J2 não o aceita/);
  });

  it("refuses zero centavos, unknown periodicities, a date without offset and a non-numeric payer document", () => {
    expect(() => recurrenceInput({ ...j2, amount_cents: 0 })).toThrow(/`amount_cents`.*no mínimo 1/);
    expect(() => recurrenceInput({ ...j2, periodicity: "DIARIA" })).toThrow(/`periodicity`.*MENSAL/);
    expect(() => recurrenceInput({ ...j2, first_due_at: "2026-12-01" })).toThrow(/`first_due_at`/);
    expect(() => recurrenceInput({ ...j2, payer_cpf: "123.456.789-09" })).toThrow(/`payer_cpf`.*11 ou 14/);
    expect(() => recurrenceInput({ ...j2, idempotency_key: "" })).toThrow(/`idempotency_key`/);
  });

  it("keeps the merchant's contract as sent (≤ 35), strips an old caller's subscription uuid to 32, and takes end_date as a calendar date", () => {
    expect(recurrenceInput({ ...j2, contract: "Plano 2027-01" }).contract).toBe("Plano 2027-01");
    expect(recurrenceInput({ ...j2, contract: "0b7c7a4e-1f1a-4c3e-9d1e-2f3a4b5c6d7e" }).contract).toBe("0b7c7a4e1f1a4c3e9d1e2f3a4b5c6d7e");
    expect(() => recurrenceInput({ ...j2, contract: "x".repeat(36) })).toThrow(/`contract`.*35/);
    expect(recurrenceInput(j2).endDate).toBeUndefined();
    expect(recurrenceInput({ ...j2, end_date: "2027-06-30" }).endDate).toBe("2027-06-30");
    expect(() => recurrenceInput({ ...j2, end_date: "2027-06-30T00:00:00Z" })).toThrow(/`end_date`/);
  });

  it("checks a cycle, a retry and a test simulation", () => {
    expect(cycleInput({ recurrence_id: "r1", txid: "t1", due_at: "2026-12-01T10:00:00Z" })).toEqual({ recurrenceId: "r1", txid: "t1", dueAt: "2026-12-01T10:00:00Z" });
    expect(() => cycleInput({ recurrence_id: "r1", txid: "x".repeat(36), due_at: "2026-12-01T10:00:00Z" })).toThrow(/`txid`/);
    expect(() => retryInput({ id: "c1", date: "amanhã" })).toThrow(/`date`/);
    expect(() => engineRef("id", "", 64)).toThrow(/id é obrigatório/);
    expect(simulationInput({ target: "cycle", id: "c1", action: "fail" })).toEqual({ target: "cycle", id: "c1", action: "fail", code: undefined });
    expect(simulationInput({ target: "cycle", id: "c1", action: "fail", code: "MIDI" })).toMatchObject({ code: "MIDI" });
    expect(() => simulationInput({ target: "cycle", id: "c1", action: "fail", code: "nope!" })).toThrow(/catálogo/);
    expect(() => simulationInput({ target: "recurrence", id: "r1", action: "approve", code: "MIDI" })).toThrow(/só vale com fail/);
    expect(() => simulationInput({ target: "recurrence", id: "r1", action: "fail" })).toThrow(/cycle: fail/);
  });
});
