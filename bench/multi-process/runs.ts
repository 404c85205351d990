/**
 * One measured load run: autocannon in a child process, CPU of the measured processes read from
 * /proc before and after (after the stack has gone quiet again, so asynchronous work a request
 * caused — outbox relay, consumers, webhooks — is counted too).
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { delta, loadAverage, machineBusySeconds, snapshot } from "./proc-cpu";

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tmp = mkdtempSync(join(tmpdir(), "bench-mp-"));
let seq = 0;

export interface LoadOpts {
  url: string; connections: number; duration?: number; amount?: number;
  method?: string; headers?: Record<string, string>; body?: string; paths?: string[];
}

export interface Run {
  rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number; s5xx: number; s429: number;
  /** CPU seconds of the measured processes (PostgreSQL backends included) and of those backends alone. */
  cpuS: number; pgS: number; byLabel: Map<string, number>;
  /** Machine-wide busy cores during the run minus the measured processes, the load generator and this harness. */
  otherCores: number; load: string; elapsedS: number; sent: number;
}

/** autocannon's JSON result, from the child process. */
export async function load(opts: LoadOpts): Promise<Record<string, any>> {
  const file = join(tmp, `load-${seq++}.json`);
  writeFileSync(file, JSON.stringify(opts));
  const { stdout } = await run(process.execPath, [join(__dirname, "load.mjs"), file], { maxBuffer: 64 << 20 });
  return JSON.parse(stdout);
}

/** CPU seconds the processes spend over `ms`. */
async function cpuOver(pids: () => number[], ms: number): Promise<number> {
  const before = snapshot(pids());
  await sleep(ms);
  return delta(before, snapshot(pids())).total;
}

/** Waits until the processes spend less than `idleRate` (CPU s/s) + 0.05 cores over half a second, at most `maxMs`. */
export async function settle(pids: () => number[], idleRate: number, maxMs = 15_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until && (await cpuOver(pids, 500)) > (idleRate + 0.05) * 0.5) { /* still busy */ }
}

/** CPU seconds per second the processes spend with no load at all (pollers, sweepers, timers). */
export interface Idle { rate: number; byLabel: Map<string, number> }

export async function idleRate(pids: () => number[], ms = 5000): Promise<Idle> {
  const before = snapshot(pids());
  await sleep(ms);
  const d = delta(before, snapshot(pids()));
  return { rate: d.total / (ms / 1000), byLabel: new Map([...d.byLabel].map(([k, v]) => [k, v / (ms / 1000)])) };
}

/**
 * @param pids the processes whose CPU counts (re-read at the end: processes born meanwhile count)
 * @param after awaited after the load ends and before CPU is read (drain, settle)
 * @param idle background CPU the processes spend anyway: subtracted for the run's wall time, so
 *   that CPU per request is what the requests cost
 */
export async function measure(pids: () => number[], opts: LoadOpts, after: () => Promise<void> = async () => undefined, idle?: Idle): Promise<Run> {
  const loadAvg = loadAverage();
  const harness0 = process.cpuUsage();
  const busy0 = machineBusySeconds();
  const t0 = performance.now();
  const before = snapshot(pids());
  const r = await load(opts);
  await after();
  const gross = delta(before, snapshot(pids()));
  const elapsedS = (performance.now() - t0) / 1000;
  const cpu = {
    total: gross.total - (idle?.rate ?? 0) * elapsedS,
    byLabel: new Map([...gross.byLabel].map(([k, v]) => [k, v - (idle?.byLabel.get(k) ?? 0) * elapsedS])),
  };
  const harness = process.cpuUsage(harness0);
  const busy = machineBusySeconds() - busy0;
  const other = busy - gross.total - r.cpuS - (harness.user + harness.system) / 1e6;
  return {
    rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total,
    non2xx: r.non2xx, errors: r.errors + r.timeouts, s5xx: r["5xx"], s429: r.statusCodeStats?.["429"]?.count ?? 0,
    cpuS: cpu.total, pgS: cpu.byLabel.get("postgres backends") ?? 0, byLabel: cpu.byLabel,
    otherCores: Math.max(0, other / elapsedS), load: loadAvg, elapsedS, sent: r.sent,
  };
}

/** A baseline server (bench/multi-process/baseline.mjs) as its own process; resolves once it listens. */
export async function startBaseline(kind: "json" | "pg" | "webhook", ...args: string[]) {
  const child = spawn(process.execPath, [join(__dirname, "baseline.mjs"), kind, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(JSON.parse(d.toString()).port));
    child.once("exit", (code) => reject(new Error(`baseline ${kind} exited (${code})`)));
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  return { pid: child.pid!, url: `http://127.0.0.1:${port}`, stop: async () => (child.kill("SIGTERM"), await exited) };
}
