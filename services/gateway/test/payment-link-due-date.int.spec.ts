/**
 * Issue 37, payment links with a due date, end to end in both receiving modes: a link takes POST /pix's
 * terms; a payer who opens it gets a due-date charge whose dynamic code pays the amount of its day
 * (early with a discount through the engine; late through the due-date test clock), and whose page
 * shows today's amount with its parts. Bad terms are 400 with each field's path, another store's link
 * is 404; POST /charges refuses the terms with VENCIMENTO_SOMENTE_EM_PIX.
 */
import { Pool } from "pg";
import { decodeBrCode } from "@pix/charges/src/issuing/domain/brcode";
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { client } from "./stack";
import type { CheckoutExtras } from "./stack/checkout";
import { merchantOf, startRefundWorld, until, type Merchant, type Mode, type RefundWorld } from "./refund-support";

/** Brasília's date (UTC−3, no daylight saving since 2019) and calendar arithmetic, as the service counts them. */
const todayInBrasilia = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dateBr = (date: string) => date.split("-").reverse().join("/");

const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" };
/** 2 % fine and 1 % a month of interest (calendar days) once late. */
const LATE_TERMS = { multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 } };

describe.each(["single", "subaccount"] as Mode[])("payment links with a due date, %s mode", (mode) => {
  let w: RefundWorld;
  let m: Merchant;
  let payer: ReturnType<typeof client>;
  beforeAll(async () => {
    w = await startRefundWorld(mode, { checkout: true });
    m = await merchantOf(w, mode);
    payer = client((w.stack.extras.checkout as CheckoutExtras).url);
  }, 60_000);
  afterEach(async () => {
    const rows = async (sql: string) => (await w.db.query(sql)).rows;
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);
  });
  afterAll(async () => {
    await w?.close();
  });

  async function link(fields: Record<string, unknown>) {
    const res = await m.call("POST", "/payment-links", { amount: 100, description: "Mensalidade", ...fields });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; due_date?: string };
  }
  async function payLink(slug: string) {
    const res = await payer("POST", `/checkout/link/${slug}/pay`, { body: PAYER });
    expect(res.status).toBe(201);
    return res.body.data as { txid: string; pix_code: string };
  }
  const linkPageOf = async (slug: string) => (await fetch(`${(w.stack.extras.checkout as CheckoutExtras).url}/checkout/link/${slug}`, { headers: { accept: "text/html" } })).text();
  /** The page's breakdown: each part's label and amount, spaces (the BRL's no-break one) made plain. */
  const breakdownOf = (page: string) => [...page.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((x) => [x[1], x[2].replace(/\s/g, " ")]);
  const pageOf = async (txid: string) => (await fetch(`${(w.stack.extras.checkout as CheckoutExtras).url}/checkout/${txid}`, { headers: { accept: "text/html" } })).text();
  const paymentRowOf = async (txid: string) => ((await m.call("GET", "/statement")).body.data as any[]).filter((r) => r.type === "payment" && r.txid === txid);

  it("early: the link's terms come back; the payer's charge is a due-date one whose location and page ask today's amount with the discount, and the engine pays it", async () => {
    const due = addDays(todayInBrasilia(), 10);
    const desconto = { modalidade: 1, descontos_data_fixa: [{ data: due, valor_perc: 5 }] };
    const created = await link({ due_date: due, ...LATE_TERMS, desconto });
    expect(created).toMatchObject({ due_date: due, ...LATE_TERMS, desconto, abatimento: null, validade_apos_vencimento: null });
    expect((await m.call("GET", "/payment-links")).body.data.find((l: any) => l.id === created.id)).toMatchObject({ due_date: due, multa: LATE_TERMS.multa });
    expect((await payer("GET", `/checkout/link/${created.slug}`)).body.data).toMatchObject({ due_date: due, amount: 100 });
    // The link's page, before its due date: today's amount (Brasília) with its parts, in BRL.
    const linkPage = await linkPageOf(created.slug);
    expect(linkPage).toContain(`Vence em ${dateBr(due)}`);
    expect(breakdownOf(linkPage)).toEqual([
      ["Valor original", "R$ 100,00"], ["Desconto", "− R$ 5,00"], [`Valor a pagar hoje (${dateBr(todayInBrasilia())})`, "R$ 95,00"],
    ]);
    expect(linkPage).toMatch(/<p class="amount"><span class="visually-hidden">Valor: <\/span>R\$\s95,00<\/p>/);

    const { txid, pix_code } = await payLink(created.slug);
    const charge = (await m.call("GET", `/pix/status?txid=${txid}`)).body.data;
    expect(charge).toMatchObject({ amount: 100, due_date: due, ...LATE_TERMS, desconto, customer_name: PAYER.customer_name });
    // The code is the dynamic one: its location answers the cobv payload of today.
    const payload = (await (await fetch(`http://${decodeBrCode(pix_code).locationUrl}`)).json()) as any;
    expect(payload.calendario).toMatchObject({ dataDeVencimento: due });
    expect(payload.valor).toMatchObject({ original: "100.00", desconto: "5.00", final: "95.00" });
    const page = await pageOf(txid);
    expect(page).toContain(`Vence em ${dateBr(due)}`);
    expect(page).toMatch(/Desconto<\/dt><dd>− R\$\s5,00/);
    expect(page).toMatch(/Valor a pagar hoje[^<]*<\/dt><dd>R\$\s95,00/);

    const [{ engine_charge_id }] = await w.extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
    await w.extras.engine.pay(engine_charge_id);
    await until(async () => ((await m.call("GET", `/pix/status?txid=${txid}`)).body.data?.status === "paid" ? true : null));
    expect(await paymentRowOf(txid)).toEqual([expect.objectContaining({ amount: 95, componentes_valor: { original: 100, multa: 0, juros: 0, abatimento: 0, desconto: 5 } })]);
  });

  it("late: the test clock moves the link's charge 7 days past its due date; the page says so and the payment is the fine and 7 days of interest", async () => {
    const { slug } = await link({ due_date: todayInBrasilia(), ...LATE_TERMS });
    const { txid } = await payLink(slug);
    expect((await m.call("POST", "/pix/advance-due-date", { txid, days: 7 })).status).toBe(200);
    const page = await pageOf(txid);
    expect(page).toContain(`Em atraso: venceu em ${dateBr(addDays(todayInBrasilia(), -7))}`);
    expect(page).toMatch(/Valor a pagar hoje[^<]*<\/dt><dd>R\$\s102,23/);
    // 2 % fine (2,00) and 100 × 1 % / 30 × 7 = 0,2333… → 0,23 of interest.
    expect((await m.call("POST", "/pix/simulate-payment", { txid })).body.data.status).toBe("paid");
    expect(await paymentRowOf(txid)).toEqual([expect.objectContaining({ amount: 102.23, componentes_valor: { original: 100, multa: 2, juros: 0.23, abatimento: 0, desconto: 0 } })]);
  });

  it("a payer after the link's due date gets a charge born late (fine and interest), within the validity only", async () => {
    const { id, slug } = await link({ due_date: addDays(todayInBrasilia(), 5), ...LATE_TERMS });
    // Time passes for the link: its stored due date is moved back, as the test clock moves a charge's.
    const db = new Pool({ connectionString: (w.stack.extras.checkout as CheckoutExtras).databaseUrl, max: 1 });
    const moveDueDate = (date: string) => db.query("UPDATE payment_links SET due_terms = jsonb_set(due_terms, '{due_date}', to_jsonb($1::text)) WHERE id = $2", [date, id]);
    try {
      // 10 days ago (even moved to a business day, it is past): 2 % fine and 100 × 1 % / 30 × 10 = 0,33 of interest.
      await moveDueDate(addDays(todayInBrasilia(), -10));
      // The link's page after its due date says it is late and shows today's fine and interest, as the charge will owe.
      const page = await linkPageOf(slug);
      expect(page).toContain(`Em atraso: venceu em ${dateBr(addDays(todayInBrasilia(), -10))}`);
      expect(breakdownOf(page)).toEqual([
        ["Valor original", "R$ 100,00"], ["Multa", "+ R$ 2,00"], ["Juros", "+ R$ 0,33"], [`Valor a pagar hoje (${dateBr(todayInBrasilia())})`, "R$ 102,33"],
      ]);
      const { txid } = await payLink(slug);
      expect((await m.call("GET", `/pix/${txid}/valor`)).body.data).toMatchObject({ multa: 2, juros: 0.33, final: 102.33 });
      // 40 days ago with the default 30 days of validity: nothing left to pay, the payer is told when it ended.
      await moveDueDate(addDays(todayInBrasilia(), -40));
      const ended = await payer("POST", `/checkout/link/${slug}/pay`, { body: PAYER });
      expect(ended.status).toBe(400);
      expect(ended.body.error.erros).toEqual([expect.objectContaining({ campo: "due_date", codigo: "VALOR_INVALIDO", mensagem: expect.stringContaining("prazo de pagamento terminou") })]);
      expect(await linkPageOf(slug)).toContain("O prazo de pagamento terminou em");
    } finally {
      await db.end();
    }
  });

  it("a payer without a CPF/CNPJ gets 400 naming customer_cpf (a due-date charge needs its payer)", async () => {
    const { slug } = await link({ due_date: addDays(todayInBrasilia(), 3) });
    const res = await payer("POST", `/checkout/link/${slug}/pay`, { body: { customer_name: PAYER.customer_name } });
    expect(res.status).toBe(400);
    expect(res.body.error.erros).toEqual([expect.objectContaining({ campo: "customer_cpf", codigo: "CAMPO_OBRIGATORIO" })]);
  });

  it("refuses bad terms on POST and PUT with each field's path; PUT replaces the terms or, with due_date null, removes them", async () => {
    const due = addDays(todayInBrasilia(), 10);
    const bad = await m.call("POST", "/payment-links", {
      amount: 100, description: "Ruim", due_date: due, multa: { modalidade: 3, valor_perc: 2 },
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: addDays(due, 1), valor_perc: 5 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.codigo).toBe("REQUISICAO_INVALIDA");
    expect(bad.body.error.erros.map((e: any) => [e.campo, e.codigo])).toEqual([["multa.modalidade", "OPCAO_INVALIDA"], ["desconto.descontos_data_fixa[0].data", "VALOR_INVALIDO"]]);
    const past = await m.call("POST", "/payment-links", { amount: 100, description: "Passado", due_date: addDays(todayInBrasilia(), -1) });
    expect(past.status).toBe(400);
    expect(past.body.error.erros).toEqual([expect.objectContaining({ campo: "due_date", codigo: "VALOR_INVALIDO" })]);
    const shape = await m.call("POST", "/payment-links", { amount: 100, description: "Forma", due_date: due, juros: { modalidade: "3" } });
    expect(shape.status).toBe(400);
    expect(shape.body.error.erros.map((e: any) => e.campo).sort()).toEqual(["juros.modalidade", "juros.valor_perc"]);

    const { id } = await link({ due_date: due, ...LATE_TERMS });
    const noDate = await m.call("PUT", `/payment-links/${id}`, { juros: { modalidade: 9, valor_perc: 1 } });
    expect(noDate.status).toBe(400);
    expect(noDate.body.error.erros.map((e: any) => e.campo)).toEqual(["due_date", "juros.modalidade"]);
    const replaced = await m.call("PUT", `/payment-links/${id}`, { due_date: addDays(due, 1), abatimento: { modalidade: 1, valor_perc: 10 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ due_date: addDays(due, 1), abatimento: { modalidade: 1, valor_perc: 10 }, multa: null, juros: null });
    // An abatimento of the whole amount is refused against the link's amount after the same update.
    const tooBig = await m.call("PUT", `/payment-links/${id}`, { amount: 10, due_date: due, abatimento: { modalidade: 1, valor_perc: 10 } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.erros).toEqual([expect.objectContaining({ campo: "abatimento.valor_perc", codigo: "VALOR_MAXIMO" })]);
    const removed = await m.call("PUT", `/payment-links/${id}`, { due_date: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data).not.toHaveProperty("due_date");
    expect(removed.body.data).not.toHaveProperty("multa");
  });

  it("another store's link id is 404, with or without terms", async () => {
    const { id } = await link({ due_date: addDays(todayInBrasilia(), 5) });
    const other = await merchantOf(w, mode);
    for (const body of [{ due_date: addDays(todayInBrasilia(), 6) }, { due_date: null }, { description: "Outro" }]) {
      const res = await other.call("PUT", `/payment-links/${id}`, body);
      expect(res.status).toBe(404);
      expect(res.body.error.codigo).toBe("RECURSO_NAO_ENCONTRADO");
    }
    expect((await m.call("GET", "/payment-links")).body.data.find((l: any) => l.id === id).due_date).toBe(addDays(todayInBrasilia(), 5));
  });

  it("POST /charges refuses fine, interest and discount terms, pointing to POST /pix; its due_date alone is recorded as before", async () => {
    for (const term of ["multa", "juros", "desconto", "abatimento", "validade_apos_vencimento"]) {
      const value = term === "validade_apos_vencimento" ? 10 : { modalidade: 1, valor_perc: 1 };
      const res = await m.call("POST", "/charges", { amount: 100, description: "Registro", due_date: "2030-12-10T00:00:00Z", [term]: value });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ codigo: "VENCIMENTO_SOMENTE_EM_PIX", message: expect.stringContaining("POST /pix"), erros: [expect.objectContaining({ campo: term })] });
    }
    const plain = await m.call("POST", "/charges", { amount: 100, description: "Registro", due_date: "2030-12-10T00:00:00Z" });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ due_date: "2030-12-10T00:00:00.000Z", pix_code: null });
    expect(plain.body.data).not.toHaveProperty("multa");
  });
});
