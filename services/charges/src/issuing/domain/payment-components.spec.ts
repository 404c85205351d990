import { paymentComponentsOf, paysCharge } from "./payment-components";

describe("a payment's componentes_valor (issue 37)", () => {
  // Due Wednesday 2026-11-25, R$ 100,00, 2 % fine, 1 % a month of interest (calendar days), R$ 1,00 off until 2026-11-20.
  const charge = {
    amountCents: 10_000,
    dueTerms: {
      dueDate: "2026-11-25", validadeAposVencimento: 5,
      multa: { modalidade: 2 as const, valorPerc: 200 }, juros: { modalidade: 3 as const, valorPerc: 100 },
      desconto: { modalidade: 1 as const, descontosDataFixa: [{ data: "2026-11-20", valorPerc: 100 }] },
    },
  };

  it("is the amount of the Brasília day of the payment", () => {
    // 2026-11-21 01:00 UTC is still the 20th in Brasília: the discount applies.
    expect(paymentComponentsOf(charge, new Date("2026-11-21T01:00:00Z"))).toMatchObject({ data: "2026-11-20", desconto: 100, final: 9_900 });
    expect(paymentComponentsOf(charge, new Date("2026-11-25T20:00:00Z"))).toMatchObject({ multa: 0, juros: 0, desconto: 0, final: 10_000 });
    // Three days late: 2 % fine and 3/30 of 1 % of interest (R$ 1,00 × 0,1 = R$ 0,10).
    expect(paymentComponentsOf(charge, new Date("2026-11-28T15:00:00Z"))).toMatchObject({ multa: 200, juros: 10, final: 10_210 });
  });

  it("reads a payment settled after the last payable day on that day", () => {
    expect(paymentComponentsOf(charge, new Date("2026-12-10T15:00:00Z"))).toMatchObject({ data: "2026-11-30" });
  });

  it("accepts the amount of the payment day or of the day before (read before midnight, settled after), nothing else", () => {
    // Settled at 00:00:05 on the 21st (Brasília) with the discount of the 20th, which was read on the 20th.
    const justAfterMidnight = new Date("2026-11-21T03:00:05Z");
    expect(paysCharge(charge, justAfterMidnight, 9_900)).toBe(true);
    expect(paymentComponentsOf(charge, justAfterMidnight, 9_900)).toMatchObject({ data: "2026-11-20", desconto: 100 });
    expect(paysCharge(charge, justAfterMidnight, 10_000)).toBe(true);
    expect(paymentComponentsOf(charge, justAfterMidnight, 10_000)).toMatchObject({ data: "2026-11-21", desconto: 0 });
    // Underpaid or overpaid: refused, as for an immediate charge.
    expect(paysCharge(charge, justAfterMidnight, 9_899)).toBe(false);
    expect(paysCharge(charge, new Date("2026-11-28T15:00:00Z"), 10_000)).toBe(false);
    expect(paysCharge(charge, new Date("2026-11-28T15:00:00Z"), 10_210)).toBe(true);
  });

  it("is none for an immediate charge, which is paid by its amount only", () => {
    expect(paymentComponentsOf({ amountCents: 500, dueTerms: null }, new Date())).toBeNull();
    expect(paysCharge({ amountCents: 500, dueTerms: null }, new Date(), 500)).toBe(true);
    expect(paysCharge({ amountCents: 500, dueTerms: null }, new Date(), 499)).toBe(false);
  });
});
