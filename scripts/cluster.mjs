// Several replicas of one HTTP service behind one entry port, for `npm start --replicas gateway=2`
// (scripts/services.mjs). Node's own `cluster`, not a proxy package: the primary accepts each connection
// and hands the socket itself to a worker, round robin (SCHED_RR, Node's default on Linux), so there is no
// extra hop copying bytes, no dependency, and the service still sees the client's own address (the
// gateway's per-address login limits, TRUST_PROXY) instead of a proxy's 127.0.0.1.
//
// Each worker is its own process running the service's main with its own environment on top of the
// primary's (CLUSTER_WORKERS: a JSON array, one object per worker: its gRPC and operator ports). A worker
// that dies (a crash, kill -9) is forked again with the same environment after a short backoff, at most
// 5 times a minute, while the others keep serving the entry port. SIGTERM/SIGINT stop every worker
// gracefully (the service's own shutdown), then the primary exits.
import cluster from "node:cluster";

const MINUTE_MS = 60_000;

/** The primary: forks one worker per environment and keeps each running. */
export function runPrimary({ exec, execArgv, workers, log = (line) => console.error(line), backoffMs = 500 }) {
  cluster.setupPrimary({ exec, execArgv, args: [] });
  let stopping = false;
  const restarts = workers.map(() => []);
  const live = new Map();
  const fork = (index) => {
    const worker = cluster.fork(workers[index]);
    live.set(worker.id, index);
    log(`replica ${index + 1} started (pid ${worker.process.pid})`);
  };
  cluster.on("exit", (worker, code, signal) => {
    const index = live.get(worker.id);
    live.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts[index] = restarts[index].filter((at) => now - at < MINUTE_MS);
    if (restarts[index].length >= 5) {
      log(`replica ${index + 1} exited (${signal ?? code}) 5 times within a minute; not restarting it (the others keep serving)`);
      return;
    }
    restarts[index].push(now);
    const delay = backoffMs * 2 ** (restarts[index].length - 1);
    log(`replica ${index + 1} exited (${signal ?? code}); restarting it in ${(delay / 1000).toFixed(1)} s (the others keep serving)`);
    setTimeout(() => !stopping && fork(index), delay);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  workers.forEach((_, i) => fork(i));
  return { stop, pids: () => Object.values(cluster.workers ?? {}).map((w) => w?.process.pid) };
}

if (cluster.isPrimary && process.env.CLUSTER_WORKERS) {
  runPrimary({
    exec: process.env.CLUSTER_EXEC,
    execArgv: JSON.parse(process.env.CLUSTER_EXEC_ARGV ?? "[]"),
    workers: JSON.parse(process.env.CLUSTER_WORKERS),
  });
}
