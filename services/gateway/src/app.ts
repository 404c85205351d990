import type { AddressInfo } from "node:net";
import express, { Express } from "express";
import { answerClientError, errors, refuseUnstorableInput } from "@pix/errors";
import { requestLogger, type Logger } from "@pix/logger";
import { withRequestId } from "@pix/grpc";
import { closeHttpServer, httpMetrics } from "@pix/observability";
import { httpServerSpan } from "@pix/tracing";
import { checkBroker } from "@pix/messaging";
import { connectRedis } from "@pix/rate-limit";
import { Clients, createClients, serviceAddresses } from "./clients";
import type { GatewayConfig } from "./config";
import { errorHandler } from "./http/error-handler";
import { jsonOnly } from "./http/json-only";
import { BCB_PREFIX, bcbRoutes } from "./http/bcb";
import { problemHandler } from "./http/bcb/problem";
import { useEdgeAuth } from "./http/authenticate";
import { PrincipalCache } from "./http/principal-cache";
import { SessionTokenVerifier } from "./http/session-token";
import { startPrincipalInvalidations } from "./messaging/principal-invalidations";
import { LoginThrottle } from "./http/login-throttle";
import { IdempotencyStore } from "./http/idempotency";
import { engineNoticeRoutes } from "./http/routes/engine-notices";
import { healthRoutes } from "./http/routes/health";
import { ROUTE_GROUPS } from "./http/routes";
import { openApiRoutes } from "./openapi/routes";

export function createGatewayApp(config: GatewayConfig, logger: Logger, clients: Clients, loginThrottle: LoginThrottle): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.locals.loginThrottle = loginThrottle;
  app.use(httpMetrics());
  app.use(requestLogger(logger));
  app.use(httpServerSpan("gateway")); // the trace's root (or the caller's traceparent's child); off unless tracing is on
  app.use(engineNoticeRoutes(clients, [config.ENGINE_NOTICE_TOKEN, config.ENGINE_LIVE_NOTICE_TOKEN])); // raw bytes: before the JSON parser
  // A batch of 1,000 due-date charges (POST /pix/lotes, issue 37; the BCB's PUT /lotecobv/{id}) is ~0.5 MB: its own, larger limit.
  app.use(["/pix/lotes", `${BCB_PREFIX}/lotecobv`], express.json({ limit: config.BATCH_BODY_LIMIT, strict: true, type: ["application/json", "application/*+json"] }));
  app.use(express.json({ limit: config.BODY_LIMIT, strict: true, type: ["application/json", "application/*+json"] }));
  app.use(BCB_PREFIX, bcbRoutes(clients, config.PRINCIPAL_SECRET)); // its own media types (an OAuth form) and errors (RFC 7807)
  app.use(BCB_PREFIX, problemHandler); // a body the JSON parser refused (malformed, too large) skips the router: the spec's problem too
  app.use(jsonOnly);
  app.use(refuseUnstorableInput);
  // Every gRPC call made while serving this request carries its id (x-request-id metadata): audit entries record it.
  app.use((req, _res, next) => withRequestId(String(req.id), next));
  app.use(healthRoutes({ services: serviceAddresses(config), checkBroker: () => checkBroker(config.AMQP_URL, 1500) }));
  app.use(openApiRoutes({ gatewayUrl: config.PUBLIC_BASE_URL, checkoutUrl: config.CHECKOUT_BASE_URL })); // GET /openapi.json, GET /docs (public)
  for (const group of ROUTE_GROUPS) app.use(group(clients));
  app.use((_req, _res, next) => next(errors.notFound("Rota")));
  app.use(errorHandler);
  return app;
}

/**
 * Identity RPCs that never change what Authenticate answers for an existing credential: reads,
 * sign-up and sign-in (they only add credentials; failures are never cached), the environment switch
 * (a session's principal follows its token's claim) and a refresh that succeeds (rotation; a replayed
 * refresh token fails and revokes the session). Any other identity call made through this replica
 * clears its principal cache when identity answers, before the response leaves, so the caller's next
 * request sees its own change even before identity's `principal.*` event arrives.
 */
