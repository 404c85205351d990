import { Client } from "pg";
import { client, confirmOwnEmail, signUp, startStack, Stack } from "./stack";
import type { IdentityExtras } from "./stack/identity";
import { withdrawalKit, type WithdrawalKit } from "./withdrawal-support";
import { startReceiver, type Receiver } from "./webhook-support";

/**
 * Withdrawals in subaccount mode, through the gateway on the full stack: the balance is charges'
 * ledger (payments received minus fees and withdrawals); payouts go to the
 * payment-engine emulator as the store's subaccount, settled by the test through /test/transfers;
 * withdrawal.completed / withdrawal.rejected reach a real HTTP receiver through the dispatcher.
 */
let stack: Stack;
let kit: WithdrawalKit;
let receiver: Receiver;

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false" } } });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await kit.close();
  await receiver.close();
  await stack.close();
});

const merchant = (environment: "test" | "live" = "test") => kit.merchant(environment, receiver.url);
const paidCharge = (token: string, amount: number) => kit.paidCharge(token, amount);
const summaryOf = (token: string) => kit.summaryOf(token);
const withdraw = (token: string, amount: number | string, pixKey?: string, pixKeyType?: string) => kit.withdraw(token, amount, pixKey, pixKeyType);
const attempt = (withdrawalId: string, n: number) => kit.attempt(withdrawalId, n);
const settledWithdrawal = (token: string, id: string) => kit.settledWithdrawal(token, id);

/** The ledger's other balances (issue 24; ledger-withdrawals.int.spec.ts), zero without refunds or MED. */
const NO_LEDGER_EXTRAS = { blocked: 0, in_withdrawal: 0, refunding: 0, refunded: 0 };

describe("balance summary", () => {
  it("sums paid charges, their fees and withdrawals exactly to the centavo, per environment", async () => {
    const m = await merchant();
    expect(await summaryOf(m.token)).toEqual({ environment: "test", received: 0, fees: 0, withdrawn: 0, pending_withdrawals: 0, available: 0, ...NO_LEDGER_EXTRAS });

    const paid = [];
    for (const amount of [10.37, 7.13, 123.45, 5.01]) paid.push(await paidCharge(m.token, amount));
    const cents = (v: number) => Math.round(v * 100);
    const received = paid.reduce((s, c) => s + cents(c.amount), 0);
    const fees = paid.reduce((s, c) => s + cents(c.fee_amount), 0);
    expect(received).toBe(14_596);
    expect(fees).toBeGreaterThan(0);
    expect(paid.map((c) => c.fee_amount)).toEqual([0.18, 0.12, 2.43, 0.07]); // 1.99 % of (amount − 0.99), floored

    // Unpaid charges count for nothing.
    expect((await kit.http("POST", "/pix", { token: m.token, body: { amount: 50 } })).status).toBe(201);

    const completed = (await withdraw(m.token, 10.01)).body.data;
    await kit.transfers.complete((await attempt(completed.id, 1)).id);
    await settledWithdrawal(m.token, completed.id);
    const pending = (await withdraw(m.token, 3.33)).body.data;
    expect(pending.status).toBe("pending");

    expect(await summaryOf(m.token)).toEqual({
      environment: "test", received: received / 100, fees: fees / 100, withdrawn: 10.01, pending_withdrawals: 3.33,
      available: (received - fees - 1001 - 333) / 100, ...NO_LEDGER_EXTRAS, in_withdrawal: 3.33,
    });

    // The live environment of the same store has its own (empty) balance.
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.storeId, "approved");
    await confirmOwnEmail(stack, { email: m.email, accessToken: m.token });
    const liveKey = (await kit.http("POST", "/api-keys", { token: m.token, body: { name: "live", environment: "live" } })).body.data.key;
    expect(await summaryOf(liveKey)).toEqual({ environment: "live", received: 0, fees: 0, withdrawn: 0, pending_withdrawals: 0, available: 0, ...NO_LEDGER_EXTRAS });
  });
});

