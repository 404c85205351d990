import type { AppError } from "@pix/errors";
import { randomUUID } from "node:crypto";
import { loadService, ServiceClient, type Principal, type ClientOf } from "@pix/grpc";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import { captureEvents, CHARGE_FIELDS, type ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { dueAt } from "../../subscriptions/src/domain/interval";

/** /subscriptions through the gateway (contract 2.3, 3.5, 4.7, 4.8, 8) with charges and subscriptions. */
let stack: Stack;
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let subs: SubscriptionsExtras;
let grpc: ClientOf<"pix.subscriptions.v1.SubscriptionsService">;
let events: Awaited<ReturnType<typeof captureEvents>>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "subscriptions"] });
  http = client(stack.url);
  charges = stack.extras.charges as ChargesExtras;
  subs = stack.extras.subscriptions as SubscriptionsExtras;
  grpc = new ServiceClient("subscriptions", loadService("subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService"), stack.addresses.subscriptions!, PRINCIPAL_SECRET);
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
});
afterAll(async () => {
  grpc.close();
  await events.close();
  await stack.close();
});

const CPF = "529.982.247-25";
const SUBSCRIPTION_FIELDS = [
  "id", "user_id", "customer_id", "customer_name", "customer_email", "customer_cpf", "description", "amount", "method", "interval",
  "status", "next_billing_at", "created_at", "updated_at",
];
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

