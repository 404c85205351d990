#!/usr/bin/env node
// Statement export (GET /statement with Accept: text/csv) of one store with N ledger rows, on the
// multi-process stack `npm start` runs, compiled (dist/, `--conditions=pix-dist`), each service its own
// process, on private ports (8080 → 32080, 50051 → 28051, 9080 → 31080: +/−22000), databases (prefix
// `pixstmt`), RabbitMQ vhost (`pixstmt`) and Redis database (8), so it never disturbs a running stack.
//
//   node scripts/build.mjs && node bench/statement-export.mjs [--rows 100000] [--runs 3] [--pages 1000] [--stall 5]
//
// A merchant registers through the gateway; its N rows (N/2 payments and N/2 fees: N own-account
// postings, 2N postings with the counterparties) are written straight into charges' ledger tables in
// one statement per table, as the ledger's migration writes opening entries (balances by window sum;
// the ledger's deferred checks run at commit). Then, per run: time to the response's headers and to
// its first body byte, total time, bytes and rows (checked), and the resident memory of the charges
// and gateway processes: sampled every 10 ms during the export (VmRSS) and the kernel's high-water mark
// (VmHWM). `--stall`: one more export whose reader stops that many seconds after the first chunk (what
// the processes hold while the client does not read: backpressure, not buffering). `--pages`: also page
// the JSON through with that page size, for comparison.
// The vhost and databases are removed at the end.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { DATABASE_SERVICES, PG, PORTS, processes } from "../scripts/services.mjs";

const root = resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
const ROWS = arg("rows", 100_000);
const RUNS = arg("runs", 3);
const PAGES = arg("pages", 0);
/** Seconds the reader stops after the first chunk, once, in a last run: what backpressure holds meanwhile. */
const STALL = arg("stall", 5);
const OFFSET = 22000;
const PREFIX = "pixstmt";
const VHOST = "pixstmt";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const OURS = new Set([PORTS.gateway, PORTS.checkout, PORTS.paymentEngine, PORTS.paymentEngineLive, PORTS.identityProvider, PORTS.mailSmtp,
  ...Object.values(PORTS.grpc), ...Object.values(PORTS.ops)]);
const move = (port) => (!OURS.has(port) ? port : port < 30000 ? port + OFFSET : port - OFFSET);
const shift = (value) => value.replace(/127\.0\.0\.1:(\d+)/g, (_, p) => `127.0.0.1:${move(Number(p))}`);
function isolated(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) out[k] = ["PORT", "HTTP_PORT", "OPS_PORT"].includes(k) ? String(move(Number(v))) : shift(String(v));
  if (out.DATABASE_URL) out.DATABASE_URL = out.DATABASE_URL.replace(/\/pix_/, `/${PREFIX}_`);
  return { ...out, AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${VHOST}`, ...(out.REDIS_URL ? { REDIS_URL: "redis://127.0.0.1:6379/8" } : {}) };
}
const GATEWAY = `http://127.0.0.1:${move(PORTS.gateway)}`;

function status(pid, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  } catch {
    return 0;
  }
}
/** The node process of a service: the spawned one (compiled mode runs node directly). */
const rss = (pid) => status(pid, "VmRSS");
const hwm = (pid) => status(pid, "VmHWM");

