import { scrape } from "@pix/observability";
import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { startReceiver, type Receiver } from "./webhook-support";

/** The sum of the series lines of the Prometheus text that carry these labels (0 when none). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf("}"));
    if (Object.entries(labels).every(([k, v]) => body.includes(`${k}="${v}"`))) sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return sum;
}

/**
 * The series of issue 15 move with the money path: HTTP by route pattern, gRPC by RPC, the payment
 * engine call, the outbox, the consumers and the webhook delivery. The e2e stack runs every service
 * in this process, so one scrape of the process's registry (what each service's /metrics serves)
 * sees them all.
 */
describe("metrics along POST /pix → paid → webhook", () => {
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

  it("counts the requests, the RPCs, the engine call, the events and the delivery", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/pix`, events: ["charge.paid"] } });
    const before = await scrape();

    const pix = await http("POST", "/pix", { token, body: { amount: 10.5, description: "Pedido 42", customer_cpf: "529.982.247-25" } });
    expect(pix.status).toBe(201);
    const txid = pix.body.data.txid;
    expect((await http("GET", `/pix/status?txid=${txid}`, { token })).status).toBe(200);
    expect((await http("GET", "/nao-existe", { token })).status).toBe(404);
    expect((await http("POST", "/pix/simulate-payment", { token, body: { txid } })).status).toBe(200);
    await receiver.waitFor(1, (h) => h.body.event === "charge.paid" && h.body.data.txid === txid);

    let after = "";
    for (let i = 0; i < 100; i++) { // the delivery is recorded right after the receiver answered
      after = await scrape();
      if (sample(after, "webhook_deliveries_total", { outcome: "delivered" }) > sample(before, "webhook_deliveries_total", { outcome: "delivered" })) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);

    expect(moved("http_request_duration_seconds_count", { method: "POST", route: "/pix", code: "201" })).toBe(1);
    expect(moved("http_request_duration_seconds_count", { method: "GET", route: "/pix/status", code: "200" })).toBe(1);
    expect(moved("http_request_duration_seconds_count", { method: "GET", route: "unmatched", code: "404" })).toBe(1);
    expect(after).not.toContain(txid); // ids never become label values
    expect(moved("grpc_server_handling_seconds_count", { route: "IssuePix", code: "OK" })).toBeGreaterThanOrEqual(1);
    expect(moved("engine_request_duration_seconds_count", { operation: "createPixCharge", code: "200" })).toBe(1);
    expect(moved("outbox_published_total", { service: "charges" })).toBeGreaterThanOrEqual(2); // charge.created, charge.paid
    expect(moved("consumer_messages_total", { outcome: "ack" })).toBeGreaterThanOrEqual(1);
    expect(moved("webhook_deliveries_total", { outcome: "delivered" })).toBe(1);
    expect(moved("webhook_delivery_duration_seconds_count", { outcome: "delivered" })).toBe(1);
    expect(after).toMatch(/consumer_dlq_messages\{queue="[^"]+"\} 0/);
    expect(after).toMatch(/outbox_lag_seconds\{service="charges"\} /);
  });
});
