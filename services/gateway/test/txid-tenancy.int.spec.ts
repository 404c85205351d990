import { TEST_AMQP_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "./stack";
import { captureEvents } from "./stack/charges";
import type { CheckoutExtras } from "./stack/checkout";

/**
 * Issue 8, item 9: txids belong to a store and environment, and the public checkout key is a
 * capability. A merchant-chosen txid (guessable) never opens a public page; its charge gets a random
 * key, which `checkout_url` carries in responses and in `charge.created`.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
let events: Awaited<ReturnType<typeof captureEvents>>;
const CHECKOUT_BASE = "http://checkout.pix.test";
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  payer = client((stack.extras.checkout as CheckoutExtras).url);
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
});
afterAll(async () => {
  await events.close();
  await stack.close();
});

let seq = 0;
/** A short merchant-style txid, unique per test run so reruns against one broker never mix events. */
const chosenTxid = () => `RG4C${Date.now().toString(36)}${seq++}`;
const keyOf = (checkoutUrl: string) => {
  expect(checkoutUrl.startsWith(`${CHECKOUT_BASE}/checkout/`)).toBe(true);
  return checkoutUrl.slice(`${CHECKOUT_BASE}/checkout/`.length);
};

describe("txid per store and environment", () => {
  it("lets two merchants use the same txid, each seeing only its own charge", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const txid = chosenTxid();
    const ca = await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid, description: "A" } });
    const cb = await http("POST", "/charges", { token: b.accessToken, body: { amount: 20, txid, description: "B" } });
    expect([ca.status, cb.status]).toEqual([201, 201]);
    expect((await http("GET", `/pix/status?txid=${txid}`, { token: a.accessToken })).body.data).toMatchObject({ id: ca.body.data.id, description: "A" });
    expect((await http("GET", `/pix/status?txid=${txid}`, { token: b.accessToken })).body.data).toMatchObject({ id: cb.body.data.id, description: "B" });
    expect(ca.body.data.checkout_url).not.toBe(cb.body.data.checkout_url);
  });

  it("never tells merchant B that A uses a txid: B's creation succeeds; only A's own repeat is 409", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const txid = chosenTxid();
    expect((await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid } })).status).toBe(201);
    const probe = await http("POST", "/charges", { token: b.accessToken, body: { amount: 10, txid } });
    expect(probe.status).toBe(201);
    const again = await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/txid/);
    // Merchant routes look up by txid within the caller's store: B's simulation pays B's charge only.
    expect((await http("POST", "/pix/simulate-payment", { token: b.accessToken, body: { txid } })).body.data.status).toBe("paid");
    expect((await http("GET", `/pix/status?txid=${txid}`, { token: a.accessToken })).body.data.status).toBe("pending");
  });
});

describe("public checkout key", () => {
  it("never opens a public page by a merchant-chosen txid; the checkout_url key opens and pays it", async () => {
    const { accessToken } = await signUp(http);
    const txid = chosenTxid();
    const created = await http("POST", "/charges", { token: accessToken, body: { amount: 12.5, txid, description: "Pedido RG4C" } });
    expect(created.status).toBe(201);
    const key = keyOf(created.body.data.checkout_url);
    expect(key).not.toBe(txid);
    expect(key).toMatch(/^[A-Za-z0-9]{25}$/);

    expect((await payer("GET", `/checkout/${txid}`)).status).toBe(404);
    expect((await payer("GET", `/checkout/${txid}`, { headers: { accept: "text/html" } })).status).toBe(404);
    expect((await payer("POST", `/checkout/${txid}/simular-pagamento`)).status).toBe(404);
    expect((await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data.status).toBe("pending");

    const page = await payer("GET", `/checkout/${key}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ txid, description: "Pedido RG4C", status: "pending", checkout_url: expect.stringMatching(new RegExp(`/checkout/${key}$`)) });
    const html = await fetch(`${(stack.extras.checkout as CheckoutExtras).url}/checkout/${key}`, { headers: { accept: "text/html" } });
    expect(await html.text()).toContain(`action="/checkout/${key}/simular-pagamento"`);
    const paid = await payer("POST", `/checkout/${key}/simular-pagamento`);
    expect(paid.body.data.status).toBe("paid");
    expect((await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data.status).toBe("paid");
  });

  it("keeps a generated txid as the key (POST /pix and POST /charges)", async () => {
    const { accessToken } = await signUp(http);
    for (const path of ["/pix", "/charges"]) {
      const c = (await http("POST", path, { token: accessToken, body: { amount: 9 } })).body.data;
      expect(c.checkout_url).toBe(`${CHECKOUT_BASE}/checkout/${c.txid}`);
      const view = await payer("GET", `/checkout/${c.txid}`);
      expect(view.status).toBe(200);
      expect(view.body.data).toMatchObject({ txid: c.txid, status: "pending" });
    }
  });

  it("puts the key, not the chosen txid, in charge.created's checkout_url", async () => {
    const { accessToken } = await signUp(http);
    const txid = chosenTxid();
    const c = (await http("POST", "/charges", { token: accessToken, body: { amount: 10, txid } })).body.data;
    const event = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === txid);
    expect(event.data.checkout_url).toBe(c.checkout_url);
    expect(keyOf(event.data.checkout_url)).not.toBe(txid);
    const generated = (await http("POST", "/pix", { token: accessToken, body: { amount: 10 } })).body.data;
    const generatedEvent = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === generated.txid);
    expect(generatedEvent.data.checkout_url).toBe(`${CHECKOUT_BASE}/checkout/${generated.txid}`);
  });
});
