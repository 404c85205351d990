// The stack the fault suite runs: `npm start`'s processes (scripts/services.mjs) with replicas, compiled
// (dist/, as npm start runs them), every port moved by an offset so it never meets a running `npm start`,
// on the suite's own PostgreSQL and RabbitMQ (infra.mjs), kept running by npm start's supervisor (a killed
// replica comes back after its backoff) and, for the gateway, npm start's cluster primary (one entry port).
// One replica of charges reaches PostgreSQL, and one of webhooks-dispatcher the broker, through a TCP
// proxy the suite cuts (tcp-proxy.mjs).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DATABASE_SERVICES, processes } from "../../scripts/services.mjs";
import { createSupervisor } from "../../scripts/supervisor.mjs";

export const root = resolve(import.meta.dirname, "../..");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Shorter recovery bounds than production's, so a run drains in seconds (each named in the report). */
export const RECOVERY_SETTINGS = {
  // Every process: gRPC deadlines of 15 s instead of 5 s, so a CPU-starved machine (the suite shares it)
  // is not read as an outage; the faults still show (a dead replica's calls fail at once, not at the deadline).
  all: { GRPC_DEADLINE_MS: "15000" },
  charges: { ISSUE_SWEEP_INTERVAL_MS: "5000", CONSUMER_RETRY_BASE_MS: "200", CONSUMER_RETRY_MAX_MS: "2000" },
  "webhooks-dispatcher": { WEBHOOK_SWEEP_MS: "5000", WEBHOOK_INTERRUPTED_AFTER_MS: "15000", WEBHOOK_RETRY_BASE_MS: "1000", WEBHOOK_RETRY_MAX_DELAY_MS: "5000", WEBHOOK_RETRY_POLL_MS: "2000" },
  onboarding: { WITHDRAWAL_POLL_MS: "1000", WITHDRAWAL_RETRY_BASE_MS: "1000" },
};

/** pids of the processes whose parent is `pid` (the cluster primary's workers). */
function childrenOf(pid) {
  return readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map(Number).filter((p) => {
    try { return Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))[1]) === pid; } catch { return false; }
  });
}

/**
 * @param {{ pg: {url: string}, rabbit: {url: string}, replicas: Record<string, number>, contaUnica: boolean, offset: number,
 *           pgCut: {port: number}, amqpCut: {port: number}, prefix: string, logPath: string }} o
 */
