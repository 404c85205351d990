/**
 * SIGTERM to a spawned service process mid-request: /readyz turns 503 at once, the request in flight
 * is answered, no new connection is accepted, and the process exits 0; when the request never ends,
 * the process still exits, with code 1, once SHUTDOWN_TIMEOUT_MS has passed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { createInterface } from "node:readline";

const ROOT = join(__dirname, "../../..");

interface Spawned {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the first log line whose msg is `msg`. */
  line(msg: string): Promise<Record<string, any>>;
}

function spawnService(shutdownTimeoutMs: number): Spawned {
  const child = spawn(join(ROOT, "node_modules/.bin/tsx"), [join(__dirname, "../test/slow-service.ts")], {
    env: { ...process.env, SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) }, stdio: ["pipe", "pipe", "inherit"],
  });
  const lines: Record<string, any>[] = [];
  const waiters: { msg: string; resolve: (l: Record<string, any>) => void }[] = [];
  createInterface({ input: child.stdout! }).on("line", (text) => {
    let l: Record<string, any>;
    try { l = JSON.parse(text); } catch { return; }
    lines.push(l);
    for (const w of waiters.filter((w) => w.msg === l.msg)) w.resolve(l);
  });
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return {
    child,
    exited,
    line: (msg) => new Promise((resolve) => {
      const seen = lines.find((l) => l.msg === msg);
      if (seen) resolve(seen);
      else waiters.push({ msg, resolve });
    }),
  };
}

/** A GET on a fresh connection: status and body, or the connection error. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c)).on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject).end();
  });
}

describe("graceful stop of a service process (runService)", () => {
  let spawned: Spawned | null = null;
  afterEach(() => {
    if (spawned && spawned.child.exitCode === null) spawned.child.kill("SIGKILL");
  });

  it("on SIGTERM answers the request in flight, refuses new ones, reports not ready, and exits 0", async () => {
    const s = (spawned = spawnService(30_000));
    const opsPort = (await s.line("operator port listening (/metrics, /livez, /readyz)")).port as number;
    const httpPort = (await s.line("slow service listening")).httpPort as number;
    expect((await get(opsPort, "/readyz")).status).toBe(200);

    const slow = get(httpPort, "/slow");
    await s.line("slow request received");
    s.child.kill("SIGTERM");
    await s.line("stopping gracefully");

    const readyz = await get(opsPort, "/readyz");
    expect(readyz.status).toBe(503);
    expect(JSON.parse(readyz.body)).toEqual({ status: "stopping", checks: {} });
    await expect(get(httpPort, "/slow")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect((await get(opsPort, "/livez")).status).toBe(200); // the loop is alive while draining

    s.child.stdin!.write("release\n");
    await expect(slow).resolves.toEqual({ status: 200, body: "done" });
    expect(await s.exited).toBe(0);
  });

  it("exits 1 once SHUTDOWN_TIMEOUT_MS has passed when a request never ends", async () => {
    const s = (spawned = spawnService(500));
    const httpPort = (await s.line("slow service listening")).httpPort as number;
    const slow = get(httpPort, "/slow").catch((err: Error) => err);
    await s.line("slow request received");
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(1);
    expect(await slow).toHaveProperty("code", "ECONNRESET"); // cut when the process exited
  });
});
