import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { RESPONSE_SCHEMAS } from "../src/openapi/schemas";
import { STATEMENT_CSV_HEADER } from "../src/http/statement-csv";
import { confirmOwnEmail, signUp, startStack, type Stack } from "./stack";
import { ledgerPoster, type LedgerPoster } from "./statement-support";
import { withdrawalKit, type WithdrawalKit } from "./withdrawal-support";

/**
 * The statement (extrato) end to end on the full stack in subaccount mode: payments paid through the
 * engine emulator's notices (posted by charges' ledger with their fees), withdrawals through
 * POST /withdrawals, and ledger facts posted with the ledger's one posting function where a flow is
 * not needed. JSON pages, the CSV export (parsed back with csv-parse), the totals, tenancy and bad input.
 */
let stack: Stack;
let kit: WithdrawalKit;
let ledger: LedgerPoster;

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
  ledger = ledgerPoster(kit.charges.databaseUrl);
}, 60_000);
afterAll(async () => {
  await ledger?.close();
  await kit?.close();
  await stack?.close();
});
afterEach(async () => {
  expect(await unbalancedTransactions(ledger.rows)).toEqual([]);
  expect(await derivationErrors(ledger.rows)).toEqual([]);
});

const cents = (reais: number) => Math.round(reais * 100);
const csvCents = (text: string) => {
  expect(text).toMatch(/^-?\d+,\d{2}$/);
  return Number(text.replace(",", ""));
};
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const YEAR = "from=2026-01-01&to=2099-01-01";

/** Every page of GET /statement, following next_cursor. */
async function allPages(token: string, qs: string, limit: number) {
  const rows: any[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const r = await kit.http("GET", `/statement?${qs}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    expect(r.status).toBe(200);
    expect(() => z.strictObject({ data: z.array(RESPONSE_SCHEMAS.StatementEntry.strict()), next_cursor: z.string().nullable() }).parse(r.body)).not.toThrow();
    expect(r.body.data.length).toBeLessThanOrEqual(limit);
    rows.push(...r.body.data);
    cursor = r.body.next_cursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

async function csvOf(token: string, qs: string) {
  const res = await fetch(`${stack.url}/statement?${qs}`, { headers: { authorization: `Bearer ${token}`, accept: "text/csv" } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, rows: res.status === 200 ? (parse(bytes, { bom: true, delimiter: ";" }) as string[][]) : [] };
}
const col = (name: string) => STATEMENT_CSV_HEADER.indexOf(name);

describe("GET /statement (JSON)", () => {
  it("pages through every row of the period exactly once, newest first, each balance following from the one before", async () => {
    const m = await kit.merchant();
    const paid = [];
    for (const amount of [10.37, 7.13, 123.45]) paid.push(await kit.paidCharge(m.token, amount));
    const w1 = await ledger.withdrawal(m.storeId, 1001, "paid");
    const w2 = await ledger.withdrawal(m.storeId, 333, "rejected");

    const { rows, pages } = await allPages(m.token, YEAR, 3);
    // 3 payments, 3 fees, and the withdrawals' requested + paid / requested + rejected.
    expect(rows).toHaveLength(10);
    expect(pages).toBe(4);
    expect(new Set(rows.map((r) => r.id)).size).toBe(10);
    const [{ n }] = await kit.charges.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE store_id = $1", [m.storeId]);
    expect(n).toBe(10);
    // Newest first, and each row's balance is the one below it plus its own effect on available.
    for (let i = 0; i < rows.length - 1; i++) {
      expect(cents(rows[i].balance_after)).toBe(cents(rows[i + 1].balance_after) + cents(rows[i].amount));
      expect(rows[i].created_at >= rows[i + 1].created_at).toBe(true);
    }
    expect(rows[rows.length - 1].balance_after).toBe(rows[rows.length - 1].amount);

    expect(rows.slice(0, 4).map((r) => [r.type, r.type_label, r.amount, r.in_withdrawal_amount, r.withdrawal_id])).toEqual([
      ["withdrawal_rejected", "Saque recusado (valor de volta ao saldo)", 3.33, -3.33, w2],
      ["withdrawal_requested", "Saque solicitado", -3.33, 3.33, w2],
      ["withdrawal_paid", "Saque pago", 0, -10.01, w1],
      ["withdrawal_requested", "Saque solicitado", -10.01, 10.01, w1],
    ]);
    // A row that does not move available shows the available balance it left untouched.
    expect(rows[2].balance_after).toBe(rows[3].balance_after);
    const payments = rows.filter((r) => r.type === "payment");
    expect(payments.map((r) => [r.txid, r.amount, r.end_to_end_id, r.type_label]).sort()).toEqual(
      paid.map((c) => [c.txid, c.amount, c.end_to_end_id, "Pix recebido"]).sort(),
    );
    const fees = rows.filter((r) => r.type === "fee");
    expect(fees.map((r) => [r.txid, -r.amount]).sort()).toEqual(paid.map((c) => [c.txid, c.fee_amount]).sort());

    // The totals of the same period agree with the rows.
    const t = (await kit.http("GET", `/statement/totals?${YEAR}`, { token: m.token })).body.data;
    expect(() => RESPONSE_SCHEMAS.StatementTotals.strict().parse(t)).not.toThrow();
    expect(t).toMatchObject({
      opening_balance: 0, closing_balance: rows[0].balance_after, count: 10, in_withdrawal_amount: 0,
      credits: sum(rows.filter((r) => r.amount > 0).map((r) => cents(r.amount))) / 100,
      debits: sum(rows.filter((r) => r.amount < 0).map((r) => cents(r.amount))) / 100,
    });
    expect(t.by_type.find((b: any) => b.type === "payment")).toMatchObject({ count: 3, amount: 140.95, type_label: "Pix recebido" });

    // The default page (no limit) holds them all; an API key reads the same statement.
    await confirmOwnEmail(stack, { email: m.email, accessToken: m.token });
    const key = (await kit.http("POST", "/api-keys", { token: m.token, body: { name: "erp", environment: "test" } })).body.data.key;
    const viaKey = await kit.http("GET", `/statement?${YEAR}`, { token: key });
    expect(viaKey.body).toEqual({ data: rows, next_cursor: null });
  });

  it("keeps to the period: `from` inclusive, `to` exclusive, Brasília days for dates, the last 30 days by default", async () => {
    const m = await kit.merchant();
    await kit.paidCharge(m.token, 20);
    await new Promise((r) => setTimeout(r, 50));
    const middle = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 50));
    await ledger.withdrawal(m.storeId, 500, "pending");

    const before = await allPages(m.token, `from=2026-01-01T00:00:00Z&to=${encodeURIComponent(middle)}`, 10);
    const after = await allPages(m.token, `from=${encodeURIComponent(middle)}&to=2099-01-01T00:00:00Z`, 10);
    expect(before.rows.map((r) => r.type).sort()).toEqual(["fee", "payment"]);
    expect(after.rows.map((r) => r.type)).toEqual(["withdrawal_requested"]);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const yesterday = new Date(new Date(`${today}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    expect((await allPages(m.token, `from=${today}&to=${today}`, 10)).rows).toHaveLength(3);
    expect((await allPages(m.token, `from=${yesterday}&to=${yesterday}`, 10)).rows).toHaveLength(0);
    expect((await kit.http("GET", "/statement", { token: m.token })).body.data).toHaveLength(3);
    const totals = (await kit.http("GET", `/statement/totals?from=${encodeURIComponent(middle)}&to=2099-01-01T00:00:00Z`, { token: m.token })).body.data;
    expect(totals).toMatchObject({ opening_balance: 19.63, debits: -5, credits: 0, closing_balance: 14.63, in_withdrawal_amount: 5, count: 1 });
  });
});

