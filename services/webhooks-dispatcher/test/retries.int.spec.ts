import { Webhook } from "standardwebhooks";
import { openHarness, principal, waitUntil } from "./harness";
import { startReceiver, type Hit, type Receiver } from "./receiver";

/**
 * Automatic retries (retry_policy exponential) against the real database, broker and HTTP receivers, with
 * a short backoff (WEBHOOK_RETRY_BASE_MS / WEBHOOK_RETRY_MAX_DELAY_MS) so that 16 attempts fit in a test.
 */
const FAST = { WEBHOOK_RETRY_BASE_MS: "20", WEBHOOK_RETRY_MAX_DELAY_MS: "60", WEBHOOK_RETRY_POLL_MS: "25" };

describe("automatic retries", () => {
  const receivers: Receiver[] = [];
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  const chainOf = async (h: Awaited<ReturnType<typeof openHarness>>, eventId: string) =>
    (await h.pool.query(
      `SELECT id, attempt, retry_of, status, status_code, next_attempt_at FROM webhook_deliveries WHERE event_id = $1 ORDER BY attempt`,
      [eventId],
    )).rows;
  const verified = (secret: string, hit: Hit) => new Webhook(secret).verify(hit.raw, hit.headers as Record<string, string>);

  it("retries a failing delivery until the first 2xx, each attempt logged, same webhook-id, each signature verified", async () => {
    const h = await openHarness(FAST);
    try {
      await h.start();
      let calls = 0;
      const r = await receiver(() => ({ status: ++calls <= 3 ? 503 : 200 }));
      const store = principal();
      const { endpoint, secret } = await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      expect(endpoint!.retry_policy).toBe("exponential");
      const envelope = h.envelope("charge.paid", store, { txid: "retry-1" });
      await h.publish(envelope);
      await r.waitFor(4);
      await waitUntil(async () => (await chainOf(h, envelope.id)).some((d) => d.status === "succeeded"), "the successful attempt");
      await h.app.retries.poll();
      await h.app.idle();
      const chain = await chainOf(h, envelope.id);
      expect(chain.map((d) => [d.attempt, d.status, d.status_code])).toEqual([[1, "failed", 503], [2, "failed", 503], [3, "failed", 503], [4, "succeeded", 200]]);
      expect(chain.slice(1).every((d) => d.retry_of === chain[0].id)).toBe(true);
      expect(chain.every((d) => d.next_attempt_at === null)).toBe(true);
      expect(r.hits).toHaveLength(4);
      for (const hit of r.hits) {
        expect(hit.headers["webhook-id"]).toBe(envelope.id);
        expect(verified(secret, hit)).toEqual({ event: "charge.paid", created_at: envelope.occurred_at, data: envelope.data });
        expect(hit.raw.equals(r.hits[0].raw)).toBe(true);
      }
      // Through the API: every attempt is in the delivery log with its number.
      const log = await h.call("ListWebhookDeliveries", { endpoint_id: endpoint!.id, limit: 100 }, store);
      expect(log.deliveries.map((d: any) => d.attempt).sort()).toEqual([1, 2, 3, 4]);
    } finally {
      await h.close();
    }
  });

  it("stops after 16 attempts", async () => {
    const h = await openHarness(FAST);
    try {
      await h.start();
      const r = await receiver(() => ({ status: 500 }));
      const store = principal();
      await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      const envelope = h.envelope("charge.created", store, { txid: "always-failing" });
      await h.publish(envelope);
      await r.waitFor(16, undefined, 30_000);
      await waitUntil(async () => (await chainOf(h, envelope.id)).filter((d) => d.status === "failed").length === 16, "16 failed attempts", 30_000);
      const chain = await chainOf(h, envelope.id);
      expect(chain.map((d) => d.attempt)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(chain[15].next_attempt_at).toBeNull(); // nothing scheduled after the 16th
      expect(await h.app.retries.poll()).toBe(0);
      await h.app.idle();
      expect(r.hits).toHaveLength(16);
    } finally {
      await h.close();
    }
  }, 60_000);

  it("keeps the schedule across a restart: a retry due while the dispatcher is down happens after it starts again", async () => {
    // A long first delay, so the dispatcher is surely stopped before the retry falls due.
    const h = await openHarness({ WEBHOOK_RETRY_BASE_MS: "1500", WEBHOOK_RETRY_POLL_MS: "25" });
    try {
      await h.start();
      let status = 500;
      const r = await receiver(() => ({ status }));
      const store = principal();
      const { secret } = await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      const envelope = h.envelope("charge.paid", store, { txid: "restart" });
      await h.publish(envelope);
      await waitUntil(async () => (await chainOf(h, envelope.id))[0]?.next_attempt_at != null, "the scheduled retry");
      await h.stop();
      status = 200;
      const [scheduled] = await chainOf(h, envelope.id);
      expect(scheduled).toMatchObject({ attempt: 1, status: "failed", status_code: 500 });
      await waitUntil(() => Date.now() > scheduled.next_attempt_at.getTime() + 100, "the retry to fall due while stopped", 5_000);
      expect(r.hits).toHaveLength(1);

      await h.start();
      await r.waitFor(2);
      await waitUntil(async () => (await chainOf(h, envelope.id)).some((d) => d.status === "succeeded"), "the retry's outcome");
      expect((await chainOf(h, envelope.id)).map((d) => [d.attempt, d.status])).toEqual([[1, "failed"], [2, "succeeded"]]);
      expect(r.hits[1].headers["webhook-id"]).toBe(r.hits[0].headers["webhook-id"]);
      expect(verified(secret, r.hits[1])).toMatchObject({ data: { txid: "restart" } });
    } finally {
      await h.close();
    }
  });

  it("makes one attempt by default (retry_policy none), and stops a schedule when the endpoint switches to none", async () => {
    // A first delay long enough for the switch to happen before the retry falls due.
    const h = await openHarness({ WEBHOOK_RETRY_BASE_MS: "3000", WEBHOOK_RETRY_POLL_MS: "25" });
    try {
      await h.start();
      const r = await receiver(() => ({ status: 500 }));
      const store = principal();
      const plain = await h.call("CreateWebhookEndpoint", { url: `${r.url}/plain` }, store);
      expect(plain.endpoint!.retry_policy).toBe("none");
      const opted = await h.call("CreateWebhookEndpoint", { url: `${r.url}/opted`, retry_policy: "exponential", events: ["charge.created"] }, store);
      const envelope = h.envelope("charge.created", store, { txid: "once" });
      await h.publish(envelope);
      await waitUntil(async () => (await chainOf(h, envelope.id)).filter((d) => d.status === "failed").length === 2, "both first attempts");
      const updated = await h.call("UpdateWebhookEndpoint", { id: opted.endpoint!.id, retry_policy: "none" }, store);
      expect(updated.retry_policy).toBe("none");
      await waitUntil(async () => (await chainOf(h, envelope.id)).every((d) => d.next_attempt_at === null), "the schedule dropped by the poller", 10_000);
      await h.app.idle();
      expect((await chainOf(h, envelope.id)).map((d) => d.attempt)).toEqual([1, 1]);
      expect(r.hits.map((x) => x.path).sort()).toEqual(["/opted", "/plain"]);
    } finally {
      await h.close();
    }
  });

  it("does not retry test events nor manual redeliveries", async () => {
    const h = await openHarness(FAST);
    try {
      await h.start();
      const r = await receiver(() => ({ status: 500 }));
      const store = principal();
      const { endpoint } = await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      await h.call("SendTestWebhook", { id: endpoint!.id }, store);
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM webhook_deliveries WHERE status = 'failed'`)).rowCount === 1, "the failed test event");
      await h.app.retries.poll();
      await h.app.idle();
      const { rows } = await h.pool.query(`SELECT attempt, next_attempt_at FROM webhook_deliveries`);
      expect(rows).toEqual([{ attempt: 1, next_attempt_at: null }]);
      expect(r.hits).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  // Issue 13 (idle cost): no poll each second; the fallback poll is an hour away in these two tests.
  const NO_POLL = "3600000";

  it("starts each retry when it falls due, without waiting for the fallback poll", async () => {
    const h = await openHarness({ ...FAST, WEBHOOK_RETRY_POLL_MS: NO_POLL });
    try {
      await h.start();
      let calls = 0;
      const r = await receiver(() => ({ status: ++calls <= 3 ? 503 : 200 }));
      const store = principal();
      await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      const envelope = h.envelope("charge.paid", store, { txid: "on-time" });
      await h.publish(envelope);
      await r.waitFor(4);
      await waitUntil(async () => (await chainOf(h, envelope.id)).some((d) => d.status === "succeeded"), "the successful attempt");
      expect((await chainOf(h, envelope.id)).map((d) => [d.attempt, d.status])).toEqual([[1, "failed"], [2, "failed"], [3, "failed"], [4, "succeeded"]]);
    } finally {
      await h.close();
    }
  });

  it("learns from NOTIFY a retry another replica scheduled, and starts it when due", async () => {
    // The first retry is an hour away; then a write from outside this process (what another replica's
    // failed attempt writes) brings it forward: only the notification can tell this replica.
    const h = await openHarness({ WEBHOOK_RETRY_BASE_MS: "3600000", WEBHOOK_RETRY_POLL_MS: NO_POLL });
    try {
      await h.start();
      let status = 500;
      const r = await receiver(() => ({ status }));
      const store = principal();
      await h.call("CreateWebhookEndpoint", { url: r.url, retry_policy: "exponential" }, store);
      const envelope = h.envelope("charge.paid", store, { txid: "elsewhere" });
      await h.publish(envelope);
      await waitUntil(async () => (await chainOf(h, envelope.id))[0]?.next_attempt_at != null, "the scheduled retry");
      await h.app.idle();
      status = 200;
      await h.pool.query(`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '300 milliseconds' WHERE event_id = $1`, [envelope.id]);
      await r.waitFor(2);
      await waitUntil(async () => (await chainOf(h, envelope.id)).some((d) => d.status === "succeeded"), "the retry's outcome");
      expect((await chainOf(h, envelope.id)).map((d) => [d.attempt, d.status])).toEqual([[1, "failed"], [2, "succeeded"]]);
    } finally {
      await h.close();
    }
  });
});
