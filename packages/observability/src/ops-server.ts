import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "@pix/logger";
import { registry, scrape } from "./metrics";

/** What a service answers on /readyz: ready only when every check it cannot serve without passes. */
export interface Readiness {
  ready: boolean;
  /** name → true when that dependency is up (database, broker, migrations, redis…). */
  checks: Record<string, boolean>;
  /**
   * Failing checks the service works around (Redis: limits counted in memory): the replica stays in
   * the load balancer (200) and says `degraded` until they pass again.
   */
  degraded?: string[];
}

/** /readyz's status word: not_ready (503), degraded (200, serving without some dependency) or ready. */
export function readinessStatus(r: Readiness): "ready" | "degraded" | "not_ready" {
  if (!r.ready) return "not_ready";
  return r.degraded?.length ? "degraded" : "ready";
}

export type ProcessState = "starting" | "running" | "stopping";

export interface OpsServerOptions {
  host: string;
  port: number;
  logger: Logger;
  /** Where the process is in its life; anything but `running` is not ready. */
  state(): ProcessState;
  /** The service's dependencies, checked on each /readyz (in memory: no query per probe). */
  readiness(): Promise<Readiness> | Readiness;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The operator's HTTP port of a process: `/metrics` (Prometheus text format), `/livez` (the event
 * loop answers) and `/readyz` (dependencies up and migrations applied; 503 while starting or
 * stopping). Separate from the service's own ports, so it is never exposed to merchants or payers.
 */
export async function startOpsServer(opts: OpsServerOptions): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(body));
    };
    if (req.method !== "GET" && req.method !== "HEAD") return json(405, { error: { message: "Método não permitido", codigo: "METODO_NAO_PERMITIDO" } });
    if (path === "/livez") return json(200, { status: "ok" });
    if (path === "/readyz") {
      const state = opts.state();
      if (state !== "running") return json(503, { status: state, checks: {} });
      Promise.resolve()
        .then(() => opts.readiness())
        .then((r) => {
          const status = readinessStatus(r);
          json(r.ready ? 200 : 503, status === "degraded" ? { status, checks: r.checks, degraded: r.degraded } : { status, checks: r.checks });
        })
        .catch((err) => {
          opts.logger.warn({ err }, "readiness check failed");
          json(503, { status: "not_ready", checks: {} });
        });
      return;
    }
    if (path === "/metrics") {
      scrape()
        .then((text) => res.writeHead(200, { "content-type": registry.contentType }).end(text))
        .catch((err) => {
          opts.logger.warn({ err }, "metrics scrape failed");
          json(500, { error: { message: "metrics unavailable", codigo: "ERRO_INTERNO" } });
        });
      return;
    }
    json(404, { error: { message: "Rota não encontrada", codigo: "RECURSO_NAO_ENCONTRADO" } });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(opts.port, opts.host, () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
