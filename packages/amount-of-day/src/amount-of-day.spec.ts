import { type AmountOfDay, type DueDateTerms, amountOfDay, adjustedDueDate, lastPayableDate, standingOn } from "./amount-of-day";

/**
 * Worked examples of the amount of the day, each computed by hand from the Manual de Padrões para
 * Iniciação do Pix's equations (as quoted in bacen/pix-api issues) and our stated rounding (each
 * component exact, then half up to the centavo). R$ 100,00 due Thursday 2026-12-10 unless the line
 * says otherwise; valorPerc ×100 (R$ 0,10 → 10; 1,00 % → 100).
 */
type Terms = Omit<DueDateTerms, "dueDate" | "validadeAposVencimento"> & Partial<DueDateTerms>;
type Line = [name: string, source: string, original: number, terms: Terms, date: string, expected: Omit<AmountOfDay, "data" | "original">];

const none = { multa: 0, juros: 0, abatimento: 0, desconto: 0 };

const LINES: Line[] = [
  // juros, 5 calendar days late (Tue 15); business days in (10, 15] are Fri 11, Mon 14, Tue 15 = 3
  ["juros 1: R$ 0,10 per calendar day × 5", "Manual eq. 11, Vj = valor × D", 10000, { juros: { modalidade: 1, valorPerc: 10 } }, "2026-12-15", { ...none, juros: 50, final: 10050 }],
  ["juros 2: 1 % per calendar day × 5", "Manual eq. 11, n = 1", 10000, { juros: { modalidade: 2, valorPerc: 100 } }, "2026-12-15", { ...none, juros: 500, final: 10500 }],
  ["juros 3: 1 % a month, R$ 30.000 one day late = R$ 10,00 exactly (factor never rounded)", "bacen/pix-api #607 (0,00033 would give R$ 9,90)", 3_000_000, { dueDate: "2024-09-04", juros: { modalidade: 3, valorPerc: 100 } }, "2024-09-05", { ...none, juros: 1000, final: 3_001_000 }],
  ["juros 4: 12 % a year (n = 365) × 5 days = 16,44 centavos → 16", "Manual eq. 11, n = 365", 10000, { juros: { modalidade: 4, valorPerc: 1200 } }, "2026-12-15", { ...none, juros: 16, final: 10016 }],
  ["juros 5: R$ 0,10 per business day × 3", "Manual eq. 10 (business days)", 10000, { juros: { modalidade: 5, valorPerc: 10 } }, "2026-12-15", { ...none, juros: 30, final: 10030 }],
  ["juros 6: 1 % per business day × 3", "Manual eq. 10–11, n = 1", 10000, { juros: { modalidade: 6, valorPerc: 100 } }, "2026-12-15", { ...none, juros: 300, final: 10300 }],
  ["juros 7: 2,1 % a month in business days (n = 21) × 3", "bacen/pix-api #205 (n = 21)", 10000, { juros: { modalidade: 7, valorPerc: 210 } }, "2026-12-15", { ...none, juros: 30, final: 10030 }],
  ["juros 8: 10 % a year in business days (n = 252) × 3 = 11,90 centavos → 12", "bacen/pix-api #205 (n = 252)", 10000, { juros: { modalidade: 8, valorPerc: 1000 } }, "2026-12-15", { ...none, juros: 12, final: 10012 }],
  ["juros: nothing on the due date itself", "CobVSolicitada: dataDeVencimento is payable all that day", 10000, { juros: { modalidade: 2, valorPerc: 100 } }, "2026-12-10", { ...none, final: 10000 }],

  // multa: flat, once, from the day after the due date
  ["multa 1: R$ 2,00 fixed, one day late", "bacen/pix-api #297 (flat, from the next business day)", 10000, { multa: { modalidade: 1, valorPerc: 200 } }, "2026-12-11", { ...none, multa: 200, final: 10200 }],
  ["multa 1: the same R$ 2,00 twenty days late (never per day)", "bacen/pix-api #297", 10000, { multa: { modalidade: 1, valorPerc: 200 } }, "2026-12-30", { ...none, multa: 200, final: 10200 }],
  ["multa 2 + juros 3: 2 % and 1 % a month, one day late = 3,33 centavos → 3", "Manual eq. 11–13; the boleto's usual 2 % + 1 % a.m.", 10000, { multa: { modalidade: 2, valorPerc: 200 }, juros: { modalidade: 3, valorPerc: 100 } }, "2026-12-11", { ...none, multa: 200, juros: 3, final: 10203 }],
  ["multa 2: none on the due date", "bacen/pix-api #297", 10000, { multa: { modalidade: 2, valorPerc: 200 } }, "2026-12-10", { ...none, final: 10000 }],

  // desconto, fixed-date tiers (up to 3): the earliest tier date on or after the payment date
  ["desconto 1, tier 1: R$ 10,00 until 30/11", "CobVValor.desconto.descontoDataFixa", 10000, { desconto: { modalidade: 1, descontosDataFixa: [{ data: "2026-11-30", valorPerc: 1000 }, { data: "2026-12-05", valorPerc: 500 }, { data: "2026-12-10", valorPerc: 200 }] } }, "2026-11-25", { ...none, desconto: 1000, final: 9000 }],
  ["desconto 1, tier 2: R$ 5,00 until 05/12", "CobVValor.desconto.descontoDataFixa", 10000, { desconto: { modalidade: 1, descontosDataFixa: [{ data: "2026-11-30", valorPerc: 1000 }, { data: "2026-12-05", valorPerc: 500 }, { data: "2026-12-10", valorPerc: 200 }] } }, "2026-12-01", { ...none, desconto: 500, final: 9500 }],
  ["desconto 1, tier 3: R$ 2,00 until the due date", "CobVValor.desconto.descontoDataFixa", 10000, { desconto: { modalidade: 1, descontosDataFixa: [{ data: "2026-11-30", valorPerc: 1000 }, { data: "2026-12-05", valorPerc: 500 }, { data: "2026-12-10", valorPerc: 200 }] } }, "2026-12-10", { ...none, desconto: 200, final: 9800 }],
  ["desconto 1: none once late", "Manual: discount only up to the due date", 10000, { desconto: { modalidade: 1, descontosDataFixa: [{ data: "2026-12-10", valorPerc: 200 }] } }, "2026-12-11", { ...none, final: 10000 }],
  ["desconto 2: 5 % until 05/12", "CobVValor.desconto modalidade 2", 10000, { desconto: { modalidade: 2, descontosDataFixa: [{ data: "2026-12-05", valorPerc: 500 }] } }, "2026-12-03", { ...none, desconto: 500, final: 9500 }],
  // per day early: Fri 04 → Thu 10 is 6 calendar days, 4 business days (7, 8, 9, 10)
  ["desconto 3: R$ 0,50 per calendar day early × 6", "CobVValor.desconto modalidade 3", 10000, { desconto: { modalidade: 3, valorPerc: 50 } }, "2026-12-04", { ...none, desconto: 300, final: 9700 }],
  ["desconto 4: R$ 0,50 per business day early × 4", "CobVValor.desconto modalidade 4", 10000, { desconto: { modalidade: 4, valorPerc: 50 } }, "2026-12-04", { ...none, desconto: 200, final: 9800 }],
  ["desconto 5: 0,10 % per calendar day early × 6", "CobVValor.desconto modalidade 5", 10000, { desconto: { modalidade: 5, valorPerc: 10 } }, "2026-12-04", { ...none, desconto: 60, final: 9940 }],
  ["desconto 6: 0,10 % per business day early × 4", "CobVValor.desconto modalidade 6", 10000, { desconto: { modalidade: 6, valorPerc: 10 } }, "2026-12-04", { ...none, desconto: 40, final: 9960 }],
  ["desconto 3: never below one centavo (R$ 5,00 a day, 30 days early on R$ 10,00)", "our rule: a payment is never zero", 1000, { desconto: { modalidade: 3, valorPerc: 500 } }, "2026-11-10", { ...none, desconto: 999, final: 1 }],

  // abatimento: always applies; % of the original; the base of multa, juros and desconto
  ["abatimento 1: R$ 10,00 on the due date", "CobVValor.abatimento modalidade 1", 10000, { abatimento: { modalidade: 1, valorPerc: 1000 } }, "2026-12-10", { ...none, abatimento: 1000, final: 9000 }],
  ["abatimento 2: 0,05 % of R$ 10,00 = 0,5 centavo → 1", "bacen/pix-api #404", 1000, { abatimento: { modalidade: 2, valorPerc: 5 } }, "2026-12-10", { ...none, abatimento: 1, final: 999 }],
  ["abatimento + multa 2 + juros 3, 5 days late: on R$ 90,00", "Manual eq. 11: Vj = (Vo − Va) · Ij/100/n · D", 10000, { abatimento: { modalidade: 1, valorPerc: 1000 }, multa: { modalidade: 2, valorPerc: 200 }, juros: { modalidade: 3, valorPerc: 100 } }, "2026-12-15", { multa: 180, juros: 15, abatimento: 1000, desconto: 0, final: 9195 }],

  // non-business due dates (Lei 7.089/83)
  ["due Saturday 27/02/2021, paid Monday 01/03: on time", "bacen/pix-api #347", 1000, { dueDate: "2021-02-27", juros: { modalidade: 1, valorPerc: 10 }, multa: { modalidade: 2, valorPerc: 200 } }, "2021-03-01", { ...none, final: 1000 }],
  ["due Saturday 27/02/2021, paid Tuesday 02/03: late, 3 days from the stated date", "bacen/pix-api #347 (our reading: counted like the boleto)", 1000, { dueDate: "2021-02-27", juros: { modalidade: 1, valorPerc: 10 } }, "2021-03-02", { ...none, juros: 30, final: 1030 }],
  ["due on a holiday (Fri 20/11/2026, Consciência Negra), paid Monday 23/11: on time", "Lei 7.089/83; Lei 14.759/2023", 10000, { dueDate: "2026-11-20", multa: { modalidade: 1, valorPerc: 200 } }, "2026-11-23", { ...none, final: 10000 }],
  ["due Thu 24/12/2026, the day before Christmas, paid Mon 28/12: late; 4 calendar days", "Lei 662/1949 (Natal)", 10000, { dueDate: "2026-12-24", multa: { modalidade: 1, valorPerc: 200 }, juros: { modalidade: 1, valorPerc: 10 } }, "2026-12-28", { ...none, multa: 200, juros: 40, final: 10240 }],
  ["due Thu 24/12/2026, paid Mon 28/12: 1 business day (25 Natal, 26–27 weekend)", "Lei 662/1949 (Natal)", 10000, { dueDate: "2026-12-24", juros: { modalidade: 5, valorPerc: 10 } }, "2026-12-28", { ...none, juros: 10, final: 10010 }],

  // validity after the due date (default 30 days)
  ["validity: the last payable day, 30 days after the due date", "CobVSolicitada.calendario.validadeAposVencimento", 10000, { juros: { modalidade: 1, valorPerc: 10 } }, "2027-01-09", { ...none, juros: 300, final: 10300 }],
];

