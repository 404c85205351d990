import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
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

  const create = async (p: ReturnType<typeof principal>, url: string, extra: object = {}) =>
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
    await h.call("UpdateWebhookEndpoint", { id: eInactive.endpoint.id, active: false }, store);
    await create(principal(store.storeId, "live"), live.url);
    await create(principal(), otherStore.url);

    const data = { txid: "tx123", amount: 25.5, description: "Pedido 1", customer_name: "Ana", customer_email: "ana@x.test", paid_at: "2026-11-21T10:00:00.000Z", end_to_end_id: "E123", subscription_id: null, simulado: true };
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
    expect(rows.map((r) => r.endpoint_id).sort()).toEqual([eAll.endpoint.id, ePaid.endpoint.id].sort());
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
    expect((await deliveriesOf(envelope.id)).map((r) => r.endpoint_id)).toEqual([eLive.endpoint.id]);
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
});
