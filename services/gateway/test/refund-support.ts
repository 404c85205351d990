/**
 * Refunds end to end (issue 24), shared by the single-account and the subaccount spec: the gateway,
 * charges with the payment-engine emulator (payments and devoluções with their notices), identity's
 * audit, webhooks-dispatcher with a real receiver. Each test pays a charge through the emulator (a
 * real end-to-end id), the way a payer's bank would.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { Pool } from "pg";
import { inTransaction } from "@pix/messaging";
import { transfer } from "@pix/charges/src/ledger/domain/ledger";
import { post } from "@pix/charges/src/ledger/repositories/ledger";
import { derivationErrors, storeInvariantErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { client, signUp, signUpTeam, startStack, type Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { OnboardingExtras } from "./stack/onboarding";
import type { ServiceName } from "./stack/context";
import { startReceiver, type Hit, type Receiver } from "./webhook-support";

export type Mode = "single" | "subaccount";

export interface RefundWorld {
  stack: Stack;
  http: ReturnType<typeof client>;
  extras: ChargesExtras;
  receiver: Receiver;
  team: { accessToken: string };
  /** charges' database, for the ledger's invariants and balances. */
  db: Pool;
  close(): Promise<void>;
}

/** Charges' engine calls time out after 400 ms; a refund left processing is resumed 300 ms later. */
/** `opts.checkout`: the checkout service too (payment links and the payer's pages). */
export async function startRefundWorld(mode: Mode, opts: { checkout?: boolean } = {}): Promise<RefundWorld> {
  const services: ServiceName[] = mode === "subaccount" ? ["onboarding", "charges", "webhooks-dispatcher"] : ["charges", "webhooks-dispatcher"];
  const stack = await startStack({
    services: opts.checkout ? [...services, "checkout"] : services,
    env: {
      charges: { REFUND_RETRY_AFTER_MS: "300", REFUND_SWEEP_INTERVAL_MS: "200", ENGINE_TIMEOUT_MS: "400" },
      ...(mode === "subaccount" && { onboarding: { CONTA_UNICA: "false" } }),
    },
  });
  const http = client(stack.url);
  const extras = stack.extras.charges as ChargesExtras;
  await extras.connectNotices(stack.url);
  const receiver = await startReceiver();
  const team = await signUpTeam(stack, http);
  const db = new Pool({ connectionString: extras.databaseUrl, max: 2 });
  return {
    stack, http, extras, receiver, team, db,
    close: async () => {
      await db.end();
      await receiver.close();
      await stack.close();
    },
  };
}

let seq = 0;
/** A merchant able to receive: in subaccount mode with an approved subaccount of the emulator. */
export async function merchantOf(w: RefundWorld, mode: Mode) {
  const session = await signUp(w.http);
  const storeId: string = session.user.id;
  if (mode === "subaccount") {
    const root = new HttpPaymentEngine({ baseUrl: w.extras.engine.url, apiKey: w.extras.engine.apiKey });
    try {
      const sub = await root.createSubaccount({ name: "Loja", email: `sub${Date.now()}${seq++}@loja.test`, cpfCnpj: "11222333000181" });
      await w.extras.engine.approveAccount(sub.id);
      await (w.stack.extras.onboarding as OnboardingExtras).insertReceivingAccount({
        storeId, environment: "test", status: "approved", accountId: sub.id, walletId: sub.walletId, engineApiKey: sub.apiKey,
      });
    } finally {
      await root.close();
    }
  }
  const token = session.accessToken;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => w.http(method, path, { token, body, headers });
  return { token, storeId, call };
}
export type Merchant = Awaited<ReturnType<typeof merchantOf>>;

/** Issues a charge (`fields`: its description, customer…) and has the payer pay it at the engine; resolves once the gateway shows it paid. */
export async function paidCharge(w: RefundWorld, m: Merchant, amount: number, fields: Record<string, unknown> = {}) {
  const issued = await m.call("POST", "/pix", { amount, description: "Pedido", ...fields });
  if (issued.status !== 201) throw new Error(`POST /pix: ${issued.status} ${JSON.stringify(issued.body)}`);
  const txid: string = issued.body.data.txid;
  const [{ engine_charge_id }] = await w.extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
  await w.extras.engine.pay(engine_charge_id);
  const charge = await until(async () => {
    const r = await m.call("GET", `/pix/status?txid=${txid}`);
    return r.body.data?.status === "paid" ? r.body.data : null;
  });
  return { txid, charge };
}

