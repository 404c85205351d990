#!/usr/bin/env node
// Refunds (POST /pix/refund) of one store whose ledger already holds N postings, on the multi-process
// stack `npm start` runs, compiled, each service its own process, on private ports (±21500: gateway
// 29580, engine emulator 25510, gRPC 28551…), databases (prefix `pixrefund`), RabbitMQ vhost
// (`pixrefund`) and Redis database (9): bench/isolated-stack.mjs. Removed at the end.
//
//   node scripts/build.mjs && node bench/refunds.mjs [--postings 100000] [--refunds 2000] [--concurrency 20]
//                                                    [--charges 500] [--runs 3] [--warmup 1] [--solo-first 1]
//
// Set-up: a merchant registers through the gateway; N postings (N/4 payments and N/4 fees, two
// postings each) are written straight into charges' ledger tables (seedLedger: balanced, balances
// summed from the postings); `--charges` charges of R$ 20.00 are issued through the API and paid
// through the engine emulator (real payments: a refund needs the payment's end-to-end id at the
// engine); the team enables refunds (POST /admin/lojistas/{id}/estornos {habilitado: true}); one
// refund alone (the store's first creates its refund_pending and payer_out balance rows).
// Each run (warm-ups first, not reported): `--refunds` partial refunds of R$ 0.25 with an
// Idempotency-Key each, round-robin over the paid charges, `--concurrency` in flight (a closed loop in
// this process): requests/s and latency p50/p99 of POST /pix/refund (each must answer 201
// EM_PROCESSAMENTO, or DEVOLVIDO when the engine's notice settled it before charges answered); the time until every refund is DEVOLVIDO (the engine's PIX_REFUND_UPDATED
// notices; read from charges' refunds table every 50 ms); CPU per refund: utime + stime of every
// process of the stack and of the PostgreSQL backends serving its databases, from the run's start until
// the stack is quiet again, minus the stack's idle rate (the harness's own backend left out); peak RSS
// of charges and gateway (VmRSS every 20 ms).
// Baseline in the same minutes, before each run: bench/multi-process/baseline.mjs pg (express + one
// pg INSERT … RETURNING, one process, its own throwaway database), the same number of requests through
// the same closed loop; its CPU is its process and its PostgreSQL backends.
// After the last run the ledger is checked: no transaction unbalanced or with fewer than two
// postings, every balance equals the sum of its postings and its last posting's balance_after,
// available = available before the runs − Σ refunds, refund_pending back to its value before, and the
// gateway's GET /withdrawals/summary says the same available.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { PG } from "../scripts/services.mjs";
import { api as call, arg, cpuDelta, cpuSnapshot, hwm, isolatedStack, loadAverage, postgresBackends, root, rss, seedLedger, sleep } from "./isolated-stack.mjs";

const POSTINGS = arg("postings", 100_000);
const REFUNDS = arg("refunds", 2000);
const CONCURRENCY = arg("concurrency", 20);
const CHARGES = arg("charges", 500);
const RUNS = arg("runs", 3);
const WARMUP = arg("warmup", 1);
/** 1 (default): one refund alone before the runs; 0: the store's first refunds are the warm-up's concurrent ones (issue 32's deadlock check). */
const SOLO_FIRST = arg("solo-first", 1) !== 0;
const CHARGE_CENTS = 2000;
const REFUND_CENTS = 25;
const PREFIX = "pixrefund";
const BASELINE_DB = `${PREFIX}_baseline`;
if (((RUNS + WARMUP) * Math.ceil(REFUNDS / CHARGES) + 1) * REFUND_CENTS > CHARGE_CENTS) throw new Error("too few charges for that many refunds: raise --charges");

const stack = isolatedStack({ name: "refunds", prefix: PREFIX, vhost: PREFIX, redisDb: 9, offset: 21500 });
const GATEWAY = stack.gateway;
const api = (method, path, body, token, headers) => call(GATEWAY, method, path, body, token, headers);
const reais = (cents) => cents / 100;

