import { decodeBrCode } from "@pix/charges/src/issuing/domain/brcode";
import { client, signUp, startStack, Stack } from "./stack";

/** Issue 37: POST /pix with a due date (the BCB's cobv), its terms, and GET /pix/{txid}/valor. */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
});
afterAll(async () => {
  await stack.close();
});

const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" };
/** R$ 100,00 due Tuesday 2030-12-10: 2 % fine, 1 % a month interest, R$ 5,00 off until 05/12 and R$ 2,00 until the due date. */
const TERMS = {
  due_date: "2030-12-10",
  multa: { modalidade: 2, valor_perc: 2 },
  juros: { modalidade: 3, valor_perc: 1 },
  desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }, { data: "2030-12-10", valor_perc: 2 }] },
};

describe("POST /pix with a due date", () => {
  let token: string;
  let txid: string;
  beforeAll(async () => {
    token = (await signUp(http)).accessToken;
  });

  it("creates the charge, answers its terms back and issues a code without a fixed amount", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: 100, description: "Mensalidade de dezembro", ...PAYER, ...TERMS } });
    expect(res.status).toBe(201);
    const c = res.body.data;
    txid = c.txid;
    expect(c).toMatchObject({
      amount: 100, status: "pending", due_date: "2030-12-10", customer_cpf: "52998224725", validade_apos_vencimento: 30,
      multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 }, abatimento: null,
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }, { data: "2030-12-10", valor_perc: 2 }] },
      // Payable until the end (Brasília) of 2031-01-09, 30 days after the due date.
      expires_at: "2031-01-10T03:00:00.000Z",
    });
    // The amount depends on the day: the code carries only the location the payer's bank asks.
    const code = decodeBrCode(c.pix_code);
    expect(code.amountCents).toBeUndefined();
    expect(code.locationUrl).toBeTruthy();
    expect((await http("GET", `/pix/status?txid=${txid}`, { token })).body.data).toEqual(c);
    // The due date is the day as sent (AAAA-MM-DD), in the listing too (docs/due-date-charges.md says why).
    const listed = (await http("GET", "/pix/list", { token })).body.data as { txid: string; due_date: string }[];
    expect(listed.find((l) => l.txid === txid)?.due_date).toBe("2030-12-10");
  });

  it.each([
    ["early, with the first discount tier", "2030-12-04", { multa: 0, juros: 0, desconto: 5, final: 95 }],
    ["on the due date, with the last tier", "2030-12-10", { multa: 0, juros: 0, desconto: 2, final: 98 }],
    ["6 days late: fine and interest (100 × 1 % / 30 × 6 = 0,20)", "2030-12-16", { multa: 2, juros: 0.2, desconto: 0, final: 102.2 }],
  ])("GET /pix/{txid}/valor answers the amount of a day: %s", async (_name, data, expected) => {
    const res = await http("GET", `/pix/${txid}/valor?data=${data}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { data, original: 100, abatimento: 0, ...expected } });
  });

  it("a simulated payment pays the amount of today (early: the first discount tier), as the statement shows", async () => {
    const today = await http("GET", `/pix/${txid}/valor`, { token });
    expect(today.body.data).toMatchObject({ desconto: 5, final: 95 }); // today is before 2030-12-05
    const paid = await http("POST", "/pix/simulate-payment", { token, body: { txid } });
    expect(paid.body.data).toMatchObject({ status: "paid", amount: 100 });
    const rows = (await http("GET", "/statement", { token })).body.data as { type: string; txid: string; amount: number }[];
    expect(rows.filter((r) => r.type === "payment" && r.txid === txid).map((r) => r.amount)).toEqual([95]);
  });

  it("refuses a day past the validity with DATA_APOS_VALIDADE, and a malformed date naming the query parameter", async () => {
    const late = await http("GET", `/pix/${txid}/valor?data=2031-01-10`, { token });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ codigo: "DATA_APOS_VALIDADE", ultimo_dia: "2031-01-09" });
    const bad = await http("GET", `/pix/${txid}/valor?data=10/12/2030`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.erros).toEqual([expect.objectContaining({ campo: "data", local: "consulta", codigo: "FORMATO_INVALIDO" })]);
  });

  it("answers 409 COBRANCA_SEM_VENCIMENTO for an immediate charge", async () => {
    const now = await http("POST", "/pix", { token, body: { amount: 10, ...PAYER } });
    const res = await http("GET", `/pix/${now.body.data.txid}/valor?data=2030-12-10`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.codigo).toBe("COBRANCA_SEM_VENCIMENTO");
  });

  it("lists every bad field with its path and codigo, in Portuguese", async () => {
    const res = await http("POST", "/pix", {
      token,
      body: {
        amount: 100, ...PAYER, due_date: "2030-12-10", multa: { modalidade: 3, valor_perc: 2 }, juros: { modalidade: 1, valor_perc: 0 },
        desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-11", valor_perc: 5 }] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.erros.map((e: { campo: string; codigo: string }) => [e.campo, e.codigo])).toEqual([
      ["multa.modalidade", "OPCAO_INVALIDA"], ["juros.valor_perc", "VALOR_MINIMO"], ["desconto.descontos_data_fixa[0].data", "VALOR_INVALIDO"],
    ]);
    expect(res.body.error.message).toMatch(/^3 problemas na requisição: campo `multa.modalidade` do corpo: use uma destas modalidades/);
  });

  it("lists every bad field in one 400 however many checks they cross: the payer's document, the due date and a term", async () => {
    const res = await http("POST", "/pix", {
      token,
      body: { amount: 100, customer_name: "Ana", customer_cpf: "529.982.247-26", due_date: "2020-01-10", multa: { modalidade: 3, valor_perc: 2 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.codigo).toBe("REQUISICAO_INVALIDA");
    expect(res.body.error.erros).toEqual([
      expect.objectContaining({ campo: "customer_cpf", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: expect.stringMatching(/CPF ou CNPJ/) }),
      expect.objectContaining({ campo: "due_date", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: expect.stringMatching(/^o vencimento não pode ser no passado/) }),
      expect.objectContaining({ campo: "multa.modalidade", local: "corpo", codigo: "OPCAO_INVALIDA" }),
    ]);
    expect(res.body.error.message).toMatch(/^3 problemas na requisição: campo `customer_cpf` do corpo: .*; campo `due_date` do corpo: .*; campo `multa.modalidade` do corpo: /);
    // The amount below the minimum and a missing payer name join the list too (with valor_minimo beside it).
    const more = await http("POST", "/pix", { token, body: { amount: 1, customer_cpf: PAYER.customer_cpf, due_date: TERMS.due_date, multa: TERMS.multa, juros: { modalidade: 9, valor_perc: 1 } } });
    expect(more.status).toBe(400);
    expect(more.body.error.erros.map((e: { campo: string; codigo: string }) => [e.campo, e.codigo])).toEqual([
      ["amount", "VALOR_MINIMO"], ["juros.modalidade", "OPCAO_INVALIDA"], ["customer_name", "CAMPO_OBRIGATORIO"],
    ]);
    expect(more.body.error.valor_minimo).toBe(5);
    // Nothing was created by either.
    const listed = await http("GET", "/pix/list", { token });
    expect((listed.body.data as { amount: number }[]).some((c) => c.amount === 1)).toBe(false);
  });

  it("requires the payer's name and CPF/CNPJ, and refuses expires_at beside a due date", async () => {
    const noPayer = await http("POST", "/pix", { token, body: { amount: 100, ...TERMS } });
    expect(noPayer.status).toBe(400);
    expect(noPayer.body.error.erros.map((e: { campo: string }) => e.campo)).toEqual(["customer_name", "customer_cpf"]);
    const badCpf = await http("POST", "/pix", { token, body: { amount: 100, ...TERMS, customer_name: "Ana", customer_cpf: "529.982.247-26" } });
    expect(badCpf.status).toBe(400);
    const withExpiry = await http("POST", "/pix", { token, body: { amount: 100, ...PAYER, ...TERMS, expires_at: "2030-12-01T00:00:00Z" } });
    expect(withExpiry.body.error.erros).toEqual([expect.objectContaining({ campo: "expires_at", codigo: "CAMPO_DESCONHECIDO" })]);
  });
});
