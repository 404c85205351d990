/**
 * POST /pix through the gateway next to a minimal one-process express + pg insert, then
 * GET /pix/list of a merchant with 5,000 pending charges (every item carries its QR PNG).
 *
 *   pnpm exec tsx bench/pix-issue-and-list.ts [--connections 20] [--duration 10]
 *
 * The real services run in this process through the e2e test stack (identity, onboarding in
 * single-account mode, charges, the payment-engine emulator, the outbox relay on RabbitMQ); the load
 * comes from autocannon in a child process. One POST /pix is: gateway → identity (credential) →
 * charges → onboarding (receiving account) → engine emulator (HTTP) → PostgreSQL (charge + outbox in
 * one transaction) → BR Code + QR PNG → JSON, and the relay publishes charge.created afterwards.
 * The baseline validates a body and inserts one row into PostgreSQL in one express process.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import express from "express";
import { Pool } from "pg";
import { encodeBrCode } from "../services/charges/src/issuing/domain/brcode";
import { generateTxid } from "../services/charges/src/issuing/domain/txid";
import { client, signUp, startStack } from "../services/gateway/test/stack";
import type { ChargesExtras } from "../services/gateway/test/stack/charges";

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 20);
const DURATION_S = arg("duration", 10);
const LIST_SIZE = 5000;

interface Result { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(label: string, url: string, opts: { headers?: Record<string, string>; body?: string; method?: string; connections?: number } = {}): Promise<Result> {
  const bin = require.resolve("autocannon/autocannon.js");
  const args = [
    "-c", String(opts.connections ?? CONNECTIONS),
    ...(opts.method ? ["-m", opts.method] : []),
    ...(opts.body ? ["-b", opts.body] : []),
    ...Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}=${v}`]),
  ];
  await run(process.execPath, [bin, ...args, "-d", "2", url], { maxBuffer: 16 << 20 }); // warm-up
  const { stdout } = await run(process.execPath, [bin, ...args, "-d", String(DURATION_S), "-j", url], { maxBuffer: 16 << 20 });
  const r = JSON.parse(stdout);
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** The baseline: body check + one INSERT, answered as JSON, in one process. */
async function startBaseline(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_baseline (id uuid PRIMARY KEY, amount_cents bigint NOT NULL, description text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  const app = express();
  app.use(express.json());
  app.post("/pix", async (req, res) => {
    const amount = req.body?.amount;
    if (typeof amount !== "number" || amount < 5) return void res.status(400).json({ error: { message: "amount" } });
    const { rows } = await pool.query(
      `INSERT INTO bench_baseline (id, amount_cents, description) VALUES ($1, $2, $3) RETURNING id, amount_cents, description, created_at`,
      [randomUUID(), Math.round(amount * 100), String(req.body.description ?? "")],
    );
    res.status(201).json({ data: rows[0] });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pix`,
    close: async () => {
      server.close();
      await pool.query("DROP TABLE bench_baseline");
      await pool.end();
    },
  };
}

async function main() {
  const stack = await startStack({ services: ["charges"] });
  const charges = stack.extras.charges as ChargesExtras;
  // Same PostgreSQL server, a table of its own in the charges database of this run (dropped with it).
  const baseline = await startBaseline(charges.databaseUrl);
  try {
    const http = client(stack.url);
    const body = JSON.stringify({ amount: 19.9, description: "Bench", customer_cpf: "52998224725" });
    const json = { "content-type": "application/json" };
    const issuer = await signUp(http);
    const results: Result[] = [
      await load("express + pg insert (baseline)", baseline.url, { method: "POST", body, headers: json }),
      await load("POST /pix through the gateway", `${stack.url}/pix`, { method: "POST", body, headers: { ...json, authorization: `Bearer ${issuer.accessToken}` } }),
      // Reference: the cheapest authenticated route (gateway → identity → gateway), on the same stack.
      await load("GET /auth/me (reference)", `${stack.url}/auth/me`, { headers: { authorization: `Bearer ${issuer.accessToken}` } }),
    ];

    // 5,000 pending charges issued through the API (their QR PNGs are then in charges' cache)…
    const warm = await signUp(http);
    process.stdout.write(`issuing ${LIST_SIZE} pending charges… `);
    for (let i = 0; i < LIST_SIZE; i += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, j) => http("POST", "/pix", { token: warm.accessToken, body: { amount: 10 + ((i + j) % 90), description: `Lista ${i + j}` } })));
    }
    console.log("done");
    // …and 5,000 written straight to the database, whose QR PNGs no request has rendered yet.
    const cold = await signUp(http);
    const pool = new Pool({ connectionString: charges.databaseUrl, max: 2 });
    const ids: string[] = [], txids: string[] = [], cents: number[] = [], codes: string[] = [];
    for (let i = 0; i < LIST_SIZE; i++) {
      const txid = generateTxid();
      ids.push(randomUUID());
      txids.push(txid);
      cents.push(1000 + i);
      codes.push(encodeBrCode({ locationUrl: `engine.local/qr/v2/${randomUUID()}`, amountCents: 1000 + i, merchantName: "PIX GATEWAY", merchantCity: "SAO PAULO" }));
    }
    await pool.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, pix_code, expires_at)
       SELECT id, $1, 'test', txid, txid, 'Lista fria', cents, code, now() + interval '1 day'
       FROM unnest($2::uuid[], $3::text[], $4::bigint[], $5::text[]) AS t(id, txid, cents, code)`,
      [cold.user.id, ids, txids, cents, codes],
    );
    await pool.end();
    const started = performance.now();
    const first = await http("GET", "/pix/list", { token: cold.accessToken });
    const coldMs = performance.now() - started;
    if (first.status !== 200 || first.body.data.length !== LIST_SIZE) throw new Error(`cold list: ${first.status}`);
    const listBytes = JSON.stringify(first.body).length;

    results.push(await load(`GET /pix/list, ${LIST_SIZE} pending`, `${stack.url}/pix/list`, { connections: 2, headers: { authorization: `Bearer ${warm.accessToken}` } }));

    console.log(`\nPOST: ${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s of warm-up); list: 2 connections\n`);
    console.log("route".padEnd(36), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7), "non-2xx".padStart(8));
    for (const r of results) {
      console.log(r.label.padEnd(36), r.rps.toFixed(1).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), String(r.non2xx).padStart(8));
    }
    console.log(`\nPOST /pix through the gateway: ${((results[1].rps / results[0].rps) * 100).toFixed(0)}% of the baseline's req/s`);
    console.log(`GET /pix/list body: ${(listBytes / 1024 / 1024).toFixed(1)} MiB for ${LIST_SIZE} pending charges`);
    console.log(`first GET /pix/list of ${LIST_SIZE} charges whose QR PNGs were never rendered: ${coldMs.toFixed(0)} ms`);
  } finally {
    await baseline.close();
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
