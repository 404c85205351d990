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
// The vhost and databases are removed at the end (the stack: bench/isolated-stack.mjs).
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { api as call, arg, hwm, isolatedStack, rss, seedLedger, sleep } from "./isolated-stack.mjs";

const ROWS = arg("rows", 100_000);
const RUNS = arg("runs", 3);
const PAGES = arg("pages", 0);
/** Seconds the reader stops after the first chunk, once, in a last run: what backpressure holds meanwhile. */
const STALL = arg("stall", 5);
const stack = isolatedStack({ name: "statement-export", prefix: "pixstmt", vhost: "pixstmt", redisDb: 8, offset: 22000 });
const GATEWAY = stack.gateway;
const api = (method, path, body, token) => call(GATEWAY, method, path, body, token);

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
  try {
    await stack.start();
    const { charges, gateway } = stack.pids();
    const pids = { charges, gateway };
    const email = `bench-extrato-${Date.now()}@loja.test`;
    const password = `Bench-${randomBytes(12).toString("base64url")}`;
    const reg = await api("POST", "/auth/register", { name: "Loja Extrato", email, password });
    const key = (await api("POST", "/api-keys", { name: "bench", environment: "test" }, reg.accessToken)).key;
    const seeded = await seedLedger(stack.databaseUrl("charges"), reg.user.id, ROWS);
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
    await stack.stop();
  }
}

await main();