describe("GET /statement while the ledger moves", () => {
  it("never repeats nor skips a row when postings arrive between pages (writes spread 5 ms apart)", async () => {
    const m = await kit.merchant();
    for (let i = 0; i < 12; i++) await ledger.payment(m.storeId, 1000 + i, "test");
    const before = (await allPages(m.token, YEAR, 100)).rows.map((r) => r.id);
    expect(before).toHaveLength(12);

    const seen: string[] = [];
    let cursor: string | null = null;
    const arrivals: Promise<unknown>[] = [];
    do {
      const r = await kit.http("GET", `/statement?${YEAR}&limit=5${cursor ? `&cursor=${cursor}` : ""}`, { token: m.token });
      expect(r.status).toBe(200);
      seen.push(...r.body.data.map((x: any) => x.id));
      cursor = r.body.next_cursor;
      // New payments land while the merchant pages: they sort before the cursor, so no page shifts.
      for (let i = 0; i < 3; i++) {
        arrivals.push(ledger.payment(m.storeId, 500 + i, "test"));
        await new Promise((res) => setTimeout(res, 5));
      }
    } while (cursor);
    await Promise.all(arrivals);
    expect(seen).toEqual(before);
    const fresh = (await allPages(m.token, YEAR, 100)).rows;
    expect(fresh).toHaveLength(12 + arrivals.length);
    expect(fresh.slice(arrivals.length).map((r) => r.id)).toEqual(before);
  });
});

