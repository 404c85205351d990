import { chargeStatusAfter, feeShareCents, refundAmountFor, refundDeadline, type RefundableCharge } from "./refund";

const paidAt = new Date("2026-01-01T12:00:00Z");
const base: RefundableCharge = { status: "paid", paidAt, endToEndId: "E123", simulated: false, paidCents: 10_000, committedCents: 0 };
const soon = new Date("2026-01-02T00:00:00Z");

describe("refundAmountFor", () => {
  it("omitted amount = what remains; partials up to the amount paid", () => {
    expect(refundAmountFor(base, undefined, soon)).toBe(10_000);
    expect(refundAmountFor({ ...base, committedCents: 2_500 }, undefined, soon)).toBe(7_500);
    expect(refundAmountFor({ ...base, committedCents: 2_500 }, 7_500, soon)).toBe(7_500);
  });

  it("refuses above what remains with ESTORNO_ACIMA_DO_PAGO and the remainder", () => {
    expect(() => refundAmountFor({ ...base, committedCents: 2_500 }, 7_501, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PAGO", extra: { restante: 75 } }));
    expect(() => refundAmountFor({ ...base, committedCents: 10_000 }, 1, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PAGO" }));
    expect(() => refundAmountFor({ ...base, status: "refunded", committedCents: 10_000 }, undefined, soon)).toThrow(expect.objectContaining({ codigo: "ESTORNO_ACIMA_DO_PAGO" }));
  });

  it("only paid charges, and not simulated ones", () => {
    expect(() => refundAmountFor({ ...base, status: "pending", paidAt: null }, 1, soon)).toThrow(/pagas/);
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
