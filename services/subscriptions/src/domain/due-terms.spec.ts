import { periodDueDate, periodVencimento, subscriptionDueTermsOf } from "./due-terms";

const TERMS = { dias_para_vencimento: 5, multa: { modalidade: 2, valor_perc: 200 }, desconto: { modalidade: 3, valor_perc: 50, descontos_data_fixa: [] } };

describe("a subscription's due-date terms (issue 37)", () => {
  it("keeps the fields as the proto gives them, without its markers or absent parts", () => {
    expect(subscriptionDueTermsOf({ ...TERMS, _multa: "multa", juros: null } as never, "pix")).toEqual({
      terms: { dias_para_vencimento: 5, multa: { modalidade: 2, valor_perc: 200 }, desconto: { modalidade: 3, valor_perc: 50 } }, problems: [],
    });
  });

  it("each period's charge is due N days after the period's date in Brasília (before 03:00 UTC it is still the day before there)", () => {
    const { terms } = subscriptionDueTermsOf(TERMS as never, "pix");
    expect(periodDueDate(terms, new Date("2030-01-31T13:00:00Z"))).toBe("2030-02-05");
    // 02:00 UTC on 1 February is still 31 January in Brasília.
    expect(periodDueDate(terms, new Date("2030-02-01T02:00:00Z"))).toBe("2030-02-05");
    expect(periodVencimento(terms, new Date("2030-01-31T13:00:00Z"))).toEqual({
      due_date: "2030-02-05", multa: { modalidade: 2, valor_perc: 200 }, desconto: { modalidade: 3, valor_perc: 50 },
    });
  });

  it("refuses a fixed-date discount and days out of 0–60 (listed, the discount left out), and any method but pix", () => {
    const { terms, problems } = subscriptionDueTermsOf({ dias_para_vencimento: 61, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-01-01", valor_perc: 100 }] } } as never, "pix");
    expect(problems.map((p) => [p.campo, p.codigo])).toEqual([["due_terms.dias_para_vencimento", "VALOR_MAXIMO"], ["due_terms.desconto.modalidade", "OPCAO_INVALIDA"]]);
    expect(terms.desconto).toBeUndefined();
    expect(() => subscriptionDueTermsOf(TERMS as never, "pix_automatico")).toThrow(/só para method pix/);
  });
});
