import { TEST_AMQP_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "./stack";
import { captureEvents, type ChargesExtras } from "./stack/charges";

/** POST /notices/payment-engine: the engine confirms payments; origin, idempotency, events and mail. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let events: Awaited<ReturnType<typeof captureEvents>>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  await extras.connectNotices(stack.url);
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
});
afterAll(async () => {
  await events.close();
  await stack.close();
});

async function merchantCharge(amount = 25) {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company: "Loja do Zé", cnpj: "11.222.333/0001-81" } });
  const charge = (await http("POST", "/pix", { token: session.accessToken, body: { amount, description: "Camiseta", customer_name: "Bia", customer_email: `bia.${Date.now()}@pagadora.test` } })).body.data;
  const [{ engine_charge_id: engineId }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [charge.txid]);
  return { ...session, charge, engineId: engineId as string };
}
const status = async (token: string, txid: string) => (await http("GET", `/pix/status?txid=${txid}`, { token })).body.data;
const paidEvents = async (txid: string) =>
  (await extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1", [txid]))[0].n;
const postNotice = (body: string, token: string | null = extras.noticeToken) =>
  http("POST", "/notices/payment-engine", { raw: body, headers: token === null ? {} : { "asaas-access-token": token } });

describe("a payment confirmed by the engine", () => {
  it("marks the charge paid with paid_at, end_to_end_id, the store's name and document, and emits charge.paid", async () => {
    const { user, accessToken, charge, engineId } = await merchantCharge();
    const { charge: engineCharge, delivery } = await extras.engine.pay(engineId);
    expect(delivery.status).toBe(200);
    const paid = await status(accessToken, charge.txid);
    expect(paid).toMatchObject({
      status: "paid", paid_at: engineCharge.paidAt, end_to_end_id: engineCharge.endToEndId, store_name: "Loja do Zé",
      store_document: "11222333000181", qr_code_url: null,
    });
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);
    expect(event.owner).toEqual({ store_id: user.id, environment: "test" });
    expect(event.data).toStrictEqual({
      txid: charge.txid, amount: 25, description: "Camiseta", customer_name: "Bia", customer_email: charge.customer_email,
      paid_at: engineCharge.paidAt, end_to_end_id: engineCharge.endToEndId, subscription_id: null,
    });
  });

  it("sends the payer's receipt and the merchant's notice by e-mail", async () => {
    const { email, charge, engineId } = await merchantCharge(31.5);
    await extras.engine.pay(engineId);
    const receipt = await extras.smtp.waitFor((m) => m.to.includes(charge.customer_email));
    expect(receipt.subject).toMatch(/Comprovante.*R\$ 31,50.*Loja do Zé/);
    expect(receipt.text).toContain(charge.txid);
    const notice = await extras.smtp.waitFor((m) => m.to.includes(email));
    expect(notice.subject).toMatch(/Pagamento recebido.*R\$ 31,50/);
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
    expect((await status(accessToken, charge.txid)).status).toBe("paid");
    expect(await paidEvents(charge.txid)).toBe(1);
    await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);

    const again = await extras.engine.resendLastNotice(engineId, 3);
    expect(again.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(await paidEvents(charge.txid)).toBe(1);
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
    expect((await h("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data.status).toBe("paid");
    const simulated = (await h("POST", "/pix", { token: accessToken, body: { amount: 10, customer_email: "c@pagadora.test" } })).body.data;
    expect((await h("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: simulated.txid } })).body.data.status).toBe("paid");
  });
});
