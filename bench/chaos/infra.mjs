// The fault suite's own PostgreSQL and RabbitMQ. A fault suite restarts its database and its broker while
// load runs; on a machine where other work (developers' `npm start`, CI, other test runs) uses the
// machine's PostgreSQL (5432) and RabbitMQ (5672), restarting those would fail that work too. So the suite
// creates a private PostgreSQL cluster (initdb into a temporary folder, its own port, trust auth on
// loopback) and a private RabbitMQ node (its own node name, AMQP and distribution ports, data folder, no
// plugins), restarts only those, and removes both at the end. Nothing here touches the machine's servers.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves when something accepts TCP connections on the port (true), or after `ms` (false). */
export async function listening(port, ms) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) {
    const ok = await new Promise((resolve) => {
      const s = createConnection({ host: "127.0.0.1", port });
      s.once("connect", () => { s.destroy(); resolve(true); });
      s.once("error", () => resolve(false));
    });
    if (ok) return true;
  }
  return false;
}

/** The uid/gid a server runs as when we are root (PostgreSQL refuses root; the rabbitmq wrapper switches user). */
function account(name) {
  try {
    return { uid: Number(execFileSync("id", ["-u", name]).toString()), gid: Number(execFileSync("id", ["-g", name]).toString()) };
  } catch {
    return null;
  }
}

/**
 * A private PostgreSQL cluster: `start()` initdb's it on first use; `restart()` is `pg_ctl restart -m fast`
 * (every connection terminated, as `pg_ctlcluster … restart` does); `remove()` stops it and deletes its folder.
 */
export function privatePostgres({ port = 5442, maxConnections = 300 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "pix-chaos-pg-"));
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  const owner = process.getuid?.() === 0 ? account("postgres") : null;
  const run = (program, args) => execFileSync(join(PG_BIN, program), args, { stdio: ["ignore", "pipe", "pipe"], ...(owner ?? {}) });
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const ctl = (action, extra = []) => run("pg_ctl", [action, "-D", data, "-l", log, "-w", "-t", "120", ...extra]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}`,
    port,
    async start() {
      if (!existsSync(data)) {
        run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
        writeFileSync(join(data, "postgresql.auto.conf"), [
          `port = ${port}`, "listen_addresses = '127.0.0.1'", `max_connections = ${maxConnections}`, `unix_socket_directories = '${dir}'`,
          "fsync = off", "synchronous_commit = off", "full_page_writes = off", "shared_buffers = 64MB",
        ].join("\n") + "\n");
        if (owner) chownSync(join(data, "postgresql.auto.conf"), owner.uid, owner.gid);
      }
      ctl("start");
    },
    /** A fast restart: connections are cut (57P01), the server is back once it accepts connections. */
    restart: async () => { ctl("restart", ["-m", "fast"]); },
    async remove() {
      try { ctl("stop", ["-m", "immediate"]); } catch { /* not running */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A private RabbitMQ node (RABBITMQ_NODENAME `pixchaos<pid>@localhost`, its own ports and folders, no
 * plugins: the management plugin is not needed). `restart()` stops the node (`rabbitmqctl stop`: every
 * connection closed) and starts it again; quorum queues and their messages survive on disk.
 */
export function privateRabbit({ port = 5682, distPort = 25682 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "pix-chaos-rabbit-"));
  const node = `pixchaos${process.pid}@localhost`;
  const owner = process.getuid?.() === 0 ? account("rabbitmq") : null;
  writeFileSync(join(dir, "enabled_plugins"), "[].\n");
  // The machine's /etc/rabbitmq/rabbitmq.conf names 5672: our own config file replaces it.
  writeFileSync(join(dir, "rabbitmq.conf"), `listeners.tcp.default = 127.0.0.1:${port}\nloopback_users = none\n`);
  if (owner) for (const f of ["", "enabled_plugins", "rabbitmq.conf"]) chownSync(join(dir, f), owner.uid, owner.gid);
  const env = {
    ...process.env, RABBITMQ_NODENAME: node, RABBITMQ_NODE_PORT: String(port), RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: join(dir, "mnesia"), RABBITMQ_LOG_BASE: join(dir, "log"), RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, "enabled_plugins"),
    RABBITMQ_CONFIG_FILE: join(dir, "rabbitmq.conf"), RABBITMQ_PID_FILE: join(dir, "pid"),
  };
  let child = null;
  const launch = () => {
    // In the foreground of a detached child (`-detached` loses this environment through the Debian wrapper).
    const out = openSync(join(dir, "server.out"), "a");
    child = spawn("rabbitmq-server", [], { env, detached: true, stdio: ["ignore", out, out] });
    child.unref();
    closeSync(out);
  };
  const up = async () => {
    if (!(await listening(port, 180_000))) throw new Error(`the private RabbitMQ node did not listen on ${port}: ${readLog()}`);
  };
  const readLog = () => (existsSync(join(dir, "server.out")) ? readFileSync(join(dir, "server.out"), "utf8").slice(-2000) : "");
  const stopNode = () => {
    try { execFileSync("rabbitmqctl", ["-n", node, "stop"], { env, stdio: "ignore", timeout: 60_000 }); } catch { /* already down */ }
  };
  return {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    port,
    node,
    async start() { mkdirSync(join(dir, "log"), { recursive: true }); if (owner) chownSync(join(dir, "log"), owner.uid, owner.gid); launch(); await up(); },
    async restart() { stopNode(); await waitExit(); launch(); await up(); },
    async remove() {
      stopNode();
      await waitExit();
      if (child?.exitCode === null) try { process.kill(-child.pid, "SIGKILL"); } catch { /* gone */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  async function waitExit() {
    for (let i = 0; i < 100 && child && child.exitCode === null && child.signalCode === null; i++) await sleep(100);
  }
}