export async function enable(w: RefundWorld, storeId: string, body: Record<string, unknown>) {
  const res = await w.http("POST", `/admin/lojistas/${storeId}/estornos`, { token: w.team.accessToken, body });
  if (res.status !== 200) throw new Error(`enable: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The store's ledger balances (centavos as numbers), read from ledger_balances. */
export async function balances(w: RefundWorld, storeId: string): Promise<Record<string, number>> {
  const { rows } = await w.db.query("SELECT account, balance_cents::text AS b FROM ledger_balances WHERE store_id = $1 AND environment = 'test'", [storeId]);
  const zero = { available: 0, refund_pending: 0, withdrawal_pending: 0, blocked: 0, payer_in: 0, payer_out: 0, service_fee: 0, bank_out: 0 };
  return { ...zero, ...Object.fromEntries(rows.map((r) => [r.account, Number(r.b)])) };
}

/**
 * Stands in for a withdrawal request (onboarding reserves through charges' ledger): the ledger's
 * reservation posted through its one posting function, so the available balance drops by `cents`.
 */
export async function reserveWithdrawal(w: RefundWorld, storeId: string, cents: number) {
  await inTransaction(w.db, (client) => post(client, { storeId, environment: "test", ...transfer.hold("withdrawal", randomUUID(), cents) }));
}

/** Polls until `probe` answers something (not null/undefined). */
export async function until<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** The refund once it left EM_PROCESSAMENTO. */
export async function settledRefund(m: Merchant, txid: string, id: string) {
  return until(async () => {
    const r = await m.call("GET", `/pix/refunds?txid=${txid}`);
    const found = (r.body.data ?? []).find((x: any) => x.id === id);
    return found && found.status !== "EM_PROCESSAMENTO" ? found : null;
  });
}

export const signedWith = (secret: string, hit: Hit) => {
  const expected = Buffer.from(createHmac("sha256", secret).update(hit.raw).digest("hex"), "hex");
  const given = Buffer.from(String(hit.headers["x-service-signature"]), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The suite, run once per mode. Amounts are in reais at the API; the emulator's fee is 0.99 and, in
 * subaccount mode, the service's split is 1.99 % of the net.
 */
export function refundSuite(mode: Mode) {
  let w: RefundWorld;
  /**
   * The enablement most tests use: in subaccount mode the service bears its fee (its split share goes
   * back with each refund), so a store can return everything it received; with `lojista` the fee it
   * paid is missing from its balance (the over-balance test).
   */
  const enabled = mode === "subaccount" ? { habilitado: true, taxa_paga_por: "servico" } : { habilitado: true };
  beforeAll(async () => {
    w = await startRefundWorld(mode);
  }, 60_000);
  afterEach(async () => {
    // The ledger's invariants after every scenario: balanced transactions, balances derived from postings.
    const rows = (sql: string) => w.extras.query(sql);
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);
    // Every store's ledger against charges' records (received, fees net of returned shares, available ≥ 0).
    const stores = await w.extras.query<{ store_id: string }>("SELECT DISTINCT store_id FROM charges");
    for (const { store_id } of stores) expect(await storeInvariantErrors(rows, store_id, "test")).toEqual([]);
  });
  afterAll(async () => {
    await w?.close();
  });

  it("keeps the contract's 502 without the team's enablement, for refund and cancel", async () => {
    const m = await merchantOf(w, mode);
    const { txid } = await paidCharge(w, m, 30);
    const refund = await m.call("POST", "/pix/refund", { txid, amount: 10 });
    expect(refund.status).toBe(502);
    expect(refund.body.error.message).toMatch(/Estorno não executado/);
    expect((await m.call("POST", "/pix/cancel", { txid })).status).toBe(502);
    expect((await m.call("GET", "/pix/refund-settings")).body.data).toMatchObject({ store_id: m.storeId, habilitado: false, taxa_paga_por: "lojista" });
    expect(await w.extras.engine.refunds.list()).not.toContainEqual(expect.objectContaining({ endToEndId: expect.anything(), valueCents: 1000 }));
  });

  it("lets only the team enable refunds, audited; disabling restores the 502", async () => {
    const m = await merchantOf(w, mode);
    expect((await m.call("POST", `/admin/lojistas/${m.storeId}/estornos`, { habilitado: true })).status).toBe(403);
    expect((await w.http("POST", `/admin/lojistas/${m.storeId}/estornos`, { token: w.team.accessToken, body: { habilitado: "sim" } })).status).toBe(400);
    expect(await enable(w, m.storeId, { habilitado: true, taxa_paga_por: "servico" })).toMatchObject({ store_id: m.storeId, habilitado: true, taxa_paga_por: "servico" });
    expect((await w.http("GET", `/admin/lojistas/${m.storeId}/estornos`, { token: w.team.accessToken })).body.data.habilitado).toBe(true);
    expect((await m.call("GET", "/pix/refund-settings")).body.data).toMatchObject({ habilitado: true, taxa_paga_por: "servico" });
    const { txid } = await paidCharge(w, m, 20);
    await enable(w, m.storeId, { habilitado: false });
    expect((await m.call("POST", "/pix/refund", { txid })).status).toBe(502);
    // taxa_paga_por is kept when only habilitado changes.
    expect((await m.call("GET", "/pix/refund-settings")).body.data).toMatchObject({ habilitado: false, taxa_paga_por: "servico" });
    // Audited in the team member's own trail: who switched which store, and to what.
    const entries = await until(async () => {
      const r = await w.http("GET", "/audit?limit=1000", { token: w.team.accessToken });
      const found = (r.body.data ?? []).filter((e: any) => e.action === "store.refunds_updated" && e.target?.id === m.storeId);
      return found.length >= 2 ? found : null;
    });
    expect(entries.map((e: any) => e.summary)).toEqual(expect.arrayContaining([{ enabled: true, fee_bearer: "servico" }, { enabled: false, fee_bearer: "servico" }]));
    expect(entries[0]).toMatchObject({ target: { type: "store", id: m.storeId } });
  });

  it("refunds partially then the rest: EM_PROCESSAMENTO → DEVOLVIDO, refunded_amount, the charge becomes refunded, charge.refunded audited", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid } = await paidCharge(w, m, 50);
    const first = await m.call("POST", "/pix/refund", { txid, amount: 20, motivo: "Produto devolvido" }, { "idempotency-key": `r1-${txid}` });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ txid, amount: 20, status: "EM_PROCESSAMENTO", motivo: "Produto devolvido", completed_at: null });
    expect(Object.keys(first.body.data).sort()).toEqual(
      ["id", "txid", "amount", "status", "motivo", "end_to_end_id", "created_at", "completed_at", "motivo_falha", "taxa_paga_por", "taxa_devolvida", "natureza"].sort(),
    );
    const done = await settledRefund(m, txid, first.body.data.id);
    expect(done).toMatchObject({ status: "DEVOLVIDO", end_to_end_id: expect.stringMatching(/^D\d{20}/), completed_at: expect.any(String) });
    let charge = (await m.call("GET", `/pix/status?txid=${txid}`)).body.data;
    expect(charge).toMatchObject({ status: "paid", refunded_amount: 20 });

    const rest = await m.call("POST", "/pix/refund", { txid });
    expect(rest.status).toBe(201);
    expect(rest.body.data.amount).toBe(30);
    await settledRefund(m, txid, rest.body.data.id);
    charge = (await m.call("GET", `/pix/status?txid=${txid}`)).body.data;
    expect(charge).toMatchObject({ status: "refunded", refunded_amount: 50 });
    const listed = (await m.call("GET", `/pix/refunds?txid=${txid}`)).body.data;
    expect(listed.map((r: any) => [r.amount, r.status])).toEqual([[20, "DEVOLVIDO"], [30, "DEVOLVIDO"]]);
    expect((await m.call("GET", "/pix/list?status=refunded")).body.data.map((c: any) => c.txid)).toContain(txid);

    const again = await m.call("POST", "/pix/refund", { txid, amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.codigo).toBe("ESTORNO_ACIMA_DO_PAGO");

    // The ledger: everything received went back to the payer; nothing left reserved.
    const fee = Math.round((charge.fee_amount ?? 0) * 100);
    const returnedFee = Math.round(listed.reduce((sum: number, r: any) => sum + r.taxa_devolvida, 0) * 100);
    expect(returnedFee).toBe(mode === "subaccount" ? fee : 0);
    expect(await balances(w, m.storeId)).toMatchObject({ available: 0, refund_pending: 0, payer_out: 5000, service_fee: fee - returnedFee });
    const engineRefunds = await w.extras.engine.refunds.list(charge.end_to_end_id);
    expect(engineRefunds.map((r) => r.valueCents).sort()).toEqual([2000, 3000]);
    // The split undone as the engine allows: the service's wallet gave back its share (fee_bearer servico).
    const splitBack = engineRefunds.flatMap((r) => r.splitRefunds);
    if (mode === "subaccount") {
      expect(new Set(splitBack.map((x) => x.walletId))).toEqual(new Set([w.extras.serviceWalletId]));
      expect(splitBack.reduce((sum, x) => sum + x.valueCents, 0)).toBe(Math.round(charge.fee_amount * 100));
    } else {
      expect(splitBack).toEqual([]);
    }

    await until(async () => {
      const r = await m.call("GET", "/audit?limit=100");
      const found = (r.body.data ?? []).filter((e: any) => e.action === "charge.refunded" && e.target?.id === txid);
      return found.length === 2 ? found : null;
    });
  });

  it("refuses an over-refund with 409 ESTORNO_ACIMA_DO_PAGO naming what remains, a pending charge with 409, a foreign one with 404", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid } = await paidCharge(w, m, 40);
    const over = await m.call("POST", "/pix/refund", { txid, amount: 40.01 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 40 });
    const part = await m.call("POST", "/pix/refund", { txid, amount: 25 });
    expect(part.status).toBe(201);
    const tooMuch = await m.call("POST", "/pix/refund", { txid, amount: 15.01 });
    expect(tooMuch.body.error).toMatchObject({ codigo: "ESTORNO_ACIMA_DO_PAGO", restante: 15 });
    expect(tooMuch.body.error.message).toMatch(/15,00/);

    const pending = await m.call("POST", "/pix", { amount: 10 });
    expect((await m.call("POST", "/pix/refund", { txid: pending.body.data.txid })).status).toBe(409);
    const other = await merchantOf(w, mode);
    await enable(w, other.storeId, enabled);
    expect((await other.call("POST", "/pix/refund", { txid })).status).toBe(404);
    for (const body of [{ txid, amount: 0 }, { txid, amount: -1 }, { txid, motivo: "x".repeat(141) }, { txid, extra: 1 }]) {
      expect((await m.call("POST", "/pix/refund", body)).status).toBe(400);
    }
  });

  it("never refunds more than the available balance: 409 SALDO_INSUFICIENTE with disponivel, nothing written", async () => {
    const m = await merchantOf(w, mode);
    // Subaccount mode with the Asaas rule (the service keeps its fee): the fee the store paid is not in its balance.
    await enable(w, m.storeId, { habilitado: true, taxa_paga_por: "lojista" });
    const { txid, charge } = await paidCharge(w, m, 100);
    if (mode === "single") await reserveWithdrawal(w, m.storeId, 6_000); // a withdrawal in progress holds 60.00
    const available = mode === "single" ? 4_000 : 10_000 - Math.round(charge.fee_amount * 100);
    expect((await balances(w, m.storeId)).available).toBe(available);

    const res = await m.call("POST", "/pix/refund", { txid }, { "idempotency-key": `over-${txid}` });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ codigo: "SALDO_INSUFICIENTE", disponivel: available / 100 });
    expect(res.body.error.message).toMatch(/Saldo insuficiente/);
    expect(await w.extras.query("SELECT count(*)::int AS n FROM refunds WHERE txid = $1", [txid])).toEqual([{ n: 0 }]);
    expect(await w.extras.engine.refunds.list(charge.end_to_end_id)).toHaveLength(0);
    // What fits is accepted.
    const fits = await m.call("POST", "/pix/refund", { txid, amount: available / 100 });
    expect(fits.status).toBe(201);
    await settledRefund(m, txid, fits.body.data.id);
    expect(await balances(w, m.storeId)).toMatchObject({ available: 0, refund_pending: 0, payer_out: available });
  });

  // Withdrawals exist in subaccount mode only (single account: REPASSE_MANUAL); registered there only.
  if (mode === "subaccount") it("a withdrawal and a refund racing 5 ms apart never overdraw together (subaccount mode: withdrawals exist)", async () => {
    for (const refundFirst of [true, false]) {
      const m = await merchantOf(w, mode);
      await enable(w, m.storeId, enabled);
      const { txid } = await paidCharge(w, m, 100); // available 100 − fee
      const refund = () => m.call("POST", "/pix/refund", { txid, amount: 60 });
      const withdraw = () => m.call("POST", "/withdrawals", { amount: 60, pix_key: "529.982.247-25", pix_key_type: "CPF" });
      const [a, b] = refundFirst ? [refund, withdraw] : [withdraw, refund];
      const results = await Promise.all([a(), sleep(5).then(b)]);
      const [refunded, withdrawn] = refundFirst ? results : [results[1], results[0]];
      // Exactly one wins; the loser is refused for the balance (a refund with 409 SALDO_INSUFICIENTE;
      // a withdrawal as POST /withdrawals refuses it, whose status is the withdrawals' own).
      expect([refunded.status, withdrawn.status].filter((st) => st === 201)).toHaveLength(1);
      const loser = refunded.status === 201 ? withdrawn : refunded;
      expect(loser.body.error.message).toMatch(/Saldo insuficiente/);
      if (loser === refunded) expect(refunded.body.error).toMatchObject({ codigo: "SALDO_INSUFICIENTE" });
      expect((await balances(w, m.storeId)).available).toBeGreaterThanOrEqual(0);
    }
  });

  it("a refund the engine refuses gives the reservation back (ledger reversal)", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid } = await paidCharge(w, m, 25);
    const before = await balances(w, m.storeId);
    await w.extras.engine.refunds.failNext(1);
    const res = await m.call("POST", "/pix/refund", { txid, amount: 10 });
    await settledRefund(m, txid, res.body.data.id);
    expect(await balances(w, m.storeId)).toMatchObject({ available: before.available, refund_pending: 0, service_fee: before.service_fee });
    const { rows } = await w.db.query("SELECT kind FROM ledger_transactions WHERE refund_id = $1 ORDER BY created_at", [res.body.data.id]);
    expect(rows.map((r) => r.kind)).toEqual(["refund_requested", "refund_failed"]);
  });

  it("refuses after 90 days of paid_at (PRAZO_DE_ESTORNO_ENCERRADO) and accepts just before", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const late = await paidCharge(w, m, 15);
    await w.extras.query("UPDATE charges SET paid_at = now() - interval '90 days 1 minute' WHERE txid = $1", [late.txid]);
    const res = await m.call("POST", "/pix/refund", { txid: late.txid });
    expect(res.status).toBe(409);
    expect(res.body.error.codigo).toBe("PRAZO_DE_ESTORNO_ENCERRADO");
    const inTime = await paidCharge(w, m, 15);
    await w.extras.query("UPDATE charges SET paid_at = now() - interval '89 days 23 hours' WHERE txid = $1", [inTime.txid]);
    expect((await m.call("POST", "/pix/refund", { txid: inTime.txid })).status).toBe(201);
  });

  it("engine failure: NAO_REALIZADO with the reason, the amount refundable again, refund.failed and refund.completed delivered signed", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const endpoint = await m.call("POST", "/webhook-endpoints", { url: `${w.receiver.url}/refunds`, events: ["refund.completed", "refund.failed"] });
    expect(endpoint.status).toBe(201);
    const events = (await m.call("GET", "/webhook-endpoints/eventos")).body.data;
    expect(JSON.stringify(events)).toContain("refund.completed");
    expect(JSON.stringify(events)).toContain("refund.failed");

    const { txid } = await paidCharge(w, m, 12);
    await w.extras.engine.refunds.failNext(1, "Conta do pagador encerrada");
    const failed = await m.call("POST", "/pix/refund", { txid, amount: 12 });
    expect(failed.status).toBe(201);
    const settled = await settledRefund(m, txid, failed.body.data.id);
    expect(settled).toMatchObject({ status: "NAO_REALIZADO", motivo_falha: "Conta do pagador encerrada" });
    expect((await m.call("GET", `/pix/status?txid=${txid}`)).body.data).toMatchObject({ status: "paid", refunded_amount: 0 });

    const retry = await m.call("POST", "/pix/refund", { txid, amount: 12 });
    expect(retry.status).toBe(201);
    await settledRefund(m, txid, retry.body.data.id);

    const [failedHit] = await w.receiver.waitFor(1, (h) => h.body.event === "refund.failed" && h.body.data.txid === txid);
    const [doneHit] = await w.receiver.waitFor(1, (h) => h.body.event === "refund.completed" && h.body.data.txid === txid);
    for (const hit of [failedHit, doneHit]) expect(signedWith(endpoint.body.data.secret, hit)).toBe(true);
    expect(failedHit.body.data).toMatchObject({ id: failed.body.data.id, amount: 12, status: "NAO_REALIZADO", motivo_falha: "Conta do pagador encerrada" });
    expect(doneHit.body.data).toMatchObject({ id: retry.body.data.id, amount: 12, status: "DEVOLVIDO", charge_status: "refunded" });
  });

  it("a lost engine answer (timeouts, notice lost) is resumed by the worker without a second refund", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 33);
    const engine = w.extras.engine;
    await engine.setNoticeConfig({ noticeUrl: null });
    try {
      // Every attempt of the request's PUT is served after the client gave up (400 ms; undici's timers
      // are coarse, hence 2.5 s): the engine acts, charges never hears, and the notice goes nowhere.
      await engine.failNext({ count: 3, delayMs: 2_500 });
      const res = await m.call("POST", "/pix/refund", { txid });
      // The answer is 201 whatever the engine did: the row and its reservation exist; the worker resumes it
      // (it may already have, while the request's own attempts were still timing out).
      expect(res.status).toBe(201);
      const done = await settledRefund(m, txid, res.body.data.id);
      expect(done.status).toBe("DEVOLVIDO");
      const [row] = await w.extras.query("SELECT attempts FROM refunds WHERE id = $1", [res.body.data.id]);
      expect(row.attempts).toBeGreaterThanOrEqual(1); // the resume worker claimed it
    } finally {
      await engine.failNext({ count: 0 });
      await engine.setNoticeConfig({ noticeUrl: `${w.stack.url}/notices/payment-engine` });
    }
    const atEngine = await engine.refunds.list(charge.end_to_end_id);
    expect(atEngine).toHaveLength(1);
    expect(atEngine[0]).toMatchObject({ valueCents: 3300, status: "DEVOLVIDO" });
    const rows = await w.extras.query("SELECT event FROM outbox_events WHERE payload->'data'->>'txid' = $1 AND event LIKE 'refund.%'", [txid]);
    expect(rows).toEqual([{ event: "refund.completed" }]);
    const posted = await w.db.query("SELECT kind FROM ledger_transactions WHERE txid = $1 AND kind LIKE 'refund%' ORDER BY created_at", [txid]);
    expect(posted.rows.map((r) => r.kind)).toEqual(["refund_requested", "refund_completed"]);
  });

  it("the engine's notice resent many times settles once", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 18);
    const res = await m.call("POST", "/pix/refund", { txid, amount: 8 });
    const done = await settledRefund(m, txid, res.body.data.id);
    const engineId = res.body.data.id.replace(/-/g, "");
    const deliveries = await w.extras.engine.refunds.resendNotice(engineId, 5);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    await sleep(200);
    expect((await m.call("GET", `/pix/status?txid=${txid}`)).body.data.refunded_amount).toBe(8);
    expect(await w.extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'refund.completed' AND payload->'data'->>'id' = $1", [done.id])).toEqual([{ n: 1 }]);
    expect((await w.extras.engine.refunds.list(charge.end_to_end_id))).toHaveLength(1);
  });

  it("idempotent retries 5 ms apart make one refund; different keys never pass the amount paid", async () => {
    const m = await merchantOf(w, mode);
    await enable(w, m.storeId, enabled);
    const { txid, charge } = await paidCharge(w, m, 60);
    const key = `same-${txid}`;
    const same = await Promise.all(Array.from({ length: 10 }, (_, i) => sleep(i * 5).then(() => m.call("POST", "/pix/refund", { txid, amount: 10 }, { "idempotency-key": key }))));
    expect(same.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(same.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
    const reused = await m.call("POST", "/pix/refund", { txid, amount: 11 }, { "idempotency-key": key });
    expect(reused.body.error.codigo).toBe("IDEMPOTENCIA_CONFLITO");

    // 50 left; 8 requests of 10 with their own keys, 5 ms apart: exactly 5 pass.
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => sleep(i * 5).then(() => m.call("POST", "/pix/refund", { txid, amount: 10 }, { "idempotency-key": `k${i}-${txid}` }))));
    expect(many.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    expect(many.filter((r) => r.status === 201)).toHaveLength(5);
    expect(many.filter((r) => r.status === 409).every((r) => r.body.error.codigo === "ESTORNO_ACIMA_DO_PAGO")).toBe(true);
    await until(async () => ((await m.call("GET", `/pix/status?txid=${txid}`)).body.data.status === "refunded" ? true : null));
    const atEngine = await w.extras.engine.refunds.list(charge.end_to_end_id);
    expect(atEngine.reduce((s, r) => s + r.valueCents, 0)).toBe(6000);
    expect(atEngine).toHaveLength(6);
  });
}
