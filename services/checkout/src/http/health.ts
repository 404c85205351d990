import { Router } from "express";
import { Codigo } from "@pix/errors";
import { checkHealth, HealthStatus } from "@pix/grpc";

/**
 * Public, like the gateway's: 200 when this service (its gRPC health follows its database, broker
 * and Redis) and the services the payer's flows need all answer SERVING; 503 naming what is down.
 */
export function healthRoutes(services: () => Record<string, string>): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const addresses = services();
    const names = Object.keys(addresses);
    const statuses = await Promise.all(names.map((n) => checkHealth(addresses[n], 1500)));
    const byName: Record<string, HealthStatus> = Object.fromEntries(names.map((n, i) => [n, statuses[i]]));
    const down = names.filter((n) => byName[n] !== "SERVING");
    const body = { status: down.length ? "degraded" : "ok", services: byName };
    if (down.length === 0) return void res.json({ data: body });
    res.status(503).json({ error: { message: `Indisponível: ${down.join(", ")}`, codigo: Codigo.SERVICO_INDISPONIVEL }, data: body });
  });
  return router;
}