async function create(token: string, body: Record<string, unknown>) {
  const res = await http("POST", "/subscriptions", { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
}
const basic = (extra: Record<string, unknown> = {}) => ({ customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", customer_cpf: CPF, amount: 29.9, description: "Plano mensal", ...extra });

describe("POST /subscriptions", () => {
  it("stores the contract's fields: inline customer (CPF normalized), amount in reais, pix, monthly, next_billing_at defaulting to now", async () => {
    const { user, accessToken } = await signUp(http);
    const before = Date.now();
    const s = await create(accessToken, basic());
    expect(Object.keys(s).sort()).toEqual([...SUBSCRIPTION_FIELDS].sort());
    expect(s).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: user.id, customer_id: null, customer_name: "Ana Pagadora",
      customer_email: "ana@cliente.test", customer_cpf: "52998224725", description: "Plano mensal", amount: 29.9, method: "pix",
      interval: "monthly", status: "active", next_billing_at: expect.stringMatching(/Z$/), created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(new Date(s.next_billing_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(s.next_billing_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("accepts every interval, a CNPJ, a string amount and a future next_billing_at", async () => {
    const { accessToken } = await signUp(http);
    for (const interval of ["weekly", "monthly", "quarterly", "semiannual", "yearly"]) {
      expect((await create(accessToken, basic({ interval }))).interval).toBe(interval);
    }
    const at = "2031-01-31T09:00:00-03:00";
    const s = await create(accessToken, basic({ customer_cpf: "11.222.333/0001-81", amount: "5.00", next_billing_at: at, method: "pix" }));
    expect(s).toMatchObject({ customer_cpf: "11222333000181", amount: 5, next_billing_at: "2031-01-31T12:00:00.000Z" });
    const noDoc = await create(accessToken, { customer_name: "Sem Documento", amount: 10 });
    expect(noDoc).toMatchObject({ customer_cpf: null, customer_email: null, description: "" });
  });

  it("copies a registered customer's data by customer_id (inline fields win); an unknown or another merchant's customer is 404", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    const customer = (await http("POST", "/customers", { token: accessToken, body: { name: "Bruno Cliente", email: "bruno@cliente.test", cpf_cnpj: CPF } })).body.data;
    const s = await create(accessToken, { customer_id: customer.id, amount: 15 });
    expect(s).toMatchObject({ customer_id: customer.id, customer_name: "Bruno Cliente", customer_email: "bruno@cliente.test", customer_cpf: "52998224725" });
    expect((await create(accessToken, { customer_id: customer.id, customer_name: "Outro Nome", amount: 15 })).customer_name).toBe("Outro Nome");
    for (const id of [customer.id, randomUUID(), "nao-e-id"]) {
      const res = await http("POST", "/subscriptions", { token: other.accessToken, body: { customer_id: id, amount: 15 } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toMatch(/Cliente/);
    }
  });

  it("refuses an amount below 5.00 with VALOR_MINIMO and valor_minimo", async () => {
    const { accessToken } = await signUp(http);
    for (const amount of [4.99, "4.99", 0]) {
      const res = await http("POST", "/subscriptions", { token: accessToken, body: basic({ amount }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "VALOR_MINIMO", valor_minimo: 5 } });
    }
  });

  it.each<[string, { raw?: string; body?: unknown }, RegExp]>([
    ["malformed JSON", { raw: '{"amount": ' }, /JSON/],
    ["no amount", { body: { customer_name: "Ana" } }, /amount/],
    ["an amount with three decimals", { body: basic({ amount: 10.001 }) }, /amount|reais/],
    ["an amount that is not a number", { body: basic({ amount: "dez" }) }, /amount|reais/],
    ["no customer", { body: { amount: 10 } }, /customer_name/],
    ["an invalid CPF", { body: basic({ customer_cpf: "529.982.247-26" }) }, /customer_cpf/],
    ["an invalid e-mail", { body: basic({ customer_email: "nao-e-email" }) }, /customer_email|mail/i],
    ["a method other than pix", { body: basic({ method: "boleto" }) }, /method/],
    ["an unknown interval", { body: basic({ interval: "daily" }) }, /interval/],
    ["a status other than active", { body: basic({ status: "paused" }) }, /status|ativa/],
    ["an invalid next_billing_at", { body: basic({ next_billing_at: "amanhã" }) }, /next_billing_at/],
    ["a null next_billing_at", { body: basic({ next_billing_at: null }) }, /next_billing_at/],
    ["a past next_billing_at", { body: basic({ next_billing_at: "2020-01-01T00:00:00Z" }) }, /next_billing_at/],
    ["an unknown field", { body: basic({ user_id: randomUUID() }) }, /`user_id` do corpo: campo desconhecido/],
    ["a wrong type", { body: basic({ customer_name: 42 }) }, /customer_name/],
  ])("answers 400 for %s, creating nothing", async (_what, req, message) => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/subscriptions", { token: accessToken, ...req });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await http("GET", "/subscriptions", { token: accessToken })).body.data).toEqual([]);
  });

  it("needs a credential: 401 with a string error", async () => {
    const res = await http("POST", "/subscriptions", { body: basic() });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
  });

  it("refuses a live subscription before production approval with 409 PRODUCAO_NAO_LIBERADA and the producao block", async () => {
    const { user } = await signUp(http);
    const live: Principal = { userId: user.id, storeId: user.id, role: "owner", environment: "live", isAdmin: false, credential: "session", productionApproved: false };
    const err = (await grpc.call("CreateSubscription", { customer_name: "Ana", amount_cents: 1000 }, { principal: live }).catch((e: AppError) => e)) as AppError;
    expect(err).toMatchObject({ kind: "conflict", codigo: "PRODUCAO_NAO_LIBERADA" });
    expect(err.extra?.producao).toMatchObject({ status: "sandbox", liberada: false });
    expect(await subs.query("SELECT id FROM subscriptions WHERE store_id = $1", [user.id])).toEqual([]);
  });
});

describe("GET /subscriptions", () => {
  it("lists the store's subscriptions newest first; other merchants' and live ones are not there", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    const other = await signUp(http);
    const a = await create(accessToken, basic({ description: "A" }));
    const b = await create(accessToken, basic({ description: "B" }));
    await create(other.accessToken, basic());
    expect((await http("GET", "/subscriptions", { token: accessToken })).body).toEqual({ data: [b, a] });
    expect((await http("GET", `/subscriptions/${a.id}`, { token: accessToken })).body).toEqual({ data: a });

    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const live = (await http("POST", "/api-keys", { token: accessToken, body: { name: "live", environment: "live" } })).body.data.key;
    expect((await http("GET", "/subscriptions", { token: live })).body.data).toEqual([]);
    expect((await http("GET", `/subscriptions/${a.id}`, { token: live })).status).toBe(404);
    expect((await http("PUT", `/subscriptions/${a.id}`, { token: live, body: { description: "x" } })).status).toBe(404);
    expect((await http("DELETE", `/subscriptions/${a.id}`, { token: live })).status).toBe(404);
    expect((await http("POST", `/subscriptions/${a.id}/charge`, { token: live })).status).toBe(404);
    // An approved store creates live subscriptions; the test key does not see them.
    const l = (await http("POST", "/subscriptions", { token: live, body: basic() })).body.data;
    expect((await http("GET", "/subscriptions", { token: live })).body.data).toEqual([l]);
    expect((await http("GET", `/subscriptions/${l.id}`, { token: accessToken })).status).toBe(404);
  });

  it("caps the listing at 5000 with an aviso", async () => {
    const { user, accessToken } = await signUp(http);
    await subs.query(
      `INSERT INTO subscriptions (id, store_id, environment, customer_name, amount_cents, next_billing_at, billing_anchor_at, created_at, updated_at)
       SELECT gen_random_uuid(), $1::uuid, 'test', 'Cliente ' || g, 1000, now() + interval '1 day', now() + interval '1 day', now() - g * interval '1 second', now()
       FROM generate_series(1, 5001) AS g`, [user.id]);
    const res = await http("GET", "/subscriptions", { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5000);
    expect(res.body.data[0].customer_name).toBe("Cliente 1");
    expect(res.body.aviso).toMatch(/5000/);
  });

  it("answers 404 for another merchant's id, an unknown id and a malformed id", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    const s = await create(accessToken, basic());
    for (const id of [s.id, randomUUID(), "nao-e-id"]) {
      expect((await http("GET", `/subscriptions/${id}`, { token: other.accessToken })).status).toBe(404);
      expect((await http("PUT", `/subscriptions/${id}`, { token: other.accessToken, body: { description: "x" } })).status).toBe(404);
      expect((await http("DELETE", `/subscriptions/${id}`, { token: other.accessToken })).status).toBe(404);
      expect((await http("POST", `/subscriptions/${id}/charge`, { token: other.accessToken })).status).toBe(404);
    }
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data).toEqual(s);
  });
});

describe("PUT /subscriptions/{id}", () => {
  it("edits fields; an empty description clears it; absent fields are kept", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const put = await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body: { description: "", amount: "49.90", customer_email: "", customer_name: "Ana Maria" } });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...s, description: "", amount: 49.9, customer_email: null, customer_name: "Ana Maria", updated_at: expect.any(String) });
    const cleared = await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body: { customer_cpf: null } });
    expect(cleared.body.data.customer_cpf).toBeNull();
  });

  it.each<[string, unknown, RegExp]>([
    ["a null next_billing_at", { next_billing_at: null }, /next_billing_at/],
    ["an invalid next_billing_at", { next_billing_at: "31/01/2030" }, /next_billing_at/],
    ["a past next_billing_at", { next_billing_at: "2020-01-01T00:00:00Z" }, /next_billing_at/],
    ["an unknown status", { status: "deleted" }, /status/],
    ["an unknown interval", { interval: "daily" }, /interval/],
    ["a blank customer_name", { customer_name: "  " }, /customer_name/],
    ["an invalid CPF", { customer_cpf: "123" }, /customer_cpf/],
    ["an unknown field", { customer_id: randomUUID() }, /`customer_id` do corpo: campo desconhecido/],
  ])("answers 400 for %s and changes nothing", async (_what, body, message) => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const res = await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data).toEqual(s);
  });

  it("refuses an amount below 5.00 on edit with VALOR_MINIMO", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const res = await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body: { amount: 4.99 } });
    expect(res).toMatchObject({ status: 400, body: { error: { codigo: "VALOR_MINIMO", valor_minimo: 5 } } });
  });

  it("status moves: pause, reactivate without a date (now + interval), reactivate with a date; canceled is final (409 ASSINATURA_CANCELADA)", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic({ interval: "weekly", next_billing_at: inAMonth() }));
    const put = (body: unknown) => http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body });
    expect((await put({ status: "paused" })).body.data).toMatchObject({ status: "paused", next_billing_at: s.next_billing_at });
    const before = Date.now();
    const reactivated = (await put({ status: "active" })).body.data;
    expect(reactivated.status).toBe("active");
    const week = 7 * 86_400_000;
    expect(new Date(reactivated.next_billing_at).getTime()).toBeGreaterThanOrEqual(before + week - 1000);
    expect(new Date(reactivated.next_billing_at).getTime()).toBeLessThanOrEqual(Date.now() + week + 1000);
    await put({ status: "paused" });
    const at = "2032-03-31T10:00:00-03:00";
    expect((await put({ status: "active", next_billing_at: at })).body.data).toMatchObject({ status: "active", next_billing_at: "2032-03-31T13:00:00.000Z" });
    // Already active: status "active" again keeps the date.
    expect((await put({ status: "active" })).body.data.next_billing_at).toBe("2032-03-31T13:00:00.000Z");
    expect((await put({ status: "canceled" })).body.data.status).toBe("canceled");
    for (const status of ["active", "paused"]) {
      const res = await put({ status });
      expect(res).toMatchObject({ status: 409, body: { error: { codigo: "ASSINATURA_CANCELADA" } } });
    }
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.status).toBe("canceled");
  });

  it("a new next_billing_at or interval re-anchors: the job then keeps that date's day", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body: { next_billing_at: "2031-01-31T10:00:00-03:00", interval: "quarterly" } });
    const [row] = await subs.query("SELECT billing_anchor_at, periods_billed, interval FROM subscriptions WHERE id = $1", [s.id]);
    expect(row).toMatchObject({ periods_billed: 0, interval: "quarterly" });
    expect(new Date(row.billing_anchor_at).toISOString()).toBe("2031-01-31T13:00:00.000Z");
  });
});

