import type { IncomingMessage, ServerResponse } from "node:http";
import { metrics, secondsSince } from "./metrics";

type Req = IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };

/**
 * Express middleware (mount it first): observes every request in `http_request_duration_seconds`
 * with the matched route pattern (`/pix/:txid`, never the raw path, so ids never become labels);
 * requests no route matched count as `unmatched`.
 */
export function httpMetrics() {
  return (req: Req, res: ServerResponse, next: () => void): void => {
    const start = performance.now();
    res.once("finish", () => {
      const path = typeof req.route?.path === "string" ? `${req.baseUrl ?? ""}${req.route.path}` : "unmatched";
      metrics.httpDuration.observe({ method: req.method ?? "", route: path, code: String(res.statusCode) }, secondsSince(start));
    });
    next();
  };
}