async function api(method, path, body, token) {
  const res = await fetch(GATEWAY + path, {
    method, headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

async function healthy(ms) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(500)) {
    try { if ((await fetch(`${GATEWAY}/health`)).ok) return true; } catch { /* not yet */ }
  }
  return false;
}

/** N rows for the store: payments (payer_in −G, available +G) and their fees (available −F, service_fee +F). */
async function seed(storeId) {
  const db = new pg.Client({ connectionString: `${PG}/${PREFIX}_charges` });
  await db.connect();
  try {
    const started = performance.now();
    await db.query("BEGIN");
    await db.query(`CREATE TEMP TABLE seed ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, n, CASE WHEN n % 2 = 1 THEN 'payment' ELSE 'fee' END AS kind,
             ((n + 1) / 2) AS pair, 1000 + ((n + 1) / 2 * 37) % 90000 AS gross
        FROM generate_series(1, $1::int) AS n`, [ROWS]);
    await db.query(`INSERT INTO ledger_transactions (id, store_id, environment, kind, source_key, txid, end_to_end_id, occurred_at, created_at)
      SELECT id, $1::uuid, 'test', kind, 'bench:' || $1::text || ':' || n, 'bench' || lpad(pair::text, 22, '0'),
             CASE WHEN kind = 'payment' THEN 'E00000000' || lpad(pair::text, 23, '0') END,
             now() - interval '1 second' * ($2::int - n), now() - interval '1 second' * ($2::int - n)
        FROM seed ORDER BY n`, [storeId, ROWS]);
    await db.query(`WITH legs AS (
        SELECT id, n, 0 AS leg, CASE WHEN kind = 'payment' THEN 'payer_in' ELSE 'available' END AS account,
               CASE WHEN kind = 'payment' THEN -gross ELSE -(gross * 2 / 100 + 1) END AS amount FROM seed
        UNION ALL
        SELECT id, n, 1, CASE WHEN kind = 'payment' THEN 'available' ELSE 'service_fee' END,
               CASE WHEN kind = 'payment' THEN gross ELSE gross * 2 / 100 + 1 END FROM seed)
      INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents, created_at)
      SELECT id, $1::uuid, 'test', account, amount, SUM(amount) OVER (PARTITION BY account ORDER BY n, leg ROWS UNBOUNDED PRECEDING),
             now() - interval '1 second' * ($2::int - n)
        FROM legs ORDER BY n, leg`, [storeId, ROWS]);
    await db.query(`INSERT INTO ledger_balances (store_id, environment, account, balance_cents)
      SELECT $1::uuid, 'test', account, SUM(amount_cents) FROM ledger_postings WHERE store_id = $1::uuid GROUP BY account`, [storeId]);
    await db.query("COMMIT");
    const { rows: [c] } = await db.query("SELECT count(*)::int AS postings FROM ledger_postings WHERE store_id = $1", [storeId]);
    await db.query("ANALYZE ledger_postings; ANALYZE ledger_transactions");
    return { postings: c.postings, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.end();
  }
}

/** One export: headers, first byte, end; memory of charges and gateway sampled meanwhile. */
async function exportOnce(token, pids, stallMs = 0) {
  const peak = { charges: 0, gateway: 0 };
  const before = { charges: rss(pids.charges), gateway: rss(pids.gateway) };
  const sampler = setInterval(() => {
    peak.charges = Math.max(peak.charges, rss(pids.charges));
    peak.gateway = Math.max(peak.gateway, rss(pids.gateway));
  }, 10);
  const start = performance.now();
  const res = await fetch(`${GATEWAY}/statement?from=2000-01-01&to=2099-12-31`, { headers: { authorization: `Bearer ${token}`, accept: "text/csv" } });
  const headersMs = performance.now() - start;
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  let stalled = null;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - start;
    if (stallMs && !stalled) {
      await sleep(stallMs);
      stalled = { charges: rss(pids.charges), gateway: rss(pids.gateway), bytesBefore: bytes + chunk.length };
    }
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  return { headersMs, firstByteMs, totalMs, bytes, rows: lines - 1, before, peak, stalled };
}

async function pageThrough(token, limit) {
  const start = performance.now();
  let cursor = null;
  let rows = 0;
  do {
    const page = await fetch(`${GATEWAY}/statement?from=2000-01-01&to=2099-12-31&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    rows += page.data.length;
    cursor = page.next_cursor;
  } while (cursor);
  return { rows, ms: performance.now() - start };
}

async function main() {
  mkdirSync(join(root, ".run"), { recursive: true });
  try { execFileSync("rabbitmqctl", ["add_vhost", VHOST], { stdio: "ignore" }); } catch { /* exists */ }
  execFileSync("rabbitmqctl", ["set_permissions", "-p", VHOST, "guest", ".*", ".*", ".*"], { stdio: "ignore" });
  execFileSync(process.execPath, ["--conditions=pix-dist", join(root, "scripts/dist/migrate.js")], { env: { ...process.env, DATABASE_PREFIX: PREFIX }, stdio: "ignore" });

  const r = () => randomBytes(32).toString("hex");
  const secrets = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r() };
  const procs = processes(secrets).filter((p) => !["maildev", "panel"].includes(p.name));
  const log = openSync(join(root, ".run", "bench-statement-export.log"), "w");
  const children = procs.map((p) => ({
    name: p.name,
    child: spawn(process.execPath, ["--conditions=pix-dist", "dist/main.js"], { cwd: join(root, p.cwd), env: { PATH: process.env.PATH, ...isolated(p.env), LOG_LEVEL: "warn" }, stdio: ["ignore", log, log] }),
  }));
  try {
    if (!(await healthy(180_000))) throw new Error("the gateway did not answer /health; see .run/bench-statement-export.log");
    const pids = Object.fromEntries(children.filter((c) => ["charges", "gateway"].includes(c.name)).map((c) => [c.name, c.child.pid]));
    const email = `bench-extrato-${Date.now()}@loja.test`;
    const password = `Bench-${randomBytes(12).toString("base64url")}`;
    const reg = await api("POST", "/auth/register", { name: "Loja Extrato", email, password });
    const key = (await api("POST", "/api-keys", { name: "bench", environment: "test" }, reg.accessToken)).key;
    const seeded = await seed(reg.user.id);
    console.log(`seeded ${ROWS} statement rows (${seeded.postings} postings) in ${seeded.seconds.toFixed(1)} s; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
    const mib = (kib) => (kib / 1024).toFixed(0);
    console.log("| run | headers ms | first byte ms | total s | rows | MiB | charges RSS before → peak (MiB) | gateway RSS before → peak (MiB) |\n|---|---|---|---|---|---|---|---|");
    for (let i = 1; i <= RUNS; i++) {
      const x = await exportOnce(key, pids);
      if (x.rows !== ROWS) throw new Error(`the CSV had ${x.rows} rows, expected ${ROWS}`);
      console.log(`| ${i} | ${x.headersMs.toFixed(0)} | ${x.firstByteMs.toFixed(0)} | ${(x.totalMs / 1000).toFixed(2)} | ${x.rows} | ${(x.bytes / 1048576).toFixed(1)} | ${mib(x.before.charges)} → ${mib(x.peak.charges)} | ${mib(x.before.gateway)} → ${mib(x.peak.gateway)} |`);
      await sleep(1000);
    }
    if (STALL) {
      const x = await exportOnce(key, pids, STALL * 1000);
      if (x.rows !== ROWS) throw new Error(`the CSV had ${x.rows} rows, expected ${ROWS}`);
      console.log(`reader stopped ${STALL} s after the first chunk (${(x.stalled.bytesBefore / 1024).toFixed(0)} KiB read): charges ${mib(x.before.charges)} → ${mib(x.stalled.charges)} MiB, gateway ${mib(x.before.gateway)} → ${mib(x.stalled.gateway)} MiB meanwhile; then the rest read, total ${(x.totalMs / 1000).toFixed(2)} s, peak charges ${mib(x.peak.charges)} MiB, gateway ${mib(x.peak.gateway)} MiB`);
    }
    console.log(`high-water mark since start (VmHWM): charges ${mib(hwm(pids.charges))} MiB, gateway ${mib(hwm(pids.gateway))} MiB`);
    if (PAGES) {
      const p = await pageThrough(key, PAGES);
      console.log(`JSON, ${PAGES} rows per page: ${p.rows} rows in ${(p.ms / 1000).toFixed(2)} s`);
    }
  } finally {
    for (const { child } of children) child.kill("SIGTERM");
    await Promise.all(children.map(({ child }) => (child.exitCode !== null ? null : new Promise((res) => { child.once("exit", res); setTimeout(() => { child.kill("SIGKILL"); res(); }, 10_000); }))));
    try { execFileSync("rabbitmqctl", ["delete_vhost", VHOST], { stdio: "ignore" }); } catch { /* gone */ }
    const admin = new pg.Client({ connectionString: `${PG}/postgres` });
    await admin.connect();
    for (const s of DATABASE_SERVICES) await admin.query(`DROP DATABASE IF EXISTS ${PREFIX}_${s.replace(/-/g, "_")} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
