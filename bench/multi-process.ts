/**
 * The real deployment shape: every service its own process, as `npm start` runs them, measured as a
 * ratio to baselines run in the same minutes, with CPU per request summed over every process of the
 * stack (and the PostgreSQL backends serving its databases).
 *
 *   pnpm exec tsx bench/multi-process.ts [--duration 10] [--connections 20] [--repeats 3] [--warmup 8]
 *                                        [--payments 400] [--start [--cpu-prof]] [--only pix,me-key,…,list]
 *                                        [--rate-payments 500] [--notice-rates 5,50]
 *
 * Expects a running `READ_LIMIT_POINTS=1000000000 npm start` (one client IP sends every checkout
 * poll), or starts one in its own process group with --start and stops it at the end. Prepares a
 * merchant through the public API (register, login, API key, a webhook endpoint to a receiver in this
 * process). Baselines run as child processes of this one: a bare express JSON route answering the
 * same bytes as the route it stands beside, and express + pg (INSERT, or SELECT by key) on a
 * throwaway database created here and dropped at the end. The load comes from autocannon in a child
 * process; baseline and target runs alternate, `--repeats` pairs per route, after a warm-up of each.
 * Results are medians of the repeats; CPU per request is total CPU over total requests.
 * --cpu-prof (with --start): every Node process of the stack writes a V8 CPU profile of the measured
 * runs of each route (warm-ups excluded) to .run/cpu-prof/<route>/; `node
 * bench/multi-process/profile-summary.mjs .run/cpu-prof/pix` says where the time went. Profiling costs CPU: take figures from runs without it.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "pg";
import { qrPngDataUrl } from "../packages/qr/src/qr-png";
import { labelOf, loadAverage, postgresBackends, rssByLabel, signalNodeProcesses, treePids } from "./multi-process/proc-cpu";
import { noticeLatency } from "./multi-process/notice-latency";
import { printReport, type Pair, type ScenarioResult } from "./multi-process/report";
import { idleRate, load, measure, settle, startBaseline, type LoadOpts } from "./multi-process/runs";
import { api, CHECKOUT, chargeBody, configureEngineNotices, ENGINE, findStack, GATEWAY, prepareMerchant, readSecrets, startReceiver, startStack } from "./multi-process/stack";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 20);
const REPEATS = arg("repeats", 3);
const PAYMENTS = arg("payments", 400);
/** notice-rate: payments per run at 50/s (10 s; scaled with the rate, so each run lasts as long). */
const RATE_PAYMENTS = arg("rate-payments", 500);
/** notice-rate: the rates to run, calls per second (`--notice-rates 5,50`). */
const NOTICE_RATES = argv.includes("--notice-rates") ? argv[argv.indexOf("--notice-rates") + 1].split(",").map(Number) : [50];
/** Seconds of unmeasured load per route and baseline first: a fresh stack needs it (JIT, pools, caches). */
const WARMUP = arg("warmup", 8);
const ONLY = argv.includes("--only") ? argv[argv.indexOf("--only") + 1].split(",") : null;
const ROOT = resolve(__dirname, "..");
const PG_SERVER = process.env.DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Scenario {
  id: string; label: string; baselineLabel: string;
  baseline(): LoadOpts;
  target(): Promise<LoadOpts>;
  /** Notice run: wait for every paid charge's webhook before CPU is read. */
  notice?: boolean;
}

