import { ServiceClient } from "@pix/grpc";
import { WebhooksService } from "../src/app";
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

  it("refuses calls without a principal", async () => {
    const anonymous = new ServiceClient("webhooks-dispatcher", WebhooksService, `127.0.0.1:${h.app.port}`, "x".repeat(32));
    await expect(anonymous.call("ListWebhookEndpoints", {})).rejects.toMatchObject({ kind: "unauthenticated" });
    anonymous.close();
  });
});
