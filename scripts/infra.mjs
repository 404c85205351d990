#!/usr/bin/env node
// The machine's PostgreSQL, RabbitMQ and Redis for `npm start` (scripts/setup.mjs) and CI (.ci/run):
// each one that does not answer at its configured address is started when it is this machine's own
// (installed from the Debian packages, at the address they listen on), then waited for; one line for
// each started. When one cannot be started (not installed, or configured somewhere else), nothing is
// started and one message names it and the two ways to get it. Plain Node: it runs before `pnpm install`.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { AMQP_URL, PG, REDIS_URL } from "./services.mjs";

/** The second way, beside the Debian packages: containers publishing the same local addresses. */
export const COMPOSE_COMMAND = "docker compose -f deploy/infra.compose.yml up -d postgres rabbitmq redis";
export const DEBIAN_COMMAND = "apt-get install postgresql rabbitmq-server redis-server";

/**
 * What `npm start` needs, where it looks for it (the setting that moves it), and how this machine's
 * own copy is started. `machinePort` is the port the installed package listens on: only a dependency
 * configured there (on a local host) is this machine's to start.
 */
export function dependencies(overrides = {}) {
  return [
    { name: "PostgreSQL", setting: "DATABASE_SERVER", url: PG, protocol: "postgres", ...overrides.postgres },
    { name: "RabbitMQ", setting: "AMQP_URL", url: AMQP_URL, protocol: "amqp", machinePort: 5672, waitMs: 90_000, ...overrides.rabbitmq },
    { name: "Redis", setting: "REDIS_URL", url: REDIS_URL, protocol: "redis", machinePort: 6379, dir: "/var/lib/redis", logfile: "/var/log/redis/redis-server.log", ...overrides.redis },
  ];
}

const DEFAULT_PORTS = { postgres: 5432, amqp: 5672, redis: 6379 };
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]", ""]);

/** Host and port of a dependency's URL (the scheme's default port when the URL names none). */
export function target(dep) {
  const url = new URL(dep.url);
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port) || DEFAULT_PORTS[dep.protocol], local: LOCAL_HOSTS.has(url.hostname) };
}

/** The URL without its password, for messages. */
export const shown = (url) => { const u = new URL(url); if (u.password) u.password = "***"; return u.toString().replace(/\/$/, ""); };

// The first bytes of each protocol's handshake, and whether an answer is that server's: a port that
// accepts connections but speaks something else does not count as the dependency.
const HANDSHAKES = {
  // A startup message: any authentication request (R) or error (E) is a PostgreSQL server's answer,
  // except 57P03 (cannot_connect_now: starting up, shutting down, recovering), as for pg_isready.
  postgres: { hello: (dep) => postgresStartup(dep), answered: (b) => b[0] === 0x52 || (b[0] === 0x45 && !b.includes("C57P03\0")) },
  // The AMQP 0-9-1 protocol header: the broker answers a Connection.Start method frame (type 1).
  amqp: { hello: Buffer.from("AMQP\x00\x00\x09\x01", "latin1"), answered: (b) => b[0] === 1 },
  // PING: +PONG, or an error (-NOAUTH …) from a Redis that wants a password: it is up either way.
  redis: { hello: Buffer.from("PING\r\n"), answered: (b) => b[0] === 0x2b || b[0] === 0x2d },
};