/** n calls of fn(i), `concurrency` in flight; latency of each (ms) and the wall time. fn throws on a wrong answer. */
async function closedLoop(n, concurrency, fn) {
  const latencies = new Array(n);
  let next = 0;
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, async () => {
    for (let i = next++; i < n; i = next++) {
      const t = performance.now();
      await fn(i);
      latencies[i] = performance.now() - t;
    }
  }));
  return { latencies, ms: performance.now() - start };
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The baseline process: express + pg INSERT on its own database; resolves once it listens. */
async function startBaseline() {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BASELINE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BASELINE_DB}`);
  await admin.end();
  const child = spawn(process.execPath, [join(root, "bench/multi-process/baseline.mjs"), "pg", `${PG}/${BASELINE_DB}`], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await Promise.race([
    new Promise((res) => createInterface({ input: child.stdout }).once("line", (l) => res(JSON.parse(l).port))),
    sleep(30_000).then(() => { throw new Error("the baseline did not start"); }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    pids: () => [child.pid, ...postgresBackends((db) => db === BASELINE_DB)],
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      const a = new pg.Client({ connectionString: `${PG}/postgres` });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${BASELINE_DB} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function main() {
  const db = new pg.Client({ connectionString: stack.databaseUrl("charges") });
  let baseline = null;
  try {
    await stack.start();
    await db.connect();
    const own = (await db.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    const stackPids = () => [...Object.values(stack.pids()), ...postgresBackends((d) => d.startsWith(`${PREFIX}_`) && d !== BASELINE_DB)].filter((p) => p !== own);

    // The store: registered, a test API key, N seeded postings, paid charges, refunds enabled by the team.
    const email = `bench-estorno-${Date.now()}@loja.test`;
    const password = `Bench-${randomBytes(12).toString("base64url")}`;
    const reg = await api("POST", "/auth/register", { name: "Loja Estorno", email, password });
    const storeId = reg.user.id;
    const key = (await api("POST", "/api-keys", { name: "bench", environment: "test" }, reg.accessToken)).key;
    const seeded = await seedLedger(stack.databaseUrl("charges"), storeId, POSTINGS / 2);
    const issued = await closedLoop(CHARGES, 20, () => api("POST", "/pix", { amount: reais(CHARGE_CENTS), description: "Bench estorno", customer_cpf: "52998224725" }, key));
    const { rows: engineIds } = await db.query("SELECT engine_charge_id AS id FROM charges WHERE store_id = $1 AND engine_charge_id IS NOT NULL", [storeId]);
    if (engineIds.length !== CHARGES) throw new Error(`${engineIds.length} charges at the engine, expected ${CHARGES}`);
    await closedLoop(CHARGES, 20, async (i) => {
      const res = await fetch(`${stack.engine}/test/charges/${engineIds[i].id}/pay`, { method: "POST" });
      if (!res.ok) throw new Error(`pay: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    });
    const paid = await waitFor(async () => {
      const { rows: [c] } = await db.query("SELECT count(*)::int AS n FROM charges WHERE store_id = $1 AND status = 'paid'", [storeId]);
      return c.n === CHARGES;
    }, 120_000);
    if (!paid) throw new Error("the charges were not all paid within 120 s");
    const txids = (await db.query("SELECT txid FROM charges WHERE store_id = $1 AND status = 'paid' ORDER BY created_at", [storeId])).rows.map((r) => r.txid);
    const team = await stack.teamToken();
    await api("POST", `/admin/lojistas/${storeId}/estornos`, { habilitado: true }, team);
    // One refund alone first (unless --solo-first 0): measured runs start from an established store.
    // Before issue 32 a store's first concurrent refunds deadlocked (40P01) creating its balance rows;
    // `--solo-first 0 --warmup 1` has the warm-up's concurrent refunds be the store's first, and the
    // deadlocks column shows whether that still happens.
    if (SOLO_FIRST) {
      const first = await api("POST", "/pix/refund", { txid: txids[0], amount: reais(REFUND_CENTS), motivo: "Bench" }, key, { "idempotency-key": `bench-first-${randomBytes(4).toString("hex")}` });
      if (!(await waitFor(async () => (await db.query("SELECT status FROM refunds WHERE id = $1", [first.id])).rows[0]?.status === "DEVOLVIDO", 60_000))) throw new Error("the first refund was not DEVOLVIDO within 60 s");
    }
    const before = await balances(db, storeId);
    const { rows: [{ n: postingsBefore }] } = await db.query("SELECT count(*)::int AS n FROM ledger_postings WHERE store_id = $1", [storeId]);
    console.log(`store ${storeId}: ${seeded.postings} postings seeded in ${seeded.seconds.toFixed(1)} s; ${CHARGES} charges issued (${(issued.ms / 1000).toFixed(1)} s) and paid; `
      + `${postingsBefore} postings in the ledger before the refunds; available R$ ${reais(before.available).toFixed(2)}`);

    baseline = await startBaseline();
    await sleep(3000); // start-up work (JIT, first connections) is not idle load
    const idle = await idleRate(stackPids, 5000);
    const loadStart = loadAverage();
    console.log(`stack: ${Object.keys(stack.pids()).length} processes, idle ${(idle * 1000).toFixed(0)} ms CPU/s; load average ${loadStart}`);

    const results = [];
    let refunded = 0;
    for (let run = 1 - WARMUP; run <= RUNS; run++) {
      const b = await measureBaseline(baseline);
      const deadlocks0 = deadlocks();
      const r = await measureRefunds({ db, key, txids, stackPids, idle, run });
      r.deadlocks = deadlocks() - deadlocks0;
      refunded += r.cents;
      const load = loadAverage();
      if (run >= 1) results.push({ run, b, r, load });
      console.error(`${run < 1 ? "warm-up" : `run ${run}`}: refunds ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, all DEVOLVIDO ${(r.doneMs / 1000).toFixed(2)} s (${r.settledInAnswer} already in the 201), `
        + `${r.cpuMsPer.toFixed(2)} ms CPU/refund, ${r.deadlocks} deadlocks logged; baseline ${b.rps.toFixed(0)} req/s, ${b.cpuMsPer.toFixed(3)} ms CPU/req; load ${load}`);
    }
    report(results, { loadStart, loadEnd: loadAverage(), postingsBefore, pids: stack.pids() });
    await verifyLedger(db, storeId, before, refunded, key);
  } finally {
    await db.end().catch(() => undefined);
    if (baseline) await baseline.stop();
    await stack.stop();
  }
}

