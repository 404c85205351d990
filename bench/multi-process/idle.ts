/**
 * Idle cost of `npm start`'s stack (issue 13: ≤ 0.5 % of a core): CPU of every process `npm start`
 * runs (services, emulators, maildev; PostgreSQL backends of its databases included) and the
 * transactions those databases commit, while nobody sends a request.
 *
 *   pnpm exec tsx bench/multi-process/idle.ts [--settle 20] [--seconds 60] [--cpu-prof]
 *
 * `--cpu-prof` has every service profile its whole life into .run/cpu-prof/idle/ (summarise with
 * `node bench/multi-process/profile-summary.mjs .run/cpu-prof/idle`).
 *
 * It launches the processes of scripts/services.mjs itself, exactly as `npm start` does (compiled
 * `dist/main.js` under `node --conditions=pix-dist`, same environment), but on shifted ports (+20000 below 10000, −30000
 * above) and databases `idle_<service>` (DATABASE_PREFIX), so it never disturbs a running dev stack.
 * Exchange and queues are `idle.*` too, so a dev stack's traffic is not consumed here.
 * Transactions come from pg_stat_database (xact_commit + xact_rollback) of those databases: every
 * statement outside an explicit transaction is one, every BEGIN…COMMIT one.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { Client } from "pg";
import { delta, loadAverage, postgresBackends, snapshot, treePids, rssByLabel } from "./proc-cpu";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const root = join(__dirname, "../..");
const prefix = (process.env.DATABASE_PREFIX ??= "idle");
const pg = process.env.DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
/** PostgreSQL, RabbitMQ and Redis stay where they are; every port of the stack itself moves. */
const INFRA = new Set([5432, 5672, 6379]);
/** Below Linux's ephemeral range (32768+), where an outgoing connection's local port could take a listen port. */
const shift = (port: number) => (INFRA.has(port) ? port : port < 10_000 ? port + 20_000 : port - 30_000);
/** Every `127.0.0.1:<port>` and bare port value of an environment moved by `shift`. */
const remap = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k,
    /^\d{2,5}$/.test(v) && /PORT$/.test(k) ? String(shift(Number(v))) : v.replace(/127\.0\.0\.1:(\d+)/g, (_, p) => `127.0.0.1:${shift(Number(p))}`)]));

async function xacts(): Promise<Map<string, number>> {
  const c = new Client({ connectionString: `${pg}/postgres` });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT datname, (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname LIKE $1`,
      [`${prefix}\\_%`],
    );
    return new Map(rows.map((r) => [r.datname as string, Number(r.n)]));
  } finally {
    await c.end();
  }
}

async function main() {
  const { processes, PORTS } = await import("../../scripts/services.mjs");
  execFileSync(join(root, "node_modules/.bin/tsx"), ["scripts/migrate.ts"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const r = () => randomBytes(32).toString("hex");
  const secrets = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r() };
  const children: ChildProcess[] = [];
  mkdirSync(join(root, ".run"), { recursive: true });
  const log = openSync(join(root, ".run", "bench-idle.log"), "w"); // the processes' logs (warn and above)
  execFileSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const profileDir = join(root, ".run", "cpu-prof", "idle");
  const profile = process.argv.includes("--cpu-prof") ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // Own exchange and queues: a dev stack running beside would otherwise share the durable queues (same
  // names), and its traffic would be consumed, and measured, here.
  const messaging = {
    AMQP_EXCHANGE: `${prefix}.events`, WEBHOOKS_QUEUE: `${prefix}.webhooks-dispatcher.events`, CHARGES_QUEUE_PREFIX: `${prefix}.charges`,
    CHECKOUT_QUEUE_PREFIX: `${prefix}.checkout`, IDENTITY_QUEUE_PREFIX: `${prefix}.identity`, SUBSCRIPTIONS_QUEUE_PREFIX: `${prefix}.subscriptions`,
  };
  const all = processes(secrets) as { name: string; cwd: string; env: Record<string, string>; command?: string; args?: string[]; main?: string }[];
  for (const p of all) {
    const [file, argv] = p.command
      ? [join(root, p.command), (p.args ?? []).map((a) => (/^\d{4,5}$/.test(a) ? String(shift(Number(a))) : a))]
      : [process.execPath, [...profile, "--conditions=pix-dist", `dist/${p.main ?? "main"}.js`]];
    children.push(spawn(file, argv, { cwd: join(root, p.cwd), env: { ...process.env, ...remap(p.env), ...messaging, LOG_LEVEL: "warn" }, stdio: ["ignore", log, log] }));
  }
  const stop = async () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    await Promise.race([Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((res) => c.once("exit", res))))), sleep(15_000)]);
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  };
  try {
    const gateway = `http://127.0.0.1:${shift(PORTS.gateway)}/health`;
    const until = Date.now() + 300_000;
    for (;;) {
      const res = await fetch(gateway).catch(() => null);
      if (res?.ok) break;
      if (Date.now() > until) throw new Error(`stack not healthy at ${gateway}: ${res ? await res.text() : "no answer"} (logs: .run/bench-idle.log)`);
      await sleep(1000);
    }
    await sleep(arg("settle", 20) * 1000);
    const seconds = arg("seconds", 60);
    const pids = () => [...children.flatMap((c) => treePids(c.pid!)), ...postgresBackends((db) => db.startsWith(`${prefix}_`))];
    const x0 = await xacts();
    const s0 = snapshot(pids());
    await sleep(seconds * 1000);
    const s1 = snapshot(pids());
    const x1 = await xacts();
    const d = delta(s0, s1);
    const rows = [...d.byLabel].sort((a, b) => b[1] - a[1]);
    console.log(`idle ${seconds} s, load ${loadAverage()}`);
    for (const [label, s] of rows) console.log(`  ${label.padEnd(32)} ${((s * 1000) / seconds).toFixed(2)} ms CPU/s`);
    console.log(`  ${"total".padEnd(32)} ${((d.total * 1000) / seconds).toFixed(2)} ms CPU/s = ${((d.total / seconds) * 100).toFixed(2)} % of a core`);
    const per = [...x1].map(([db, n]) => [db, (n - (x0.get(db) ?? 0)) / seconds] as const);
    const sum = per.reduce((a, [, n]) => a + n, 0);
    console.log(`  transactions on ${prefix}_* databases: ${sum.toFixed(2)}/s (${per.map(([db, n]) => `${db.slice(prefix.length + 1)} ${n.toFixed(2)}`).join(", ")})`);
    const rss = [...rssByLabel(children.flatMap((c) => treePids(c.pid!)))].sort((a, b) => b[1] - a[1]);
    console.log(`  RSS MiB: ${rss.map(([l, m]) => `${l} ${m.toFixed(0)}`).join(", ")}`);
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