describe("GET /statement (CSV)", () => {
  it("streams the same rows as CSV (UTF-8 with BOM, `;`, 1234,56, Brasília time) whose totals reconcile with GET /withdrawals/summary", async () => {
    const m = await kit.merchant();
    for (const amount of [10.37, 7.13, 1234.56, 5.01]) await kit.paidCharge(m.token, amount);
    // A withdrawal paid by the engine and one still in progress (subaccount mode, through onboarding).
    const completed = (await kit.withdraw(m.token, 10.01)).body.data;
    await kit.transfers.complete((await kit.attempt(completed.id, 1)).id);
    expect((await kit.settledWithdrawal(m.token, completed.id)).status).toBe("completed");
    const pending = (await kit.withdraw(m.token, 3.33)).body.data;
    expect(pending.status).toBe("pending");
    const summary = await kit.summaryOf(m.token);
    expect(summary).toMatchObject({ withdrawn: 10.01, pending_withdrawals: 3.33 });

    const csv = await csvOf(m.token, YEAR);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="extrato-2026-01-01-a-2099-01-01.csv"');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = csv.rows;
    expect(header).toEqual(STATEMENT_CSV_HEADER);
    // 4 payments, 4 fees, the paid withdrawal's request and payout, the pending one's request.
    expect(lines).toHaveLength(11);

    // The same rows as the JSON, field by field.
    const json = (await allPages(m.token, YEAR, 1000)).rows;
    expect(lines.map((l) => l[col("Id do lançamento")])).toEqual(json.map((r) => r.id));
    for (const [i, l] of lines.entries()) {
      const r = json[i];
      expect(l[col("Data e hora (UTC)")]).toBe(r.created_at);
      const utc = new Date(r.created_at);
      const br = new Date(utc.getTime() - 3 * 3_600_000).toISOString();
      expect(l[col("Data e hora (Brasília)")]).toBe(`${br.slice(8, 10)}/${br.slice(5, 7)}/${br.slice(0, 4)} ${br.slice(11, 19)}`);
      expect([l[col("Tipo")], l[col("Código do tipo")], l[col("Txid")], l[col("End-to-end id")]]).toEqual([r.type_label, r.type, r.txid ?? "", r.end_to_end_id ?? ""]);
      expect(csvCents(l[col("Valor (R$)")])).toBe(cents(r.amount));
      expect(csvCents(l[col("Saldo disponível após (R$)")])).toBe(cents(r.balance_after));
    }
    expect(lines.map((l) => l[col("Valor (R$)")])).toContain("1234,56");

    // Reconciliation: the CSV's sums are the summary's balances, to the centavo.
    const of = (type: string, column: string) => sum(lines.filter((l) => l[col("Código do tipo")] === type).map((l) => csvCents(l[col(column)])));
    expect(sum(lines.map((l) => csvCents(l[col("Valor (R$)")])))).toBe(cents(summary.available));
    expect(of("payment", "Valor (R$)")).toBe(cents(summary.received));
    expect(-of("fee", "Valor (R$)")).toBe(cents(summary.fees));
    expect(sum(lines.map((l) => csvCents(l[col("Em saque (R$)")])))).toBe(cents(summary.pending_withdrawals));
    expect(-of("withdrawal_paid", "Em saque (R$)")).toBe(cents(summary.withdrawn));
    expect(sum(lines.map((l) => csvCents(l[col("Bloqueado (R$)")])))).toBe(cents(summary.blocked));
    expect(sum(lines.map((l) => csvCents(l[col("Em devolução (R$)")])))).toBe(cents(summary.refunding));
    const paidRow = lines.find((l) => l[col("Código do tipo")] === "withdrawal_paid")!;
    expect([paidRow[col("Tipo")], paidRow[col("Id do saque")], paidRow[col("Valor (R$)")], paidRow[col("Em saque (R$)")]]).toEqual(["Saque pago", completed.id, "0,00", "-10,01"]);
    expect(csvCents(lines[0][col("Saldo disponível após (R$)")])).toBe(cents(summary.available));
  });

  it("answers a bad request with the contract's JSON error, not a file", async () => {
    const m = await kit.merchant();
    for (const qs of ["from=ontem", "from=2026-12-01&to=2026-11-01", `${YEAR}&cursor=abc`, `${YEAR}&limit=5`]) {
      const csv = await csvOf(m.token, qs);
      expect(csv.status).toBe(400);
      expect(csv.headers.get("content-type")).toMatch(/^application\/json/);
      expect(JSON.parse(csv.bytes.toString("utf8")).error.message).toEqual(expect.any(String));
    }
  });
});

