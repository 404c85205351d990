// The multi-process stack `npm start` runs, compiled (dist/, `--conditions=pix-dist`), each service its
// own process, started by a bench on private ports (every port of the stack moved by ±offset), its own
// databases (prefix), RabbitMQ vhost and Redis database, so it never disturbs a running stack; and
// removed at the end. Shared by bench/statement-export.mjs and bench/refunds.mjs.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { DATABASE_SERVICES, PG, PORTS, processes } from "../scripts/services.mjs";

export const root = resolve(import.meta.dirname, "..");
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** A numeric `--name value` argument of this process, or the fallback. */
export function arg(name, fallback) {
  const argv = process.argv.slice(2);
  return argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback;
}

/**
 * @param {{ name: string, prefix: string, vhost: string, redisDb: number, offset: number,
 *           env?: Record<string, Record<string, string>> }} o
 *   name: the log file (.run/bench-<name>.log); offset: ports below 30000 move up by it, the others
 *   (gRPC) down; env: extra variables per process name.
 */
export function isolatedStack({ name, prefix, vhost, redisDb, offset, env: extra = {} }) {
  const ours = new Set([PORTS.gateway, PORTS.checkout, PORTS.paymentEngine, PORTS.paymentEngineLive, PORTS.identityProvider, PORTS.mailSmtp, PORTS.mailWeb,
    ...Object.values(PORTS.grpc), ...Object.values(PORTS.ops)]);
  const move = (port) => (!ours.has(port) ? port : port < 30000 ? port + offset : port - offset);
  const shift = (value) => value.replace(/127\.0\.0\.1:(\d+)/g, (_, p) => `127.0.0.1:${move(Number(p))}`);
  const isolated = (env) => {
    const out = {};
    for (const [k, v] of Object.entries(env)) out[k] = ["PORT", "HTTP_PORT", "OPS_PORT"].includes(k) ? String(move(Number(v))) : shift(String(v));
    if (out.DATABASE_URL) out.DATABASE_URL = out.DATABASE_URL.replace(/\/pix_/, `/${prefix}_`);
    return { ...out, AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${vhost}`, ...(out.REDIS_URL ? { REDIS_URL: `redis://127.0.0.1:6379/${redisDb}` } : {}) };
  };
  const gateway = `http://127.0.0.1:${move(PORTS.gateway)}`;
  const engine = `http://127.0.0.1:${move(PORTS.paymentEngine)}`;
  let children = [];
  let procs = [];

  async function healthy(ms) {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(500)) {
      try { if ((await fetch(`${gateway}/health`)).ok) return true; } catch { /* not yet */ }
    }
    return false;
  }

  return {
    gateway, engine,
    /** The processes' shared log (warnings and errors). */
    logPath: join(root, ".run", `bench-${name}.log`),
    databaseUrl: (service) => `${PG}/${prefix}_${service.replace(/-/g, "_")}`,
    /** pid of each service's node process, by name (compiled mode runs node directly: no wrapper). */
    pids: () => Object.fromEntries(children.map((c) => [c.name, c.child.pid])),
    /**
     * Migrates the private databases, starts every process but the panel (maildev too, on its moved
     * ports: charges mails test receipts, and a refused SMTP connection would be retried meanwhile),
     * waits for /health.
     */
    async start() {
      mkdirSync(join(root, ".run"), { recursive: true });
      try { execFileSync("rabbitmqctl", ["add_vhost", vhost], { stdio: "ignore" }); } catch { /* exists */ }
      execFileSync("rabbitmqctl", ["set_permissions", "-p", vhost, "guest", ".*", ".*", ".*"], { stdio: "ignore" });
      execFileSync(process.execPath, ["--conditions=pix-dist", join(root, "scripts/dist/migrate.js")], { env: { ...process.env, DATABASE_PREFIX: prefix }, stdio: "ignore" });
      const r = () => randomBytes(32).toString("hex");
      const secrets = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r() };
      procs = processes(secrets).filter((p) => p.name !== "panel");
      const log = openSync(join(root, ".run", `bench-${name}.log`), "w");
      children = procs.map((p) => ({
        name: p.name,
        child: p.command
          ? spawn(join(root, p.command), p.args.map((a) => (/^\d+$/.test(a) ? String(move(Number(a))) : a)), { cwd: root, env: { PATH: process.env.PATH }, stdio: ["ignore", log, log] })
          : spawn(process.execPath, ["--conditions=pix-dist", "dist/main.js"], {
            cwd: join(root, p.cwd), env: { PATH: process.env.PATH, ...isolated(p.env), LOG_LEVEL: "warn", ...(extra[p.name] ?? {}) }, stdio: ["ignore", log, log],
          }),
      }));
      if (!(await healthy(180_000))) throw new Error(`the gateway did not answer /health; see .run/bench-${name}.log`);
    },
    /**
     * A team account (created, verified and granted by identity's operator command, as `npm start`
     * seeds its own), logged in through the gateway: its access token.
     */
    async teamToken() {
      const identity = procs.find((p) => p.name === "identity");
      const email = `equipe-${name}@bench.local`;
      const password = `Equipe-${randomBytes(12).toString("base64url")}`;
      execFileSync(process.execPath, ["--conditions=pix-dist", "dist/cli/team.js", "ensure-dev", email], {
        cwd: join(root, identity.cwd), env: { PATH: process.env.PATH, ...isolated(identity.env), TEAM_PASSWORD: password }, stdio: ["ignore", "ignore", "inherit"],
      });
      return (await api(gateway, "POST", "/auth/login", { email, password })).accessToken;
    },
    /** Stops the processes, removes the vhost and the databases. */
    async stop() {
      for (const { child } of children) child.kill("SIGTERM");
      await Promise.all(children.map(({ child }) => (child.exitCode !== null ? null : new Promise((res) => { child.once("exit", res); setTimeout(() => { child.kill("SIGKILL"); res(); }, 10_000); }))));
      try { execFileSync("rabbitmqctl", ["delete_vhost", vhost], { stdio: "ignore" }); } catch { /* gone */ }
      const admin = new pg.Client({ connectionString: `${PG}/postgres` });
      await admin.connect();
      for (const s of DATABASE_SERVICES) await admin.query(`DROP DATABASE IF EXISTS ${prefix}_${s.replace(/-/g, "_")} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** One call to the gateway; `data` of a 2xx answer, else throws with the status and body. */
export async function api(base, method, path, body, token, headers = {}) {
  const res = await fetch(base + path, {
    method, headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

/**
 * `rows` ledger transactions for the store written straight into charges' ledger tables in one
 * statement per table, as the ledger's migration writes opening entries: payments (payer_in −G,
 * available +G) and their fees (available −F, service_fee +F), two postings each, balance_after by
 * window sum, balances summed from the postings (the ledger's deferred checks run at commit). Must run
 * before any other posting of the store (its balance rows are inserted here).
 */
export async function seedLedger(databaseUrl, storeId, rows) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = performance.now();
    await db.query("BEGIN");
    await db.query(`CREATE TEMP TABLE seed ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, n, CASE WHEN n % 2 = 1 THEN 'payment' ELSE 'fee' END AS kind,
             ((n + 1) / 2) AS pair, 1000 + ((n + 1) / 2 * 37) % 90000 AS gross
        FROM generate_series(1, $1::int) AS n`, [rows]);
    await db.query(`INSERT INTO ledger_transactions (id, store_id, environment, kind, source_key, txid, end_to_end_id, occurred_at, created_at)
      SELECT id, $1::uuid, 'test', kind, 'bench:' || $1::text || ':' || n, 'bench' || lpad(pair::text, 22, '0'),
             CASE WHEN kind = 'payment' THEN 'E00000000' || lpad(pair::text, 23, '0') END,
             now() - interval '1 second' * ($2::int - n), now() - interval '1 second' * ($2::int - n)
        FROM seed ORDER BY n`, [storeId, rows]);
    await db.query(`WITH legs AS (
        SELECT id, n, 0 AS leg, CASE WHEN kind = 'payment' THEN 'payer_in' ELSE 'available' END AS account,
               CASE WHEN kind = 'payment' THEN -gross ELSE -(gross * 2 / 100 + 1) END AS amount FROM seed
        UNION ALL
        SELECT id, n, 1, CASE WHEN kind = 'payment' THEN 'available' ELSE 'service_fee' END,
               CASE WHEN kind = 'payment' THEN gross ELSE gross * 2 / 100 + 1 END FROM seed)
      INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents, created_at)
      SELECT id, $1::uuid, 'test', account, amount, SUM(amount) OVER (PARTITION BY account ORDER BY n, leg ROWS UNBOUNDED PRECEDING),
             now() - interval '1 second' * ($2::int - n)
        FROM legs ORDER BY n, leg`, [storeId, rows]);
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

function status(pid, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  } catch {
    return 0;
  }
}
/** Resident memory now (VmRSS) and its high-water mark (VmHWM), KiB. */
export const rss = (pid) => status(pid, "VmRSS");
export const hwm = (pid) => status(pid, "VmHWM");

const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
const cmdline = (pid) => { try { return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim(); } catch { return ""; } };

/** utime + stime of each process, seconds (a process gone meanwhile is left out), as bench/multi-process/proc-cpu.ts reads them. */
export function cpuSnapshot(pids) {
  const out = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(pid, (Number(f[11]) + Number(f[12])) / CLK_TCK);
    } catch { /* exited */ }
  }
  return out;
}
/** CPU seconds spent between two snapshots; a process born in between counts from zero. */
export function cpuDelta(before, after) {
  let total = 0;
  for (const [pid, s] of after) total += s - (before.get(pid) ?? 0);
  return total;
}

/** PostgreSQL backends connected to a database whose name passes the test (each query's server-side CPU). */
export function postgresBackends(database) {
  return readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    const m = /^postgres: (?:[\w./-]+: )?\S+ (\S+) /.exec(cmdline(pid));
    return m !== null && database(m[1]);
  });
}
