import type { AddressInfo } from "node:net";
import express, { Express } from "express";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { answerClientError, errors, refuseUnstorableInput } from "@pix/errors";
import { requestLogger, type Logger } from "@pix/logger";
import { closeHttpServer, httpMetrics } from "@pix/observability";
import type { CheckoutDeps } from "../usecases/deps";
import { errorHandler } from "./error-handler";
import { healthRoutes } from "./health";
import { publicRoutes } from "./public-routes";

export interface PublicAppOptions {
  logger: Logger;
  deps: CheckoutDeps;
  limits: { read: RateLimiterAbstract; write: RateLimiterAbstract };
  trustProxy: boolean | number | string[];
  healthTargets: () => Record<string, string>;
}

/** The payers' HTTP server: public JSON routes, the hosted pages and /health. */
export function createPublicApp(opts: PublicAppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", opts.trustProxy);
  app.use(httpMetrics());
  app.use(requestLogger(opts.logger));
  // The checkout key in the URL is the payer's capability: never leak it through Referer, caches or frames.
  app.use((_req, res, next) => {
    res.set({ "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Cache-Control": "no-store" });
    next();
  });
  app.use(express.json({ limit: "16kb", strict: true }));
  app.use(express.urlencoded({ limit: "16kb", extended: false }));
  app.use(refuseUnstorableInput);
  app.use(healthRoutes(opts.healthTargets));
  app.use(publicRoutes(opts.deps, opts.limits));
  app.use((_req, _res, next) => next(errors.notFound("Rota")));
  app.use(errorHandler);
  return app;
}

/** close() is graceful: requests in flight are answered, then connections close (cut after closeTimeoutMs). */
export async function listen(app: Express, host: string, port: number, closeTimeoutMs = 5_000) {
  const server = app.listen(port, host);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  server.keepAliveTimeout = 65_000;
  return {
    port: (server.address() as AddressInfo).port,
    close: () => closeHttpServer(server, closeTimeoutMs),
  };
}