/** PostgreSQL deadlocks (40P01) the services logged so far: each one a settlement retried later. */
const deadlocks = () => (readFileSync(stack.logPath, "utf8").match(/40P01/g) ?? []).length;

async function waitFor(test, ms) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) if (await test()) return true;
  return false;
}

async function balances(db, storeId) {
  const { rows } = await db.query("SELECT account, balance_cents::bigint AS b FROM ledger_balances WHERE store_id = $1 AND environment = 'test'", [storeId]);
  const by = Object.fromEntries(rows.map((r) => [r.account, Number(r.b)]));
  return { available: by.available ?? 0, refund_pending: by.refund_pending ?? 0, payer_out: by.payer_out ?? 0 };
}

async function idleRate(pids, ms) {
  const s = cpuSnapshot(pids());
  await sleep(ms);
  return cpuDelta(s, cpuSnapshot(pids())) / (ms / 1000);
}

/** Waits until the processes spend at most idle + 0.05 cores over half a second (15 s at most). */
async function settle(pids, idle) {
  for (const until = Date.now() + 15_000; Date.now() < until;) if ((await idleRate(pids, 500)) <= idle + 0.05) return;
}

async function measureBaseline(baseline) {
  // The baseline's route takes a charge-shaped body (amount ≥ 5 reais), as bench/multi-process.ts sends it.
  const body = JSON.stringify({ amount: 19.9, description: "Bench estorno" });
  const cpu0 = cpuSnapshot(baseline.pids());
  const loop = await closedLoop(REFUNDS, CONCURRENCY, async () => {
    const res = await fetch(`${baseline.url}/insert`, { method: "POST", headers: { "content-type": "application/json" }, body });
    if (res.status !== 201) throw new Error(`baseline: ${res.status}`);
    await res.arrayBuffer();
  });
  const cpuS = cpuDelta(cpu0, cpuSnapshot(baseline.pids()));
  const sorted = [...loop.latencies].sort((a, b) => a - b);
  return { rps: REFUNDS / (loop.ms / 1000), p50: pct(sorted, 50), p99: pct(sorted, 99), cpuMsPer: (cpuS * 1000) / REFUNDS };
}

