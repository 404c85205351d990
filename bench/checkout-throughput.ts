/**
 * Throughput of the payer's poll, GET /checkout/{txid}, next to a bare express JSON route that
 * answers the same body, on the same machine.
 *
 *   pnpm exec tsx bench/checkout-throughput.ts [--connections 20] [--duration 10]
 *
 * The real services (identity, charges, checkout with PostgreSQL, RabbitMQ and Redis) run in this
 * process through the e2e test stack; the load comes from autocannon in a child process. Each poll
 * goes checkout → Redis (rate limit) → charges over gRPC (PostgreSQL read, memoised QR) → JSON,
 * so the gap to the bare route is that path. The per-IP limit is lifted for the run (one client
 * IP sends everything); the Redis round trip of the limiter is still paid on every request.
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import express from "express";
import { client, signUp, startStack } from "../services/gateway/test/stack";
import type { CheckoutExtras } from "../services/gateway/test/stack/checkout";

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 20);
const DURATION_S = arg("duration", 10);

interface Result { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(label: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const bin = require.resolve("autocannon/autocannon.js");
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}=${v}`]);
  await run(process.execPath, [bin, "-c", String(CONNECTIONS), "-d", "2", ...headerArgs, url]); // warm-up
  const { stdout } = await run(process.execPath, [bin, "-c", String(CONNECTIONS), "-d", String(DURATION_S), "-j", ...headerArgs, url], { maxBuffer: 16 << 20 });
  const r = JSON.parse(stdout);
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function main() {
  const stack = await startStack({ services: ["charges", "checkout"], env: { checkout: { READ_LIMIT_POINTS: "1000000000", LOG_LEVEL: "silent" } } });
  const bare = express();
  let body: unknown;
  bare.get("/bare", (_req, res) => void res.json(body));
  const server = bare.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
  try {
    const checkout = (stack.extras.checkout as CheckoutExtras).url;
    const http = client(stack.url);
    const { accessToken } = await signUp(http);
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 42.5, description: "Bench" } })).body.data;
    const paid = await client(checkout)("POST", `/checkout/link/${link.slug}/pay`, { body: { customer_name: "Ana Pagadora", customer_cpf: "52998224725" } });
    if (paid.status !== 201) throw new Error(`link pay failed: ${paid.status} ${JSON.stringify(paid.body)}`);
    const txid = paid.body.data.txid;
    body = (await client(checkout)("GET", `/checkout/${txid}`)).body; // the bare route answers the same bytes
    const bareUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bare`;

    const results = [
      await load("bare express JSON (same body)", bareUrl),
      await load("GET /checkout/{txid} JSON", `${checkout}/checkout/${txid}`, { accept: "application/json" }),
      await load("GET /checkout/{txid} page", `${checkout}/checkout/${txid}`, { accept: "text/html" }),
    ];
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, body ${JSON.stringify(body).length} bytes\n`);
    console.log("route".padEnd(34), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7), "non-2xx".padStart(8), "vs bare".padStart(8));
    for (const r of results) {
      const ratio = `${((r.rps / results[0].rps) * 100).toFixed(0)}%`;
      console.log(r.label.padEnd(34), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), String(r.non2xx).padStart(8), ratio.padStart(8));
    }
  } finally {
    server.close();
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
