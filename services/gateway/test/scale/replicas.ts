import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkHealth } from "@pix/grpc";

const ROOT = join(__dirname, "../../../..");
/** tsx as a loader of node itself (not its CLI wrapper), so a signal reaches the service's own process. */
const TSX_LOADER = pathToFileURL(join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;

/**
 * One service replica: its own OS process running the service's `src/main.ts` (node with tsx's loader:
 * the process that gets SIGKILL is the service itself, not a wrapper that would leave it running).
 */
export interface Replica {
  service: string;
  index: number;
  grpcAddress: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the exit code or signal once the process ended. */
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): Promise<string>;
  /** SIGTERM, then SIGKILL if it still runs after `graceMs`; resolves once it exited (no timer left behind). */
  stop(graceMs: number): Promise<string>;
}

export function startReplica(service: string, index: number, grpcAddress: string, env: Record<string, string>, logDir: string): Replica {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${service}-${index}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["--import", TSX_LOADER, "src/main.ts"], {
    cwd: join(ROOT, "services", service),
    // Only what the service needs (plus PATH/HOME for tsx): nothing of the developer's own settings.
    // The caller gives each replica its own OPS_PORT (operator port), as pods have their own.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", FORCE_COLOR: "0", ...env, GRPC_ADDR: grpcAddress },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<string>((resolve) => child.once("exit", (code, signal) => resolve(String(signal ?? code))));
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    service, index, grpcAddress, process: child, logFile, exited, kill,
    stop: (graceMs) => {
      const timer = setTimeout(() => void kill("SIGKILL"), graceMs);
      return kill("SIGTERM").finally(() => clearTimeout(timer));
    },
  };
}

/** Waits until the replica answers SERVING on the standard gRPC health service (or fails if it exited). */
export async function untilServing(replica: Replica, timeoutMs = 240_000): Promise<void> {
  let exited: string | null = null;
  void replica.exited.then((e) => { exited = e; });
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(250)) {
    if (exited !== null) throw new Error(`${replica.service}#${replica.index} exited (${exited}) before serving; see ${replica.logFile}`);
    if ((await checkHealth(replica.grpcAddress, 5000)) === "SERVING") return; // generous: CI machines may be loaded
  }
  throw new Error(`${replica.service}#${replica.index} not serving after ${timeoutMs} ms; see ${replica.logFile}`);
}

/** Ports free right now on 127.0.0.1 (the OS picks them; each listener is closed before use). */
export async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: n }, () => new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  })));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
