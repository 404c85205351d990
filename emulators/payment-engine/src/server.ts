import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { createEngine, type EngineOptions } from "./engine";
import { ApiError } from "./errors";
import { apiRoutes, publicRoutes } from "./routes";
import { engineTestClient, type EngineTestClient } from "./test-client";
import { recurrenceTestRoutes } from "./recurrences";
import { testRoutes } from "./test-routes";
import { transferRoutes } from "./transfers";
import { infractionRoutes, infractionTestClient, type InfractionTestClient } from "./infractions";
import { refundRoutes, refundTestClient, type RefundTestClient } from "./refunds";

export interface PaymentEngineOptions extends EngineOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** host:port written into QR locations; defaults to the listening address. */
  publicHost?: string;
}

export interface RunningPaymentEngine extends EngineTestClient {
  /** Devoluções' test controls (refunds.ts). */
  refunds: RefundTestClient;
  /** MED infractions' test controls (infractions.ts). */
  infractions: InfractionTestClient;
  url: string;
  /** The root account's api key. */
  apiKey: string;
  close(): Promise<void>;
}

export async function startPaymentEngine(options: PaymentEngineOptions = {}): Promise<RunningPaymentEngine> {
  const engine = createEngine(options);
  const host = options.host ?? "127.0.0.1";

  const app = express();
  app.disable("x-powered-by");
  app.use(express.json());
  app.use(transferRoutes(engine));
  app.use(refundRoutes(engine, engine.refunds));
  app.use(infractionRoutes(engine, engine.infractions));
  app.use("/v3", apiRoutes(engine));
  app.use("/test", recurrenceTestRoutes(engine));
  app.use("/test", testRoutes(engine));
  app.use(publicRoutes(engine));
  app.use(() => {
    throw new ApiError(404, "not_found", "route not found");
  });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const apiError =
      err instanceof ApiError
        ? err
        : err?.type === "entity.parse.failed"
          ? new ApiError(400, "invalid_json", "request body is not valid JSON")
          : new ApiError(typeof err?.status === "number" ? err.status : 500, "internal_error", String(err?.message ?? err));
    res.status(apiError.status).json(apiError.body);
  };
  app.use(onError);

  const server = await listen(createServer(app), options.port ?? 0, host);
  const port = (server.address() as AddressInfo).port;
  engine.url = `http://${host}:${port}`;
  engine.publicHost = options.publicHost ?? `${host}:${port}`;

  return {
    url: engine.url,
    apiKey: engine.accounts.root.apiKey,
    ...engineTestClient(engine.url),
    refunds: refundTestClient(engine.url),
    infractions: infractionTestClient(engine.url),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // don't wait for clients' keep-alive sockets
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
