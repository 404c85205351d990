import { dueStanding, dueTermsBody, jurosText, multaText, parseBatchCsv, previewDates } from "./due-date";

describe("due-date terms in the panel", () => {
  it("turns the form's plain words into the BCB's modalities", () => {
    expect(dueTermsBody({ dueDate: "2030-12-10", multaPercent: "2", jurosPercentMonth: "1,5", descontoReais: "5,00", descontoAte: "2030-12-05" })).toEqual({
      body: {
        due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: "2.00" }, juros: { modalidade: 3, valor_perc: "1.50" },
        desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: "5.00" }] },
      },
    });
    expect(dueTermsBody({ dueDate: "", multaPercent: "", jurosPercentMonth: "", descontoReais: "", descontoAte: "" })).toEqual({ error: "Informe a data de vencimento." });
    expect(dueTermsBody({ dueDate: "2030-12-10", multaPercent: "dois", jurosPercentMonth: "", descontoReais: "", descontoAte: "" })).toHaveProperty("error");
  });

  it("words the fine and the interest of a charge's terms", () => {
    expect(multaText({ modalidade: 2, valor_perc: 2.5 })).toBe("2,5 %");
    expect(multaText({ modalidade: 1, valor_perc: 10 })).toBe("R$ 10,00");
    expect(jurosText({ modalidade: 3, valor_perc: 1 })).toBe("1 % ao mês (dias corridos)");
    expect(jurosText({ modalidade: 5, valor_perc: 0.5 })).toBe("R$ 0,50 por dia (dias úteis)");
    expect(jurosText({ modalidade: 8, valor_perc: 12 })).toBe("12 % ao ano (dias úteis)");
  });

  it("previews before, on and after the due date, never before today", () => {
    expect(previewDates("2030-12-10", "2030-11-28").map((d) => d.data)).toEqual(["2030-12-05", "2030-12-10", "2030-12-20"]);
    expect(previewDates("2030-12-01", "2030-11-29").map((d) => d.data)).toEqual(["2030-11-29", "2030-12-01", "2030-12-11"]);
  });

  it("says Vence em, or Em atraso once the due date is past and the charge still pending", () => {
    const now = new Date("2030-12-11T15:00:00Z");
    expect(dueStanding({ due_date: "2030-12-10T00:00:00.000Z", status: "pending" }, new Date("2030-12-10T15:00:00Z"))).toEqual({ text: "Vence em 10/12/2030", late: false });
    expect(dueStanding({ due_date: "2030-12-10T00:00:00.000Z", status: "pending" }, now)).toEqual({ text: "Em atraso (venceu em 10/12/2030)", late: true });
    expect(dueStanding({ due_date: "2030-12-10T00:00:00.000Z", status: "paid" }, now)?.late).toBe(false);
    expect(dueStanding({ due_date: null, status: "pending" }, now)).toBeNull();
  });

  it("reads a batch CSV with ; and decimal commas, one body or problem a line", () => {
    const csv = "valor;descricao;nome;cpf_cnpj;vencimento;multa_percentual;juros_percentual_mes;desconto_valor;desconto_ate\n"
      + "150,00;Mensalidade;Ana Pagadora;529.982.247-25;10/12/2030;2;1;5,00;05/12/2030\n"
      + "abc;Errada;Bia;529.982.247-25;2030-12-10;;;;\n"
      + "\"1.234,56\";\"Aluguel; dezembro\";Caio;11.222.333/0001-81;2030-12-10;;;;\n";
    const r = parseBatchCsv(csv);
    if ("error" in r) throw new Error(r.error);
    expect(r.lines[0]).toEqual({
      linha: 2, problema: null,
      body: {
        amount: "150.00", description: "Mensalidade", customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", due_date: "2030-12-10",
        multa: { modalidade: 2, valor_perc: "2.00" }, juros: { modalidade: 3, valor_perc: "1.00" }, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: "5.00" }] },
      },
    });
    expect(r.lines[1]).toMatchObject({ linha: 3, body: null, problema: expect.stringMatching(/valor inválido/) });
    expect(r.lines[2].body).toMatchObject({ amount: "1234.56", description: "Aluguel; dezembro", due_date: "2030-12-10" });
    expect(parseBatchCsv("valor,descricao\n10,x\n")).toEqual({ error: "Faltam colunas no cabeçalho: nome, cpf_cnpj, vencimento." });
  });
});
