import { client, signUpVerified, startStack, type Stack } from "@pix/gateway/test/stack";
import { startReceiver, type Receiver } from "@pix/gateway/test/webhook-support";
import { createPixClient, PixApiError, verifyWebhook, WebhookVerificationError, type PixClient } from "./index";

/**
 * The SDK against the real system (the gateway's end-to-end stack): every resource once, the
 * Idempotency-Key it adds, typed errors, and a real delivery verified by verifyWebhook.
 */
describe("@pix/sdk against the gateway", () => {
  let stack: Stack;
  let pix: PixClient;
  let session: PixClient;
  let receiver: Receiver;
  const sent: Request[] = [];

  beforeAll(async () => {
    stack = await startStack({ services: ["charges", "checkout", "subscriptions", "onboarding", "webhooks-dispatcher"] });
    const http = client(stack.url);
    const owner = await signUpVerified(stack, http);
    const key = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "sdk", environment: "test" } });
    expect(key.status).toBe(201);
    // Every request the SDK sends, as sent (headers included), then the real fetch.
    const recording: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return fetch(request);
    };
    pix = createPixClient({ apiKey: key.body.data.key, baseUrl: stack.url, fetch: recording });
    // Members are managed with a session (an API key gets 403): the same client, given the session's token.
    session = createPixClient({ apiKey: owner.accessToken, baseUrl: stack.url });
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await stack?.close();
  }, 60_000);

  it("issues a charge with an Idempotency-Key on the POST, reads it back, lists it and simulates its payment", async () => {
    sent.length = 0;
    const charge = await pix.charges.create({ amount: 10.5, description: "Pedido SDK" });
    expect(charge).toMatchObject({ amount: 10.5, status: "pending", environment: "test" });
    expect(sent[0].method).toBe("POST");
    expect(sent[0].headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pix.charges.status(charge.txid)).txid).toBe(charge.txid);
    expect((await pix.charges.list()).data.map((c) => c.txid)).toContain(charge.txid);
    expect((await pix.charges.simulatePayment(charge.txid)).status).toBe("paid");
  });

  it("repeats a charge for the same Idempotency-Key, and makes a new one for a new key", async () => {
    const first = await pix.charges.create({ amount: 7 }, { idempotencyKey: "pedido-77" });
    const again = await pix.charges.create({ amount: 7 }, { idempotencyKey: "pedido-77" });
    const other = await pix.charges.create({ amount: 7 });
    expect(again.txid).toBe(first.txid);
    expect(other.txid).not.toBe(first.txid);
  });

  it("throws typed errors carrying codigo", async () => {
    const below = await pix.charges.create({ amount: 1 }).catch((e: unknown) => e);
    expect(below).toBeInstanceOf(PixApiError);
    expect(below).toMatchObject({ status: 400, codigo: "VALOR_MINIMO" });
    const conflict = await pix.charges.create({ amount: 8 }, { idempotencyKey: "pedido-77" }).catch((e: unknown) => e);
    expect(conflict).toMatchObject({ status: 409, codigo: "IDEMPOTENCIA_CONFLITO" });
    expect((conflict as PixApiError).requestId).toBeTruthy();
    const missing = await pix.customers.get("00000000-0000-4000-8000-000000000000").catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, codigo: "RECURSO_NAO_ENCONTRADO", details: { recurso: "Cliente" } });
  });

  it("manages links, customers, products and coupons", async () => {
    const link = await pix.links.create({ amount: 25, description: "Camiseta" });
    expect((await pix.links.list()).data.map((l) => l.id)).toContain(link.id);
    expect((await pix.links.update(link.id, { description: "Camiseta azul" })).description).toBe("Camiseta azul");

    const customer = await pix.customers.create({ name: "Ana Souza", email: "ana@example.com", cpf_cnpj: "529.982.247-25" });
    expect((await pix.customers.get(customer.id)).name).toBe("Ana Souza");
    expect((await pix.customers.list()).data).toHaveLength(1);

    const product = await pix.products.create({ name: "Caneca", price: "39.90", sku: "CAN-1" });
    expect((await pix.products.get(product.id)).price).toBe(39.9);
    const coupon = await pix.coupons.create({ code: "BEMVINDO10", discount_type: "percent", discount_value: 10 });
    expect((await pix.coupons.list()).data.map((c) => c.id)).toContain(coupon.id);
    const fromProduct = await pix.charges.create({ product_id: product.id, coupon_code: "BEMVINDO10", customer_id: customer.id });
    expect(fromProduct.amount).toBe(35.91);
    await pix.links.delete(link.id);
  });

  it("creates and reads a subscription, and charges it now", async () => {
    const sub = await pix.subscriptions.create({ customer_name: "Ana Souza", customer_email: "ana@example.com", customer_cpf: "52998224725", amount: 49.9, description: "Plano mensal" });
    expect((await pix.subscriptions.get(sub.id)).amount).toBe(49.9);
    expect((await pix.subscriptions.list()).data.map((s) => s.id)).toContain(sub.id);
    const charged = await pix.subscriptions.chargeNow(sub.id);
    expect(charged).toBeTruthy();
  });

  it("lists members, withdrawals and the statement, and a refused withdrawal carries its codigo", async () => {
    const refused = await pix.members.list().catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403 });
    const invited = await session.members.invite({ emails: ["socio@example.com"], role: "viewer" });
    expect(invited).toBeTruthy();
    expect(Array.isArray((await session.members.list()).data)).toBe(true);
    expect(Array.isArray((await pix.withdrawals.list()).data)).toBe(true);
    expect(await pix.withdrawals.summary()).toBeTruthy();
    const statement = await pix.statement.list({ limit: 5 });
    expect(Array.isArray(statement.data)).toBe(true);
    expect(await pix.statement.totals()).toBeTruthy();
    const tooMuch = await pix.withdrawals.create({ amount: 1_000_000, pix_key: "ana@example.com", pix_key_type: "EMAIL" }).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(PixApiError);
    // The stack runs onboarding in single-account mode: withdrawals are refused with their codigo.
    expect(tooMuch).toMatchObject({ status: 409, codigo: "REPASSE_MANUAL" });
  });

  it("delivers a charge.paid that verifyWebhook accepts, and refuses it with another secret or a changed body", async () => {
    const endpoint = await pix.webhooks.create({ url: receiver.url, events: ["charge.paid"] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await pix.webhooks.list()).data.map((e) => e.id)).toContain(endpoint.id);
    // A rotated secret is the one the delivery verifies with; the one shown at creation no longer does.
    const { secret } = await pix.webhooks.rotateSecret(endpoint.id);
    expect(secret).toMatch(/^whsec_/);
    const charge = await pix.charges.create({ amount: 12 });
    await pix.charges.simulatePayment(charge.txid);
    const [hit] = await receiver.waitFor(1, (h) => h.body?.data?.txid === charge.txid);

    expect(() => verifyWebhook(endpoint.secret, hit.raw, hit.headers)).toThrow(WebhookVerificationError);
    const event = verifyWebhook(secret, hit.raw, hit.headers);
    expect(event).toMatchObject({ event: "charge.paid", id: hit.headers["webhook-id"], data: { txid: charge.txid, amount: 12 } });
    expect(() => verifyWebhook("whsec_ffffffffffffffffffffffffffffffff", hit.raw, hit.headers)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, hit.raw.toString().replace('"amount":12', '"amount":1200'), hit.headers)).toThrow(/X-Service-Signature/);

    const deliveries = await pix.webhooks.deliveries(endpoint.id, { txid: charge.txid });
    expect(deliveries.data[0]).toMatchObject({ event: "charge.paid", status: "succeeded" });
    expect((await pix.webhooks.delete(endpoint.id)).id).toBe(endpoint.id);
  });
});