const KEEPS_PRINCIPALS = new Set([
  "Authenticate", "GetAccessTokenKey", "GetMe", "ListApiKeys", "CreateApiKey", "ListMerchants", "GetMerchant", "GetStoreProfile",
  "ListMembers", "InviteMembers", "ListAudit", "Register", "Login", "SwitchEnvironment", "ResendEmailVerification", "RequestEmailVerification",
  "InspectEmailVerification",
  "ListRoadmap", "CreateRoadmapCard", "UpdateRoadmapCard", "DeleteRoadmapCard", "ToggleRoadmapVote", "ListRoadmapComments", "AddRoadmapComment",
]);
const KEEPS_PRINCIPALS_ON_SUCCESS = new Set(["Refresh"]);

export function invalidatingIdentity(clients: Clients, cache: PrincipalCache): void {
  const identity = clients.identity;
  const call = identity.call.bind(identity);
  const invalidating: typeof call = (method, request, opts) => {
    const answer = call(method, request, opts);
    if (KEEPS_PRINCIPALS.has(method)) return answer;
    if (KEEPS_PRINCIPALS_ON_SUCCESS.has(method)) return answer.catch((err: unknown) => { cache.clear(); throw err; });
    return answer.finally(() => cache.clear());
  };
  identity.call = invalidating;
}

export async function startGateway(config: GatewayConfig, logger: Logger) {
  const clients = createClients(config);
  const principals = new PrincipalCache(config.AUTH_CACHE_TTL_MS, config.AUTH_CACHE_MAX_ENTRIES);
  invalidatingIdentity(clients, principals);
  useEdgeAuth(clients, { cache: principals, sessions: new SessionTokenVerifier(() => clients.identity.call("GetAccessTokenKey", {})) });
  const invalidations = startPrincipalInvalidations({ amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, cache: principals, logger });
  const redis = await connectRedis(config.REDIS_URL, logger);
  const loginThrottle = LoginThrottle.create(redis, config.RATE_LIMIT_PREFIX, config.PRINCIPAL_SECRET, {
    perAccountAddress: config.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS, perAddress: config.LOGIN_FAILURES_PER_ADDRESS, windowS: config.LOGIN_WINDOW_S,
    attackedAfter: config.LOGIN_FAILURES_PER_ACCOUNT, slowdownMs: config.LOGIN_SLOWDOWN_MS, knownAddressDays: config.LOGIN_KNOWN_ADDRESS_DAYS,
  });
  const app = createGatewayApp(config, logger, clients, loginThrottle);
  app.locals.idempotency = new IdempotencyStore(redis, config.RATE_LIMIT_PREFIX); // routes' idempotent() (http/idempotency.ts)
  const server = app.listen(config.HTTP_PORT, config.HTTP_HOST);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ url: `http://${config.HTTP_HOST}:${port}` }, "gateway listening");
  return {
    port,
    url: `http://${config.HTTP_HOST}:${port}`,
    /**
     * Redis holds the login limits; without it they count in this replica's memory (the insurance
     * limiter): degraded, still serving. The services behind are /health's business.
     */
    readiness: () => {
      const up = redis.status === "ready";
      return { ready: true, checks: { redis: up }, ...(up ? {} : { degraded: ["redis"] }) };
    },
    /** This replica's principal cache (tests watch its invalidations). */
    principals,
    /** Graceful: requests in flight are answered (their gRPC calls still have their clients), then clients close. */
    async close() {
      await closeHttpServer(server, config.SHUTDOWN_TIMEOUT_MS * 0.8);
      await invalidations.stop();
      for (const client of Object.values(clients)) client.close();
      redis.disconnect();
    },
  };
}
