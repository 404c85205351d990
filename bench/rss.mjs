#!/usr/bin/env node
// Resident memory of every process of `npm start`'s stack, run the tsx way (sources) and the compiled
// way (dist/, `--conditions=pix-dist`), each on its own ports (8080 → 28080, 50051 → 30051), databases (prefix `pixrss`),
// RabbitMQ vhost (`pixrss`) and Redis database (7), so it never disturbs a running dev stack.
//
//   node scripts/build.mjs && node bench/rss.mjs [--settle 8]
//
// The vhost and databases are removed at the end.
// RSS is read from /proc/<pid>/status (VmRSS) after the gateway's /health answers and the stack has
// idled --settle seconds; a tsx service is two processes (the tsx wrapper and its node child), summed.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { DATABASE_SERVICES, PG, PORTS, processes } from "../scripts/services.mjs";

const root = resolve(import.meta.dirname, "..");
const OFFSET = 20000;
const VHOST = "pixrss";
const settle = Number(process.argv[process.argv.indexOf("--settle") + 1]) || 8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const OURS = new Set([PORTS.gateway, PORTS.checkout, PORTS.paymentEngine, PORTS.paymentEngineLive, PORTS.identityProvider, PORTS.mailSmtp, ...Object.values(PORTS.grpc)]);
const move = (port) => (!OURS.has(port) ? port : port < 30000 ? port + OFFSET : port - OFFSET); // 8080 → 28080, 50051 → 30051
const shift = (value) => value.replace(/127\.0\.0\.1:(\d+)/g, (_, p) => `127.0.0.1:${move(Number(p))}`);
function isolated(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) out[k] = ["PORT", "HTTP_PORT"].includes(k) ? String(move(Number(v))) : shift(String(v));
  if (out.DATABASE_URL) out.DATABASE_URL = out.DATABASE_URL.replace(/\/pix_/, "/pixrss_");
  return { ...out, AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${VHOST}`, ...(out.REDIS_URL ? { REDIS_URL: "redis://127.0.0.1:6379/7" } : {}) };
}

function rssKiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  } catch {
    return 0;
  }
}
/** The process and its descendants. */
function tree(pid) {
  const children = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      if (ppid === pid) children.push(...tree(Number(d)));
    } catch { /* gone */ }
  }
  return [pid, ...children];
}

async function healthy(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try { if ((await fetch(url)).ok) return true; } catch { /* not yet */ }
    await sleep(500);
  }
  return false;
}

async function run(mode) {
  const r = () => randomBytes(32).toString("hex");
  const secrets = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r() };
  const procs = processes(secrets).filter((p) => p.name !== "maildev");
  const children = [];
  const log = openSync(join(root, ".run", `rss-${mode}.log`), "w");
  for (const p of procs) {
    const [file, args] = mode === "tsx" ? [join(root, "node_modules/.bin/tsx"), ["src/main.ts"]] : [process.execPath, ["--conditions=pix-dist", "dist/main.js"]];
    const child = spawn(file, args, { cwd: join(root, p.cwd), env: { PATH: process.env.PATH, ...isolated(p.env), LOG_LEVEL: "warn" }, stdio: ["ignore", log, log] });
    children.push({ name: p.name, child });
  }
  const up = await healthy(`http://127.0.0.1:${move(PORTS.gateway)}/health`, 120_000);
  await sleep(settle * 1000);
  const rows = children.map(({ name, child }) => ({ name, kib: tree(child.pid).reduce((s, pid) => s + rssKiB(pid), 0) }));
  for (const { child } of children) child.kill("SIGTERM");
  await Promise.all(children.map(({ child }) => (child.exitCode !== null ? null : new Promise((res) => { child.once("exit", res); setTimeout(() => { child.kill("SIGKILL"); res(); }, 10_000); }))));
  return { up, rows };
}

mkdirSync(join(root, ".run"), { recursive: true });
// Isolation: a vhost and databases of our own.
try { execFileSync("rabbitmqctl", ["add_vhost", VHOST], { stdio: "ignore" }); } catch { /* exists */ }
execFileSync("rabbitmqctl", ["set_permissions", "-p", VHOST, "guest", ".*", ".*", ".*"], { stdio: "ignore" });
execFileSync(process.execPath, ["--conditions=pix-dist", join(root, "scripts/dist/migrate.js")], { env: { ...process.env, DATABASE_PREFIX: "pixrss" }, stdio: "ignore" });

const results = {};
for (const mode of ["tsx", "compiled"]) {
  results[mode] = await run(mode);
  if (!results[mode].up) console.error(`  ${mode}: the gateway did not answer /health (figures still shown)`);
}
// Clean up: the vhost and the databases of this run.
try { execFileSync("rabbitmqctl", ["delete_vhost", VHOST], { stdio: "ignore" }); } catch { /* gone */ }
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
for (const s of DATABASE_SERVICES) await admin.query(`DROP DATABASE IF EXISTS pixrss_${s.replace(/-/g, "_")} WITH (FORCE)`);
await admin.end();

const mib = (k) => (k / 1024).toFixed(0);
console.log("| process | tsx (MiB) | compiled (MiB) |\n|---|---|---|");
let t = 0, c = 0;
for (const row of results.tsx.rows) {
  const compiled = results.compiled.rows.find((x) => x.name === row.name).kib;
  t += row.kib; c += compiled;
  console.log(`| ${row.name} | ${mib(row.kib)} | ${mib(compiled)} |`);
}
console.log(`| **total** | **${mib(t)}** | **${mib(c)}** |`);
