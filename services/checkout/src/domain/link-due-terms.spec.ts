import { amountTermsOf, linkAmountOfDay, linkDueTermsOf } from "./link-due-terms";

describe("linkDueTermsOf", () => {
  it("keeps the terms' fields and drops the decoded message's oneof markers and absent parts", () => {
    expect(linkDueTermsOf({
      due_date: "2030-12-10", validade_apos_vencimento: 10, _validade_apos_vencimento: "validade_apos_vencimento",
      multa: { modalidade: 2, valor_perc: 200 }, _multa: "multa", juros: null, abatimento: undefined,
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 500 }] }, _desconto: "desconto",
    })).toEqual({
      due_date: "2030-12-10", validade_apos_vencimento: 10, multa: { modalidade: 2, valor_perc: 200 },
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 500 }] },
    });
  });

  it("keeps a per-day discount's valor_perc and no empty tier list", () => {
    expect(linkDueTermsOf({ due_date: "2030-12-10", desconto: { modalidade: 3, valor_perc: 10, _valor_perc: "valor_perc", descontos_data_fixa: [] } }))
      .toEqual({ due_date: "2030-12-10", desconto: { modalidade: 3, valor_perc: 10 } });
  });
});

describe("amountTermsOf / linkAmountOfDay: the link's terms read by @pix/amount-of-day", () => {
  it("maps every part (default validity 30 days) and computes the amount of a day from them", () => {
    const t = {
      due_date: "2030-12-10", multa: { modalidade: 1, valor_perc: 300 }, juros: { modalidade: 1, valor_perc: 10 },
      abatimento: { modalidade: 2, valor_perc: 1_000 }, desconto: { modalidade: 3, valor_perc: 50 },
    };
    expect(amountTermsOf(t)).toEqual({
      dueDate: "2030-12-10", validadeAposVencimento: 30, multa: { modalidade: 1, valorPerc: 300 }, juros: { modalidade: 1, valorPerc: 10 },
      abatimento: { modalidade: 2, valorPerc: 1_000 }, desconto: { modalidade: 3, valorPerc: 50 },
    });
    // 4 days early: R$ 0,50 a day off; abatimento 10 % of R$ 100,00.
    expect(linkAmountOfDay(10_000, t, "2030-12-06")).toEqual({
      today: { data: "2030-12-06", original: 10_000, multa: 0, juros: 0, abatimento: 1_000, desconto: 200, final: 8_800 }, lastPayable: "2031-01-09",
    });
    // 2 days late: R$ 3,00 fine and R$ 0,10 a day.
    expect(linkAmountOfDay(10_000, t, "2030-12-12").today).toMatchObject({ multa: 300, juros: 20, final: 9_320 });
    expect(linkAmountOfDay(10_000, { ...t, validade_apos_vencimento: 1 }, "2030-12-12")).toEqual({ today: null, lastPayable: "2030-12-11" });
  });
});
