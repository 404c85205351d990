import { Router } from "express";
import { Codigo } from "@pix/errors";
import { checkHealth, HealthStatus } from "@pix/grpc";

export interface HealthDeps {
  services: Record<string, string>;
  checkBroker: () => Promise<{ ok: boolean; error?: string }>;
}

/**
 * Public. 200 when every service answers SERVING (each service's status covers its own database)
 * and the broker accepts a connection; 503 naming what is down otherwise.
 */
export function healthRoutes(deps: HealthDeps): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const names = Object.keys(deps.services);
    const [statuses, broker] = await Promise.all([
      Promise.all(names.map((n) => checkHealth(deps.services[n], 1500))),
      deps.checkBroker(),
    ]);
    const services: Record<string, HealthStatus> = Object.fromEntries(names.map((n, i) => [n, statuses[i]]));
    const down = [...names.filter((n) => services[n] !== "SERVING"), ...(broker.ok ? [] : ["broker"])];
    const body = { status: down.length ? "degraded" : "ok", services, broker: broker.ok ? "up" : "down" };
    if (down.length === 0) return void res.json({ data: body });
    res.status(503).json({ error: { message: `Indisponível: ${down.join(", ")}`, codigo: Codigo.SERVICO_INDISPONIVEL }, data: body });
  });
  return router;
}
