import { gzipSync } from "node:zlib";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "./stack";
import { captureEvents, type ChargesExtras } from "./stack/charges";
import { startReceiver, type Receiver } from "./webhook-support";

/**
 * POST /notices/payment-engine: the engine's notices are recorded and answered at once, then
 * confirmed from a queue; origin, idempotency, extra payments, events and mail.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let events: Awaited<ReturnType<typeof captureEvents>>;
let receiver: Receiver;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "webhooks-dispatcher"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  await extras.connectNotices(stack.url);
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
  receiver = await startReceiver();
});
afterAll(async () => {
  await events.close();
  await stack.close();
  await receiver.close();
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 50))) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
  }
}

async function merchantCharge(amount = 25) {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company: "Loja do Zé", cnpj: "11.222.333/0001-81" } });
  const charge = (await http("POST", "/pix", { token: session.accessToken, body: { amount, description: "Camiseta", customer_name: "Bia", customer_email: `bia.${Date.now()}@pagadora.test` } })).body.data;
  const [{ engine_charge_id: engineId }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [charge.txid]);
  return { ...session, charge, engineId: engineId as string };
}
const status = async (token: string, txid: string) => (await http("GET", `/pix/status?txid=${txid}`, { token })).body.data;
const paidCharge = (token: string, txid: string) => until(() => status(token, txid), (c) => c.status === "paid" && c.store_name !== null, "the paid charge");
const paidEvents = async (txid: string) =>
  (await extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1", [txid]))[0].n;
const postNotice = (body: string, token: string | null = extras.noticeToken) =>
  http("POST", "/notices/payment-engine", { raw: body, headers: token === null ? {} : { "asaas-access-token": token } });

describe("a payment confirmed by the engine", () => {
  it("marks the charge paid with paid_at, end_to_end_id, the store's name and document, and emits charge.paid", async () => {
    const { user, accessToken, charge, engineId } = await merchantCharge();
    const { charge: engineCharge, delivery } = await extras.engine.pay(engineId);
    expect(delivery.status).toBe(200);
    const paid = await paidCharge(accessToken, charge.txid);
    expect(paid).toMatchObject({
      status: "paid", paid_at: engineCharge.paidAt, end_to_end_id: engineCharge.endToEndId, store_name: "Loja do Zé",
      store_document: "11222333000181", qr_code_url: null, extra_payments: [],
    });
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);
    expect(event.owner).toEqual({ store_id: user.id, environment: "test" });
    expect(event.data).toStrictEqual({
      txid: charge.txid, amount: 25, description: "Camiseta", customer_name: "Bia", customer_email: charge.customer_email,
      paid_at: engineCharge.paidAt, end_to_end_id: engineCharge.endToEndId, subscription_id: null, method: "pix",
    });
  });

  it("sends the payer's receipt and the merchant's notice by e-mail", async () => {
    const { email, accessToken, charge, engineId } = await merchantCharge(31.5);
    await extras.engine.pay(engineId);
    const receipt = await extras.smtp.waitFor((m) => m.to.includes(charge.customer_email));
    expect(receipt.subject).toMatch(/Comprovante.*R\$ 31,50.*Loja do Zé/);
    expect(receipt.text).toContain(charge.txid);
    const notice = await extras.smtp.waitFor((m) => m.to.includes(email));
    expect(notice.subject).toMatch(/Pagamento recebido.*R\$ 31,50/);
    // The payment's time as a person in Brazil reads it, never the API's UTC ISO string.
    const paidAt = new Date((await paidCharge(accessToken, charge.txid)).paid_at);
    const inBrasilia = (style: "dateStyle" | "timeStyle") => new Intl.DateTimeFormat("pt-BR", { [style]: "short", timeZone: "America/Sao_Paulo" }).format(paidAt);
    for (const mail of [receipt, notice]) {
      expect(mail.text).toContain(`Pago em: ${inBrasilia("dateStyle")} às ${inBrasilia("timeStyle")} (horário de Brasília)`);
      expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    }
  });

  it("turns 10 concurrent identical notices into one transition and one charge.paid", async () => {
    const { accessToken, charge, engineId } = await merchantCharge();
    await extras.engine.setNoticeConfig({ noticeUrl: null }); // the payment happens while we cannot be reached…
    try {
      expect((await extras.engine.pay(engineId)).delivery.error).toMatch(/not configured/);
    } finally {
      await extras.connectNotices(stack.url);
    }
    expect((await status(accessToken, charge.txid)).status).toBe("pending");
    const deliveries = await extras.engine.resendLastNotice(engineId, 10); // …then its notice arrives ten times at once
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    await paidCharge(accessToken, charge.txid);
    await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);
    expect(await paidEvents(charge.txid)).toBe(1);
    expect(await extras.query("SELECT outcome FROM engine_notices WHERE charge_id = $1", [charge.id])).toEqual([{ outcome: "paid" }]);

    const again = await extras.engine.resendLastNotice(engineId, 3);
    expect(again.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(await paidEvents(charge.txid)).toBe(1);
    expect((await status(accessToken, charge.txid)).extra_payments).toEqual([]);
  });
});

/** A notice as the engine sends it, for a payment the test makes up (another end-to-end id). */
function paymentNotice(charge: { id: string }, engineId: string, over: { id: string; e2e: string; value?: string; paidAt?: string }) {
  const paidAt = over.paidAt ?? new Date().toISOString();
  return JSON.stringify({
    id: over.id, event: "PAYMENT_RECEIVED", dateCreated: paidAt,
    payment: { id: engineId, txid: charge.id.replace(/-/g, ""), status: "RECEIVED", value: over.value ?? "25.00", netValue: "24.50", endToEndIdentifier: over.e2e, paymentDate: paidAt },
  });
}

