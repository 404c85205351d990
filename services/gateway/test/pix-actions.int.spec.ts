import { loadService, type Principal, ServiceClient, type ClientOf } from "@pix/grpc";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, startStack, Stack } from "./stack";
import { captureEvents, type ChargesExtras } from "./stack/charges";

/** POST /pix/simulate-payment, /pix/refund and /pix/cancel. */
let stack: Stack;
let http: ReturnType<typeof client>;
let events: Awaited<ReturnType<typeof captureEvents>>;
let extras: ChargesExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
});
afterAll(async () => {
  await events.close();
  await stack.close();
});

async function merchant() {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company: "Loja da Ana", cnpj: "11.222.333/0001-81" } });
  const issue = async (amount = 25) => (await http("POST", "/pix", { token: session.accessToken, body: { amount, description: "Pedido", customer_name: "Bia", customer_email: "bia@pagadora.test" } })).body.data;
  return { ...session, issue };
}

describe("POST /pix/simulate-payment", () => {
  it("pays a test charge through the test engine: paid_at, its end-to-end id, the store's name and document, no QR, and charge.paid with simulado", async () => {
    const m = await merchant();
    const charge = await m.issue();
    const res = await http("POST", "/pix/simulate-payment", { token: m.accessToken, body: { txid: charge.txid } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      txid: charge.txid, status: "paid", paid_at: expect.any(String), qr_code_url: null, end_to_end_id: expect.stringMatching(/^E\d{20}[a-zA-Z0-9]{11}$/),
      store_name: "Loja da Ana", store_document: "11222333000181", pix_code: charge.pix_code,
    });
    const event = await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);
    expect(event.data).toStrictEqual({
      txid: charge.txid, amount: 25, description: "Pedido", customer_name: "Bia", customer_email: "bia@pagadora.test",
      paid_at: res.body.data.paid_at, end_to_end_id: res.body.data.end_to_end_id, subscription_id: null, method: "pix", simulado: true,
    });
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: m.accessToken })).body.data).toEqual(res.body.data);
  });

  it("is idempotent: simulating again answers the paid charge without a second event", async () => {
    const m = await merchant();
    const charge = await m.issue();
    const results = await Promise.all([1, 2, 3].map(() => http("POST", "/pix/simulate-payment", { token: m.accessToken, body: { txid: charge.txid } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.paid_at)).size).toBe(1);
    await events.waitFor((e) => e.event === "charge.paid" && e.data.txid === charge.txid);
    const outbox = await extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1", [charge.txid]);
    expect(outbox).toEqual([{ n: 1 }]);
  });

  it("answers 404 for another merchant's charge and 400 for a malformed body", async () => {
    const owner = await merchant();
    const other = await merchant();
    const charge = await owner.issue();
    const foreign = await http("POST", "/pix/simulate-payment", { token: other.accessToken, body: { txid: charge.txid } });
    expect(foreign).toMatchObject({ status: 404, body: { error: { message: expect.any(String) } } });
    expect(JSON.stringify(foreign.body)).not.toContain(charge.txid);
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: owner.accessToken })).body.data.status).toBe("pending");
    for (const body of [{}, { txid: 1 }, { txid: charge.txid, extra: true }]) {
      expect((await http("POST", "/pix/simulate-payment", { token: owner.accessToken, body })).status).toBe(400);
    }
  });
});