export function chaosStack({ pg, rabbit, replicas, contaUnica, offset, pgCut, amqpCut, prefix, logPath }) {
  const move = (port) => (port < 30000 ? port + offset : port - offset);
  const infra = new Set([new URL(pg.url).port, new URL(rabbit.url).port, "6379"].map(Number));
  const shift = (value) => value.replace(/127\.0\.0\.1:(\d+)/g, (m, p) => (infra.has(Number(p)) ? m : `127.0.0.1:${move(Number(p))}`));
  const databaseUrl = (service) => `${pg.url}/${prefix}_${service.replace(/-/g, "_")}`;
  const r = () => randomBytes(32).toString("hex");
  const secrets = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r() };
  const procs = processes(secrets, replicas).filter((p) => p.name !== "panel");
  const serviceOf = (name) => name.replace(/\.\d+$/, "");
  /** Environment of one process: ports moved, the suite's databases and broker, its recovery settings. */
  const envOf = (p) => {
    const out = {};
    for (const [k, v] of Object.entries(p.env)) out[k] = ["PORT", "HTTP_PORT", "OPS_PORT"].includes(k) ? String(move(Number(v))) : shift(String(v));
    const service = serviceOf(p.name);
    if (DATABASE_SERVICES.includes(service)) out.DATABASE_URL = databaseUrl(service);
    if (out.AMQP_URL) out.AMQP_URL = rabbit.url;
    if (out.REDIS_URL) out.REDIS_URL = "redis://127.0.0.1:6379/11";
    if (service === "charges" || service === "onboarding") out.CONTA_UNICA = String(contaUnica);
    // The cut connections: charges.1 → PostgreSQL and webhooks-dispatcher.1 → broker through the proxies.
    if (p.name === "charges.1") out.DATABASE_URL = out.DATABASE_URL.replace(`:${new URL(pg.url).port}/`, `:${pgCut.port}/`);
    if (p.name === "webhooks-dispatcher.1") out.AMQP_URL = rabbit.url.replace(`:${new URL(rabbit.url).port}`, `:${amqpCut.port}`);
    return { PATH: process.env.PATH, ...out, ...RECOVERY_SETTINGS.all, ...(RECOVERY_SETTINGS[service] ?? {}), LOG_LEVEL: "warn" };
  };
  const supervisor = createSupervisor({ log: (line) => events.push({ at: Date.now(), line }), initialBackoffMs: 500, maxRestartsPerMinute: 10 });
  const events = [];
  let log;
  const gatewayUrl = `http://127.0.0.1:${move(8080)}`;

  return {
    gateway: gatewayUrl,
    engine: `http://127.0.0.1:${move(4010)}`,
    /** maildev's REST API: the merchant's address is confirmed from the link it received (no key before, issue 33). */
    mail: `http://127.0.0.1:${move(1080)}`,
    databaseUrl,
    supervisorLines: events,
    /** Names of the killable replicas: `charges.1`…, and `gateway#1`, `gateway#2` for the cluster's workers. */
    names: () => procs.flatMap((p) => (p.workers ? p.workers.map((_, i) => `${p.name}#${i + 1}`) : [p.name])),
    async start() {
      mkdirSync(join(root, ".run"), { recursive: true });
      execFileSync(process.execPath, ["--conditions=pix-dist", join(root, "scripts/dist/migrate.js")], {
        env: { ...process.env, DATABASE_SERVER: pg.url, DATABASE_PREFIX: prefix }, stdio: ["ignore", "ignore", "inherit"],
      });
      log = openSync(logPath, "w");
      for (const p of procs) {
        const env = envOf(p);
        if (p.command) {
          const args = p.args.map((a) => (/^\d+$/.test(a) ? String(move(Number(a))) : a));
          supervisor.add(p.name, () => spawn(join(root, p.command), args, { cwd: root, env: { PATH: process.env.PATH }, stdio: ["ignore", log, log] }));
        } else if (p.workers) {
          const workers = p.workers.map((w) => Object.fromEntries(Object.entries(w).map(([k, v]) => [k, k === "OPS_PORT" ? String(move(Number(v))) : shift(v)])));
          const clusterEnv = { CLUSTER_WORKERS: JSON.stringify(workers), CLUSTER_EXEC: "dist/main.js", CLUSTER_EXEC_ARGV: JSON.stringify(["--conditions=pix-dist"]) };
          supervisor.add(p.name, () => spawn(process.execPath, [join(root, "scripts/cluster.mjs")], { cwd: join(root, p.cwd), env: { ...env, ...clusterEnv }, stdio: ["ignore", log, log] }));
        } else {
          supervisor.add(p.name, () => spawn(process.execPath, ["--conditions=pix-dist", "dist/main.js"], { cwd: join(root, p.cwd), env, stdio: ["ignore", log, log] }));
        }
      }
      for (const until = Date.now() + 600_000; ; await sleep(500)) {
        try { if ((await fetch(`${gatewayUrl}/health`)).ok) break; } catch { /* not yet */ }
        if (Date.now() > until) throw new Error(`the gateway did not answer /health in 600 s; see ${logPath}`);
      }
    },
    /** SIGKILL of one replica (`charges.2`, `gateway#1`); its supervisor (or the cluster primary) starts it again. */
    kill(name) {
      const [proc, worker] = name.split("#");
      const child = supervisor.child(proc);
      if (!child) throw new Error(`${proc} is not running`);
      const pid = worker ? childrenOf(child.pid).sort((a, b) => a - b)[Number(worker) - 1] : child.pid;
      if (!pid) throw new Error(`${name}: no such worker`);
      process.kill(pid, "SIGKILL");
      return pid;
    },
    /** A team account (identity's operator command, as npm start seeds its own): its e-mail and password. */
    teamAccount() {
      const identity = procs.find((p) => serviceOf(p.name) === "identity");
      const email = `equipe-chaos@bench.local`;
      const password = `Equipe-${randomBytes(12).toString("base64url")}`;
      execFileSync(process.execPath, ["--conditions=pix-dist", "dist/cli/team.js", "ensure-dev", email], {
        cwd: join(root, identity.cwd), env: { ...envOf(identity), TEAM_PASSWORD: password }, stdio: ["ignore", "ignore", "inherit"],
      });
      return { email, password };
    },
    /** One ledger reconciliation against the engine now (charges' own command): its JSON (run, open differences). */
    reconcileLedger() {
      const charges = procs.find((p) => serviceOf(p.name) === "charges" && p.name !== "charges.1") ?? procs.find((p) => serviceOf(p.name) === "charges");
      const env = { ...envOf(charges), DATABASE_URL: databaseUrl("charges") };
      return JSON.parse(execFileSync(process.execPath, ["--conditions=pix-dist", "dist/reconcile.js"], { cwd: join(root, charges.cwd), env, stdio: ["ignore", "pipe", "inherit"] }).toString());
    },
    stop: () => supervisor.stop(),
  };
}
