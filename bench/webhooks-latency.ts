/**
 * Webhook latency at a steady arrival rate (open loop: a slow system does not slow the arrivals down),
 * measured at a real HTTP receiver.
 *
 *   pnpm exec tsx bench/webhooks-latency.ts [--rate 20] [--duration 30] [--concurrency 16] [--direct]
 *
 * Default: payment notice → webhook. The payment-engine emulator is told a charge was paid and POSTs
 * its notice to the gateway at once; measured until the signed `charge.paid` reaches the receiver:
 * emulator → gateway → charges (PostgreSQL update + outbox row, receipt e-mails) → pg_notify → outbox
 * relay → RabbitMQ (confirm) → webhooks-dispatcher (inbox + delivery row, ack) → per-endpoint
 * scheduler → undici POST → receiver.
 * --direct: event published → webhook, the dispatcher alone: envelopes are published on the exchange
 * as the charges relay would, without the charges service.
 * Everything (services, gateway, emulators, receiver) runs in this one process through the e2e test
 * stack, against the machine's PostgreSQL and RabbitMQ. Every webhook goes to one endpoint, so
 * --concurrency (the dispatcher's ENDPOINT_CONCURRENCY) bounds the throughput.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Pool } from "pg";
import { client, signUp, startStack, type Stack } from "../services/gateway/test/stack";
import type { ChargesExtras } from "../services/gateway/test/stack/charges";
import { openPublisher } from "../services/gateway/test/webhook-support";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RATE = arg("rate", 20);
const DURATION_S = arg("duration", 30);
const CONCURRENCY = arg("concurrency", 16);
const DIRECT = process.argv.includes("--direct");
const WARMUP = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `  p50 ${f(percentile(s, 50))}   p90 ${f(percentile(s, 90))}   p99 ${f(percentile(s, 99))}   max ${f(s[s.length - 1])}`;
};

/** A merchant endpoint that records when each `charge.paid` arrived, by txid. */
async function startLatencyReceiver() {
  const received = new Map<string, number>();
  /** Wall clock from the event's created_at (the producer's transaction) to arrival. */
  const sinceEvent = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => {
      const at = performance.now();
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (body.event === "charge.paid") {
        received.set(body.data.txid, at);
        sinceEvent.set(body.data.txid, Date.now() - Date.parse(body.created_at));
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return { url, received, sinceEvent, close: () => (server.closeAllConnections(), server.close()) };
}

/** How one payment is triggered; resolves false when the trigger itself was refused (no webhook expected). */
type Trigger = (txid: string) => Promise<boolean>;

async function noticeTriggers(stack: Stack, token: string, count: number): Promise<{ txids: string[]; trigger: Trigger; close(): Promise<void> }> {
  const charges = stack.extras.charges as ChargesExtras;
  await charges.connectNotices(stack.url);
  const http = client(stack.url);
  process.stdout.write(`issuing ${count} test charges… `);
  const txids: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = await http("POST", "/pix", { token, body: { amount: 10 + (i % 90), description: `Bench ${i}`, customer_cpf: "52998224725" } });
    if (r.status !== 201) throw new Error(`POST /pix: ${r.status} ${JSON.stringify(r.body)}`);
    txids.push(r.body.data.txid);
  }
  const pool = new Pool({ connectionString: charges.databaseUrl, max: 1 });
  const { rows } = await pool.query(`SELECT txid, engine_charge_id FROM charges WHERE txid = ANY($1)`, [txids]);
  await pool.end();
  const engineId = new Map(rows.map((r) => [r.txid as string, r.engine_charge_id as string]));
  console.log("done");
  const trigger: Trigger = async (txid) => (await charges.engine.pay(engineId.get(txid)!)).delivery.status === 200;
  return { txids, trigger, close: async () => undefined };
}

async function directTriggers(stack: Stack, storeId: string, count: number): Promise<{ txids: string[]; trigger: Trigger; close(): Promise<void> }> {
  const publisher = await openPublisher(stack.exchange);
  const txids = Array.from({ length: count }, (_, i) => `bench${i}`);
  const trigger: Trigger = async (txid) => {
    const data = { txid, amount: 42.5, description: "Bench", customer_name: "Ana", customer_email: "ana@x.test", paid_at: new Date().toISOString(), end_to_end_id: null, subscription_id: null, simulado: true as const, method: "pix" };
    await publisher.publish("charge.paid", storeId, data);
    return true;
  };
  return { txids, trigger, close: () => publisher.close() };
}

async function main() {
  const receiver = await startLatencyReceiver();
  const services = DIRECT ? (["webhooks-dispatcher"] as const) : (["charges", "webhooks-dispatcher"] as const);
  const stack = await startStack({ services: [...services], env: { "webhooks-dispatcher": { ENDPOINT_CONCURRENCY: String(CONCURRENCY) } } });
  try {
    const http = client(stack.url);
    const { accessToken: token, user } = await signUp(http);
    const endpoint = await http("POST", "/webhook-endpoints", { token, body: { url: receiver.url, events: ["charge.paid"] } });
    if (endpoint.status !== 201) throw new Error(`endpoint: ${endpoint.status} ${JSON.stringify(endpoint.body)}`);
    const total = WARMUP + RATE * DURATION_S;
    const { txids, trigger, close } = DIRECT ? await directTriggers(stack, user.id, total) : await noticeTriggers(stack, token, total);

    const sentAt = new Map<string, number>();
    const answeredMs: number[] = [];
    const refused: string[] = [];
    const pending: Promise<void>[] = [];
    const fire = (txid: string) => {
      const t0 = performance.now();
      sentAt.set(txid, t0);
      pending.push(trigger(txid).then((ok) => void (ok ? answeredMs.push(performance.now() - t0) : refused.push(txid))));
    };

    for (const txid of txids.slice(0, WARMUP)) fire(txid); // JIT, pools and connections warm up
    await Promise.all(pending);
    while (receiver.received.size < WARMUP - refused.length) await sleep(10);
    answeredMs.length = 0;
    refused.length = 0;

    const measured = txids.slice(WARMUP);
    console.log(`${DIRECT ? "publishing" : "paying"} ${RATE}/s for ${DURATION_S} s, endpoint concurrency ${CONCURRENCY}…`);
    const start = performance.now();
    for (let i = 0; i < measured.length; i++) {
      const wait = start + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      fire(measured[i]);
    }
    await Promise.all(pending);
    const expected = measured.filter((t) => !refused.includes(t));
    const deadline = performance.now() + 60_000;
    while (expected.some((t) => !receiver.received.has(t)) && performance.now() < deadline) await sleep(20);

    const got = expected.filter((t) => receiver.received.has(t));
    console.log(`\n${measured.length} at ${RATE}/s: ${got.length} webhooks received, ${refused.length} triggers refused, ${expected.length - got.length} missing`);
    console.log(DIRECT ? "event published (confirmed) → webhook received" : "payment notice → webhook received");
    console.log(summary(got.map((t) => receiver.received.get(t)! - sentAt.get(t)!)));
    console.log(DIRECT ? "publish confirmed by the broker (included above)" : "notice answered by the gateway (charges' part, included above)");
    console.log(summary(answeredMs));
    console.log("event created_at → webhook received (wall clock, ms resolution)");
    console.log(summary(got.map((t) => receiver.sinceEvent.get(t)!)));
    await close();
  } finally {
    await stack.close();
    receiver.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
