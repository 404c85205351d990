import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dependencies, ensureInfrastructure, machineFacts, reachable, type Dependency } from "./infra.mjs";

/**
 * Issue 35, on this machine's real programs. `npm start` with one dependency unreachable stops within
 * seconds with one message and leaves nothing running; a dependency that is installed and down is
 * started by the same code `npm start` and `.ci/run` run, measured on scratch instances (a second
 * Redis, a second PostgreSQL cluster on free ports) so the machine's own, shared by other runs, are
 * never stopped.
 */
const root = resolve(__dirname, "..");

/** A port nothing listens on: bound once by this process, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start with a dependency unreachable", () => {
  it.each([
    ["Redis", "REDIS_URL", (p: number) => `redis://127.0.0.1:${p}`],
    ["RabbitMQ", "AMQP_URL", (p: number) => `amqp://guest:guest@127.0.0.1:${p}`],
    ["PostgreSQL", "DATABASE_SERVER", (p: number) => `postgresql://postgres@127.0.0.1:${p}`],
  ])("%s (%s at a closed port): exits non-zero within 15 s with one message naming it and both ways to get it, nothing left running", async (name, setting, url) => {
    const port = await freePort();
    const since = Date.now();
    // Its own process group: every process npm start made is accounted for after it exits.
    const child = spawn("npm", ["start"], { cwd: root, env: { ...process.env, [setting]: url(port) }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const guard = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
    const [code] = await once(child, "exit");
    clearTimeout(guard);
    expect(Date.now() - since).toBeLessThan(15_000);
    expect(code).not.toBe(0);
    const message = stderr.split("\n").filter((l) => l.includes("does not answer"));
    expect(message).toHaveLength(1);
    expect(message[0]).toContain(`${name} at `);
    expect(message[0]).toContain(`127.0.0.1:${port} (${setting}) does not answer`);
    expect(message[0]).toContain("apt-get install postgresql rabbitmq-server redis-server");
    expect(message[0]).toContain("docker compose -f deploy/infra.compose.yml up -d postgres rabbitmq redis");
    // Only the one that is missing: the others answer on this machine.
    for (const other of ["PostgreSQL at", "RabbitMQ at", "Redis at"].filter((o) => !o.startsWith(name))) expect(message[0]).not.toContain(other);
    // It stopped at the first step: no install, no build, no service was started.
    expect(stdout).not.toContain("▸ packages");
    await new Promise((r) => setTimeout(r, 200));
    expect(groupAlive(child.pid!)).toBe(false);
  }, 20_000);
});

describe("bringing an installed dependency up", () => {
  it("leaves the ones that answer alone (this machine's three)", async () => {
    const lines: string[] = [];
    expect(await ensureInfrastructure({ log: (l) => lines.push(l) })).toEqual([]);
    expect(lines).toEqual([]);
  });

  describe("a second Redis on a free port", () => {
    let redis: Dependency;
    let dir: string;
    beforeAll(async () => {
      const port = await freePort();
      dir = mkdtempSync(join(tmpdir(), "pix-redis-"));
      // The same decision and command as the machine's Redis, only its port and folder differ.
      redis = dependencies({ redis: { url: `redis://127.0.0.1:${port}`, machinePort: port, dir, logfile: join(dir, "redis.log") } })[2];
    });
    afterAll(() => {
      try { execFileSync("redis-cli", ["-p", String(new URL(redis.url).port), "shutdown", "nosave"], { stdio: "ignore" }); } catch { /* already stopped */ }
      rmSync(dir, { recursive: true, force: true });
    });

    it("is started, waited for, and reported in one line", async () => {
      expect(await reachable(redis)).toBe(false);
      const lines: string[] = [];
      const [started] = await ensureInfrastructure({ deps: [redis], log: (l) => lines.push(l) });
      expect(await reachable(redis)).toBe(true);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^  started Redis \\(redis-server\\), answering at redis://127\\.0\\.0\\.1:\\d+ after \\d+\\.\\d s$`))]);
      expect(started.seconds).toBeLessThan(10);
    });
  });

  describe("a second PostgreSQL cluster on a free port", () => {
    const cluster = `pixtest${process.pid}`;
    let version: string;
    let postgres: Dependency;
    beforeAll(async () => {
      const port = await freePort();
      version = machineFacts().clusters[0].version;
      // Created stopped, as the machine's would be after a reboot; dropped with its data afterwards.
      execFileSync("pg_createcluster", [version, cluster, "-p", String(port)], { stdio: "ignore" });
      postgres = dependencies({ postgres: { url: `postgresql://postgres@127.0.0.1:${port}` } })[0];
    }, 60_000);
    afterAll(() => {
      execFileSync("pg_dropcluster", ["--stop", version, cluster], { stdio: "ignore" });
    }, 30_000);

    it("is started with pg_ctlcluster, waited for until it accepts connections, and reported in one line", async () => {
      expect(await reachable(postgres)).toBe(false);
      const lines: string[] = [];
      const [started] = await ensureInfrastructure({ deps: [postgres], log: (l) => lines.push(l) });
      expect(await reachable(postgres)).toBe(true);
      expect(lines).toEqual([expect.stringMatching(/^  started PostgreSQL \(pg_ctlcluster\), answering at postgresql:\/\/postgres@127\.0\.0\.1:\d+ after \d+\.\d s$/)]);
      expect(started.seconds).toBeLessThan(30);
      expect(machineFacts().clusters.find((c) => c.name === cluster)?.online).toBe(true);
    }, 40_000);
  });
});
