import type { AddressInfo } from "node:net";
import express, { Express } from "express";
import { answerClientError, errors, refuseUnstorableInput } from "@pix/errors";
import { requestLogger, type Logger } from "@pix/logger";
import { withRequestId } from "@pix/grpc";
import { checkBroker } from "@pix/messaging";
import { connectRedis } from "@pix/rate-limit";
import { Clients, createClients, serviceAddresses } from "./clients";
import type { GatewayConfig } from "./config";
import { errorHandler } from "./http/error-handler";
import { jsonOnly } from "./http/json-only";
import { LoginThrottle } from "./http/login-throttle";
import { engineNoticeRoutes } from "./http/routes/engine-notices";
import { healthRoutes } from "./http/routes/health";
import { ROUTE_GROUPS } from "./http/routes";

export function createGatewayApp(config: GatewayConfig, logger: Logger, clients: Clients, loginThrottle: LoginThrottle): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.locals.loginThrottle = loginThrottle;
  app.use(requestLogger(logger));
  app.use(engineNoticeRoutes(clients, [config.ENGINE_NOTICE_TOKEN, config.ENGINE_LIVE_NOTICE_TOKEN])); // raw bytes: before the JSON parser
  app.use(express.json({ limit: config.BODY_LIMIT, strict: true, type: ["application/json", "application/*+json"] }));
  app.use(jsonOnly);
  app.use(refuseUnstorableInput);
  // Every gRPC call made while serving this request carries its id (x-request-id metadata): audit entries record it.
  app.use((req, _res, next) => withRequestId(String(req.id), next));
  app.use(healthRoutes({ services: serviceAddresses(config), checkBroker: () => checkBroker(config.AMQP_URL, 1500) }));
  for (const group of ROUTE_GROUPS) app.use(group(clients));
  app.use((_req, _res, next) => next(errors.notFound("Rota")));
  app.use(errorHandler);
  return app;
}

export async function startGateway(config: GatewayConfig, logger: Logger) {
  const clients = createClients(config);
  const redis = await connectRedis(config.REDIS_URL, logger);
  const loginThrottle = LoginThrottle.create(redis, config.RATE_LIMIT_PREFIX, {
    perAccount: config.LOGIN_FAILURES_PER_ACCOUNT, perAddress: config.LOGIN_FAILURES_PER_ADDRESS, windowS: config.LOGIN_WINDOW_S,
  });
  const app = createGatewayApp(config, logger, clients, loginThrottle);
  const server = app.listen(config.HTTP_PORT, config.HTTP_HOST);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ url: `http://${config.HTTP_HOST}:${port}` }, "gateway listening");
  return {
    port,
    url: `http://${config.HTTP_HOST}:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const client of Object.values(clients)) client.close();
      redis.disconnect();
    },
  };
}