/** Protocol 3.0's StartupMessage for the URL's user on the `postgres` database. */
function postgresStartup(dep) {
  const user = decodeURIComponent(new URL(dep.url).username) || "postgres";
  const body = Buffer.from(`user\0${user}\0database\0postgres\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
}

/** Whether the dependency's server answers its handshake at its URL within `timeoutMs`. */
export function reachable(dep, timeoutMs = 2000) {
  const { host, port } = target(dep);
  const { hello, answered } = HANDSHAKES[dep.protocol];
  return new Promise((resolve) => {
    const socket = createConnection({ host: host || "127.0.0.1", port });
    const done = (ok) => { socket.destroy(); clearTimeout(timer); resolve(ok); };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once("connect", () => socket.write(typeof hello === "function" ? hello(dep) : hello));
    socket.once("data", (data) => done(answered(data)));
    socket.once("error", () => done(false));
    socket.once("close", () => done(false));
  });
}

/** The program's path when it is on PATH or in the sbin folders Debian puts servers in, else null. */
export function findProgram(name, path = process.env.PATH ?? "") {
  const dirs = [...path.split(delimiter), "/usr/local/sbin", "/usr/sbin", "/sbin"].filter(Boolean);
  return dirs.map((d) => join(d, name)).find((p) => existsSync(p)) ?? null;
}

/** The PostgreSQL clusters of this machine (Debian's postgresql-common), [] when there is none. */
export function postgresClusters() {
  const lsclusters = findProgram("pg_lsclusters");
  if (!lsclusters) return [];
  try {
    return parseClusters(execFileSync(lsclusters, ["-h"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch {
    return [];
  }
}

/** `pg_lsclusters -h` lines: version, name, port, status, owner, data directory, log file. */
export function parseClusters(text) {
  return text.split("\n").map((l) => l.trim().split(/\s+/)).filter((f) => f.length >= 4 && /^\d+$/.test(f[2]))
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), online: status.startsWith("online") }));
}

/** What this machine has: the servers' programs and PostgreSQL's clusters. */
export function machineFacts() {
  return {
    pgCtlcluster: findProgram("pg_ctlcluster"), clusters: postgresClusters(),
    rabbitmqServer: findProgram("rabbitmq-server"), redisServer: findProgram("redis-server"),
  };
}

/**
 * How to start a dependency that does not answer: `{ command, args }`, or `{ missing }` saying why
 * it cannot be started from here. Only this machine's own server is started, at the address it
 * listens on; a URL naming another host or port is the user's to bring up.
 */
export function startPlan(dep, facts) {
  const { port, local } = target(dep);
  const where = `${dep.name} at ${shown(dep.url)} (${dep.setting})`;
  const notInstalled = { missing: `${where} does not answer, and ${dep.name} is not installed on this machine` };
  const elsewhere = (ports) => ({ missing: `${where} does not answer, and only this machine's own ${dep.name} (127.0.0.1:${ports}) can be started from here` });
  if (dep.protocol === "postgres") {
    if (!facts.pgCtlcluster || facts.clusters.length === 0) return notInstalled;
    const cluster = local && facts.clusters.find((c) => c.port === port);
    if (!cluster) return elsewhere(facts.clusters.map((c) => c.port).join(", "));
    return { command: facts.pgCtlcluster, args: ["--skip-systemctl-redirect", cluster.version, cluster.name, "start"] };
  }
  const program = dep.protocol === "amqp" ? facts.rabbitmqServer : facts.redisServer;
  if (!program) return notInstalled;
  if (!local || port !== dep.machinePort) return elsewhere(dep.machinePort);
  // env: only a scratch node (another name, port and folders) sets RABBITMQ_* here; the machine's has none.
  if (dep.protocol === "amqp") return { command: program, args: ["-detached"], ...(dep.env ? { env: dep.env } : {}) };
  // No persistence, as the services use it: limits and caches only.
  return { command: program, args: ["--daemonize", "yes", "--bind", "127.0.0.1", "-::1", "--port", String(port), "--save", "", "--appendonly", "no", "--dir", dep.dir, "--logfile", dep.logfile], dir: dep.dir };
}

/** The one message when something cannot be had: what, and the two ways to get it. */
export function missingMessage(reasons) {
  return `${reasons.join("; ")}. Install the Debian packages (${DEBIAN_COMMAND}) or run \`${COMPOSE_COMMAND}\`, then try again.`;
}

export class MissingDependency extends Error {}

/** Runs a start command detached from this process (a daemon keeps no pipe of ours); its output goes to a file. */
function runStart(plan, name) {
  if (plan.dir) mkdirSync(plan.dir, { recursive: true });
  const log = join(tmpdir(), `pix-start-${name.toLowerCase()}.log`);
  const fd = openSync(log, "w");
  try {
    const child = spawn(plan.command, plan.args, { stdio: ["ignore", fd, fd], detached: true, env: { ...process.env, ...plan.env } });
    child.on("error", () => undefined);
    child.unref();
  } finally {
    closeSync(fd);
  }
  return log;
}

async function waitFor(dep, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await reachable(dep, 1000)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * Every dependency that answers is left alone; every other is started (all at once) and waited for,
 * one line each. Throws MissingDependency, before starting anything, when one cannot be started.
 */
export async function ensureInfrastructure({ deps = dependencies(), facts = machineFacts(), log = console.log } = {}) {
  const down = (await Promise.all(deps.map(async (dep) => ((await reachable(dep)) ? null : dep)))).filter(Boolean);
  const plans = down.map((dep) => ({ dep, plan: startPlan(dep, facts) }));
  const missing = plans.filter((p) => p.plan.missing).map((p) => p.plan.missing);
  if (missing.length) throw new MissingDependency(missingMessage(missing));
  const started = await Promise.all(plans.map(async ({ dep, plan }) => {
    const since = Date.now();
    const output = runStart(plan, dep.name);
    if (!(await waitFor(dep, dep.waitMs ?? 30_000))) {
      const tail = existsSync(output) ? readFileSync(output, "utf8").trim().split("\n").slice(-5).join("\n  ") : "";
      return { dep, failed: `${dep.name} was started (${[plan.command, ...plan.args].join(" ")}) but does not answer at ${shown(dep.url)}${tail ? `:\n  ${tail}` : ""}` };
    }
    const seconds = (Date.now() - since) / 1000;
    log(`  started ${dep.name} (${plan.command.split("/").pop()}), answering at ${shown(dep.url)} after ${seconds.toFixed(1)} s`);
    return { dep, seconds };
  }));
  const failed = started.filter((s) => s.failed);
  if (failed.length) throw new Error(failed.map((f) => f.failed).join("\n"));
  return started;
}

// `node scripts/infra.mjs`: the same, from the command line (.ci/run).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureInfrastructure().catch((err) => {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  });
}