async function measureRefunds({ db, key, txids, stackPids, idle, run }) {
  const pids = stack.pids();
  const peak = { charges: 0, gateway: 0 };
  const sampler = setInterval(() => {
    peak.charges = Math.max(peak.charges, rss(pids.charges));
    peak.gateway = Math.max(peak.gateway, rss(pids.gateway));
  }, 20);
  const ids = new Array(REFUNDS);
  let settledInAnswer = 0;
  const cpu0 = cpuSnapshot(stackPids());
  const t0 = performance.now();
  const loop = await closedLoop(REFUNDS, CONCURRENCY, async (i) => {
    const res = await fetch(`${GATEWAY}/pix/refund`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "idempotency-key": `bench-${run}-${i}-${randomBytes(4).toString("hex")}` },
      body: JSON.stringify({ txid: txids[i % txids.length], amount: reais(REFUND_CENTS), motivo: "Bench" }),
    });
    const text = await res.text();
    const data = res.status === 201 ? JSON.parse(text).data : null;
    // The engine's notice may settle the refund before charges answers: then the 201 already says DEVOLVIDO.
    if (data?.status !== "EM_PROCESSAMENTO" && data?.status !== "DEVOLVIDO") throw new Error(`POST /pix/refund: ${res.status} ${text}`);
    if (data.status === "DEVOLVIDO") settledInAnswer++;
    ids[i] = data.id;
  });
  const done = await waitFor(async () => {
    const { rows: [c] } = await db.query(
      "SELECT count(*) FILTER (WHERE status = 'DEVOLVIDO')::int AS ok, count(*) FILTER (WHERE status = 'NAO_REALIZADO')::int AS failed FROM refunds WHERE id = ANY($1::uuid[])", [ids]);
    if (c.failed) throw new Error(`${c.failed} refunds NAO_REALIZADO`);
    return c.ok === REFUNDS;
  }, 300_000);
  const doneMs = performance.now() - t0;
  if (!done) throw new Error("the refunds were not all DEVOLVIDO within 300 s");
  clearInterval(sampler);
  await settle(stackPids, idle);
  const elapsedS = (performance.now() - t0) / 1000;
  const cpuS = cpuDelta(cpu0, cpuSnapshot(stackPids())) - idle * elapsedS;
  const sorted = [...loop.latencies].sort((a, b) => a - b);
  return {
    rps: REFUNDS / (loop.ms / 1000), p50: pct(sorted, 50), p99: pct(sorted, 99), doneMs,
    cpuMsPer: (cpuS * 1000) / REFUNDS, peak, cents: REFUNDS * REFUND_CENTS, settledInAnswer,
  };
}

