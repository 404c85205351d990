import { commonEnv, opsPort, trustedProxies, z } from "@pix/config";

export const gatewayEnv = z.object({
  ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9080),
  HTTP_HOST: z.string().default("127.0.0.1"),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  BODY_LIMIT: z.string().default("100kb"),
  /** POST /pix/lotes: up to 1,000 charges of ~500 bytes each. */
  BATCH_BODY_LIMIT: z.string().default("2mb"),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  PRINCIPAL_SECRET: z.string().min(16),
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  CHECKOUT_ADDR: z.string().default("127.0.0.1:50053"),
  SUBSCRIPTIONS_ADDR: z.string().default("127.0.0.1:50054"),
  WEBHOOKS_ADDR: z.string().default("127.0.0.1:50055"),
  ONBOARDING_ADDR: z.string().default("127.0.0.1:50056"),
  /**
   * Proxies whose X-Forwarded-For names the client for the login limits (issue 23): addresses or
   * subnets, e.g. the panel's server ("127.0.0.1" under `npm start`). Unset: none, the socket address
   * is the client. Never a hop count: the API is reachable directly, so the header is believed only
   * from a peer that is a listed proxy.
   */
  TRUST_PROXY: trustedProxies,
  /** Shared store of the login limits, so every gateway replica counts the same failures. */
  REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
  RATE_LIMIT_PREFIX: z.string().min(1).default("gateway:rl"),
  /**
   * POST /auth/login (issues 8 and 23, http/login-throttle.ts), all counted in one window: failures one
   * client address may make on one account, then 429 for that pair only; failures one address may
   * make across accounts, then 429 for that address (except on accounts it signed in to before).
   */
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_S: z.coerce.number().int().positive().default(900),
  /**
   * An account with this many failures in the window, from any addresses, is under attack: logins to
   * it from an address it never signed in from wait LOGIN_SLOWDOWN_MS first. It is never closed.
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How long an address that signed in to an account stays known to it (renewed by each sign-in). */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /**
   * Cached principals (issue 13, http/principal-cache.ts): how long an entry may serve at most when no
   * invalidation event arrives, and how many entries one replica keeps. 0 turns the cache off.
   */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  AUTH_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(10_000),
  /** Shared token of the engine's notices, checked here before the body is read; unset → every notice 401. */
  ENGINE_NOTICE_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  /** The live engine's notice token (it differs from the test engine's); either token is accepted. */
  ENGINE_LIVE_NOTICE_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  /** Public addresses named as `servers` by GET /openapi.json: the gateway's (`{base_url}`) and the checkout's (`{checkout_base_url}`). */
  PUBLIC_BASE_URL: z.string().url().default("http://127.0.0.1:8080"),
  CHECKOUT_BASE_URL: z.string().url().default("http://127.0.0.1:8081"),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