describe("POST /subscriptions/{id}/charge (charge now)", () => {
  it("issues the current period's Pix charge (POST /pix's shape, subscription_id set), emits charge.created and no subscription.charged, and advances the date", async () => {
    const { user, accessToken } = await signUp(http);
    const s = await create(accessToken, basic({ next_billing_at: "2031-01-31T10:00:00-03:00" }));
    const res = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(res.status).toBe(201);
    const charge = res.body.data;
    expect(Object.keys(charge).sort()).toEqual([...CHARGE_FIELDS].sort());
    expect(charge).toMatchObject({
      user_id: user.id, subscription_id: s.id, amount: 29.9, description: "Plano mensal", status: "pending", environment: "test",
      customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", customer_cpf: "52998224725", pix_code: expect.any(String),
      qr_code_url: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const created = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === charge.txid);
    expect(created.data.subscription_id).toBe(s.id);
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data.subscription_id).toBe(s.id);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.next_billing_at).toBe("2031-02-28T13:00:00.000Z");
    expect(await subs.query("SELECT id FROM outbox_events WHERE event = 'subscription.charged' AND payload->'data'->>'subscription_id' = $1", [s.id])).toEqual([]);
    const [billing] = await subs.query("SELECT source, status, txid FROM subscription_billings WHERE subscription_id = $1", [s.id]);
    expect(billing).toEqual({ source: "charge_now", status: "charged", txid: charge.txid });
  });

  it("refuses while a valid pending charge exists (409 COBRANCA_PENDENTE), and charges again once it is paid", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const first = (await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken })).body.data;
    const again = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(again).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid: first.txid } } });
    await http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: first.txid } });
    const next = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(next.status).toBe(201);
    expect(next.body.data.txid).not.toBe(first.txid);
  });

  it("refuses paused and canceled subscriptions (409 ASSINATURA_INATIVA) and one without CPF/CNPJ (409 CLIENTE_SEM_DOCUMENTO), issuing nothing", async () => {
    const { accessToken } = await signUp(http);
    for (const status of ["paused", "canceled"]) {
      const s = await create(accessToken, basic());
      await http("PUT", `/subscriptions/${s.id}`, { token: accessToken, body: { status } });
      const res = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
      expect(res).toMatchObject({ status: 409, body: { error: { codigo: "ASSINATURA_INATIVA", status } } });
      expect(await charges.query("SELECT id FROM charges WHERE subscription_id = $1", [s.id])).toEqual([]);
    }
    const noDoc = await create(accessToken, { customer_name: "Sem Documento", amount: 10 });
    const res = await http("POST", `/subscriptions/${noDoc.id}/charge`, { token: accessToken });
    expect(res).toMatchObject({ status: 409, body: { error: { codigo: "CLIENTE_SEM_DOCUMENTO" } } });
    expect(await charges.query("SELECT id FROM charges WHERE subscription_id = $1", [noDoc.id])).toEqual([]);
  });

  it("an active subscription without a date (written outside the API) is charged from now", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    await subs.query("UPDATE subscriptions SET next_billing_at = NULL, billing_anchor_at = NULL WHERE id = $1", [s.id]);
    const res = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(res.status).toBe(201);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.next_billing_at).not.toBeNull();
  });
});

