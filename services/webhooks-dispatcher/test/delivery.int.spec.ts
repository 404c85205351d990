import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { qrPngDataUrl } from "@pix/qr";
import { openHarness, principal, waitUntil } from "./harness";
import { startReceiver, type Receiver } from "./receiver";

/** The consumer → deliveries → signed HTTP path against the real database, broker and HTTP receivers. */
describe("event delivery", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  const receivers: Receiver[] = [];
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
  beforeAll(async () => {
    h = await openHarness();
    await h.start();
  });
  afterAll(async () => {
    await h.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  const create = async (p: ReturnType<typeof principal>, url: string, extra: { events?: string[] } = {}) =>
    h.call("CreateWebhookEndpoint", { url, ...extra }, p);
  const deliveriesOf = async (eventId: string) =>
    (await h.pool.query(`SELECT endpoint_id, status, status_code FROM webhook_deliveries WHERE event_id = $1`, [eventId])).rows;

  it("sends a public event, signed, to the matching active endpoints of that store and environment only", async () => {
    const store = principal();
    const [all, paidOnly, createdOnly, inactive, live, otherStore] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => receiver()));
    const eAll = await create(store, `${all.url}/hook`);
    const ePaid = await create(store, paidOnly.url, { events: ["charge.paid"] });
    await create(store, createdOnly.url, { events: ["charge.created"] });
    const eInactive = await create(store, inactive.url);
    await h.call("UpdateWebhookEndpoint", { id: eInactive.endpoint!.id, active: false }, store);
    await create(principal(store.storeId, "live"), live.url);
    await create(principal(), otherStore.url);

    const data = { txid: "tx123", amount: 25.5, description: "Pedido 1", customer_name: "Ana", customer_email: "ana@x.test", paid_at: "2026-11-21T10:00:00.000Z", end_to_end_id: "E123", subscription_id: null, method: "pix", simulado: true as const };
    const envelope = h.envelope("charge.paid", store, data);
    await h.publish(envelope);

    const [hit] = await all.waitFor(1);
    await paidOnly.waitFor(1);
    const expectedBody = JSON.stringify({ event: "charge.paid", created_at: envelope.occurred_at, data });
    expect(hit.raw.toString("utf8")).toBe(expectedBody);
    expect(hit.path).toBe("/hook");
    expect(hit.headers["x-service-event"]).toBe("charge.paid");
    expect(hit.headers["x-service-signature"]).toBe(createHmac("sha256", eAll.secret).update(hit.raw).digest("hex"));
    expect(new Webhook(eAll.secret).verify(hit.raw, hit.headers as Record<string, string>)).toEqual(JSON.parse(expectedBody));
    expect(hit.headers["webhook-id"]).toBe(envelope.id);
    expect(() => new Webhook(ePaid.secret).verify(hit.raw, hit.headers as Record<string, string>)).toThrow();
    expect(paidOnly.hits[0].headers["x-service-signature"]).toBe(createHmac("sha256", ePaid.secret).update(paidOnly.hits[0].raw).digest("hex"));

    // All deliveries of an event are written in one transaction before any attempt: this is the full set.
    const rows = await deliveriesOf(envelope.id);
    expect(rows.map((r) => r.endpoint_id).sort()).toEqual([eAll.endpoint!.id, ePaid.endpoint!.id].sort());
    await waitUntil(async () => (await deliveriesOf(envelope.id)).every((r) => r.status === "succeeded"), "deliveries recorded");
    for (const r of [createdOnly, inactive, live, otherStore]) expect(r.hits).toHaveLength(0);
  });

  it("sends a live event to the store's live endpoints only", async () => {
    const store = principal();
    const [testEndpoint, liveEndpoint] = [await receiver(), await receiver()];
    await create(store, testEndpoint.url);
    const eLive = await create(principal(store.storeId, "live"), liveEndpoint.url);
    const envelope = h.envelope("charge.paid", principal(store.storeId, "live"), { txid: "live-1" });
    await h.publish(envelope);
    await liveEndpoint.waitFor(1);
    expect((await deliveriesOf(envelope.id)).map((r) => r.endpoint_id)).toEqual([eLive.endpoint!.id]);
    expect(testEndpoint.hits).toHaveLength(0);
  });

  it("records a 500 once and does not retry it", async () => {
    const store = principal();
    const failing = await receiver(() => ({ status: 500 }));
    const ok = await receiver();
    await create(store, failing.url);
    await create(store, ok.url, { events: ["charge.created"] });
    const first = h.envelope("charge.paid", store, { txid: "t500" });
    await h.publish(first);
    await waitUntil(async () => (await deliveriesOf(first.id))[0]?.status === "failed", "the failed attempt");
    expect(await deliveriesOf(first.id)).toEqual([expect.objectContaining({ status: "failed", status_code: 500 })]);
    // A later event reaches both endpoints; the failed one was still attempted exactly once.
    await h.publish(h.envelope("charge.created", store, { txid: "later" }));
    await ok.waitFor(1);
    await failing.waitFor(2);
    await h.app.maintenance.sweep();
    await h.app.idle();
    expect(failing.hits.map((x) => x.body.data.txid)).toEqual(["t500", "later"]);
  });

  const processed = async (...ids: string[]) =>
    (await h.pool.query(`SELECT message_id FROM processed_messages WHERE message_id = ANY($1::text[])`, [ids])).rows.map((r) => r.message_id);

  it("skips, before any transaction, the events no endpoint of the store wants (no inbox marker, no delivery)", async () => {
    const store = principal();
    const paidOnly = await receiver();
    await create(store, paidOnly.url, { events: ["charge.paid"] });
    const nobody = principal(); // a store without endpoints
    const unwanted = h.envelope("charge.created", store, { txid: "skip-1" });
    const elsewhere = h.envelope("charge.paid", nobody, { txid: "skip-2" });
    const wanted = h.envelope("charge.paid", store, { txid: "take-1" });
    for (const e of [unwanted, elsewhere, wanted]) await h.publish(e);
    await paidOnly.waitFor(1);
    await waitUntil(async () => (await processed(wanted.id)).length === 1, "the wanted event's inbox marker");
    expect(await processed(unwanted.id, elsewhere.id)).toEqual([]);
    expect(await deliveriesOf(unwanted.id)).toEqual([]);
    expect(paidOnly.hits.map((x) => x.body.data.txid)).toEqual(["take-1"]);
  });

  it("delivers to an endpoint from the first event after it was created, updated or deleted (the store's subscriptions are forgotten)", async () => {
    const store = principal();
    const target = await receiver();
    await h.publish(h.envelope("charge.paid", store, { txid: "before" })); // remembered: nobody wants anything
    const marker = await receiver();
    const other = principal();
    await create(other, marker.url);
    await h.publish(h.envelope("charge.paid", other, { txid: "marker" }));
    await marker.waitFor(1);
    const made = await create(store, target.url, { events: ["charge.paid"] });
    await h.publish(h.envelope("charge.paid", store, { txid: "after-create" }));
    await target.waitFor(1);
    await h.call("UpdateWebhookEndpoint", { id: made.endpoint!.id, events: { names: ["charge.created"] } }, store);
    await h.publish(h.envelope("charge.created", store, { txid: "after-update" }));
    await target.waitFor(2);
    expect(target.hits.map((x) => x.body.data.txid)).toEqual(["after-create", "after-update"]);
  });

  it("hears an endpoint change made through another replica at its commit: the next event is delivered", async () => {
    const store = principal();
    const parked = principal();
    const target = await receiver();
    // The endpoint starts as another store's, created through this replica's API (which forgets only that store).
    const made = await create(parked, target.url, { events: ["charge.paid"] });
    await h.publish(h.envelope("charge.paid", store, { txid: "nobody" })); // remembered: nobody of `store` wants anything
    await h.publish(h.envelope("charge.paid", parked, { txid: "marker" }));
    await target.waitFor(1);
    // Another replica's commit: moved to `store` straight in the database; only the NOTIFY tells this replica.
    await h.pool.query(`UPDATE webhook_endpoints SET store_id = $1 WHERE id = $2`, [store.storeId, made.endpoint!.id]);
    // The cache lives 60 s: without the notification, `store`'s events would be skipped for all of this wait.
    let n = 0;
    await waitUntil(async () => {
      await h.publish(h.envelope("charge.paid", store, { txid: `after-move-${n++}` }));
      await new Promise((r) => setTimeout(r, 100));
      return target.hits.length > 1;
    }, "a delivery after the change", 5_000);
    expect(target.hits[1].body.data.txid).toMatch(/^after-move-/);
  });

  it("renders qr_code_url of charge.created from pix_code, right after it (the event carries no image)", async () => {
    const store = principal();
    const hook = await receiver();
    await create(store, hook.url);
    const pixCode = "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4";
    await h.publish(h.envelope("charge.created", store, { txid: "qr-1", status: "pending", pix_code: pixCode, checkout_url: "https://pay.test/checkout/qr-1" }));
    const [hit] = await hook.waitFor(1);
    // The catalogue's fields in its order (packages/messaging/src/catalog.ts), the image right after pix_code.
    expect(Object.keys(hit.body.data)).toEqual([
      "txid", "amount", "description", "status", "environment", "customer_name", "customer_email", "customer_phone", "subscription_id",
      "pix_code", "qr_code_url", "checkout_url", "expires_at", "created_at",
    ]);
    expect(hit.body.data.qr_code_url).toBe(qrPngDataUrl(pixCode));
  });
});