describe("POST /withdrawals", () => {
  it("refuses an amount over the available balance with 400 and accepts exactly the balance", async () => {
    const m = await merchant();
    await paidCharge(m.token, 20);
    const { available } = await summaryOf(m.token);
    expect(available).toBe(19.63); // 20 − 0.37 (1.99 % of 19.01, floored)

    const over = await withdraw(m.token, 19.64);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/Saldo insuficiente/);
    expect((await withdraw(m.token, 0)).status).toBe(400);
    expect((await withdraw(m.token, 0.001)).status).toBe(400);
    expect((await withdraw(m.token, -1)).status).toBe(400);
    expect((await withdraw(m.token, "0.001")).status).toBe(400);

    // The one reais parser of every route: a string amount is read like a number.
    const exact = await withdraw(m.token, "19.63");
    expect(exact.status).toBe(201);
    expect(exact.body.data).toMatchObject({ amount: 19.63, status: "pending", pix_key: "52998224725", pix_key_type: "CPF", environment: "test" });
    expect((await withdraw(m.token, 0.01)).status).toBe(400); // nothing left while it is pending
  });

  it("never overdraws under concurrent requests: ten withdrawals of 30 against ~103 → exactly three accepted", async () => {
    const m = await merchant();
    await paidCharge(m.token, 105);
    const { available } = await summaryOf(m.token);
    expect(available).toBe(102.94);

    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(m.token, 30)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(7);
    const s = await summaryOf(m.token);
    expect(s.pending_withdrawals + s.withdrawn).toBe(90);
    expect(s.available).toBe(12.94);
  });

  it("refuses bad Pix keys per type with 400, and stores valid ones in canonical form", async () => {
    const m = await merchant();
    await paidCharge(m.token, 50);
    const bad: [string, string][] = [
      ["CPF", "529.982.247-24"], ["CPF", "11.222.333/0001-81"], ["CNPJ", "11.222.333/0001-80"], ["CNPJ", "52998224725"],
      ["EMAIL", "ana@"], ["EMAIL", "ana loja@x.com"], ["PHONE", "11987654321"], ["PHONE", "+15551234567"],
      ["EVP", "123e4567e89b12d3a456426614174000"], ["EVP", "ana@loja.com"],
    ];
    for (const [type, key] of bad) {
      const r = await withdraw(m.token, 1, key, type);
      expect({ type, key, status: r.status, message: r.body.error?.message }).toEqual({ type, key, status: 400, message: `Chave Pix inválida para o tipo ${type}` });
    }
    expect((await withdraw(m.token, 1, "52998224725", "RANDOM")).status).toBe(400);

    const good: [string, string, string][] = [
      ["CPF", "529.982.247-25", "52998224725"], ["CNPJ", "12.abc.345/01de-35", "12ABC34501DE35"], ["EMAIL", "Ana@Loja.test", "ana@loja.test"],
      ["PHONE", "+55 11 98765-4321", "+5511987654321"], ["EVP", "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000"],
    ];
    for (const [type, key, canonical] of good) {
      const r = await withdraw(m.token, 1, key, type);
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ pix_key: canonical, pix_key_type: type });
    }
  });

  it("needs an approved receiving account", async () => {
    const { accessToken } = await signUp(kit.http);
    expect((await withdraw(accessToken, 1)).body.error.codigo).toBe("SUBCONTA_INEXISTENTE");
  });

  it("refuses live before production approval with PRODUCAO_NAO_LIBERADA and its producao block", async () => {
    const m = await merchant("live");
    const identity = stack.extras.identity as IdentityExtras;
    // Approved once (a live key exists), then back to pending: the live credential is refused.
    await identity.setProductionStatus(m.storeId, "approved");
    await confirmOwnEmail(stack, { email: m.email, accessToken: m.token });
    const liveKey = (await kit.http("POST", "/api-keys", { token: m.token, body: { name: "live", environment: "live" } })).body.data.key;
    await identity.setProductionStatus(m.storeId, "pending");
    const r = await withdraw(liveKey, 1);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: { status: "pending", liberada: false } });
    const switchToLive = await kit.http("POST", "/auth/environment", { token: m.token, body: { environment: "live" } });
    expect(switchToLive.body.error.codigo).toBe("PRODUCAO_NAO_LIBERADA");
  });
});