/**
 * Issue 23 item 4: charge-now's pending-charge check and its claim of the period run under the
 * subscription's row lock, so requests spread over time (5 ms apart, the window between one request's
 * check and another's advance) and requests at one instant bill one period: one 201, the rest 409
 * COBRANCA_PENDENTE naming that charge, one charge, next_billing_at moved one period.
 */
describe("charge-now racing itself and the daily job", () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** `n` calls of `fire`, started `gapMs` apart, plus `burst` more at one instant in the middle. */
  async function spread<T>(n: number, gapMs: number, burst: number, fire: () => Promise<T>): Promise<T[]> {
    const calls: Promise<T>[] = [];
    for (let i = 0; i < n; i++) {
      if (i === Math.floor(n / 2)) for (let j = 0; j < burst; j++) calls.push(fire());
      calls.push(fire());
      await sleep(gapMs);
    }
    return Promise.all(calls);
  }
  const chargesOf = (id: string) => charges.query<{ txid: string; status: string }>("SELECT txid, status FROM charges WHERE subscription_id = $1", [id]);

  it("40 charge-nows 5 ms apart and 10 at one instant: one 201, the rest 409 COBRANCA_PENDENTE with its txid, one charge, one period", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic({ next_billing_at: "2031-01-31T10:00:00-03:00" }));
    const answers = await spread(40, 5, 10, () => http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken }));
    const created = answers.filter((a) => a.status === 201).map((a) => a.body.data.txid as string);
    expect(created).toHaveLength(1);
    const txid = created[0]!;
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid } } });
    }
    expect(await chargesOf(s.id)).toEqual([{ txid, status: "pending" }]);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.next_billing_at).toBe("2031-02-28T13:00:00.000Z");
    expect(await subs.query("SELECT status, txid FROM subscription_billings WHERE subscription_id = $1", [s.id])).toEqual([{ status: "charged", txid }]);
  });

  it("a period another request is issuing (a fresh claim) answers 409 with its txid; a claim left by a request that died over a minute ago is resumed, same txid", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic({ next_billing_at: "2031-01-31T10:00:00-03:00" }));
    const billingId = randomUUID();
    const txid = `ASS${billingId.replace(/-/g, "")}`;
    await subs.query(
      `INSERT INTO subscription_billings (id, subscription_id, period_at, source, status, txid, method, updated_at)
       VALUES ($1, $2, '2031-01-31T13:00:00Z', 'charge_now', 'claimed', $3, 'pix', now())`, [billingId, s.id, txid]);
    const busy = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(busy).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid } } });
    expect(await chargesOf(s.id)).toEqual([]);

    await subs.query("UPDATE subscription_billings SET updated_at = now() - interval '61 seconds' WHERE id = $1", [billingId]);
    const resumed = await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken });
    expect(resumed.status).toBe(201);
    expect(resumed.body.data.txid).toBe(txid);
    expect(await chargesOf(s.id)).toEqual([{ txid, status: "pending" }]);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.next_billing_at).toBe("2031-02-28T13:00:00.000Z");
  });

  it("charge-nows 5 ms apart retrying a period whose last attempt failed: one resumes it (same txid), the others 409 with that txid", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic({ next_billing_at: "2031-01-31T10:00:00-03:00" }));
    const billingId = randomUUID();
    const txid = `ASS${billingId.replace(/-/g, "")}`;
    await subs.query(
      `INSERT INTO subscription_billings (id, subscription_id, period_at, source, status, txid, method, attempts, last_error, updated_at)
       VALUES ($1, $2, '2031-01-31T13:00:00Z', 'charge_now', 'failed', $3, 'pix', 1, 'motor fora do ar', now())`, [billingId, s.id, txid]);
    const answers = await spread(20, 5, 5, () => http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken }));
    expect(answers.filter((a) => a.status === 201).map((a) => a.body.data.txid)).toEqual([txid]);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid } } });
    }
    expect(await chargesOf(s.id)).toEqual([{ txid, status: "pending" }]);
  });

  it("the job (the test clock) racing charge-nows 5 ms apart bills the due period once: one charge, one period, no second 201", async () => {
    const { accessToken } = await signUp(http);
    // Due in a minute, the clock two minutes ahead: the period's charge (valid for a day) stays payable as
    // of the clock; a clock past its expires_at would expire it (issue 25) and rightly let charge-now bill again.
    const due = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    const s = await create(accessToken, basic({ next_billing_at: due.toISOString() }));
    const asOf = { as_of: new Date(Date.now() + 120_000).toISOString() };
    const answers = await spread(30, 5, 5, async () => {
      const [now, run] = await Promise.all([
        http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken }),
        http("POST", "/subscriptions/billing-runs", { token: accessToken, body: asOf }),
      ]);
      expect(run.status).toBe(200);
      return now;
    });
    const held = await chargesOf(s.id);
    expect(held).toHaveLength(1);
    expect(answers.filter((a) => a.status === 201).length).toBeLessThanOrEqual(1);
    for (const a of answers) {
      if (a.status === 201) expect(a.body.data.txid).toBe(held[0]!.txid);
      else expect(a).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid: held[0]!.txid } } });
    }
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data.next_billing_at).toBe(dueAt(due, "monthly", 1).toISOString());
  });
});

