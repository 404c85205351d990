import { AppError } from "@pix/errors";
import { dueDateTermsInput, requireDueDatePayer, type DueDateRequest } from "./due-date-input";

const TODAY = "2026-11-28";

function problems(r: DueDateRequest, original = 10000): { campo: string; codigo: string }[] {
  try {
    dueDateTermsInput(r, original, TODAY);
  } catch (e) {
    const erros = (e as AppError).extra?.erros as { campo: string; codigo: string }[];
    return erros.map(({ campo, codigo }) => ({ campo, codigo }));
  }
  throw new Error("accepted");
}

describe("dueDateTermsInput", () => {
  it("takes the BCB's terms, ×100, with validade 30 by default", () => {
    expect(dueDateTermsInput({
      due_date: "2026-12-10", multa: { modalidade: 2, valor_perc: 200 }, juros: { modalidade: 3, valor_perc: 100 },
      abatimento: { modalidade: 1, valor_perc: 500 }, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 300 }] },
    }, 10000, TODAY)).toEqual({
      dueDate: "2026-12-10", validadeAposVencimento: 30, multa: { modalidade: 2, valorPerc: 200 }, juros: { modalidade: 3, valorPerc: 100 },
      abatimento: { modalidade: 1, valorPerc: 500 }, desconto: { modalidade: 1, descontosDataFixa: [{ data: "2026-12-05", valorPerc: 300 }] },
    });
  });

  it("accepts a due date of today and a validity of 0", () => {
    expect(dueDateTermsInput({ due_date: TODAY, validade_apos_vencimento: 0 }, 10000, TODAY)).toEqual({ dueDate: TODAY, validadeAposVencimento: 0 });
  });

  it.each<[string, DueDateRequest, { campo: string; codigo: string }[]]>([
    ["no due date", {}, [{ campo: "due_date", codigo: "CAMPO_OBRIGATORIO" }]],
    ["a date-time instead of a date", { due_date: "2026-12-10T00:00:00Z" }, [{ campo: "due_date", codigo: "FORMATO_INVALIDO" }]],
    ["a due date in the past", { due_date: "2026-11-27" }, [{ campo: "due_date", codigo: "VALOR_INVALIDO" }]],
    ["multa modalidade 3", { due_date: "2026-12-10", multa: { modalidade: 3, valor_perc: 200 } }, [{ campo: "multa.modalidade", codigo: "OPCAO_INVALIDA" }]],
    ["juros modalidade 9", { due_date: "2026-12-10", juros: { modalidade: 9, valor_perc: 1 } }, [{ campo: "juros.modalidade", codigo: "OPCAO_INVALIDA" }]],
    ["juros without valor_perc", { due_date: "2026-12-10", juros: { modalidade: 2 } }, [{ campo: "juros.valor_perc", codigo: "CAMPO_OBRIGATORIO" }]],
    ["zero multa", { due_date: "2026-12-10", multa: { modalidade: 1, valor_perc: 0 } }, [{ campo: "multa.valor_perc", codigo: "VALOR_MINIMO" }]],
    ["multa above 100 %", { due_date: "2026-12-10", multa: { modalidade: 2, valor_perc: 10001 } }, [{ campo: "multa.valor_perc", codigo: "VALOR_MAXIMO" }]],
    ["abatimento of the whole original", { due_date: "2026-12-10", abatimento: { modalidade: 1, valor_perc: 10000 } }, [{ campo: "abatimento.valor_perc", codigo: "VALOR_MAXIMO" }]],
    ["abatimento of 100 %", { due_date: "2026-12-10", abatimento: { modalidade: 2, valor_perc: 10000 } }, [{ campo: "abatimento.valor_perc", codigo: "VALOR_MAXIMO" }]],
    ["four discount tiers", { due_date: "2026-12-10", desconto: { modalidade: 1, descontos_data_fixa: [1, 2, 3, 4].map((d) => ({ data: `2026-12-0${d}`, valor_perc: 100 })) } }, [{ campo: "desconto.descontos_data_fixa", codigo: "TAMANHO_MAXIMO" }]],
    ["a tier after the due date", { due_date: "2026-12-10", desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2026-12-11", valor_perc: 100 }] } }, [{ campo: "desconto.descontos_data_fixa[0].data", codigo: "VALOR_INVALIDO" }]],
    ["two tiers on one date", { due_date: "2026-12-10", desconto: { modalidade: 2, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 100 }, { data: "2026-12-05", valor_perc: 50 }] } }, [{ campo: "desconto.descontos_data_fixa[1].data", codigo: "VALOR_INVALIDO" }]],
    ["a tier discount above the original less abatimento", { due_date: "2026-12-10", abatimento: { modalidade: 1, valor_perc: 2000 }, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 8000 }] } }, [{ campo: "desconto.descontos_data_fixa[0].valor_perc", codigo: "VALOR_MAXIMO" }]],
    ["tiers on a per-day modality", { due_date: "2026-12-10", desconto: { modalidade: 3, valor_perc: 10, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 100 }] } }, [{ campo: "desconto.descontos_data_fixa", codigo: "CAMPO_DESCONHECIDO" }]],
    ["valor_perc on a tier modality", { due_date: "2026-12-10", desconto: { modalidade: 1, valor_perc: 10, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 100 }] } }, [{ campo: "desconto.valor_perc", codigo: "CAMPO_DESCONHECIDO" }]],
    ["a validity of -1 day", { due_date: "2026-12-10", validade_apos_vencimento: -1 }, [{ campo: "validade_apos_vencimento", codigo: "VALOR_MINIMO" }]],
  ])("refuses %s, naming the field", (_name, request, expected) => {
    expect(problems(request)).toEqual(expected);
  });

  it("takes a past due date still payable when told to (a payment link's terms), refusing one past its validity", () => {
    // 2026-11-19 is a Thursday, a business day: payable until 2026-12-19 by default, 2026-11-26 with 7 days.
    expect(dueDateTermsInput({ due_date: "2026-11-19" }, 10000, TODAY, { pastDueDate: true })).toEqual({ dueDate: "2026-11-19", validadeAposVencimento: 30 });
    try {
      dueDateTermsInput({ due_date: "2026-11-19", validade_apos_vencimento: 7 }, 10000, TODAY, { pastDueDate: true });
      throw new Error("accepted");
    } catch (e) {
      expect((e as AppError).extra?.erros).toEqual([expect.objectContaining({ campo: "due_date", codigo: "VALOR_INVALIDO", mensagem: expect.stringContaining("terminou em 2026-11-26") })]);
    }
    expect(() => dueDateTermsInput({ due_date: "2026-11-19" }, 10000, TODAY)).toThrow(AppError);
  });

  it("lists every bad field at once", () => {
    expect(problems({ due_date: "10/12/2026", validade_apos_vencimento: -1, multa: { modalidade: 5, valor_perc: 1 }, juros: { modalidade: 1, valor_perc: -1 } }).map((p) => p.campo))
      .toEqual(["due_date", "validade_apos_vencimento", "multa.modalidade", "juros.valor_perc"]);
  });
});

describe("requireDueDatePayer", () => {
  it("asks for the payer's name and CPF/CNPJ, naming both", () => {
    try {
      requireDueDatePayer({ name: null, cpf: null });
      throw new Error("accepted");
    } catch (e) {
      expect((e as AppError).extra?.erros).toEqual([
        expect.objectContaining({ campo: "customer_name", codigo: "CAMPO_OBRIGATORIO" }),
        expect.objectContaining({ campo: "customer_cpf", codigo: "CAMPO_OBRIGATORIO" }),
      ]);
    }
  });

  it("accepts a named payer with a document", () => {
    expect(() => requireDueDatePayer({ name: "Ana", cpf: "52998224725" })).not.toThrow();
  });
});
