import { amountOfDay } from "@pix/amount-of-day";
import { datesOfTerms, termsDaysLater } from "./due-date-clock";

describe("the due-date test clock (termsDaysLater)", () => {
  const terms = {
    dueDate: "2030-12-10", validadeAposVencimento: 30, multa: { modalidade: 2 as const, valorPerc: 200 },
    desconto: { modalidade: 1 as const, descontosDataFixa: [{ data: "2030-12-05", valorPerc: 500 }] },
  };

  it("moves the due date and the discount tiers back by the days, leaving the rest", () => {
    expect(termsDaysLater(terms, 12)).toEqual({ ...terms, dueDate: "2030-11-28", desconto: { modalidade: 1, descontosDataFixa: [{ data: "2030-11-23", valorPerc: 500 }] } });
    expect(datesOfTerms(termsDaysLater(terms, 12))).toEqual({ dueDate: new Date("2030-11-28T00:00:00Z"), expiresAt: new Date("2030-12-29T03:00:00Z") });
  });

  it("answers on a day what the old terms answer that many days later", () => {
    const later = termsDaysLater(terms, 12);
    for (const [now, then] of [["2030-11-20", "2030-12-02"], ["2030-11-29", "2030-12-11"]] as const) {
      expect({ ...amountOfDay(10_000, later, now)!, data: then }).toEqual(amountOfDay(10_000, terms, then));
    }
  });

  it("keeps a per-day discount as it is", () => {
    const perDay = { dueDate: "2030-12-10", validadeAposVencimento: 0, desconto: { modalidade: 3 as const, valorPerc: 10 } };
    expect(termsDaysLater(perDay, 1)).toEqual({ ...perDay, dueDate: "2030-12-09" });
  });
});