describe("DELETE /subscriptions/{id}", () => {
  const insertCharges = (storeId: string, subscriptionId: string, n: number) => charges.query(
    `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, subscription_id)
     SELECT gen_random_uuid(), $1::uuid, 'test', 'sub' || substr(md5($2::text || g::text), 1, 20), 'sub' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid
     FROM generate_series(1, $3::int) AS g`, [storeId, subscriptionId, n]);

  it("deletes first, then unlinks its charges: {data, desvinculados}", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const charge = (await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken })).body.data;
    const current = (await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data;
    const del = await http("DELETE", `/subscriptions/${s.id}`, { token: accessToken });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: current, desvinculados: { "charges.subscription_id": 1 } });
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).status).toBe(404);
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data).toMatchObject({ txid: charge.txid, subscription_id: null });
    expect(await subs.query("SELECT id FROM subscription_billings WHERE subscription_id = $1", [s.id])).toEqual([]);
  });

  it("answers 409 MUITAS_REFERENCIAS above 500 charges, deleting nothing; 500 are unlinked", async () => {
    const { user, accessToken } = await signUp(http);
    const many = await create(accessToken, basic());
    await insertCharges(user.id, many.id, 501);
    const tooMany = await http("DELETE", `/subscriptions/${many.id}`, { token: accessToken });
    expect(tooMany).toMatchObject({ status: 409, body: { error: { codigo: "MUITAS_REFERENCIAS" } } });
    expect((await http("GET", `/subscriptions/${many.id}`, { token: accessToken })).status).toBe(200);
    expect((await charges.query("SELECT count(*)::int AS n FROM charges WHERE subscription_id = $1", [many.id]))[0].n).toBe(501);

    const enough = await create(accessToken, basic());
    await insertCharges(user.id, enough.id, 500);
    const del = await http("DELETE", `/subscriptions/${enough.id}`, { token: accessToken });
    expect(del.status).toBe(200);
    expect(del.body.desvinculados).toEqual({ "charges.subscription_id": 500 });
    expect((await charges.query("SELECT count(*)::int AS n FROM charges WHERE subscription_id = $1", [enough.id]))[0].n).toBe(0);
  });

  it("every route needs a credential: 401 with a string error, nothing deleted", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    for (const [method, path] of [["GET", "/subscriptions"], ["GET", `/subscriptions/${s.id}`], ["PUT", `/subscriptions/${s.id}`], ["DELETE", `/subscriptions/${s.id}`], ["POST", `/subscriptions/${s.id}/charge`]]) {
      const res = await http(method, path, { token: "invalido" });
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe("string");
    }
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).status).toBe(200);
  });
});

