import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { client, signUp, startStack, Stack } from "./stack";
import { deliveriesWhen, publishEvent, settled, startReceiver, type Receiver } from "./webhook-support";

/**
 * Deliveries end to end: events on the run's exchange (as the producers' outbox relays publish them),
 * the dispatcher, and real HTTP receivers; results read back through the gateway's delivery log.
 */
describe("webhook delivery", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  const receivers: Receiver[] = [];
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
  beforeAll(async () => {
    // A short retry backoff for the retry_policy test (the others use the default policy, one attempt).
    stack = await startStack({ services: ["webhooks-dispatcher"], env: { "webhooks-dispatcher": { WEBHOOK_RETRY_BASE_MS: "50", WEBHOOK_RETRY_POLL_MS: "50" } } });
    http = client(stack.url);
  });
  afterAll(async () => {
    await stack.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  async function merchantWith(...urls: [string, object?][]) {
    const m = await signUp(http);
    const endpoints = [];
    for (const [url, extra] of urls) {
      const res = await http("POST", "/webhook-endpoints", { token: m.accessToken, body: { url, ...extra } });
      expect(res.status).toBe(201);
      endpoints.push(res.body.data);
    }
    return { token: m.accessToken, storeId: m.user.id as string, endpoints };
  }

  it("delivers only the subscribed events to each endpoint, signed with that endpoint's secret", async () => {
    const [all, paid, subs] = [await receiver(), await receiver(), await receiver()];
    const m = await merchantWith([all.url], [paid.url, { events: ["charge.paid"] }], [subs.url, { events: ["subscription.charged", "charge.created"] }]);
    const created = await publishEvent(stack.exchange, "charge.created", m.storeId, { txid: "tx-1", amount: 10 });
    const paidEvent = await publishEvent(stack.exchange, "charge.paid", m.storeId, { txid: "tx-1", amount: 10, simulado: true });
    await all.waitFor(2);
    await paid.waitFor(1);
    await subs.waitFor(1);
    expect(all.hits.map((h) => h.body.event).sort()).toEqual(["charge.created", "charge.paid"]);
    await deliveriesWhen(http, m.token, m.endpoints[1].id, settled);
    await deliveriesWhen(http, m.token, m.endpoints[2].id, settled);
    expect(paid.hits.map((h) => h.body)).toEqual([{ event: "charge.paid", created_at: paidEvent.occurred_at, data: paidEvent.data }]);
    // A pending charge's webhook carries its QR as a PNG data URL, rendered by the dispatcher (not in the event).
    expect(subs.hits.map((h) => h.body)).toEqual([
      { event: "charge.created", created_at: created.occurred_at, data: { ...created.data, qr_code_url: expect.stringMatching(/^data:image\/png;base64,/) } },
    ]);
    for (const [r, ep] of [[all, m.endpoints[0]], [paid, m.endpoints[1]], [subs, m.endpoints[2]]] as const) {
      for (const hit of r.hits) {
        expect(hit.headers["x-service-event"]).toBe(hit.body.event);
        expect(hit.headers["x-service-signature"]).toBe(createHmac("sha256", ep.secret).update(hit.raw).digest("hex"));
      }
    }
  });

  it("always delivers `test`, whatever the endpoint's events or active flag, and logs it", async () => {
    const r = await receiver();
    const m = await merchantWith([r.url, { events: ["withdrawal.rejected"] }]);
    const id = m.endpoints[0].id;
    await http("PUT", `/webhook-endpoints/${id}`, { token: m.token, body: { active: false } });
    const res = await http("POST", `/webhook-endpoints/${id}/test`, { token: m.token });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ event: "test", status: expect.stringMatching(/pending|sending|succeeded/), redelivery_of: null, event_id: expect.any(String) });
    const [hit] = await r.waitFor(1);
    expect(hit.body).toEqual({ event: "test", created_at: expect.any(String), data: { message: expect.any(String) } });
    expect(hit.headers["x-service-event"]).toBe("test");
    expect(hit.headers["x-service-signature"]).toBe(createHmac("sha256", m.endpoints[0].secret).update(hit.raw).digest("hex"));
    const [logged] = await deliveriesWhen(http, m.token, id, settled);
    expect(logged).toEqual({
      id: res.body.data.id, event: "test", event_id: res.body.data.event_id, status: "succeeded", status_code: 204, error: null,
      duration_ms: expect.any(Number), attempted_at: expect.any(String), created_at: expect.any(String), redelivery_of: null,
      attempt: 1, retry_of: null, next_attempt_at: null,
    });
  });

  it("cuts a receiver that hangs 20 s at 8 s, while other endpoints and merchants still receive at once", async () => {
    const slow = await receiver(() => ({ delayMs: 20_000 }));
    const [fast, otherMerchant] = [await receiver(), await receiver()];
    const a = await merchantWith([slow.url], [fast.url]);
    const b = await merchantWith([otherMerchant.url]);
    await publishEvent(stack.exchange, "charge.created", a.storeId, { txid: "hang-1" });
    await slow.waitFor(1);
    await fast.waitFor(1);
    await publishEvent(stack.exchange, "charge.created", b.storeId, { txid: "other-merchant" });
    await publishEvent(stack.exchange, "charge.paid", a.storeId, { txid: "hang-1" });
    await otherMerchant.waitFor(1);
    await fast.waitFor(2);
    // Both arrived while the slow endpoint's first request was still open: nobody waited behind it.
    expect(slow.hits[0]).toMatchObject({ cutOff: false, answered: false });

    const rows = await deliveriesWhen(http, a.token, a.endpoints[0].id, (r) => r.length === 2 && settled(r), 25_000);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "failed", status_code: null, error: "Tempo esgotado (8 s)" });
      expect(row.duration_ms).toBeGreaterThanOrEqual(7_900);
      expect(row.duration_ms).toBeLessThan(20_000);
    }
    expect(slow.hits.every((h) => h.cutOff && !h.answered)).toBe(true);
  }, 40_000);

  it("records a 500 as failed and does not retry it; a manual redelivery sends the same body, signed again", async () => {
    let status = 500;
    const r = await receiver(() => ({ status }));
    const m = await merchantWith([r.url]);
    const id = m.endpoints[0].id;
    const envelope = await publishEvent(stack.exchange, "charge.paid", m.storeId, { txid: "tx-500", amount: 12.34 });
    const [failed] = await deliveriesWhen(http, m.token, id, settled);
    expect(failed).toMatchObject({ event: "charge.paid", event_id: envelope.id, status: "failed", status_code: 500, error: null, redelivery_of: null });

    await http("POST", `/webhook-endpoints/${id}/test`, { token: m.token }); // a later attempt on the same endpoint
    await deliveriesWhen(http, m.token, id, (rows) => rows.length === 2 && settled(rows));
    await (stack.extras["webhooks-dispatcher"] as { idle(): Promise<void> }).idle();
    expect(r.hits.filter((h) => h.body.event === "charge.paid")).toHaveLength(1);

    status = 200;
    const again = await http("POST", `/webhook-endpoints/${id}/deliveries/${failed.id}/redeliver`, { token: m.token });
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ event: "charge.paid", event_id: envelope.id, redelivery_of: failed.id });
    const hits = await r.waitFor(2, (h) => h.body.event === "charge.paid");
    expect(hits[1].raw.equals(hits[0].raw)).toBe(true);
    const secret = m.endpoints[0].secret;
    const t = Number(hits[1].headers["webhook-timestamp"]);
    expect(t).toBeGreaterThanOrEqual(Number(hits[0].headers["webhook-timestamp"]));
    // Standard Webhooks: the same webhook-id (the event id) for the original and its redelivery, verified with the package.
    expect(hits.map((x) => x.headers["webhook-id"])).toEqual([envelope.id, envelope.id]);
    for (const hit of hits) expect(new Webhook(secret).verify(hit.raw, hit.headers as Record<string, string>)).toMatchObject({ event: "charge.paid" });
    expect(hits[1].headers["x-service-signature"]).toBe(createHmac("sha256", secret).update(hits[1].raw).digest("hex"));

    const log = await deliveriesWhen(http, m.token, id, (rows) => rows.length === 3 && settled(rows));
    expect(log[0]).toMatchObject({ id: again.body.data.id, status: "succeeded", status_code: 200, redelivery_of: failed.id });
    expect(log.map((d) => d.event)).toEqual(["charge.paid", "test", "charge.paid"]);
  });

  it("with retry_policy exponential, retries until a 2xx and logs every attempt with its number", async () => {
    let calls = 0;
    const r = await receiver(() => ({ status: ++calls === 1 ? 502 : 200 }));
    const m = await merchantWith([r.url, { retry_policy: "exponential" }]);
    const id = m.endpoints[0].id;
    const envelope = await publishEvent(stack.exchange, "charge.paid", m.storeId, { txid: "tx-retry" });
    const log = await deliveriesWhen(http, m.token, id, (rows) => rows.length === 2 && settled(rows));
    expect(log).toEqual([
      expect.objectContaining({ attempt: 2, status: "succeeded", status_code: 200, retry_of: log[1].id, event_id: envelope.id, next_attempt_at: null }),
      // next_attempt_at is shown while the retry is scheduled; once the retry row exists, the schedule is spent.
      expect.objectContaining({ attempt: 1, status: "failed", status_code: 502, retry_of: null, event_id: envelope.id, next_attempt_at: null }),
    ]);
    expect(r.hits.map((h) => h.headers["webhook-id"])).toEqual([envelope.id, envelope.id]);
    for (const hit of r.hits) expect(new Webhook(m.endpoints[0].secret).verify(hit.raw, hit.headers as Record<string, string>)).toMatchObject({ data: { txid: "tx-retry" } });
  });

  it("pages the delivery log newest first with limit and cursor", async () => {
    const r = await receiver();
    const m = await merchantWith([r.url]);
    const id = m.endpoints[0].id;
    for (const txid of ["p1", "p2", "p3"]) {
      await publishEvent(stack.exchange, "charge.created", m.storeId, { txid });
      await r.waitFor(1, (h) => h.body.data.txid === txid); // one by one, so creation order is known
    }
    const all = await deliveriesWhen(http, m.token, id, (rows) => rows.length === 3);
    const first = await http("GET", `/webhook-endpoints/${id}/deliveries?limit=2`, { token: m.token });
    expect(first.body.data.map((d: any) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await http("GET", `/webhook-endpoints/${id}/deliveries?limit=2&cursor=${first.body.next_cursor}`, { token: m.token });
    expect(second.body.data.map((d: any) => d.id)).toEqual([all[2].id]);
    expect(second.body.next_cursor).toBeNull();
    const createdAt = all.map((d) => Date.parse(d.created_at));
    expect([...createdAt].sort((x, y) => y - x)).toEqual(createdAt);
    const cursorOf = (text: string) => `cursor=${Buffer.from(text).toString("base64url")}`;
    const outOfRange = [
      cursorOf(`2026-11-21T00:00:00.000Z|${"-".repeat(36)}`), // decodes, but the id is not a UUID
      cursorOf(`-271821-04-20T00:00:00.000Z|${all[0].id}`), // the smallest JavaScript date
      cursorOf(`NaN|${all[0].id}`),
    ];
    for (const bad of ["limit=0", "limit=101", "cursor=bad", "limit=abc", "other=1", ...outOfRange]) {
      const res = await http("GET", `/webhook-endpoints/${id}/deliveries?${bad}`, { token: m.token });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });
});