describe("tenancy", () => {
  it("shows a store only its own postings of its own environment, in JSON, CSV and totals", async () => {
    const a = await kit.merchant();
    const b = await kit.merchant();
    await kit.paidCharge(a.token, 10);
    await kit.paidCharge(b.token, 30);
    await ledger.withdrawal(b.storeId, 100, "pending");
    // The same store's live environment has its own ledger.
    await ledger.payment(a.storeId, 99_999, "live");

    const theirs = await kit.charges.query<{ id: string }>("SELECT id FROM ledger_transactions WHERE store_id = $1 OR (store_id = $2 AND environment = 'live')", [b.storeId, a.storeId]);
    expect(theirs).toHaveLength(4);
    const { rows } = await allPages(a.token, YEAR, 1);
    expect(rows.map((r) => r.type).sort()).toEqual(["fee", "payment"]);
    const csv = await csvOf(a.token, YEAR);
    const seen = [...rows.map((r) => r.id), ...csv.rows.slice(1).map((l) => l[col("Id do lançamento")])];
    for (const t of theirs) expect(seen).not.toContain(t.id);
    expect(csv.rows).toHaveLength(3);
    const totals = (await kit.http("GET", `/statement/totals?${YEAR}`, { token: a.token })).body.data;
    expect(totals).toMatchObject({ count: 2, closing_balance: rows[0].balance_after, in_withdrawal_amount: 0 });

    // A's cursor is A's alone (issue 32): it continues A's statement exactly, and in B's hands it is a
    // 400, never a page. It names no posting id (those are global: B could count A's postings between them).
    const first = await kit.http("GET", `/statement?${YEAR}&limit=1`, { token: a.token });
    const cursor = first.body.next_cursor as string;
    expect(Buffer.from(cursor, "base64url").toString("latin1")).not.toMatch(/^s:\d+$/);
    const [{ id: postingId }] = await kit.charges.query<{ id: string }>(
      "SELECT max(p.id)::text AS id FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.id = $1", [rows[0].id]);
    expect(cursor).not.toContain(Buffer.from(`s:${postingId}`).toString("base64url"));
    const next = await kit.http("GET", `/statement?${YEAR}&limit=1&cursor=${cursor}`, { token: a.token });
    expect(next.body.data.map((r: { id: string }) => r.id)).toEqual([rows[1].id]);
    const foreign = await kit.http("GET", `/statement?${YEAR}&cursor=${cursor}`, { token: b.token });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.erros).toEqual([{ campo: "cursor", local: "consulta", codigo: "FORMATO_INVALIDO", mensagem: expect.stringMatching(/só para a loja e o ambiente que o receberam/) }]);
    // A cursor in the old plain shape, naming a posting B could guess, is refused too.
    const plain = await kit.http("GET", `/statement?${YEAR}&cursor=${Buffer.from(`s:${postingId}`).toString("base64url")}`, { token: b.token });
    expect(plain.status).toBe(400);
  });
});

describe("bad input", () => {
  it("answers 400 in the contract's shape for a bad period, cursor, limit or parameter, and 401 without a credential", async () => {
    const { accessToken: token } = await signUp(kit.http);
    const cursorOf = (s: string) => Buffer.from(s).toString("base64url");
    const bad = [
      "from=ontem", "to=2026-13-01", "from=2026-11-01T10:00:00", "from=2026-02-30", "from=2026-12-01&to=2026-11-01",
      "from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z", "from=1999-12-31&to=2000-01-02", "to=99999-01-01", "from=1763726400000",
      `${YEAR}&cursor=abc`, `${YEAR}&cursor=${cursorOf("s:0")}`, `${YEAR}&cursor=${cursorOf("s:99999999999999999999")}`,
      `${YEAR}&cursor=${cursorOf(`2026-11-21T12:34:56.789Z|${randomUUID()}`)}`, `${YEAR}&cursor=`, `${YEAR}&cursor=${"A".repeat(201)}`,
      `${YEAR}&limit=0`, `${YEAR}&limit=1001`, `${YEAR}&limit=dez`, `${YEAR}&limite=10`, "from=2026-01-01&from=2026-02-01",
    ];
    for (const qs of bad) {
      const r = await kit.http("GET", `/statement?${qs}`, { token });
      expect([qs, r.status]).toEqual([qs, 400]);
      expect(r.body.error.message).toEqual(expect.any(String));
    }
    for (const qs of ["from=ontem", "to=2026-11-01&from=2026-12-01", "cursor=abc"]) {
      const r = await kit.http("GET", `/statement/totals?${qs}`, { token });
      expect([qs, r.status]).toEqual([qs, 400]);
      expect(r.body.error.message).toEqual(expect.any(String));
    }
    expect((await kit.http("GET", "/statement")).status).toBe(401);
    expect((await kit.http("GET", "/statement/totals")).status).toBe(401);
  });
});
