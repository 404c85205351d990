import { createHmac, timingSafeEqual } from "node:crypto";
import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { deliveriesWhen, settled, startReceiver, type Hit, type Receiver } from "./webhook-support";

/** The charges service's own events, issued and paid through the gateway, reach a real receiver signed. */
describe("webhooks from the charges service", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let receiver: Receiver;
  beforeAll(async () => {
    stack = await startStack({ services: ["charges", "webhooks-dispatcher"] });
    http = client(stack.url);
    await (stack.extras.charges as ChargesExtras).connectNotices(stack.url);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await stack.close();
    await receiver.close();
  });

  /** What a merchant does: HMAC of the raw bytes with node:crypto, compared in constant time. */
  const signedWith = (secret: string, hit: Hit) => {
    const expected = Buffer.from(createHmac("sha256", secret).update(hit.raw).digest("hex"), "hex");
    const given = Buffer.from(String(hit.headers["x-service-signature"]), "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  it("delivers charge.created and charge.paid (simulated) with exactly the contract's data fields", async () => {
    const { accessToken: token } = await signUp(http);
    const created = await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/pix`, events: ["charge.created", "charge.paid"] } });
    const { secret, id } = created.body.data;

    const pix = await http("POST", "/pix", { token, body: { amount: 10.5, description: "Pedido 42", customer_cpf: "529.982.247-25", customer_email: "ana@cliente.test" } });
    expect(pix.status).toBe(201);
    const txid = pix.body.data.txid;
    const paid = await http("POST", "/pix/simulate-payment", { token, body: { txid } });
    expect(paid.status).toBe(200);

    const [createdHit] = await receiver.waitFor(1, (h) => h.body.event === "charge.created" && h.body.data.txid === txid);
    const [paidHit] = await receiver.waitFor(1, (h) => h.body.event === "charge.paid" && h.body.data.txid === txid);
    for (const hit of [createdHit, paidHit]) {
      expect(hit.path).toBe("/pix");
      expect(hit.headers["x-service-event"]).toBe(hit.body.event);
      expect(signedWith(secret, hit)).toBe(true);
      expect(signedWith("whsec_00000000000000000000000000000000", hit)).toBe(false);
    }
    expect(paidHit.body).toEqual({
      event: "charge.paid",
      created_at: expect.any(String),
      data: {
        txid, amount: 10.5, description: "Pedido 42", customer_name: paid.body.data.customer_name, customer_email: "ana@cliente.test",
        paid_at: paid.body.data.paid_at, end_to_end_id: paid.body.data.end_to_end_id, subscription_id: null, method: "pix", simulado: true,
      },
    });
    expect(Object.keys(createdHit.body.data).sort()).toEqual([
      "amount", "checkout_url", "created_at", "customer_email", "customer_name", "customer_phone", "description", "environment",
      "expires_at", "pix_code", "qr_code_url", "status", "subscription_id", "txid",
    ]);
    expect(createdHit.body.data).toMatchObject({ txid, amount: 10.5, status: "pending", environment: "test", pix_code: pix.body.data.pix_code });
    // The event carries the Pix code only; the dispatcher renders the image, the same one the API shows.
    expect(createdHit.body.data.qr_code_url).toBe(pix.body.data.qr_code_url);

    const log = await deliveriesWhen(http, token, id, (rows) => rows.length === 2 && settled(rows));
    expect(log.map((d) => [d.event, d.status, d.status_code])).toEqual(
      expect.arrayContaining([["charge.created", "succeeded", 204], ["charge.paid", "succeeded", 204]]),
    );
  });
});
