import type { HealthImplementation } from "grpc-health-check";
import type { Logger } from "@pix/logger";

export type Probe = () => Promise<unknown>;

/**
 * Re-checks the service's dependencies (database, broker) on an interval and reports the whole
 * server as SERVING only while all answer, so the gateway's /health can name what is down.
 */
export function startHealthMonitor(health: HealthImplementation, probes: Record<string, Probe>, logger: Logger, intervalMs = 2000) {
  let last = "";
  const run = async () => {
    const failures: string[] = [];
    await Promise.all(
      Object.entries(probes).map(([name, probe]) =>
        withTimeout(probe(), 2000).catch(() => failures.push(name)),
      ),
    );
    const status = failures.length === 0 ? "SERVING" : "NOT_SERVING";
    health.setStatus("", status);
    if (status + failures.join() !== last) logger.info({ status, failing: failures }, "health changed");
    last = status + failures.join();
  };
  const first = run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { ready: first, stop: () => clearInterval(timer) };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timeout")), ms);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e) => { clearTimeout(t); reject(e); });
  });
}