describe("customer deletion holder (subscriptions.customer_id)", () => {
  it("counts and clears customer_id through CountReferences/UnlinkReferences; the snapshot stays; other fields are refused", async () => {
    const { user, accessToken } = await signUp(http);
    const customer = (await http("POST", "/customers", { token: accessToken, body: { name: "Carla", email: "carla@cliente.test", cpf_cnpj: CPF } })).body.data;
    const s = await create(accessToken, { customer_id: customer.id, amount: 20 });
    const owner: Principal = { userId: user.id, storeId: user.id, role: "owner", environment: "test", isAdmin: false, credential: "service", productionApproved: false };
    const ref = { field: "subscriptions.customer_id", id: customer.id };
    expect(Number((await grpc.call("CountReferences", ref, { principal: owner })).count)).toBe(1);
    expect(Number((await grpc.call("CountReferences", ref, { principal: { ...owner, environment: "live" } })).count)).toBe(0);
    expect(Number((await grpc.call("UnlinkReferences", ref, { principal: owner })).count)).toBe(1);
    expect(Number((await grpc.call("UnlinkReferences", ref, { principal: owner })).count)).toBe(0);
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data).toMatchObject({
      customer_id: null, customer_name: "Carla", customer_email: "carla@cliente.test", customer_cpf: "52998224725",
    });
    await expect(grpc.call("CountReferences", { field: "charges.customer_id", id: customer.id }, { principal: owner })).rejects.toMatchObject({ kind: "validation" });
  });

  it("the later cleanup event (catalog.reference_deleted) clears customer_id too", async () => {
    const { user, accessToken } = await signUp(http);
    const customer = (await http("POST", "/customers", { token: accessToken, body: { name: "Davi", cpf_cnpj: CPF } })).body.data;
    const s = await create(accessToken, { customer_id: customer.id, amount: 20 });
    await subs.deps.subscriptions.deferUnlink({ store: user.id, env: "test", field: "subscriptions.customer_id", id: customer.id });
    for (let i = 0; i < 200; i++) {
      const [row] = await subs.query("SELECT customer_id FROM subscriptions WHERE id = $1", [s.id]);
      if (row.customer_id === null) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data).toMatchObject({ customer_id: null, customer_name: "Davi" });
  });
});

