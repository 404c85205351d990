/**
 * CPU time of process trees from /proc (Linux): utime + stime of every live process under a root,
 * plus the PostgreSQL backends serving given databases (they are not in the tree, but each query the
 * tree sends costs CPU there too). Redis and RabbitMQ are one shared process each, used by other
 * programs on the machine as well, so they are not attributed.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { basename } from "node:path";
import { execFileSync } from "node:child_process";

const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

interface Proc { pid: number; ppid: number; ticks: number; label: string }
/** pid → process, for the processes a snapshot covers. */
export type Snapshot = Map<number, Proc>;

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(f[1]);
    const ticks = Number(f[11]) + Number(f[12]); // utime, stime
    return { pid, ppid, ticks, label: "" };
  } catch {
    return null; // exited meanwhile
  }
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
};

/** A readable name: the folder the process runs in (services/charges → charges), tsx wrappers marked. */
export function labelOf(pid: number): string {
  const cmd = cmdline(pid);
  if (cmd.includes("scripts/start.mjs")) return "npm start (log relay)";
  if (cmd.includes("maildev")) return "maildev";
  if (cmd.startsWith("postgres:")) return "postgres backends";
  let dir = "?";
  try {
    dir = basename(readlinkSync(`/proc/${pid}/cwd`));
  } catch { /* gone */ }
  if (/tsx\/dist\/cli/.test(cmd) || /\.bin\/tsx /.test(cmd)) return `${dir} (tsx wrapper)`;
  if (/^(npm|sh )/.test(cmd) || cmd.includes("npm-cli")) return "npm";
  return dir;
}

function allPids(): number[] {
  return readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map(Number);
}

/** The root and all its descendants, alive now. */
export function treePids(root: number): number[] {
  const procs = allPids().map(readProc).filter((p): p is Proc => p !== null);
  const children = new Map<number, number[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/** PostgreSQL backends connected to a database whose name passes the test. */
export function postgresBackends(database: (name: string) => boolean): number[] {
  return allPids().filter((pid) => {
    const m = /^postgres: (?:[\w./-]+: )?\S+ (\S+) /.exec(cmdline(pid));
    return m !== null && database(m[1]);
  });
}

export function snapshot(pids: number[], label?: (pid: number) => string): Snapshot {
  const snap: Snapshot = new Map();
  for (const pid of pids) {
    const p = readProc(pid);
    if (p) snap.set(pid, { ...p, label: label ? label(pid) : labelOf(pid) });
  }
  return snap;
}

export interface CpuDelta {
  /** CPU seconds over the interval, all processes. */
  total: number;
  /** CPU seconds by label (several processes may share one). */
  byLabel: Map<string, number>;
}

/** CPU spent between two snapshots; a process born in between counts from zero. */
export function delta(before: Snapshot, after: Snapshot): CpuDelta {
  const byLabel = new Map<string, number>();
  let total = 0;
  for (const [pid, p] of after) {
    const s = (p.ticks - (before.get(pid)?.ticks ?? 0)) / CLK_TCK;
    total += s;
    byLabel.set(p.label, (byLabel.get(p.label) ?? 0) + s);
  }
  return { total, byLabel };
}

/** CPU seconds the machine as a whole spent (all cores), from /proc/stat, for context. */
export function machineBusySeconds(): number {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = f[3] + f[4]; // idle + iowait
  return (f.reduce((a, b) => a + b, 0) - idle) / CLK_TCK;
}

export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** The pid of the running `node scripts/start.mjs`, if any. */
export function findStartProcess(): number | null {
  const pid = allPids().find((p) => / scripts\/start\.mjs/.test(` ${cmdline(p)}`) && cmdline(p).startsWith("node"));
  return pid ?? null;
}

/** Sends a signal to the Node processes among `pids` (a shell or PostgreSQL would die of SIGUSR2). */
export function signalNodeProcesses(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      if (basename(readlinkSync(`/proc/${pid}/exe`)) === "node") process.kill(pid, signal);
    } catch { /* gone */ }
  }
}

/** Resident memory in MiB by label (summed), to see whether a process grows over the runs. */
export function rssByLabel(pids: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      const label = labelOf(pid);
      out.set(label, (out.get(label) ?? 0) + kb / 1024);
    } catch { /* gone */ }
  }
  return out;
}

/** Local TCP ports of this process's own sockets (its database connections among them). */
function ownTcpPorts(): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch { /* closed meanwhile */ }
  }
  const ports = new Set<number>();
  for (const file of ["/proc/self/net/tcp", "/proc/self/net/tcp6"]) {
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && inodes.has(f[9])) ports.add(parseInt(f[1].split(":")[1], 16));
    }
  }
  return ports;
}

/**
 * PostgreSQL backends serving this process's own connections (a one-process stack: every service's
 * pool lives here), found by the client port pg_stat_activity reports; other programs' backends on the
 * same server are left out.
 */
export async function ownPostgresBackends(query: (sql: string) => Promise<{ rows: { pid: number; client_port: number }[] }>): Promise<number[]> {
  const ports = ownTcpPorts();
  const { rows } = await query("SELECT pid, client_port FROM pg_stat_activity WHERE client_port IS NOT NULL");
  return rows.filter((r) => ports.has(r.client_port)).map((r) => r.pid);
}