async function main() {
  const cpuProfileDir = argv.includes("--cpu-prof") ? join(ROOT, ".run", "cpu-prof") : undefined;
  const stack = argv.includes("--start") ? await startStack(ROOT, { cpuProfileDir }) : await findStack();
  const dbName = `bench_mp_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const baselines: Array<{ stop(): Promise<void> }> = [];
  try {
    const secrets = readSecrets(ROOT);
    await configureEngineNotices(secrets.noticeToken);
    const m = await prepareMerchant();
    const receiver = await startReceiver(m.apiKey);
    const json = { "content-type": "application/json" };
    const key = { authorization: `Bearer ${m.apiKey}` };
    const checkoutBody = (await api("GET", `${CHECKOUT}/checkout/${m.checkoutKey}`)).body;
    const meBody = (await api("GET", `${GATEWAY}/auth/me`, { token: m.apiKey })).body;
    // GET /pix/list: 5000 pending charges written straight into charges' database, then one cold listing.
    const listBody = !ONLY || ONLY.includes("list") ? await coldListing(m.storeId, m.apiKey, m.txid) : null;
    const bodies = join(mkdtempSync(join(tmpdir(), "bench-mp-")), "bodies.json");
    writeFileSync(bodies, JSON.stringify({ me: meBody, checkout: checkoutBody, list: listBody }));
    const bare = await startBaseline("json", bodies);
    const pg = await startBaseline("pg", `${PG_SERVER}/${dbName}`);
    baselines.push(bare, pg);

    const stackPids = () => [...treePids(stack.root), ...postgresBackends((db) => db.startsWith("pix_"))];
    const barePids = () => treePids(bare.pid);
    const pgPids = () => [...treePids(pg.pid), ...postgresBackends((db) => db === dbName)];
    const c = CONNECTIONS, d = DURATION;
    const charges = pendingCharges(m.storeId);

    const scenarios: Scenario[] = [
      { id: "pix", label: "`POST /pix` (API key)", baselineLabel: "express + pg INSERT",
        baseline: () => ({ url: `${pg.url}/insert`, connections: c, duration: d, method: "POST", body: JSON.stringify(chargeBody), headers: json }),
        target: async () => ({ url: `${GATEWAY}/pix`, connections: c, duration: d, method: "POST", body: JSON.stringify(chargeBody), headers: { ...json, ...key } }) },
      { id: "me-key", label: "`GET /auth/me` (API key)", baselineLabel: "bare express JSON",
        baseline: () => ({ url: `${bare.url}/json/me`, connections: c, duration: d }),
        target: async () => ({ url: `${GATEWAY}/auth/me`, connections: c, duration: d, headers: key }) },
      { id: "me-jwt", label: "`GET /auth/me` (JWT)", baselineLabel: "bare express JSON",
        baseline: () => ({ url: `${bare.url}/json/me`, connections: c, duration: d }),
        target: async () => ({ url: `${GATEWAY}/auth/me`, connections: c, duration: d, headers: { authorization: `Bearer ${await m.login()}` } }) },
      { id: "status", label: "`GET /pix/status?txid=` (API key)", baselineLabel: "express + pg SELECT by key",
        baseline: () => ({ url: `${pg.url}/select`, connections: c, duration: d }),
        target: async () => ({ url: `${GATEWAY}/pix/status?txid=${m.txid}`, connections: c, duration: d, headers: key }) },
      { id: "checkout", label: "`GET /checkout/{key}` JSON (:8081)", baselineLabel: "bare express JSON",
        baseline: () => ({ url: `${bare.url}/json/checkout`, connections: c, duration: d }),
        target: async () => ({ url: `${CHECKOUT}/checkout/${m.checkoutKey}`, connections: c, duration: d, headers: { accept: "application/json" } }) },
      { id: "list", label: `\`GET /pix/list\` (${LIST_SIZE} pending, warm, 2 connections)`, baselineLabel: "bare express JSON",
        baseline: () => ({ url: `${bare.url}/json/list`, connections: 2, duration: d }),
        target: async () => ({ url: `${GATEWAY}/pix/list`, connections: 2, duration: d, headers: key }) },
      { id: "notice", label: `engine notice → charge paid → webhook (${PAYMENTS} payments)`, baselineLabel: "express + pg INSERT", notice: true,
        baseline: () => ({ url: `${pg.url}/insert`, connections: c, duration: d, method: "POST", body: JSON.stringify(chargeBody), headers: json }),
        target: async () => ({ url: ENGINE, connections: c, method: "POST", paths: (await charges.take(PAYMENTS, m.apiKey)).map((id) => `/test/charges/${id}/pay`) }) },
    ].filter((s) => !ONLY || ONLY.includes(s.id));

    const loadStart = loadAverage();
    await sleep(3000); // the services' start-up work (JIT, first connections) is not idle load
    const idle = await idleRate(stackPids);
    console.error(`stack: ${treePids(stack.root).length} processes, idle ${(idle.rate * 1000).toFixed(0)} ms CPU/s; load average ${loadStart}`);
    const rssStart = rssByLabel(treePids(stack.root));
    const results: ScenarioResult[] = [];
    for (const s of scenarios) {
      const waitPaid = async (paths: string[] | undefined, sent: number) => {
        if (!s.notice || !paths) return;
        const txids = await charges.txidsOf(paths.slice(0, sent).map((p) => p.split("/")[3]));
        const until = Date.now() + 180_000;
        while (txids.some((t) => !receiver.paid.has(t)) && Date.now() < until) await sleep(50);
      };
      // Warm-up (JIT, pools, connections), not measured.
      await load({ ...s.baseline(), duration: WARMUP });
      const warm = await s.target();
      const warmRun = s.notice ? { ...warm, paths: (await charges.take(WARMUP * 10, m.apiKey)).map((id) => `/test/charges/${id}/pay`) } : { ...warm, duration: WARMUP };
      const wr = await load(warmRun);
      await waitPaid(warmRun.paths, wr.sent);
      await analyzeStackDatabases();
      await settle(stackPids, idle.rate);
      const pairs: Pair[] = [];
      if (cpuProfileDir) signalNodeProcesses(treePids(stack.root), "SIGUSR2"); // profile on
      for (let i = 0; i < REPEATS; i++) {
        const baseline = await measure(s.id === "pix" || s.notice || s.id === "status" ? pgPids : barePids, s.baseline());
        const opts = await s.target();
        await settle(stackPids, idle.rate); // preparing the notice run issues charges: let their events drain
        const t0 = performance.now();
        let drainS: number | undefined;
        const target = await measure(stackPids, opts, async () => {
          if (s.notice) {
            await waitPaid(opts.paths, opts.paths!.length);
            drainS = (Math.max(...[...receiver.paid.values()]) - t0) / 1000;
          }
          await settle(stackPids, idle.rate);
        }, idle);
        pairs.push({ baseline, target, drainS });
        console.error(`${s.id} #${i + 1}: baseline ${baseline.rps.toFixed(0)} req/s, target ${target.rps.toFixed(1)} req/s, ${((target.cpuS / target.requests) * 1000).toFixed(2)} ms CPU/req, load ${target.load}`);
      }
      if (cpuProfileDir) await collectProfiles(stack.root, cpuProfileDir, s.id);
      results.push({ id: s.id, label: s.label, baselineLabel: s.baselineLabel, pairs });
    }
    if (!ONLY || ONLY.includes("notice-rate")) {
      const take = async (n: number) => {
        const ids = await charges.take(n, m.apiKey);
        const txids = await charges.txidsOf(ids);
        return ids.map((id, i) => ({ id, txid: txids[i] }));
      };
      for (const rate of NOTICE_RATES) {
        const payments = Math.round((RATE_PAYMENTS * rate) / 50);
        await noticeLatency({ databaseUrl: `${PG_SERVER}/${dbName}`, paid: receiver.paid, take, payments, repeats: REPEATS, rate });
      }
    }
    if (results.length) printReport({ results, idle: idle.rate, rss: [rssStart, rssByLabel(treePids(stack.root))], loadStart, loadEnd: loadAverage(), connections: c, duration: d, repeats: REPEATS, warmup: WARMUP, processes: treePids(stack.root).length });
    receiver.close();
    await charges.close();
  } finally {
    for (const b of baselines) await b.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await stack.stop();
  }
}

