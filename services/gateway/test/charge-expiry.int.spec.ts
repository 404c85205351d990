import { createHmac } from "node:crypto";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, signUp, startStack, type Stack } from "./stack";
import { captureEvents, type ChargesExtras } from "./stack/charges";
import type { CheckoutExtras } from "./stack/checkout";
import { startReceiver, type Receiver } from "./webhook-support";
import { derivationErrors, storeInvariantErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";

/**
 * Charge expiry (issue 25) end to end through the gateway, with the payment-engine emulator: a pending
 * charge past expires_at becomes `expired` within 60 s while two charges replicas race to expire it
 * (one `charge.expired`, delivered once, signed), its qr_code_url is null and its public page says it
 * expired; a payment that still arrives is recorded and pays the charge with `charge.paid` `late: true`;
 * the store's test clock (and the subscription test clock) move test charges past expiry, after which
 * charge-now bills the subscription again.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
let charges: ChargesExtras;
let receiver: Receiver;
let events: Awaited<ReturnType<typeof captureEvents>>;
// Both replicas look for due charges at least this often: they race on every expiry.
const FALLBACK_MS = "400";

beforeAll(async () => {
  stack = await startStack({
    services: ["charges", "checkout", "subscriptions", "webhooks-dispatcher"],
    env: { charges: { EXPIRY_SWEEP_INTERVAL_MS: FALLBACK_MS } },
  });
  http = client(stack.url);
  charges = stack.extras.charges as ChargesExtras;
  payer = client((stack.extras.checkout as CheckoutExtras).url);
  await charges.connectNotices(stack.url);
  await charges.startReplica({ EXPIRY_SWEEP_INTERVAL_MS: FALLBACK_MS });
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
  receiver = await startReceiver();
});
afterAll(async () => {
  await events.close();
  await stack.close();
  await receiver.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
  }
}
const status = async (token: string, txid: string) => (await http("GET", `/pix/status?txid=${txid}`, { token })).body.data;
const outboxCount = async (event: string, txid: string) =>
  (await charges.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = $1 AND payload->'data'->>'txid' = $2", [event, txid]))[0].n;
const engineIdOf = async (txid: string) => (await charges.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [txid]))[0].engine_charge_id as string;
const pix = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await http("POST", "/pix", { token, body: { amount: 12.5, description: "Pedido que expira", customer_email: "bia@pagadora.test", ...body } });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe("a pending charge past expires_at", () => {
  it("becomes expired within 60 s with qr_code_url null; charge.expired is emitted and delivered once although two replicas race", async () => {
    const { accessToken: token } = await signUp(http);
    const endpoint = (await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/expiry`, events: ["charge.expired"] } })).body.data;
    const listed = await http("GET", "/webhook-endpoints/eventos", { token });
    expect(listed.body.data).toContain("charge.expired");

    // Five charges issued 5 ms apart, expiring 3 s (plus a few ms each) from now.
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await pix(token, { expires_at: new Date(Date.now() + 3_000 + i * 5).toISOString() }));
      await sleep(5);
    }
    expect(created.every((c) => c.status === "pending" && c.qr_code_url !== null)).toBe(true);
    const deadline = Math.max(...created.map((c) => Date.parse(c.expires_at))) + 60_000;

    for (const c of created) {
      const expired = await until(() => status(token, c.txid), (v) => v.status === "expired", `${c.txid} expired`);
      expect(Date.now()).toBeLessThan(deadline);
      expect(expired).toMatchObject({ status: "expired", qr_code_url: null, paid_at: null, end_to_end_id: null, pix_code: c.pix_code });
    }
    // The listing shows the state and filters by it.
    const list = (await http("GET", "/pix/list?status=expired", { token })).body.data;
    expect(list.map((c: any) => c.txid).sort()).toEqual(created.map((c) => c.txid).sort());
    expect(list.every((c: any) => c.status === "expired" && c.qr_code_url === null)).toBe(true);

    // Both replicas kept passing meanwhile: still exactly one event per charge, delivered once, signed.
    const hits = await receiver.waitFor(5, (h) => h.path === "/expiry");
    await sleep(1_500);
    for (const c of created) {
      expect(await outboxCount("charge.expired", c.txid)).toBe(1);
      const mine = receiver.hits.filter((h) => h.path === "/expiry" && h.body.data.txid === c.txid);
      expect(mine).toHaveLength(1);
      expect(mine[0].headers["x-service-event"]).toBe("charge.expired");
      expect(mine[0].headers["x-service-signature"]).toBe(createHmac("sha256", endpoint.secret).update(mine[0].raw).digest("hex"));
      expect(mine[0].body.data).toEqual({
        txid: c.txid, amount: 12.5, description: "Pedido que expira", status: "expired", environment: "test", customer_name: c.customer_name,
        customer_email: "bia@pagadora.test", subscription_id: null, method: "pix", expires_at: c.expires_at, qr_code_url: null, expired_at: expect.any(String),
      });
      expect(Date.parse(mine[0].body.data.expired_at)).toBeGreaterThanOrEqual(Date.parse(c.expires_at));
    }
    expect(hits.every((h) => h.body.event === "charge.expired")).toBe(true);
  });

  it("shows the payer's page as expired (in Portuguese), without the QR code", async () => {
    const { accessToken: token } = await signUp(http);
    // Expires in a day: only the store's test clock can have expired it now.
    const c = await pix(token);
    const run = await http("POST", "/pix/expiry-runs", { token, body: { as_of: new Date(Date.parse(c.expires_at) + 1_000).toISOString() } });
    expect(run).toMatchObject({ status: 200, body: { data: { expired: 1 } } });
    const key = c.checkout_url.split("/checkout/")[1];
    const page = await payer("GET", `/checkout/${key}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-state="expired"');
    expect(page.body).toContain("Este Pix expirou");
    expect(page.body).not.toContain("data:image/png");
    const json = await payer("GET", `/checkout/${key}`, { headers: { accept: "application/json" } });
    expect(json.body.data).toMatchObject({ status: "expired", qr_code_url: null });
  });
});

describe("a payment that arrives after expiry", () => {
  it("is recorded: the charge becomes paid, charge.paid carries late: true, the payment and its ledger posting exist", async () => {
    const { accessToken: token, user } = await signUp(http);
    const c = await pix(token, { amount: 40 });
    // Expired by the store's test clock; the engine still takes the payment (its own expiry is a day away).
    const run = await http("POST", "/pix/expiry-runs", { token, body: { as_of: new Date(Date.parse(c.expires_at) + 1).toISOString() } });
    expect(run.body.data.expired).toBe(1);
    expect((await status(token, c.txid)).status).toBe("expired");
    await events.waitFor((e) => e.event === "charge.expired" && e.data.txid === c.txid);

    const { charge: engineCharge, delivery } = await charges.engine.pay(await engineIdOf(c.txid));
    expect(delivery.status).toBe(200);
    const paid = await until(() => status(token, c.txid), (v) => v.status === "paid", "the late payment", 15_000);
    expect(paid).toMatchObject({ status: "paid", end_to_end_id: engineCharge.endToEndId, paid_at: engineCharge.paidAt, qr_code_url: null });
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === c.txid);
    expect(event.data).toMatchObject({ txid: c.txid, amount: 40, end_to_end_id: engineCharge.endToEndId, late: true });
    expect(event.data.simulado).toBeUndefined();

    const [payment] = await charges.query("SELECT p.amount_cents::int AS cents FROM payments p JOIN charges c ON c.id = p.charge_id WHERE c.txid = $1", [c.txid]);
    expect(payment).toEqual({ cents: 4000 });
    const ledger = await charges.query(
      `SELECT t.kind, p.account, p.amount_cents::int AS cents FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
       WHERE t.source_key = $1 ORDER BY p.account`, [`payment:${engineCharge.endToEndId}`]);
    expect(ledger).toEqual([{ kind: "payment", account: "available", cents: 4000 }, { kind: "payment", account: "payer_in", cents: -4000 }]);
    // The store's ledger agrees with its records (the late payment received, its fee), and stays balanced.
    const rows = (sql: string) => charges.query(sql);
    expect(await storeInvariantErrors(rows, user.id, "test")).toEqual([]);
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);
    // The expiry is not undone: the charge stays paid, one event each.
    expect(await outboxCount("charge.expired", c.txid)).toBe(1);
    expect(await outboxCount("charge.paid", c.txid)).toBe(1);
  });

  it("a simulated payment of an expired test charge pays it too, late", async () => {
    const { accessToken: token } = await signUp(http);
    const c = await pix(token);
    await http("POST", "/pix/expiry-runs", { token, body: { as_of: "2099-01-01T00:00:00Z" } });
    const res = await http("POST", "/pix/simulate-payment", { token, body: { txid: c.txid } });
    expect(res.body.data).toMatchObject({ status: "paid", qr_code_url: null });
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === c.txid);
    expect(event.data).toMatchObject({ simulado: true, late: true });
  });

  it("an on-time payment carries no late flag", async () => {
    const { accessToken: token } = await signUp(http);
    const c = await pix(token);
    await charges.engine.pay(await engineIdOf(c.txid));
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === c.txid, 15_000);
    expect(event.data.late).toBeUndefined();
  });
});

describe("the expiry test clock: POST /pix/expiry-runs", () => {
  it("expires only the caller's pending test charges due by as_of; other stores' and later ones stay pending", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const soon = await pix(a.accessToken, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const later = await pix(a.accessToken, { expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const paid = await pix(a.accessToken, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await http("POST", "/pix/simulate-payment", { token: a.accessToken, body: { txid: paid.txid } });
    const other = await pix(b.accessToken, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });

    const run = await http("POST", "/pix/expiry-runs", { token: a.accessToken, body: { as_of: new Date(Date.now() + 2 * 3_600_000).toISOString() } });
    expect(run).toMatchObject({ status: 200, body: { data: { expired: 1 } } });
    expect((await status(a.accessToken, soon.txid)).status).toBe("expired");
    expect((await status(a.accessToken, later.txid)).status).toBe("pending");
    expect((await status(a.accessToken, paid.txid)).status).toBe("paid");
    expect((await status(b.accessToken, other.txid)).status).toBe("pending");
    // Again: nothing more to expire, no second event.
    expect((await http("POST", "/pix/expiry-runs", { token: a.accessToken, body: { as_of: new Date(Date.now() + 2 * 3_600_000).toISOString() } })).body.data.expired).toBe(0);
    expect(await outboxCount("charge.expired", soon.txid)).toBe(1);
  });

  it("400 on a missing or invalid as_of (and on unknown fields), 401 without a credential", async () => {
    const { accessToken: token } = await signUp(http);
    for (const body of [{}, { as_of: "amanhã" }, { as_of: 1 }, { as_of: "2099-01-01T00:00:00Z", txid: "x" }]) {
      const res = await http("POST", "/pix/expiry-runs", { token, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await http("POST", "/pix/expiry-runs", { body: { as_of: "2099-01-01T00:00:00Z" } })).status).toBe(401);
  });
});

describe("subscriptions follow their charge's expiry", () => {
  const CPF = "529.982.247-25";
  it("the subscription test clock moves the pending charge past expiry; charge-now then bills again", async () => {
    const { accessToken: token } = await signUp(http);
    const s = (await http("POST", "/subscriptions", { token, body: { customer_name: "Ana", customer_email: "ana@cliente.test", customer_cpf: CPF, amount: 29.9 } })).body.data;
    const first = await http("POST", `/subscriptions/${s.id}/charge`, { token });
    expect(first.status).toBe(201);
    const blocked = await http("POST", `/subscriptions/${s.id}/charge`, { token });
    expect(blocked).toMatchObject({ status: 409, body: { error: { codigo: "COBRANCA_PENDENTE", txid: first.body.data.txid } } });

    // The merchant's subscription test clock, a minute past the charge's expiry (before the next period).
    const asOf = new Date(Date.parse(first.body.data.expires_at) + 60_000).toISOString();
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: asOf } })).status).toBe(200);
    expect(await status(token, first.body.data.txid)).toMatchObject({ status: "expired", qr_code_url: null, subscription_id: s.id });
    const event = await events.waitFor((e) => e.event === "charge.expired" && e.data.txid === first.body.data.txid);
    expect(event.data.subscription_id).toBe(s.id);

    const next = await http("POST", `/subscriptions/${s.id}/charge`, { token });
    expect(next.status).toBe(201);
    expect(next.body.data.txid).not.toBe(first.body.data.txid);
    expect(next.body.data.status).toBe("pending");
  });
});
