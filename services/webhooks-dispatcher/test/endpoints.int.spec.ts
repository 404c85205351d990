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

  it("caps endpoints at 50 per store and environment", async () => {
    const store = principal();
    for (let i = 0; i < 50; i++) await h.call("CreateWebhookEndpoint", { url: `http://127.0.0.1:9/h${i}` }, store);
    await expect(h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/one-more" }, store)).rejects.toMatchObject({ kind: "conflict" });
    await expect(h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/live" }, principal(store.storeId, "live"))).resolves.toMatchObject({ secret: expect.any(String) });
  });

  it("stores the secret sealed, never in plain text", async () => {
    const store = principal();
    const { endpoint, secret } = await h.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/h" }, store);
    const { rows } = await h.pool.query(`SELECT * FROM webhook_endpoints WHERE id = $1`, [endpoint.id]);
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