describe("payouts", () => {
  const hitFor = async (event: string, withdrawalId: string) =>
    (await receiver.waitFor(1, (h) => h.body.event === event && h.body.data.withdrawal_id === withdrawalId))[0];

  it("completes: the engine pays out as the subaccount, withdrawal.completed reaches the webhook, the summary moves", async () => {
    const m = await merchant();
    await paidCharge(m.token, 40);
    const w = (await withdraw(m.token, 12.34, "ana@loja.test", "EMAIL")).body.data;

    const t = await attempt(w.id, 1);
    expect(t).toMatchObject({ status: "PENDING", valueCents: 1234, pixAddressKey: "ana@loja.test", pixAddressKeyType: "EMAIL" });
    const done = await kit.transfers.complete(t.id);

    const hit = await hitFor("withdrawal.completed", w.id);
    expect(hit.path).toBe(`/m/${m.storeId}`);
    expect(hit.body.data).toEqual({ withdrawal_id: w.id, amount: 12.34, pix_key: "ana@loja.test", end_to_end_id: done.endToEndIdentifier, paid_at: done.effectiveDate });
    expect(await settledWithdrawal(m.token, w.id)).toMatchObject({ status: "completed", attempts: 1, end_to_end_id: done.endToEndIdentifier, paid_at: done.effectiveDate });
    const s = await summaryOf(m.token);
    expect(s).toMatchObject({ withdrawn: 12.34, pending_withdrawals: 0 });
  });

  it("is rejected after the third failed attempt: withdrawal.rejected with the reason, the amount available again", async () => {
    const m = await merchant();
    await paidCharge(m.token, 40);
    const before = (await summaryOf(m.token)).available;
    const w = (await withdraw(m.token, 15, "+5511987654321", "PHONE")).body.data;
    expect((await summaryOf(m.token)).available).toBeCloseTo(before - 15, 2);

    for (const n of [1, 2, 3]) await kit.transfers.fail((await attempt(w.id, n)).id, `Falha ${n}`);
    const hit = await hitFor("withdrawal.rejected", w.id);
    expect(hit.body.data).toEqual({ withdrawal_id: w.id, amount: 15, pix_key: "+5511987654321", reason: "Falha 3" });
    expect(await settledWithdrawal(m.token, w.id)).toMatchObject({ status: "rejected", attempts: 3, failure_reason: "Falha 3", end_to_end_id: null });
    expect(await kit.transfers.attempts(w.id)).toHaveLength(3); // no fourth attempt
    expect(await summaryOf(m.token)).toMatchObject({ available: before, pending_withdrawals: 0, withdrawn: 0 });
  });

  it("fails once, then completes on the second attempt with a new transfer", async () => {
    const m = await merchant();
    await paidCharge(m.token, 40);
    const w = (await withdraw(m.token, 7.77, "123e4567-e89b-12d3-a456-426614174000", "EVP")).body.data;
    const first = await attempt(w.id, 1);
    await kit.transfers.fail(first.id, "Instabilidade");
    const second = await attempt(w.id, 2);
    expect(second.id).not.toBe(first.id);
    const done = await kit.transfers.complete(second.id);

    const hit = await hitFor("withdrawal.completed", w.id);
    expect(hit.body.data).toMatchObject({ withdrawal_id: w.id, amount: 7.77, end_to_end_id: done.endToEndIdentifier });
    expect(await settledWithdrawal(m.token, w.id)).toMatchObject({ status: "completed", attempts: 2 });
    expect(receiver.hits.filter((h) => h.body.data?.withdrawal_id === w.id).map((h) => h.body.event)).toEqual(["withdrawal.completed"]);
  });

  it("pays out in live after production approval, from the live balance only", async () => {
    const m = await merchant("live");
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.storeId, "approved");
    await confirmOwnEmail(stack, { email: m.email, accessToken: m.token });
    const liveKey = (await kit.http("POST", "/api-keys", { token: m.token, body: { name: "live", environment: "live" } })).body.data.key;
    await paidCharge(liveKey, 10);
    expect(await summaryOf(liveKey)).toMatchObject({ environment: "live", received: 10, fees: 0.17, available: 9.83 });
    expect((await withdraw(m.token, 1)).body.error.codigo).toBe("SUBCONTA_INEXISTENTE"); // the session is in test: no test subaccount

    const w = (await withdraw(liveKey, 9.83)).body.data;
    expect(w).toMatchObject({ environment: "live", amount: 9.83 });
    await kit.transfers.complete((await attempt(w.id, 1)).id);
    expect(await settledWithdrawal(liveKey, w.id)).toMatchObject({ status: "completed" });
    expect(await summaryOf(liveKey)).toMatchObject({ withdrawn: 9.83, available: 0 });
  });

  it("lists withdrawals newest first", async () => {
    const m = await merchant();
    await paidCharge(m.token, 30);
    const ids = [];
    for (const amount of [1, 2, 3]) ids.push((await withdraw(m.token, amount)).body.data.id);
    const list = (await kit.http("GET", "/withdrawals", { token: m.token })).body;
    expect(list.data.map((w: any) => w.id)).toEqual(ids.reverse());
    expect(list.aviso).toBeUndefined();
    expect(Object.keys(list.data[0]).sort()).toEqual([
      "amount", "attempts", "created_at", "end_to_end_id", "environment", "failure_reason", "id", "paid_at", "pix_key", "pix_key_type", "status",
    ]);
  });
});

describe("GET /withdrawals cap", () => {
  it("returns the newest 5000 with an aviso when there are more", async () => {
    const m = await merchant();
    const db = new Client({ connectionString: kit.onboarding.databaseUrl });
    await db.connect();
    try {
      // Settled rows (the worker leaves them alone), one second apart, oldest last.
      await db.query(
        `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, status, updated_at, created_at)
         SELECT gen_random_uuid(), $1, 'test', g, '52998224725', 'CPF', 'rejected', now(), now() - make_interval(secs => g)
         FROM generate_series(1, 5001) AS g`,
        [m.storeId],
      );
    } finally {
      await db.end();
    }
    const list = (await kit.http("GET", "/withdrawals", { token: m.token })).body;
    expect(list.data).toHaveLength(5000);
    expect(list.aviso).toBe("Lista limitada aos 5000 saques mais recentes");
    expect(list.data[0].amount).toBe(0.01);
    expect(list.data[4999].amount).toBe(50);
  });
});

describe("single-account mode", () => {
  let single: Stack;
  beforeAll(async () => {
    single = await startStack({ services: ["onboarding"] }); // CONTA_UNICA=true, as npm start runs it
  });
  afterAll(() => single.close());

  it("answers POST /withdrawals with 409 REPASSE_MANUAL", async () => {
    const h = client(single.url);
    const { accessToken } = await signUp(h);
    const r = await h("POST", "/withdrawals", { token: accessToken, body: { amount: 10, pix_key: "529.982.247-25", pix_key_type: "CPF" } });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ error: { message: expect.any(String), codigo: "REPASSE_MANUAL" } });
  });
});
