// npm start's supervisor (scripts/start.mjs): keeps each child process running. A child that dies
// while the stack is up (a crash, kill -9) is started again after a short backoff, and says so in one
// log line; the others keep running, as they would in production under an orchestrator. A child that
// keeps dying (more than `maxRestartsPerMinute` restarts in a minute: a missing database, a port taken)
// is left stopped, with a line naming it, instead of looping. stop() (Ctrl-C) stops every child.

const MINUTE_MS = 60_000;

/**
 * @param {{
 *   log?: (line: string) => void,
 *   initialBackoffMs?: number,
 *   maxBackoffMs?: number,
 *   maxRestartsPerMinute?: number,
 *   killAfterMs?: number,
 * }} [options]
 */
export function createSupervisor(options = {}) {
  const log = options.log ?? ((line) => console.error(line));
  const initialBackoffMs = options.initialBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  const maxRestartsPerMinute = options.maxRestartsPerMinute ?? 5;
  const killAfterMs = options.killAfterMs ?? 5_000;
  /** @type {Set<{ name: string, spawn: () => import("node:child_process").ChildProcess, child: import("node:child_process").ChildProcess | null, restarts: number[], timer: NodeJS.Timeout | null, gaveUp: boolean }>} */
  const entries = new Set();
  let stopping = false;

  function run(entry) {
    const child = entry.spawn();
    entry.child = child;
    child.once("exit", (code, signal) => {
      entry.child = null;
      if (!stopping) onDeath(entry, signal ?? code);
    });
  }

  function onDeath(entry, how) {
    const now = Date.now();
    entry.restarts = entry.restarts.filter((at) => now - at < MINUTE_MS);
    if (entry.restarts.length >= maxRestartsPerMinute) {
      entry.gaveUp = true;
      log(`${entry.name} exited (${how}) after ${entry.restarts.length} restarts within a minute; not restarting it again (the other processes keep running; fix it and restart npm start)`);
      return;
    }
    entry.restarts.push(now);
    // Doubles with each restart in the last minute: a crash loop slows down, a lone crash comes back fast.
    const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (entry.restarts.length - 1));
    log(`${entry.name} exited (${how}); restarting it in ${(delay / 1000).toFixed(1)} s (restart ${entry.restarts.length} of at most ${maxRestartsPerMinute} a minute; the other processes keep running)`);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (!stopping) run(entry);
    }, delay);
  }

  return {
    /** Starts a child with `spawn` (called again for every restart) under the name used in log lines. */
    add(name, spawn) {
      const entry = { name, spawn, child: null, restarts: [], timer: null, gaveUp: false };
      entries.add(entry);
      run(entry);
    },
    /** The live child of `name`, or null while it is down (between a death and its restart, or given up). */
    child(name) {
      for (const e of entries) if (e.name === name) return e.child;
      return null;
    },
    get stopping() {
      return stopping;
    },
    /** Stops every child: SIGTERM, then SIGKILL after killAfterMs; no restart after this. Resolves when all exited. */
    stop() {
      stopping = true;
      const live = [];
      for (const e of entries) {
        if (e.timer) clearTimeout(e.timer);
        e.timer = null;
        if (e.child && e.child.exitCode === null && e.child.signalCode === null) live.push(e.child);
      }
      for (const c of live) c.kill("SIGTERM");
      const force = setTimeout(() => live.forEach((c) => c.kill("SIGKILL")), killAfterMs);
      return Promise.all(live.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once("exit", r))))).then(() => clearTimeout(force));
    },
  };
}