describe("DELETE when charges cannot unlink now", () => {
  it("deletes anyway with an aviso; the charges are unlinked later through the catalog.reference_deleted event", async () => {
    const { accessToken } = await signUp(http);
    const s = await create(accessToken, basic());
    const charge = (await http("POST", `/subscriptions/${s.id}/charge`, { token: accessToken })).body.data;
    const current = (await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).body.data;
    // charges counts (a read) but its clearing fails (a trigger refuses the update), until the trigger goes.
    const fn = `block_unlink_${s.id.replace(/-/g, "")}`;
    await charges.query(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.subscription_id = '${s.id}' AND NEW.subscription_id IS NULL THEN RAISE EXCEPTION 'blocked by the test'; END IF; RETURN NEW; END $$`);
    await charges.query(`CREATE TRIGGER ${fn} BEFORE UPDATE ON charges FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      const del = await http("DELETE", `/subscriptions/${s.id}`, { token: accessToken });
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ data: current, desvinculados: {}, aviso: expect.stringContaining("charges.subscription_id") });
      expect((await http("GET", `/subscriptions/${s.id}`, { token: accessToken })).status).toBe(404);
      const [deferred] = await subs.query("SELECT payload FROM outbox_events WHERE event = 'catalog.reference_deleted' AND payload->'data'->>'id' = $1", [s.id]);
      expect(deferred.payload.data).toMatchObject({ field: "charges.subscription_id", id: s.id, env: "test" });
      expect((await charges.query("SELECT subscription_id FROM charges WHERE txid = $1", [charge.txid]))[0].subscription_id).toBe(s.id);
    } finally {
      await charges.query(`DROP TRIGGER ${fn} ON charges`);
      await charges.query(`DROP FUNCTION ${fn}()`);
    }
    let linked = s.id;
    for (let i = 0; i < 400 && linked; i++) {
      linked = (await charges.query("SELECT subscription_id FROM charges WHERE txid = $1", [charge.txid]))[0].subscription_id;
      if (linked) await new Promise((r) => setTimeout(r, 25));
    }
    expect(linked).toBeNull();
  });
});