describe("amountOfDay (worked examples)", () => {
  it.each(LINES)("%s — %s", (_name, _source, original, terms, date, expected) => {
    const full: DueDateTerms = { dueDate: "2026-12-10", validadeAposVencimento: 30, ...terms };
    expect(amountOfDay(original, full, date)).toEqual({ data: date, original, ...expected });
  });

  it("adds up: final = original + multa + juros − abatimento − desconto on every line", () => {
    for (const [, , original, terms, date] of LINES) {
      const a = amountOfDay(original, { dueDate: "2026-12-10", validadeAposVencimento: 30, ...terms }, date)!;
      expect(a.final).toBe(a.original + a.multa + a.juros - a.abatimento - a.desconto);
    }
  });
});

describe("validity after the due date", () => {
  const terms: DueDateTerms = { dueDate: "2026-12-10", validadeAposVencimento: 30 };

  it("answers null the day after the last payable date", () => {
    expect(lastPayableDate(terms)).toBe("2027-01-09");
    expect(amountOfDay(10000, terms, "2027-01-10")).toBeNull();
    expect(standingOn(terms, "2027-01-10")).toBe("expirada");
  });

  it("counts the validity from the due date after its shift (Saturday → Monday)", () => {
    const saturday: DueDateTerms = { dueDate: "2021-02-27", validadeAposVencimento: 0 };
    expect(adjustedDueDate(saturday)).toBe("2021-03-01");
    expect(standingOn(saturday, "2021-03-01")).toBe("em_dia");
    expect(standingOn(saturday, "2021-03-02")).toBe("expirada");
  });

  it("is em_atraso from the day after the adjusted due date", () => {
    expect(standingOn(terms, "2026-12-10")).toBe("em_dia");
    expect(standingOn(terms, "2026-12-11")).toBe("em_atraso");
  });
});
