/**
 * What the asynchronous log destination (packages/logger, issue 28) saves and what a crash loses.
 *
 *   pnpm exec tsx bench/log-destination.ts [--lines 100000] [--rate 3000] [--seconds 3]
 *
 * 1. CPU: a child process writes `--lines` request-log-sized lines (~450 bytes, as the gateway's one
 *    per request) to a pipe read by this process (as `npm start` relays a service's stdout), with the
 *    synchronous destination (pino's default: one write(2) per line) and with the asynchronous one;
 *    CPU µs per line of the child, user + system.
 * 2. Crash: a child logs `--rate` lines per second for `--seconds`, then is killed with SIGKILL; every
 *    100 lines it writes its count to stderr synchronously (its own record of what it had logged).
 *    Lines lost = logged (last count, ±100) − lines that reached the pipe.
 */
import { spawn } from "node:child_process";
import { writeSync } from "node:fs";
import { createInterface } from "node:readline";
import pino from "../packages/logger/node_modules/pino";
import { createLogger } from "../packages/logger/src";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

const LINE = { method: "POST", url: "/pix", statusCode: 201, responseTime: 12.3, requestId: "req-0123456789abcdef", userAgent: "autocannon/8", remoteAddress: "127.0.0.1", contentLength: 1843, x: "y".repeat(120) };

async function child(mode: string): Promise<void> {
  const sync = process.env.LOG_MODE === "sync";
  // Synchronous: pino's default destination, one write(2) per line.
  const logger = createLogger("bench", "info", sync ? pino.destination({ dest: 1, sync: true }) : undefined);
  if (mode === "cpu") {
    const lines = arg("lines", 100_000);
    const before = process.cpuUsage();
    for (let i = 0; i < lines; i++) {
      logger.info({ ...LINE, i }, "request completed");
      if (i % 500 === 499) await new Promise((r) => setImmediate(r)); // an event loop turn, as between requests
    }
    await new Promise((r) => setTimeout(r, 200)); // the last asynchronous writes
    const used = process.cpuUsage(before);
    writeSync(2, `CPU ${((used.user + used.system) / lines).toFixed(2)}\n`);
    process.exit(0);
  }
  const rate = arg("rate", 3000);
  let i = 0;
  setInterval(() => {
    for (let k = 0; k < rate / 100; k++) {
      logger.info({ ...LINE, i }, "request completed");
      i++;
      if (i % 100 === 0) writeSync(2, `LOGGED ${i}\n`);
    }
  }, 10);
  await new Promise(() => undefined);
}

function run(mode: string, logMode: string, killAfterMs?: number): Promise<{ received: number; lastLogged: number; cpuUs: number | null }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, ["--import", "tsx", __filename, "--child", mode, ...process.argv.slice(2)], {
      env: { ...process.env, LOG_MODE: logMode }, stdio: ["ignore", "pipe", "pipe"],
    });
    let received = 0;
    let lastLogged = 0;
    let cpuUs: number | null = null;
    createInterface({ input: c.stdout! }).on("line", () => received++);
    createInterface({ input: c.stderr! }).on("line", (l) => {
      // The kill is timed from the first lines (starting the child takes seconds on a loaded machine).
      if (l.startsWith("LOGGED ") && lastLogged === 0 && killAfterMs) setTimeout(() => c.kill("SIGKILL"), killAfterMs);
      if (l.startsWith("LOGGED ")) lastLogged = Number(l.slice(7));
      else if (l.startsWith("CPU ")) cpuUs = Number(l.slice(4));
    });
    c.once("close", () => resolve({ received, lastLogged, cpuUs }));
  });
}

async function main() {
  const i = process.argv.indexOf("--child");
  if (i > 0) return child(process.argv[i + 1]);
  for (const mode of process.argv.includes("--crash-only") ? [] : ["sync", "async", "sync", "async"]) {
    const r = await run("cpu", mode);
    console.log(`${mode}: ${r.cpuUs} µs CPU per line (${r.received} lines through the pipe)`);
  }
  const seconds = arg("seconds", 3);
  for (const mode of ["sync", "async", "async", "async"]) {
    const r = await run("crash", mode, seconds * 1000);
    console.log(`${mode}, SIGKILL after ${seconds} s at ${arg("rate", 3000)} lines/s: logged ≥ ${r.lastLogged}, reached the pipe ${r.received}, lost ≈ ${Math.max(0, r.lastLogged - r.received)} (±100)`);
  }
}

void main();
