import { ServiceClient } from "@pix/grpc";
import { WebhooksService } from "../src/app";
import { randomUUID } from "node:crypto";
import { ENDPOINT_FORMATS } from "../src/domain/endpoint-input";
import { SECRET_PATTERN, SecretBox } from "../src/domain/secret";
import { openHarness, principal } from "./harness";

/** Rules of the gRPC API that the gateway's e2e tests do not reach. */
describe("webhook endpoints API", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  beforeAll(async () => {
    h = await openHarness();
    await h.start();
  });
  afterAll(() => h.close());

  it("caps endpoints at 50 per store and environment, atomically: 100 creations, 20 at a time, make exactly 50", async () => {
    const store = principal();
    // 20 in flight at every moment (a sliding window, so requests race across the 50th): all 100 at once
    // queued for the pool's connections past the transaction's 15 s maxWait on the loaded CI machine (503s).
    const results: PromiseSettledResult<unknown>[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 100) {
        const i = next++;
        results[i] = await h.call("CreateWebhookEndpoint", { url: `http://127.0.0.1:9/h${i}` }, store).then(
          (value) => ({ status: "fulfilled" as const, value }),
          (reason: unknown) => ({ status: "rejected" as const, reason }),
        );
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    const created = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(created).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ kind: "conflict", codigo: "LIMITE_ATINGIDO", message: "Limite de 50 endpoints de webhook por ambiente atingido" });
    }
    const { rows } = await h.pool.query(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE store_id = $1 AND environment = 'test'`, [store.storeId]);
    expect(rows[0].n).toBe(50);
    await expect(h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/one-more" }, store)).rejects.toMatchObject({ codigo: "LIMITE_ATINGIDO" });
    // Another environment of the same store, and another store, have their own caps.
    await expect(h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/live" }, principal(store.storeId, "live"))).resolves.toMatchObject({ secret: expect.any(String) });
    await expect(h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/other" }, principal())).resolves.toMatchObject({ secret: expect.any(String) });
  }, 60_000);

  it("allows 10 test events per minute per endpoint, atomically: 15 concurrent requests queue exactly 10", async () => {
    const store = principal();
    const { endpoint } = await h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/t" }, store);
    const { endpoint: other } = await h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/u" }, store);
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => h.call("SendTestWebhook", { id: endpoint!.id }, store)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toMatchObject({ kind: "rate_limited", message: expect.stringMatching(/10 eventos de teste por minuto/) });
    const { rows } = await h.pool.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint!.id]);
    expect(rows[0].n).toBe(10);
    // The limit is per endpoint; and once the window has passed (moved back in the database), tests are accepted again.
    await expect(h.call("SendTestWebhook", { id: other!.id }, store)).resolves.toMatchObject({ event: "test" });
    await h.pool.query(`UPDATE webhook_deliveries SET created_at = created_at - interval '61 seconds' WHERE endpoint_id = $1`, [endpoint!.id]);
    await expect(h.call("SendTestWebhook", { id: endpoint!.id }, store)).resolves.toMatchObject({ event: "test" });
  });

  it("stores the secret sealed, never in plain text", async () => {
    const store = principal();
    const { endpoint, secret } = await h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/h" }, store);
    const { rows } = await h.pool.query(`SELECT * FROM webhook_endpoints WHERE id = $1`, [endpoint!.id]);
    const row = JSON.stringify(rows[0], (_k, v) => (v?.type === "Buffer" ? Buffer.from(v.data).toString("latin1") : v));
    expect(row).not.toContain(secret);
    expect(row).not.toContain(secret.slice(6));
    expect(rows[0].secret_ciphertext.length).toBe(12 + 16 + secret.length);
  });

  it("rotates the sealed secret of an endpoint of every format, audited by id without the secret; another store's or environment's id is NOT_FOUND", async () => {
    const store = principal();
    const box = new SecretBox(Buffer.from(h.key, "hex"));
    const sealedOf = async (id: string) => (await h.pool.query(`SELECT secret_ciphertext, updated_at FROM webhook_endpoints WHERE id = $1`, [id])).rows[0];
    for (const format of ENDPOINT_FORMATS) {
      const { endpoint, secret: old } = await h.call("CreateWebhookEndpoint", { url: `http://127.0.0.1:9/${format}`, format }, store);
      const before = await sealedOf(endpoint!.id);
      for (const [who, id] of [[principal(), endpoint!.id], [principal(store.storeId, "live"), endpoint!.id], [store, randomUUID()]] as const) {
        await expect(h.call("RotateWebhookSecret", { id }, who)).rejects.toMatchObject({ kind: "not_found" });
      }
      await expect(h.call("RotateWebhookSecret", { id: endpoint!.id, secret: "whsec_1" }, store)).rejects.toMatchObject({ kind: "validation" });
      expect((await sealedOf(endpoint!.id)).secret_ciphertext).toEqual(before.secret_ciphertext);

      const rotated = await h.call("RotateWebhookSecret", { id: endpoint!.id }, store);
      expect(rotated.endpoint).toMatchObject({ id: endpoint!.id, format });
      expect(rotated.secret).toMatch(SECRET_PATTERN);
      expect(rotated.secret).not.toBe(old);
      const after = await sealedOf(endpoint!.id);
      expect(box.open(after.secret_ciphertext, endpoint!.id)).toBe(rotated.secret);
      expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());

      const audits = await h.pool.query(`SELECT payload FROM outbox_events WHERE event = 'audit.recorded' AND payload->'data'->'target'->>'id' = $1`, [endpoint!.id]);
      const entries = audits.rows.map((r) => r.payload.data).filter((d) => d.action === "webhook_endpoint.secret_rotated");
      expect(entries).toEqual([expect.objectContaining({ target: { type: "webhook_endpoint", id: endpoint!.id }, summary: {} })]);
      expect(JSON.stringify(audits.rows)).not.toContain(rotated.secret.slice(6));
    }
  });

  it("refuses calls without a principal", async () => {
    const anonymous = new ServiceClient("webhooks-dispatcher", WebhooksService, `127.0.0.1:${h.app.port}`, "x".repeat(32));
    await expect(anonymous.call("ListWebhookEndpoints", {})).rejects.toMatchObject({ kind: "unauthenticated" });
    anonymous.close();
  });
});