describe("POST /pix/refund", () => {
  it("refuses a charge that is not paid with 409, then answers 502 with the reason for a paid one", async () => {
    const m = await merchant();
    const charge = await m.issue(30);
    const pending = await http("POST", "/pix/refund", { token: m.accessToken, body: { txid: charge.txid, amount: 30 } });
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toMatch(/pagas/);
    await http("POST", "/pix/simulate-payment", { token: m.accessToken, body: { txid: charge.txid } });
    for (const body of [{ txid: charge.txid, amount: 30 }, { txid: charge.txid, amount: 10.5 }, { txid: charge.txid }]) {
      const res = await http("POST", "/pix/refund", { token: m.accessToken, body });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: { message: expect.stringMatching(/split/), codigo: "NAO_IMPLEMENTADO" } });
    }
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: m.accessToken })).body.data.status).toBe("paid");
  });

  it("validates the body and the owner first", async () => {
    const owner = await merchant();
    const other = await merchant();
    const charge = await owner.issue(30);
    await http("POST", "/pix/simulate-payment", { token: owner.accessToken, body: { txid: charge.txid } });
    expect((await http("POST", "/pix/refund", { token: other.accessToken, body: { txid: charge.txid, amount: 30 } })).status).toBe(404);
    expect((await http("POST", "/pix/refund", { token: owner.accessToken, body: { txid: "Inexistente1", amount: 30 } })).status).toBe(404);
    for (const body of [{ amount: 30 }, { txid: charge.txid, amount: "trinta" }, { txid: charge.txid, amount: 30.001 }, { txid: charge.txid, amount: 30.01 }, { txid: charge.txid, amount: 0 }]) {
      const res = await http("POST", "/pix/refund", { token: owner.accessToken, body });
      expect(res.status).toBe(400);
    }
    expect((await http("POST", "/pix/refund", { raw: "{", token: owner.accessToken })).status).toBe(400);
  });
});

describe("POST /pix/cancel", () => {
  it("answers 502 with the reason for an existing charge, 404 for a foreign one, 400 for a malformed body", async () => {
    const owner = await merchant();
    const other = await merchant();
    const charge = await owner.issue();
    const res = await http("POST", "/pix/cancel", { token: owner.accessToken, body: { txid: charge.txid } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(/Cancelamento não executado/), codigo: "NAO_IMPLEMENTADO" } });
    expect((await http("POST", "/pix/cancel", { token: other.accessToken, body: { txid: charge.txid } })).status).toBe(404);
    expect((await http("POST", "/pix/cancel", { token: owner.accessToken, body: { id: charge.id } })).status).toBe(400);
    expect((await http("GET", `/pix/status?txid=${charge.txid}`, { token: owner.accessToken })).body.data.status).toBe("pending");
  });
});

describe("payer-facing reads for the checkout (gRPC, no principal: the checkout key is the capability)", () => {
  let charges: ClientOf<"pix.charges.v1.ChargesService">;
  beforeAll(() => {
    charges = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), stack.addresses.charges!, PRINCIPAL_SECRET);
  });
  afterAll(() => charges.close());

  it("shows only the payer's view, then pays a test charge through SimulatePublicPayment (through the test engine)", async () => {
    const m = await merchant();
    const charge = await m.issue(18);
    const view = await charges.call("GetPublicCharge", { checkout_key: charge.txid });
    expect(view).toMatchObject({ txid: charge.txid, checkout_key: charge.txid, amount_cents: 1800, store_name: "Loja da Ana", status: "pending", pix_code: charge.pix_code, qr_code_url: charge.qr_code_url, environment: "test" });
    expect(JSON.stringify(view)).not.toMatch(/bia@pagadora|11222333000181|user_id/);
    const paid = await charges.call("SimulatePublicPayment", { checkout_key: charge.txid });
    expect(paid).toMatchObject({ status: "paid", paid_at: expect.any(String), store_name: "Loja da Ana" });
    expect(paid.qr_code_url ?? null).toBeNull();
    // The payer's simulation is the merchant's (issue 32): a Pix at the test engine, refundable.
    const merchantView = (await http("GET", `/pix/status?txid=${charge.txid}`, { token: m.accessToken })).body.data;
    expect(merchantView.end_to_end_id).toMatch(/^E\d{20}[a-zA-Z0-9]{11}$/);
    expect(await extras.query("SELECT end_to_end_id AS e2e FROM payments WHERE charge_id = $1", [merchantView.id])).toEqual([{ e2e: merchantView.end_to_end_id }]);
    await expect(charges.call("GetPublicCharge", { checkout_key: "Inexistente123" })).rejects.toMatchObject({ kind: "not_found" });
  });

  it("refuses to simulate a live charge", async () => {
    const { user } = await signUp(http);
    const live: Principal = { userId: user.id, storeId: user.id, role: "owner", environment: "live", isAdmin: false, credential: "session", productionApproved: true };
    const issued = await charges.call("CreateCharge", { amount_cents: 1000 }, { principal: live });
    await expect(charges.call("SimulatePublicPayment", { checkout_key: issued.charge!.txid })).rejects.toMatchObject({ kind: "conflict" });
  });
});
