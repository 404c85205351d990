import { client, signUp, startStack, Stack } from "./stack";

/**
 * Issue 37: a subscription billed as due-date charges when the merchant chooses (`due_terms`, method pix).
 * Each period's charge is issued through the one charges path (IssuePix from bill-period) as a due-date
 * charge: due `dias_para_vencimento` days after the period's date (Brasília), with the subscription's fine,
 * interest and per-day discount; its amount of the day follows them. Bad terms are one 400 listing each
 * field under `due_terms.`, checked by charges as POST /pix checks them.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "subscriptions"] });
  http = client(stack.url);
});
afterAll(() => stack?.close());

const DAY = 86_400_000;
/** Brasília's date (UTC−3) of an instant, and calendar arithmetic, as the services count them. */
const brasiliaDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** 2 % fine, 1 % a month of interest, R$ 0,50 off per calendar day paid early; due 5 days after each period. */
const DUE_TERMS = {
  dias_para_vencimento: 5,
  multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 }, desconto: { modalidade: 3, valor_perc: 0.5 },
};
const BODY = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", description: "Mensalidade", amount: 100 };

describe("a subscription billed as due-date charges", () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(http)).accessToken;
  });

  it("answers its terms back; charge-now and the next period's job run each issue a due-date charge with them", async () => {
    const created = await http("POST", "/subscriptions", { token, body: { ...BODY, due_terms: DUE_TERMS } });
    expect(created.status).toBe(201);
    const sub = created.body.data;
    expect(sub.due_terms).toEqual({ ...DUE_TERMS, validade_apos_vencimento: null, abatimento: null });

    // Period 1, now: due 5 days after today (Brasília); paid today, 5 days early, R$ 2,50 off.
    const first = await http("POST", `/subscriptions/${sub.id}/charge`, { token });
    expect(first.status).toBe(201);
    const charge = first.body.data;
    const due = addDays(brasiliaDay(new Date(sub.next_billing_at)), 5);
    expect(charge).toMatchObject({
      subscription_id: sub.id, amount: 100, status: "pending", due_date: due, customer_name: "Ana Pagadora", customer_cpf: "52998224725",
      multa: DUE_TERMS.multa, juros: DUE_TERMS.juros, desconto: DUE_TERMS.desconto, validade_apos_vencimento: 30,
    });
    const today = brasiliaDay(new Date());
    const early = await http("GET", `/pix/${charge.txid}/valor?data=${today}`, { token });
    const daysEarly = (Date.parse(due) - Date.parse(today)) / DAY;
    expect(early.body.data).toEqual({ data: today, original: 100, multa: 0, juros: 0, abatimento: 0, desconto: daysEarly * 0.5, final: 100 - daysEarly * 0.5 });
    // 6 days late: 2 % fine and 100 × 1 % / 30 × 6 = 0,20 of interest.
    const late = await http("GET", `/pix/${charge.txid}/valor?data=${addDays(due, 6)}`, { token });
    expect(late.body.data).toMatchObject({ multa: 2, juros: 0.2, final: 102.2 });

    // Period 2: the job (its test clock) bills the next period with the same terms, due 5 days after its date.
    const next = (await http("GET", `/subscriptions/${sub.id}`, { token })).body.data.next_billing_at as string;
    const run = await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: new Date(Date.parse(next) + 3_600_000).toISOString() } });
    expect(run.status).toBe(200);
    expect(run.body.data.charged).toBe(1);
    const charges = (await http("GET", "/pix/list", { token })).body.data as { subscription_id: string; due_date: string; txid: string; multa: unknown }[];
    const ofSub = charges.filter((c) => c.subscription_id === sub.id).map((c) => c.due_date).sort();
    expect(ofSub).toEqual([due, addDays(brasiliaDay(new Date(next)), 5)]);
  });

  it("a subscription without due_terms keeps billing immediate charges (no terms on its charge or itself)", async () => {
    const created = await http("POST", "/subscriptions", { token, body: { ...BODY, description: "Sem vencimento" } });
    expect(created.body.data).not.toHaveProperty("due_terms");
    const charge = (await http("POST", `/subscriptions/${created.body.data.id}/charge`, { token })).body.data;
    expect(charge).toMatchObject({ due_date: null });
    expect(charge).not.toHaveProperty("multa");
  });

  it("lists every bad term in one 400 under due_terms.: a fixed-date discount, a bad fine modality and too many days", async () => {
    const res = await http("POST", "/subscriptions", {
      token,
      body: { ...BODY, due_terms: { dias_para_vencimento: 90, multa: { modalidade: 3, valor_perc: 2 }, desconto: { modalidade: 1, valor_perc: 5 } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.codigo).toBe("REQUISICAO_INVALIDA");
    expect(res.body.error.erros.map((e: { campo: string; codigo: string }) => [e.campo, e.codigo])).toEqual([
      ["due_terms.dias_para_vencimento", "VALOR_MAXIMO"], ["due_terms.desconto.modalidade", "OPCAO_INVALIDA"], ["due_terms.multa.modalidade", "OPCAO_INVALIDA"],
    ]);
    const automatico = await http("POST", "/subscriptions", { token, body: { ...BODY, method: "pix_automatico", due_terms: DUE_TERMS } });
    expect(automatico.status).toBe(400);
    expect(automatico.body.error.erros).toEqual([expect.objectContaining({ campo: "due_terms", codigo: "VALOR_INVALIDO" })]);
    const noCpf = await http("POST", "/subscriptions", { token, body: { ...BODY, customer_cpf: undefined, due_terms: DUE_TERMS } });
    expect(noCpf.status).toBe(400);
    expect(noCpf.body.error.erros).toEqual([expect.objectContaining({ campo: "customer_cpf", codigo: "CAMPO_OBRIGATORIO" })]);
    // Nothing was created.
    const listed = (await http("GET", "/subscriptions", { token })).body.data as { description: string; due_terms?: unknown }[];
    expect(listed.filter((s) => s.due_terms)).toHaveLength(1);
  });
});
