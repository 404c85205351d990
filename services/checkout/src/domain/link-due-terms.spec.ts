import { linkDueTermsOf } from "./link-due-terms";

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
