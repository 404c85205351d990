/**
 * One invariant per payment, end to end (issue 32): for every payment, merchant refunds (requested or
 * completed) + upheld MED returns + open MED blocks ≤ the amount paid, whatever order refunds, MED
 * notices (the engine's, and duplicated ones) and payments arrive in. Also: a refund of an expired
 * charge is 409, and a store's FIRST refunds fired together never deadlock (40P01). Run once per mode
 * (money-invariant.int.spec.ts, money-invariant-subaccount.int.spec.ts), on the refunds' test world
 * (gateway, charges with the real payment-engine emulator and its notices).
 */
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { balances, enable, merchantOf, paidCharge, settledRefund, startRefundWorld, until, type Merchant, type Mode, type RefundWorld } from "./refund-support";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function invariantSuite(mode: Mode) {
  let w: RefundWorld;
  // Subaccount mode: the service bears its fee on refunds, so a store can return all it received.
  const enabled = mode === "subaccount" ? { habilitado: true, taxa_paga_por: "servico" } : { habilitado: true };
  beforeAll(async () => {
    w = await startRefundWorld(mode);
  }, 60_000);
  afterEach(async () => {
    const rows = async (sql: string) => (await w.db.query(sql)).rows;
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);
  });
  afterAll(async () => {
    await w?.close();
  });

  const engine = () => w.extras.engine;
  const infractionOf = (m: Merchant, txid: string, n = 1) =>
    until(async () => {
      const found = ((await m.call("GET", "/infractions")).body.data ?? []).filter((i: any) => i.txid === txid);
      return found.length >= n ? found : null;
    });
  const summary = async (m: Merchant) => (await m.call("GET", "/withdrawals/summary")).body.data;
  const chargeOf = async (m: Merchant, txid: string) => (await m.call("GET", `/pix/status?txid=${txid}`)).body.data;
  const refundsOf = async (m: Merchant, txid: string) => (await m.call("GET", `/pix/refunds?txid=${txid}`)).body.data as any[];

  /**
   * A correctly signed INFRACTION_UPDATED notice as the engine sends it, for an infraction id the engine
   * never opened (a duplicated notice: same payment, new id) — what a PSP may receive twice.
   */
  async function duplicateNotice(of: { id: string }, id: string, close?: "PROCEDENTE") {
    const v = await engine().infractions.get(of.id);
    const now = new Date().toISOString();
    const body = {
      id: `evt_${id}`, event: "INFRACTION_UPDATED", dateCreated: now,
      infraction: {
        id, paymentId: v.paymentId, txid: v.txid, endToEndId: v.endToEndId, value: v.value, reason: v.reason, details: v.details,
        status: close ? "ENCERRADA" : "ABERTA", outcome: close ?? null, defenseDueAt: v.defenseDueAt, createdAt: v.createdAt,
        closedAt: close ? now : null,
        refund: close ? { id: `r${id.replace(/[^a-zA-Z0-9]/g, "")}`.slice(0, 35), rtrId: `D${"9".repeat(31)}`, natureza: "MED_FRAUDE", value: v.value } : null,
      },
    };
    const res = await fetch(`${w.stack.url}/notices/payment-engine`, {
      method: "POST", headers: { "content-type": "application/json", "asaas-access-token": w.extras.noticeToken }, body: JSON.stringify(body),
    });
    return res.status;
  }

  it("the issue's high finding: a wholly blocked payment is never refunded, even with money from elsewhere; upheld returns it once", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 10);
    const opened = await engine().infractions.open({ end_to_end_id: charge.end_to_end_id, amount: 1000 });
    expect(opened.delivery.status).toBe(200);
    await infractionOf(m, txid);
    expect((await balances(w, m.storeId)).blocked).toBe(1000);

    const refused = await m.call("POST", "/pix/refund", { txid, amount: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 0 });

    // R$ 20,00 from another charge: the store has money, the payment still has nothing left.
    await paidCharge(w, m, 20);
    expect((await balances(w, m.storeId)).available).toBeGreaterThan(1000);
    const still = await m.call("POST", "/pix/refund", { txid, amount: 10 });
    expect(still.status).toBe(409);
    expect(still.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 0 });
    expect((await m.call("POST", "/pix/refund", { txid })).body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 0 });

    const decided = await engine().infractions.decide(opened.id, true);
    expect(decided.delivery.status).toBe(200);
    const listed = await refundsOf(m, txid);
    expect(listed.map((r) => [r.amount, r.status, r.natureza])).toEqual([[10, "DEVOLVIDO", "MED_FRAUDE"]]);
    expect(await chargeOf(m, txid)).toMatchObject({ refunded_amount: 10, status: "refunded" });
    expect((await summary(m)).refunded).toBe(10);
    expect(await balances(w, m.storeId)).toMatchObject({ blocked: 0, payer_out: 1000, refund_pending: 0 });
    expect(await engine().refunds.list(charge.end_to_end_id)).toHaveLength(1);
  });

  it("refund 4, then MED for the rest (6) upheld: 10 returned in all, nothing more refundable", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 10);
    const part = await m.call("POST", "/pix/refund", { txid, amount: 4 });
    expect(part.status).toBe(201);
    await settledRefund(m, txid, part.body.data.id);
    const opened = await engine().infractions.open({ end_to_end_id: charge.end_to_end_id }); // the engine: what is left, 6
    expect(opened.infraction.valueCents).toBe(600);
    await infractionOf(m, txid);
    const over = await m.call("POST", "/pix/refund", { txid, amount: 0.01 });
    expect(over.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 0 });
    await engine().infractions.decide(opened.id, true);
    expect((await refundsOf(m, txid)).map((r) => [r.amount, r.natureza])).toEqual([[4, "ORIGINAL"], [6, "MED_FRAUDE"]]);
    expect(await chargeOf(m, txid)).toMatchObject({ refunded_amount: 10, status: "refunded" });
    expect((await summary(m)).refunded).toBe(10);
    expect((await balances(w, m.storeId)).payer_out).toBe(1000);
  });

  it("MED 6 open, then a refund of 10 is 409 ESTORNO_ACIMA_DO_PAGO with restante 4; 4 is accepted", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 10);
    await paidCharge(w, m, 30); // money enough elsewhere: the payment's own limit is what refuses
    await engine().infractions.open({ end_to_end_id: charge.end_to_end_id, amount: 600 });
    await infractionOf(m, txid);
    const over = await m.call("POST", "/pix/refund", { txid, amount: 10 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 4 });
    const rest = await m.call("POST", "/pix/refund", { txid });
    expect(rest.status).toBe(201);
    expect(rest.body.data.amount).toBe(4);
    await settledRefund(m, txid, rest.body.data.id);
    expect((await balances(w, m.storeId)).blocked).toBe(600);
  });

  it("a duplicated infraction notice (new id, same payment) blocks only what is left: nothing here; never returns twice", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 10);
    const opened = await engine().infractions.open({ end_to_end_id: charge.end_to_end_id });
    await infractionOf(m, txid);
    const blockedOnce = await balances(w, m.storeId);
    expect(blockedOnce.blocked).toBe(1000);

    // The same payment, a new infraction id, R$ 10,00, correctly signed: accepted (200, not redelivered forever), nothing more blocked.
    expect(await duplicateNotice(opened, "inf_duplicate_1")).toBe(200);
    const both = await infractionOf(m, txid, 2);
    expect(both).toHaveLength(2);
    expect(both.map((i: any) => [i.amount, i.blocked]).sort()).toEqual([[10, 0], [10, 10]]);
    expect(await balances(w, m.storeId)).toEqual(blockedOnce);
    // Spread 5 ms apart, more duplicates with their own ids: still nothing.
    const statuses = await Promise.all([2, 3, 4].map((n, i) => sleep(i * 5).then(() => duplicateNotice(opened, `inf_duplicate_${n}`))));
    expect(statuses).toEqual([200, 200, 200]);
    expect(await balances(w, m.storeId)).toEqual(blockedOnce);

    // The duplicate closed upheld returns nothing (nothing of it was blocked); the real one returns 10.
    expect(await duplicateNotice(opened, "inf_duplicate_1", "PROCEDENTE")).toBe(200);
    expect(await balances(w, m.storeId)).toEqual(blockedOnce);
    await engine().infractions.decide(opened.id, true);
    const after = await balances(w, m.storeId);
    expect(after).toMatchObject({ blocked: 0, payer_out: 1000, available: blockedOnce.available });
    expect(await chargeOf(m, txid)).toMatchObject({ refunded_amount: 10 });
    expect((await summary(m)).refunded).toBe(10);
    expect((await refundsOf(m, txid)).map((r) => r.amount)).toEqual([10]);
  });

  it("a refund of an expired charge is 409 (a charge that is not paid), not 404", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const issued = await m.call("POST", "/pix", { amount: 10, description: "Pedido" });
    const txid = issued.body.data.txid;
    const run = await m.call("POST", "/pix/expiry-runs", { as_of: new Date(Date.parse(issued.body.data.expires_at) + 1_000).toISOString() });
    expect(run.body.data.expired).toBe(1);
    expect((await chargeOf(m, txid)).status).toBe("expired");
    const res = await m.call("POST", "/pix/refund", { txid, amount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/Só cobranças pagas/);
  });

  /** Deadlocks PostgreSQL counted in charges' database (this run's own). */
  async function deadlocks(): Promise<number> {
    const [{ n }] = await w.extras.query<{ n: string }>("SELECT pg_stat_force_next_flush(), deadlocks::text AS n FROM pg_stat_database WHERE datname = current_database()");
    return Number(n);
  }

  it("a store's FIRST refunds fired together, at one instant and 5 ms apart, never deadlock (no 500/503, no 40P01)", async () => {
    const before = await deadlocks();
    for (const spreadMs of [0, 5]) {
      const m = await merchantOf(w, mode);
      await enable(w, m.storeId, enabled);
      const paid: { txid: string }[] = [];
      for (let i = 0; i < 10; i++) paid.push(await paidCharge(w, m, 5));
      // The engine holds the refunds, then settles them all at once: the store's first requests race
      // (creating refund_pending), then its first completions race (creating payer_out), each 5 ms apart or together.
      await engine().refunds.hold(true);
      let answers;
      try {
        answers = await Promise.all(paid.map(({ txid }, i) => sleep(i * spreadMs).then(() => m.call("POST", "/pix/refund", { txid, amount: 1 }))));
      } finally {
        await engine().refunds.hold(false);
      }
      expect(answers.map((r) => [r.status, r.body.error?.codigo ?? null])).toEqual(Array(10).fill([201, null]));
      const settled = await Promise.all(answers.map((r, i) => settledRefund(m, paid[i]!.txid, r.body.data.id)));
      expect(settled.map((r) => r.status)).toEqual(Array(10).fill("DEVOLVIDO"));
      // The completions (the engine's notices) deadlocked too before the fix: PostgreSQL's own count says none did.
      expect(await deadlocks()).toBe(before);
    }
  }, 90_000);
}