const LIST_SIZE = 5000;

/**
 * Seeds LIST_SIZE pending charges of the merchant (distinct Pix codes of a real code's length, each
 * with the QR image issuing stores: rendered here by the same @pix/qr), then times the first GET
 * /pix/list while another client polls GET /pix/status every 20 ms: the slowest poll says how long
 * charges' event loop was held. Returns the listing's body (the bare baseline serves the same bytes).
 */
async function coldListing(storeId: string, apiKey: string, txid: string) {
  const codes = Array.from({ length: LIST_SIZE }, () =>
    `00020101021226850014br.gov.bcb.pix2563pix.example.com/qr/v2/${randomBytes(16).toString("hex")}5204000053039865406` + "19.905802BR5911PIX GATEWAY6009SAO PAULO62070503***6304ABCD");
  const db = new Client({ connectionString: `${PG_SERVER}/pix_charges` });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, pix_code, qr_code_image, expires_at)
       SELECT gen_random_uuid(), $1::uuid, 'test', 'benchlist' || i || substr(md5(random()::text), 1, 8), 'benchlistpub' || i || substr(md5(random()::text), 1, 12),
              'Pedido ' || i, 1990, 'pending', code, image, now() + interval '1 day'
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(code, image, i)`,
      [storeId, codes, codes.map(qrPngDataUrl)],
    );
  } finally {
    await db.end();
  }
  const polls: number[] = [];
  let listing = true;
  const poller = (async () => {
    while (listing) {
      const t = performance.now();
      await api("GET", `${GATEWAY}/pix/status?txid=${txid}`, { token: apiKey });
      polls.push(performance.now() - t);
      await sleep(20);
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${GATEWAY}/pix/list`, { headers: { authorization: `Bearer ${apiKey}` } });
  const text = await res.text();
  const coldMs = performance.now() - t0;
  listing = false;
  await poller;
  const sorted = [...polls].sort((a, b) => a - b);
  console.log(`GET /pix/list cold (first listing of ${LIST_SIZE} pending, ${(text.length / 1048576).toFixed(1)} MiB, status ${res.status}): ${coldMs.toFixed(0)} ms; `
    + `GET /pix/status polled meanwhile: ${polls.length} polls, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted[sorted.length - 1]?.toFixed(0)} ms`);
  return JSON.parse(text);
}

