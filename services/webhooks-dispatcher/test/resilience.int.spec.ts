import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { randomBytes, randomUUID } from "node:crypto";
import { buildEnvelope } from "@pix/messaging";
import { SecretBox } from "../src/domain/secret";
import { openHarness, principal, waitUntil } from "./harness";
import { startReceiver, type Receiver } from "./receiver";

describe("restarts, endpoint changes and connect-time checks", () => {
  const receivers: Receiver[] = [];
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  it("loses no delivered event across a restart: queued deliveries stay pending and resume on the next start", async () => {
    const h = await openHarness({ ENDPOINT_CONCURRENCY: "1" });
    try {
      await h.start();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const r = await startReceiver((hit) => (hit.body.data.txid === "n1" ? { until: held } : { status: 204 }));
      receivers.push(r);
      const store = principal();
      await h.call("CreateWebhookEndpoint", { url: r.url }, store);
      const events = [1, 2, 3].map((n) => h.envelope("charge.created", store, { txid: `n${n}` }));
      await h.publish(events[0]);
      await r.waitFor(1); // n=1 now holds the endpoint's only slot; the next ones queue behind it
      for (const e of events.slice(1)) await h.publish(e);
      const statusOf = async () =>
        Object.fromEntries((await h.pool.query(`SELECT event_id, status FROM webhook_deliveries`)).rows.map((x) => [x.event_id, x.status]));
      await waitUntil(async () => Object.keys(await statusOf()).length === 3, "all three deliveries recorded");

      // stop() halts the scheduler synchronously; the attempt in flight may then finish, the queue is not drained.
      const stopping = h.stop();
      release();
      await stopping;
      expect(await statusOf()).toEqual({ [events[0].id]: "succeeded", [events[1].id]: "pending", [events[2].id]: "pending" });
      expect(r.hits).toHaveLength(1);

      await h.start();
      await r.waitFor(3);
      expect(r.hits.map((x) => x.body.data.txid).sort()).toEqual(["n1", "n2", "n3"]);
      await waitUntil(async () => Object.values(await statusOf()).every((s) => s === "succeeded"), "resumed deliveries recorded");
    } finally {
      await h.close();
    }
  });

  it("does not send queued events to an endpoint deactivated meanwhile, but still sends it a test event", async () => {
    const h = await openHarness({ ENDPOINT_CONCURRENCY: "1" });
    try {
      await h.start();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const r = await startReceiver((hit) => (hit.body.data.txid === "n1" ? { until: held } : { status: 204 }));
      receivers.push(r);
      const store = principal();
      const { endpoint } = await h.call("CreateWebhookEndpoint", { url: r.url }, store);
      await h.publish(h.envelope("charge.created", store, { txid: "n1" }));
      await r.waitFor(1); // n=1 holds the endpoint's only slot; n=2 queues behind it
      await h.publish(h.envelope("charge.created", store, { txid: "n2" }));
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM webhook_deliveries`)).rowCount === 2, "both deliveries recorded");
      await h.call("UpdateWebhookEndpoint", { id: endpoint!.id, active: false }, store);
      release();
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM webhook_deliveries WHERE status IN ('pending', 'sending')`)).rowCount === 0, "both settled");
      const { rows } = await h.pool.query(`SELECT body::jsonb -> 'data' ->> 'txid' AS n, status, error FROM webhook_deliveries ORDER BY n`);
      expect(rows).toEqual([
        { n: "n1", status: "succeeded", error: null },
        { n: "n2", status: "failed", error: "Endpoint desativado antes da tentativa" },
      ]);
      await h.call("SendTestWebhook", { id: endpoint!.id }, store);
      await r.waitFor(1, (x) => x.body.event === "test");
      expect(r.hits.map((x) => x.body.event)).toEqual(["charge.created", "test"]);
    } finally {
      await h.close();
    }
  });

  it("ignores a broker redelivery of an envelope already recorded (inbox in the same transaction)", async () => {
    const h = await openHarness();
    try {
      await h.start();
      const r = await startReceiver();
      receivers.push(r);
      const store = principal();
      await h.call("CreateWebhookEndpoint", { url: r.url }, store);
      const envelope = h.envelope("charge.paid", store, { txid: "dup" });
      await h.publish(envelope);
      await h.publish(envelope);
      await h.publish(envelope);
      const marker = h.envelope("charge.created", store, { txid: "marker" });
      await r.waitFor(1, (x) => x.body.data.txid === "dup");
      await h.publish(marker);
      await r.waitFor(1, (x) => x.body.data.txid === "marker");
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM processed_messages`)).rowCount === 2, "both envelopes processed");
      await h.app.idle();
      expect((await h.pool.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_id = $1`, [envelope.id])).rows[0].n).toBe(1);
      expect(r.hits.filter((x) => x.body.data.txid === "dup")).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  it("refuses at connect time a stored host that now resolves to loopback (DNS rebinding) when loopback is not allowed", async () => {
    const h = await openHarness({ ALLOW_PRIVATE_TARGETS: "none" });
    try {
      await h.start();
      const r = await startReceiver();
      receivers.push(r);
      const store = principal();
      const url = `http://localhost:${new URL(r.url).port}/hook`;
      await expect(h.call("CreateWebhookEndpoint", { url }, store)).rejects.toMatchObject({ kind: "validation", message: expect.stringMatching(/loopback/) });
      // As if the name had resolved to a public address when saved: the row is written directly.
      const id = randomUUID();
      const sealed = new SecretBox(Buffer.from(h.key, "hex")).seal(`whsec_${randomBytes(16).toString("hex")}`, id);
      await h.pool.query(
        `INSERT INTO webhook_endpoints (id, store_id, environment, url, secret_ciphertext, updated_at) VALUES ($1, $2, 'test', $3, $4, now())`,
        [id, store.storeId, url, Buffer.from(sealed)],
      );
      const envelope = buildEnvelope("charge.paid", { store_id: store.storeId, environment: "test" }, sampleEventData("charge.paid", { txid: "rebind" }));
      await h.publish(envelope);
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM webhook_deliveries WHERE status = 'failed'`)).rowCount === 1, "the refused attempt");
      const { rows } = await h.pool.query(`SELECT status, status_code, error FROM webhook_deliveries`);
      expect(rows).toEqual([{ status: "failed", status_code: null, error: "Endereço de destino não permitido (loopback)" }]);
      expect(r.hits).toHaveLength(0);
    } finally {
      await h.close();
    }
  });
});

describe("a secret that cannot be opened", () => {
  it("fails the delivery without sending it (e.g. WEBHOOK_SECRET_KEY replaced without re-sealing)", async () => {
    const h = await openHarness();
    const r = await startReceiver();
    try {
      await h.start();
      const store = principal();
      const id = randomUUID();
      const sealedElsewhere = new SecretBox(randomBytes(32)).seal(`whsec_${randomBytes(16).toString("hex")}`, id);
      await h.pool.query(
        `INSERT INTO webhook_endpoints (id, store_id, environment, url, secret_ciphertext, updated_at) VALUES ($1, $2, 'test', $3, $4, now())`,
        [id, store.storeId, r.url, Buffer.from(sealedElsewhere)],
      );
      await h.publish(buildEnvelope("charge.paid", { store_id: store.storeId, environment: "test" }, sampleEventData("charge.paid", { txid: "k" })));
      await waitUntil(async () => (await h.pool.query(`SELECT 1 FROM webhook_deliveries WHERE status = 'failed'`)).rowCount === 1, "the failed delivery");
      expect((await h.pool.query(`SELECT error FROM webhook_deliveries`)).rows).toEqual([{ error: "Falha interna ao assinar a entrega" }]);
      expect(r.hits).toHaveLength(0);
    } finally {
      await r.close();
      await h.close();
    }
  });
});
