/**
 * Issue 37, due-date charges paid end to end with the test engine, in both receiving modes (single
 * account, CONTA_UNICA; subaccounts): an early payment with a discount, an on-time one and a late one
 * (the due-date test clock moves the charge past its due date) each pay the amount of their day; the
 * charge.paid webhook, GET /statement and its CSV show the components; charge.overdue comes once on
 * the first day past the due date and charge.expired after the validity.
 */
import { parse } from "csv-parse/sync";
import { decodeBrCode } from "@pix/charges/src/issuing/domain/brcode";
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { STATEMENT_CSV_HEADER } from "../src/http/statement-csv";
import { merchantOf, startRefundWorld, until, type Merchant, type Mode, type RefundWorld } from "./refund-support";

/** Brasília's date (UTC−3, no daylight saving since 2019) and calendar arithmetic, as the service counts them. */
const todayInBrasilia = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" };
/** 2 % fine and 1 % a month of interest (calendar days) once late. */
const LATE_TERMS = { multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 } };

describe.each(["single", "subaccount"] as Mode[])("due-date payments, %s mode", (mode) => {
  let w: RefundWorld;
  let m: Merchant;
  beforeAll(async () => {
    w = await startRefundWorld(mode);
    m = await merchantOf(w, mode);
    const endpoint = await m.call("POST", "/webhook-endpoints", { url: `${w.receiver.url}/cobv/${m.storeId}`, events: ["charge.paid", "charge.overdue", "charge.expired"] });
    expect(endpoint.status).toBe(201);
  }, 60_000);
  afterEach(async () => {
    const rows = async (sql: string) => (await w.db.query(sql)).rows;
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);
  });
  afterAll(async () => {
    await w?.close();
  });

  const today = () => todayInBrasilia();
  const hitsOf = (event: string, txid: string) => (h: any) => h.path === `/cobv/${m.storeId}` && h.body?.event === event && h.body?.data?.txid === txid;

  async function issue(fields: Record<string, unknown>) {
    const res = await m.call("POST", "/pix", { amount: 100, description: "Mensalidade", ...PAYER, ...fields });
    expect(res.status).toBe(201);
    return res.body.data as { txid: string; pix_code: string };
  }
  const engineChargeOf = async (txid: string) =>
    (await w.extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]))[0].engine_charge_id as string;
  const paidOf = (txid: string) => until(async () => {
    const r = await m.call("GET", `/pix/status?txid=${txid}`);
    return r.body.data?.status === "paid" ? r.body.data : null;
  });
  async function statementRow(txid: string) {
    const rows = (await m.call("GET", "/statement")).body.data as any[];
    return rows.filter((r) => r.type === "payment" && r.txid === txid);
  }
  async function csvRow(txid: string) {
    const res = await fetch(`${w.stack.url}/statement`, { headers: { authorization: `Bearer ${m.token}`, accept: "text/csv" } });
    const rows = parse(Buffer.from(await res.arrayBuffer()), { bom: true, delimiter: ";" }) as string[][];
    expect(rows[0]).toEqual(STATEMENT_CSV_HEADER);
    const at = (name: string) => STATEMENT_CSV_HEADER.indexOf(name);
    const row = rows.find((r) => r[at("Txid")] === txid && r[at("Código do tipo")] === "payment")!;
    return ["Valor (R$)", "Valor original (R$)", "Multa (R$)", "Juros (R$)", "Abatimento (R$)", "Desconto (R$)"].map((name) => row[at(name)]);
  }

  it("early, with a discount: the engine's location asks the amount of today and the payer's bank pays it; webhook, statement and CSV show the discount apart", async () => {
    const due = addDays(today(), 10);
    const { txid, pix_code } = await issue({ due_date: due, ...LATE_TERMS, desconto: { modalidade: 1, descontos_data_fixa: [{ data: due, valor_perc: 5 }] } });
    // What the payer's bank reads at the code's location: the cobv payload with the amount of today.
    const payload = (await (await fetch(`http://${decodeBrCode(pix_code).locationUrl}`)).json()) as any;
    expect(payload.calendario).toMatchObject({ dataDeVencimento: due, validadeAposVencimento: 30 });
    expect(payload.valor).toEqual({ original: "100.00", multa: "0.00", juros: "0.00", abatimento: "0.00", desconto: "5.00", final: "95.00" });

    // The payer's bank pays what it read; the engine's notice carries 95.00 and is accepted.
    await w.extras.engine.pay(await engineChargeOf(txid));
    const paid = await paidOf(txid);
    expect(paid).toMatchObject({ amount: 100, status: "paid" });

    const [hit] = await w.receiver.waitFor(1, hitsOf("charge.paid", txid));
    expect(hit!.body.data.componentes_valor).toEqual({ original: 100, multa: 0, juros: 0, abatimento: 0, desconto: 5 });
    expect(await statementRow(txid)).toEqual([expect.objectContaining({ amount: 95, componentes_valor: { original: 100, multa: 0, juros: 0, abatimento: 0, desconto: 5 } })]);
    expect(await csvRow(txid)).toEqual(["95,00", "100,00", "0,00", "0,00", "0,00", "5,00"]);
  });

  it("on time (due today): pays the original; the components show no increment", async () => {
    const { txid } = await issue({ due_date: today(), ...LATE_TERMS });
    const simulated = await m.call("POST", "/pix/simulate-payment", { txid });
    expect(simulated.body.data).toMatchObject({ status: "paid", amount: 100 });
    const [hit] = await w.receiver.waitFor(1, hitsOf("charge.paid", txid));
    expect(hit!.body.data.componentes_valor).toEqual({ original: 100, multa: 0, juros: 0, abatimento: 0, desconto: 0 });
    expect(await statementRow(txid)).toEqual([expect.objectContaining({ amount: 100, componentes_valor: { original: 100, multa: 0, juros: 0, abatimento: 0, desconto: 0 } })]);
    expect(await csvRow(txid)).toEqual(["100,00", "100,00", "0,00", "0,00", "0,00", "0,00"]);
  });

  it("late: the test clock moves it 6, then 7 days past its due date (charge.overdue once), and it pays the fine and 7 days of interest, posted apart", async () => {
    const { txid } = await issue({ due_date: today(), ...LATE_TERMS });
    const moved = await m.call("POST", "/pix/advance-due-date", { txid, days: 6 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ overdue: 1, expired: 0, charge: { txid, status: "pending", due_date: addDays(today(), -6) } });
    const [overdue] = await w.receiver.waitFor(1, hitsOf("charge.overdue", txid));
    expect(overdue!.body.data).toMatchObject({ txid, status: "pending", due_date: addDays(today(), -6), amount: 100 });
    // Moving it further does not send charge.overdue again.
    expect((await m.call("POST", "/pix/advance-due-date", { txid, days: 1 })).body.data.overdue).toBe(0);
    await m.call("POST", "/pix/advance-due-date", { txid, days: -1 }).then((r) => expect(r.status).toBe(400));

    // 7 days late: 2 % fine (2,00) and 100 × 1 % / 30 × 7 = 0,2333… → 0,23 of interest.
    expect((await m.call("GET", `/pix/${txid}/valor`)).body.data).toMatchObject({ multa: 2, juros: 0.23, desconto: 0, final: 102.23 });
    expect((await m.call("POST", "/pix/simulate-payment", { txid })).body.data.status).toBe("paid");
    const [hit] = await w.receiver.waitFor(1, hitsOf("charge.paid", txid));
    expect(hit!.body.data.componentes_valor).toEqual({ original: 100, multa: 2, juros: 0.23, abatimento: 0, desconto: 0 });
    expect(await statementRow(txid)).toEqual([expect.objectContaining({ amount: 102.23, componentes_valor: { original: 100, multa: 2, juros: 0.23, abatimento: 0, desconto: 0 } })]);
    expect(await csvRow(txid)).toEqual(["102,23", "100,00", "2,00", "0,23", "0,00", "0,00"]);
    // The ledger's lines: the original, the fine and the interest each its own posting on available.
    const lines = await w.extras.query(
      `SELECT p.component, p.amount_cents::int AS cents FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE t.txid = $1 AND t.kind = 'payment' AND p.account = 'available' ORDER BY p.id`, [txid]);
    expect(lines).toEqual([{ component: "original", cents: 10_000 }, { component: "multa", cents: 200 }, { component: "juros", cents: 23 }]);
  });

  it("past its validity: the clock expires it with charge.expired, after charge.overdue", async () => {
    const { txid } = await issue({ due_date: today(), validade_apos_vencimento: 1, ...LATE_TERMS });
    const moved = await m.call("POST", "/pix/advance-due-date", { txid, days: 10 });
    expect(moved.body.data).toMatchObject({ overdue: 1, expired: 1 });
    expect((await m.call("GET", `/pix/status?txid=${txid}`)).body.data.status).toBe("expired");
    await w.receiver.waitFor(1, hitsOf("charge.overdue", txid));
    await w.receiver.waitFor(1, hitsOf("charge.expired", txid));
    // Expired: no longer moved by the clock.
    expect((await m.call("POST", "/pix/advance-due-date", { txid, days: 1 })).status).toBe(409);
  });

  it("the clock refuses an immediate charge and another store's charge", async () => {
    const now = await m.call("POST", "/pix", { amount: 10 });
    expect((await m.call("POST", "/pix/advance-due-date", { txid: now.body.data.txid, days: 1 })).body.error.codigo).toBe("COBRANCA_SEM_VENCIMENTO");
    const other = await merchantOf(w, mode);
    const { txid } = await issue({ due_date: today() });
    expect((await other.call("POST", "/pix/advance-due-date", { txid, days: 1 })).status).toBe(404);
  });

  it("lists charge.overdue among the webhook events", async () => {
    const names = JSON.stringify((await m.call("GET", "/webhook-endpoints/eventos")).body.data);
    expect(names).toContain("charge.overdue");
  });
});