/**
 * ANALYZE of the stack's databases after each warm-up. This machine's PostgreSQL runs with autovacuum
 * off, so the statistics would stay those ANALYZE took on the empty tables after migrations; with them
 * the planner may take any (store_id, environment, …) index for a txid lookup and filter the store's
 * charges. A production server's autovacuum analyzes a table once ~10 % of it changed, as the earlier
 * scenarios (thousands of charges) change it here.
 */
async function analyzeStackDatabases(): Promise<void> {
  const admin = new Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  const names = (await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, 'pix_')")).rows.map((r) => r.datname);
  await admin.end();
  for (const name of names) {
    const db = new Client({ connectionString: `${PG_SERVER}/${name}` });
    await db.connect();
    await db.query("ANALYZE");
    await db.end();
  }
}

/** Profiles off (each process writes its own), then moved to <dir>/<scenario>/. */
async function collectProfiles(root: number, dir: string, scenario: string) {
  const pids = treePids(root);
  const labels = new Map(pids.map((pid) => [`${pid}.cpuprofile`, labelOf(pid).replace(/[^\w-]+/g, "-")]));
  signalNodeProcesses(pids, "SIGUSR2");
  await sleep(3000);
  mkdirSync(join(dir, scenario), { recursive: true });
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) renameSync(join(dir, f), join(dir, scenario, `${labels.get(f) ?? "x"}-${f}`));
}

/**
 * Pending charges of the bench merchant, with their engine ids, read from charges' database (the
 * engine emulator's pay route needs the engine's id, which the public API does not show). Issues more
 * through the API when the POST /pix runs left too few.
 */
function pendingCharges(storeId: string) {
  const db = new Client({ connectionString: `${PG_SERVER}/pix_charges` });
  const connected = db.connect();
  const used = new Set<string>();
  const txidOf = new Map<string, string>();
  return {
    async take(n: number, apiKey: string): Promise<string[]> {
      await connected;
      const q = async () => (await db.query(`SELECT engine_charge_id AS id, txid FROM charges WHERE store_id = $1 AND status = 'pending' AND engine_charge_id IS NOT NULL ORDER BY created_at`, [storeId])).rows.filter((r) => !used.has(r.id));
      let rows = await q();
      for (let missing = n - rows.length; missing > 0; missing -= 20) {
        await Promise.all(Array.from({ length: Math.min(20, missing) }, () => api("POST", `${GATEWAY}/pix`, { token: apiKey, body: chargeBody })));
      }
      rows = (await q()).slice(0, n);
      for (const r of rows) (used.add(r.id), txidOf.set(r.id, r.txid));
      return rows.map((r) => r.id);
    },
    async txidsOf(ids: string[]) {
      return ids.map((id) => txidOf.get(id)!);
    },
    close: () => db.end(),
  };
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
