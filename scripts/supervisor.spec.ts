import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createSupervisor, type Supervisor } from "./supervisor.mjs";

/**
 * Issue 23 item 8: npm start's runner stopped every process when one child died. Its supervisor now
 * restarts the dead child (backoff, bounded per minute, one log line each time) and leaves the others
 * alone; stop() (Ctrl-C) still stops all. Real node child processes, killed with SIGKILL.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A tiny long-running child; `dieAtOnce` makes one that exits 3 right after starting (a crash loop). */
const tiny = (dieAtOnce = false) => () =>
  spawn(process.execPath, ["-e", dieAtOnce ? "process.exit(3)" : "setInterval(() => {}, 1000)"], { stdio: "ignore" });
const alive = (c: ChildProcess | null) => c !== null && c.exitCode === null && c.signalCode === null;

async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 5_000): Promise<T> {
  for (const until = Date.now() + timeoutMs; ; await sleep(20)) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
  }
}

describe("npm start's supervisor", () => {
  let supervisor: Supervisor;
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    supervisor = createSupervisor({ log: (l) => lines.push(l), initialBackoffMs: 100, maxBackoffMs: 400, maxRestartsPerMinute: 3, killAfterMs: 2_000 });
  });
  afterEach(() => supervisor.stop());

  it("restarts a child killed with SIGKILL, says so, and leaves the other children running", async () => {
    supervisor.add("charges", tiny());
    supervisor.add("gateway", tiny());
    const charges = supervisor.child("charges")!;
    const gateway = supervisor.child("gateway")!;
    await sleep(100);
    charges.kill("SIGKILL");
    const again = await waitFor(() => { const c = supervisor.child("charges"); return alive(c) && c !== charges && c; });
    expect(again.pid).not.toBe(charges.pid);
    expect(lines).toEqual([expect.stringMatching(/^charges exited \(SIGKILL\); restarting it in 0\.1 s \(restart 1 of at most 3 a minute/)]);
    expect(supervisor.child("gateway")).toBe(gateway);
    expect(alive(gateway)).toBe(true);
    expect(supervisor.stopping).toBe(false);
  });

  it("backs off a crash loop (0.1, 0.2, 0.4 s) and gives the child up after 3 restarts in a minute, the others still up", async () => {
    supervisor.add("identity", tiny(true));
    supervisor.add("gateway", tiny());
    const gateway = supervisor.child("gateway")!;
    await waitFor(() => lines.some((l) => /not restarting it again/.test(l)));
    expect(lines).toEqual([
      expect.stringMatching(/^identity exited \(3\); restarting it in 0\.1 s \(restart 1 /),
      expect.stringMatching(/^identity exited \(3\); restarting it in 0\.2 s \(restart 2 /),
      expect.stringMatching(/^identity exited \(3\); restarting it in 0\.4 s \(restart 3 /),
      expect.stringMatching(/^identity exited \(3\) after 3 restarts within a minute; not restarting it again/),
    ]);
    await sleep(600);
    expect(supervisor.child("identity")).toBeNull();
    expect(alive(gateway)).toBe(true);
  });

  it("stop() (Ctrl-C) stops every child and restarts none", async () => {
    supervisor.add("a", tiny());
    supervisor.add("b", tiny());
    const [a, b] = [supervisor.child("a")!, supervisor.child("b")!];
    await sleep(100);
    const exits = [once(a, "exit"), once(b, "exit")];
    await supervisor.stop();
    expect((await Promise.all(exits)).map(([, signal]) => signal)).toEqual(["SIGTERM", "SIGTERM"]);
    await sleep(300);
    expect(supervisor.child("a")).toBeNull();
    expect(supervisor.child("b")).toBeNull();
    expect(lines).toEqual([]);
  });
});