function report(results, { loadStart, loadEnd, postingsBefore, pids }) {
  const mib = (kib) => (kib / 1024).toFixed(0);
  console.log(`\n${REFUNDS} partial refunds per run, ${CONCURRENCY} in flight, ${postingsBefore} postings in the store's ledger before the first run; load average ${loadStart} → ${loadEnd}\n`);
  console.log("| run | refunds/s (baseline req/s, ratio) | p50 / p99 ms (baseline) | all DEVOLVIDO s | CPU ms/refund (baseline ms/req, ratio) | peak RSS charges / gateway MiB | deadlocks logged | load average |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { run, b, r, load } of results) {
    console.log(`| ${run} | ${r.rps.toFixed(0)} (${b.rps.toFixed(0)}, ${(r.rps / b.rps).toFixed(2)}) | ${r.p50.toFixed(0)} / ${r.p99.toFixed(0)} (${b.p50.toFixed(1)} / ${b.p99.toFixed(1)}) | ${(r.doneMs / 1000).toFixed(2)} `
      + `| ${r.cpuMsPer.toFixed(2)} (${b.cpuMsPer.toFixed(3)}, ${(r.cpuMsPer / b.cpuMsPer).toFixed(0)}×) | ${mib(r.peak.charges)} / ${mib(r.peak.gateway)} | ${r.deadlocks} | ${load} |`);
  }
  const m = (f) => median(results.map(f));
  console.log(`| median | ${m((x) => x.r.rps).toFixed(0)} (${m((x) => x.b.rps).toFixed(0)}, ${m((x) => x.r.rps / x.b.rps).toFixed(2)}) | ${m((x) => x.r.p50).toFixed(0)} / ${m((x) => x.r.p99).toFixed(0)} | ${(m((x) => x.r.doneMs) / 1000).toFixed(2)} `
    + `| ${m((x) => x.r.cpuMsPer).toFixed(2)} (${m((x) => x.b.cpuMsPer).toFixed(3)}, ${m((x) => x.r.cpuMsPer / x.b.cpuMsPer).toFixed(0)}×) | | | |`);
  console.log(`high-water mark since start (VmHWM): charges ${mib(hwm(pids.charges))} MiB, gateway ${mib(hwm(pids.gateway))} MiB`);
}

async function verifyLedger(db, storeId, before, refundedCents, key) {
  const q = async (sql) => (await db.query(sql, [storeId])).rows;
  const [{ n: unbalanced }] = await q(`SELECT count(*)::int AS n FROM (
      SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
       WHERE t.store_id = $1 GROUP BY t.id HAVING count(p.id) < 2 OR COALESCE(SUM(p.amount_cents), 0) <> 0) x`);
  const [{ n: wrongBalances }] = await q(`SELECT count(*)::int AS n FROM ledger_balances b
      LEFT JOIN (SELECT environment, account, SUM(amount_cents) AS s, (array_agg(balance_after_cents ORDER BY id DESC))[1] AS last
                   FROM ledger_postings WHERE store_id = $1 GROUP BY environment, account) p USING (environment, account)
     WHERE b.store_id = $1 AND (COALESCE(p.s, 0) <> b.balance_cents OR (p.last IS NOT NULL AND p.last <> b.balance_cents))`);
  const [{ n: postings }] = await q("SELECT count(*)::int AS n FROM ledger_postings WHERE store_id = $1");
  // The runs' refunds (the solo first one, before `before` was read, left out). A store's balance rows
  // all exist from its first post (issue 32): one without postings must be 0.
  const solo = SOLO_FIRST ? 1 : 0;
  const [{ n: refunds, cents }] = await q(`SELECT count(*)::int - ${solo} AS n, (COALESCE(SUM(amount_cents), 0) - ${solo * REFUND_CENTS})::bigint AS cents FROM refunds WHERE store_id = $1 AND status = 'DEVOLVIDO'`);
  const after = await balances(db, storeId);
  const summary = await api("GET", "/withdrawals/summary", null, key);
  const expected = before.available - refundedCents;
  const ok = unbalanced === 0 && wrongBalances === 0 && Number(cents) === refundedCents && after.available === expected
    && after.refund_pending === before.refund_pending && after.payer_out === before.payer_out + refundedCents
    && Math.round(Number(summary.available) * 100) === expected;
  console.log(`ledger after the runs: ${postings} postings, ${unbalanced} unbalanced transactions, ${wrongBalances} balances ≠ their postings; ${refunds} refunds DEVOLVIDO, R$ ${reais(Number(cents)).toFixed(2)}; `
    + `available R$ ${reais(after.available).toFixed(2)} (expected ${reais(before.available).toFixed(2)} − ${reais(refundedCents).toFixed(2)} = ${reais(expected).toFixed(2)}; GET /withdrawals/summary ${summary.available}), `
    + `refund_pending ${reais(after.refund_pending).toFixed(2)}, payer_out ${reais(after.payer_out).toFixed(2)}: ${ok ? "OK" : "WRONG"}`);
  if (!ok) throw new Error("the ledger does not add up");
}

await main();