describe("a second payment of a paid charge", () => {
  it("is kept: extra_payments on the charge, charge.extra_payment to a subscribed endpoint; its resend changes nothing", async () => {
    const { accessToken: token, charge, engineId } = await merchantCharge();
    const endpoint = await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/extra`, events: ["charge.extra_payment"] } });
    expect(endpoint.status).toBe(201);
    expect((await http("GET", "/webhook-endpoints/eventos", { token })).body.data).toContain("charge.extra_payment");
    await extras.engine.pay(engineId);
    const first = await paidCharge(token, charge.txid);

    const paidAt = "2026-11-22T15:04:05.000Z";
    const second = paymentNotice(charge, engineId, { id: "evt_second_payment", e2e: "E18236120202611221504SeCoNdPaYmT", paidAt });
    expect((await postNotice(second)).body).toEqual({ data: { outcome: "received" } });
    const entry = { end_to_end_id: "E18236120202611221504SeCoNdPaYmT", amount: 25, paid_at: paidAt };
    const withExtra = await until(() => status(token, charge.txid), (c) => c.extra_payments.length > 0, "the extra payment");
    expect(withExtra).toMatchObject({ status: "paid", end_to_end_id: first.end_to_end_id, paid_at: first.paid_at, extra_payments: [entry] });

    const [hit] = await receiver.waitFor(1, (h) => h.body.event === "charge.extra_payment" && h.body.data.txid === charge.txid);
    expect(hit.path).toBe("/extra");
    expect(hit.body.data).toEqual({ txid: charge.txid, ...entry });
    expect(await paidEvents(charge.txid)).toBe(1);

    // The same payment notified again (same notice, or a new notice with the same end-to-end id) is a no-op.
    expect((await postNotice(second)).body).toEqual({ data: { outcome: "duplicate" } });
    const again = paymentNotice(charge, engineId, { id: "evt_second_payment_again", e2e: entry.end_to_end_id, paidAt });
    expect((await postNotice(again)).body).toEqual({ data: { outcome: "received" } });
    await until(() => extras.query("SELECT outcome FROM engine_notices WHERE notice_id = 'evt_second_payment_again'"), (r) => r[0]?.outcome === "duplicate", "the resend processed");
    expect((await status(token, charge.txid)).extra_payments).toEqual([entry]);
    expect(await extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.extra_payment' AND payload->'data'->>'txid' = $1", [charge.txid])).toEqual([{ n: 1 }]);
  });
});

describe("the notice route at the gateway", () => {
  it("checks the token before reading the body: a wrong token with a 1 MB body is 401, not 413", async () => {
    const res = await postNotice(JSON.stringify({ pad: "x".repeat(1_000_000) }), "wrong-token");
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
  });

  it("answers deeply nested JSON with 400 (the gateway never parses or re-serialises it)", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000); // JSON.stringify of this overflows the stack
    const res = await postNotice(deep);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect((await postNotice(deep, "wrong-token")).status).toBe(401);
  });

  it("passes the exact bytes on: spacing, key order and escapes reach charges unchanged", async () => {
    const { charge, engineId } = await merchantCharge();
    const compact = paymentNotice(charge, engineId, { id: "evt_bytes", e2e: "E18236120202611221504ByTeSeXaCt1" });
    const sent = compact.replace('"event":', ' "event" :\n').replace('"RECEIVED"', '"\u0052ECEIVED"');
    expect(JSON.parse(sent)).toEqual(JSON.parse(compact));
    expect((await postNotice(sent)).status).toBe(200);
    expect(await extras.query("SELECT raw_body FROM engine_notices WHERE notice_id = 'evt_bytes'")).toEqual([{ raw_body: sent }]);
  });

  it("refuses compressed bodies and bodies over 64 kB with a 4xx in the contract's shape", async () => {
    const gz = await fetch(`${stack.url}/notices/payment-engine`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip", "asaas-access-token": extras.noticeToken },
      body: gzipSync(JSON.stringify({ id: "e", event: "X" })),
    });
    expect(gz.status).toBe(415); // a content coding the route does not accept (RFC 9110 15.5.16)
    expect(((await gz.json()) as { error: { message: unknown } }).error.message).toEqual(expect.any(String));
    const big = await postNotice(JSON.stringify({ id: "e", event: "X", pad: "x".repeat(70_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toEqual(expect.any(String));
  });
});

describe("notices refused", () => {
  it("answers 401 to a wrong or missing token, and the charge stays pending", async () => {
    const { accessToken, charge, engineId } = await merchantCharge();
    const forged = JSON.stringify({
      id: "evt_forged", event: "PAYMENT_RECEIVED", dateCreated: new Date().toISOString(),
      payment: { id: engineId, txid: charge.id.replace(/-/g, ""), status: "RECEIVED", value: "25.00", netValue: "24.01", endToEndIdentifier: "E00000000202611210000AAAAAAAAAAA", paymentDate: new Date().toISOString() },
    });
    for (const token of ["wrong-token", null, ""]) {
      const res = await postNotice(forged, token);
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe("string");
    }
    expect((await status(accessToken, charge.txid)).status).toBe("pending");
  });

  it.each<[string, string, number]>([
    ["malformed JSON", "{", 400],
    ["an unexpected shape", JSON.stringify({ event: "PAYMENT_RECEIVED", payment: { id: 1 } }), 400],
    ["an unknown charge", JSON.stringify({ id: "e", event: "PAYMENT_RECEIVED", dateCreated: "2026-11-21T10:00:00Z", payment: { id: "pay_unknown", txid: "x".repeat(32), status: "RECEIVED", value: "10.00", netValue: "9.01", endToEndIdentifier: "E00000000202611210000AAAAAAAAAAA", paymentDate: "2026-11-21T10:00:00Z" } }), 404],
  ])("answers %s with a 4xx, never a 500", async (_name, body, code) => {
    const res = await postNotice(body);
    expect(res.status).toBe(code);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it("accepts events that are not payments without acting on them", async () => {
    const res = await postNotice(JSON.stringify({ id: "evt_acc", event: "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED", dateCreated: "2026-11-21T10:00:00Z", accountStatus: { id: "acc" } }));
    expect(res).toMatchObject({ status: 200, body: { data: { outcome: "ignored" } } });
  });
});

describe("mail failures", () => {
  let broken: Stack;
  beforeAll(async () => {
    broken = await startStack({ services: ["charges"], env: { charges: { SMTP_URL: "smtp://127.0.0.1:1" } } });
    await (broken.extras.charges as ChargesExtras).connectNotices(broken.url);
  });
  afterAll(() => broken.close());

  it("never undoes a payment", async () => {
    const h = client(broken.url);
    const { accessToken } = await signUp(h);
    const charge = (await h("POST", "/pix", { token: accessToken, body: { amount: 10, customer_email: "c@pagadora.test" } })).body.data;
    const brokenExtras = broken.extras.charges as ChargesExtras;
    const [{ engine_charge_id: engineId }] = await brokenExtras.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [charge.txid]);
    expect((await brokenExtras.engine.pay(engineId)).delivery.status).toBe(200);
    await until(async () => (await h("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data.status, (st) => st === "paid", "paid");
    const simulated = (await h("POST", "/pix", { token: accessToken, body: { amount: 10, customer_email: "c@pagadora.test" } })).body.data;
    expect((await h("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: simulated.txid } })).body.data.status).toBe("paid");
  });
});
