import { chargeStatusAfter, feeShareCents, refundDeadline, refundPlanFor, type RefundableCharge } from "./refund";

const paidAt = new Date("2026-01-01T12:00:00Z");
const base: RefundableCharge = { status: "paid", paidAt, endToEndId: "E123", simulated: false, paidCents: 10_000, committedCents: 0, leftCents: 10_000, payments: [{ endToEndId: "E123", leftCents: 10_000 }] };
/** One payment with `left` centavos left of it. */
const leftOne = (left: number): RefundableCharge => ({ ...base, leftCents: left, payments: [{ endToEndId: "E123", leftCents: left }] });
const refundAmountFor = (c: RefundableCharge, requested: number | undefined, now: Date) => refundPlanFor(c, requested, now).amountCents;
const soon = new Date("2026-01-02T00:00:00Z");

describe("refundPlanFor: the amount", () => {
  it("omitted amount = what is left of the payments (after refunds and MED blocks and returns)", () => {
    expect(refundAmountFor(base, undefined, soon)).toBe(10_000);
    expect(refundAmountFor(leftOne(7_500), undefined, soon)).toBe(7_500);
    expect(refundAmountFor(leftOne(7_500), 7_500, soon)).toBe(7_500);
  });

  it("omitted with nothing left is ESTORNO_ACIMA_DO_PAGO restante 0; an explicit amount is the ledger's to check", () => {
    expect(() => refundAmountFor(leftOne(0), undefined, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PAGO", extra: { restante: 0 } }));
    expect(() => refundAmountFor({ ...leftOne(0), status: "refunded" }, undefined, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PAGO" }));
    expect(refundAmountFor(leftOne(0), 1, soon)).toBe(1); // the ledger's claim check refuses it (refund-ledger.ts)
    expect(() => refundAmountFor(base, 0, soon)).toThrow(/maior que zero/);
  });

  it("only paid charges (pending and expired are 409); a simulation through the test engine (an end-to-end id) is refundable, an older one without it is not", () => {
    expect(() => refundAmountFor({ ...base, status: "pending", paidAt: null }, 1, soon)).toThrow(/pagas/);
    expect(() => refundAmountFor({ ...base, status: "expired", paidAt: null }, 1, soon)).toThrow(expect.objectContaining({ kind: "conflict", message: expect.stringMatching(/pagas/) }));
    expect(refundAmountFor({ ...base, simulated: true }, 1, soon)).toBe(1);
    expect(() => refundAmountFor({ ...base, simulated: true, endToEndId: null }, 1, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_DE_SIMULACAO" }));
  });

  it("90 days from paid_at, to the millisecond", () => {
    const deadline = refundDeadline(paidAt);
    expect(deadline.toISOString()).toBe("2026-04-01T12:00:00.000Z");
    expect(refundAmountFor(base, 100, deadline)).toBe(100);
    expect(() => refundAmountFor(base, 100, new Date(deadline.getTime() + 1))).toThrow(expect.objectContaining({ codigo: "PRAZO_DE_ESTORNO_ENCERRADO" }));
  });
});

describe("feeShareCents", () => {
  it("is the fee in proportion, floored; the last refund returns the rest; none without a fee", () => {
    expect(feeShareCents(197, 10_000, 5_000, 0, false)).toBe(98);
    expect(feeShareCents(197, 10_000, 5_000, 98, true)).toBe(99);
    expect(feeShareCents(null, 10_000, 5_000, 0, false)).toBe(0);
    expect(feeShareCents(197, 10_000, 10_000, 0, true)).toBe(197);
  });
});

describe("chargeStatusAfter", () => {
  it("is refunded once what was returned reaches what was paid", () => {
    expect(chargeStatusAfter(10_000, 9_999)).toBe("paid");
    expect(chargeStatusAfter(10_000, 10_000)).toBe("refunded");
  });
});

describe("refundPlanFor: the one Pix a refund returns (a charge paid twice)", () => {
  // R$ 100,00 paid twice: E1 has 30,00 left after a refund, the extra payment E2 all of its 100,00.
  const twice: RefundableCharge = { ...base, paidCents: 20_000, leftCents: 13_000, payments: [{ endToEndId: "E1", leftCents: 3_000 }, { endToEndId: "E2", leftCents: 10_000 }] };

  it("takes the first Pix, in payment order, with the whole amount left", () => {
    expect(refundPlanFor(twice, 2_000, soon)).toEqual({ amountCents: 2_000, endToEndId: "E1" });
    expect(refundPlanFor(twice, 3_000, soon)).toEqual({ amountCents: 3_000, endToEndId: "E1" });
    expect(refundPlanFor(twice, 3_001, soon)).toEqual({ amountCents: 3_001, endToEndId: "E2" });
  });

  it("without an amount, all that is left of the first Pix with anything left", () => {
    expect(refundPlanFor(twice, undefined, soon)).toEqual({ amountCents: 3_000, endToEndId: "E1" });
    const firstDone = { ...twice, leftCents: 10_000, payments: [{ endToEndId: "E1", leftCents: 0 }, { endToEndId: "E2", leftCents: 10_000 }] };
    expect(refundPlanFor(firstDone, undefined, soon)).toEqual({ amountCents: 10_000, endToEndId: "E2" });
  });

  it("an amount no single Pix has left is ESTORNO_ACIMA_DO_PIX with the largest part and the charge's whole", () => {
    expect(() => refundPlanFor(twice, 10_001, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PIX", extra: { restante: 100, restante_cobranca: 130 } }));
    expect(() => refundPlanFor(twice, 13_001, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PIX" }));
  });

  it("one Pix with money left: the ledger's check answers an amount above it (the plan names that Pix)", () => {
    const one = { ...twice, leftCents: 3_000, payments: [{ endToEndId: "E1", leftCents: 3_000 }, { endToEndId: "E2", leftCents: 0 }] };
    expect(refundPlanFor(one, 5_000, soon)).toEqual({ amountCents: 5_000, endToEndId: "E1" });
  });
});

describe("refundPlanFor: a named Pix (the BCB's PUT /pix/{e2eid}/devolucao)", () => {
  const twice: RefundableCharge = { ...base, paidCents: 20_000, leftCents: 13_000, payments: [{ endToEndId: "E1", leftCents: 3_000 }, { endToEndId: "E2", leftCents: 10_000 }] };

  it("returns that Pix, even when an earlier one has the amount left", () => {
    expect(refundPlanFor(twice, 2_000, soon, "E2")).toEqual({ amountCents: 2_000, endToEndId: "E2" });
    expect(refundPlanFor(twice, 3_000, soon, "E1")).toEqual({ amountCents: 3_000, endToEndId: "E1" });
  });

  it("without an amount, all that is left of that Pix", () => {
    expect(refundPlanFor(twice, undefined, soon, "E2")).toEqual({ amountCents: 10_000, endToEndId: "E2" });
  });

  it("an amount above what is left of that Pix is ESTORNO_ACIMA_DO_PIX with that Pix's part, though the charge has more", () => {
    expect(() => refundPlanFor(twice, 3_001, soon, "E1")).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PIX", extra: { restante: 30, restante_cobranca: 130 } }));
    const e1Done = { ...twice, leftCents: 10_000, payments: [{ endToEndId: "E1", leftCents: 0 }, { endToEndId: "E2", leftCents: 10_000 }] };
    expect(() => refundPlanFor(e1Done, undefined, soon, "E1")).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PIX", extra: { restante: 0, restante_cobranca: 100 } }));
  });

  it("a Pix that is not the charge's is 404, and the charge's own rules still hold", () => {
    expect(() => refundPlanFor(twice, 1_000, soon, "E9")).toThrow(expect.objectContaining({ codigo: "RECURSO_NAO_ENCONTRADO" }));
    expect(() => refundPlanFor({ ...twice, status: "pending" }, 1_000, soon, "E2")).toThrow(expect.objectContaining({ codigo: "COBRANCA_NAO_PAGA" }));
    expect(() => refundPlanFor(twice, 0, soon, "E2")).toThrow(expect.objectContaining({ codigo: "REQUISICAO_INVALIDA", extra: { erros: [expect.objectContaining({ campo: "amount", codigo: "VALOR_MINIMO" })] } }));
  });
});
