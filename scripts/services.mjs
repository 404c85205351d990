import { fileURLToPath } from "node:url";

// What `npm start` runs, in start order, with the development configuration of each process.
// Every value here can be overridden by the environment of `npm start`.
export const PG = process.env.DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
export const DATABASE_PREFIX = process.env.DATABASE_PREFIX ?? "pix";
export const AMQP_URL = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export const PORTS = {
  gateway: 8080, checkout: 8081, panel: 8082, paymentEngine: 4010, paymentEngineLive: 4011, identityProvider: 4020, mailSmtp: 1025, mailWeb: 1080,
  grpc: { identity: 50051, charges: 50052, checkout: 50053, subscriptions: 50054, "webhooks-dispatcher": 50055, onboarding: 50056 },
  /** Operator ports (/metrics, /livez, /readyz): README "Operations: metrics, health, shutdown". */
  ops: { gateway: 9080, panel: 9082, identity: 9051, charges: 9052, checkout: 9053, subscriptions: 9054, "webhooks-dispatcher": 9055, onboarding: 9056 },
};

/** Processes `npm start` can run several replicas of (issue 15: their shared state lives in PostgreSQL, RabbitMQ, Redis). */
export const SCALABLE = ["identity", "charges", "checkout", "subscriptions", "webhooks-dispatcher", "onboarding", "gateway"];
/** Replica i (from 0) listens on each of its base ports + i × 100: charges' gRPC 50052, 50152…, its operator port 9052, 9152… */
export const REPLICA_PORT_STEP = 100;
export const MAX_REPLICAS = 9;

/**
 * Replicas per process from `PIX_REPLICAS` and `--replicas`: a number for every scalable process
 * (`PIX_REPLICAS=2`), or a list (`--replicas charges=2,webhooks-dispatcher=2,gateway=2`); the argument wins
 * over the variable, a process not named runs once. Throws on an unknown process or a count outside 1–9.
 */
export function parseReplicas(envValue = process.env.PIX_REPLICAS, argv = process.argv.slice(2)) {
  const i = argv.findIndex((a) => a === "--replicas" || a.startsWith("--replicas="));
  const fromArg = i < 0 ? undefined : argv[i].includes("=") && !argv[i].endsWith("=") ? argv[i].slice("--replicas=".length) : argv[i + 1];
  const out = Object.fromEntries(SCALABLE.map((s) => [s, 1]));
  for (const spec of [envValue, fromArg]) {
    if (spec === undefined || spec.trim() === "") continue;
    const parts = /^\d+$/.test(spec.trim()) ? SCALABLE.map((s) => [s, spec.trim()]) : spec.split(",").map((p) => p.trim().split("="));
    for (const [name, count] of parts) {
      if (!SCALABLE.includes(name)) throw new Error(`replicas: "${name}" is not a process npm start can replicate (${SCALABLE.join(", ")})`);
      const n = Number(count);
      if (!Number.isInteger(n) || n < 1 || n > MAX_REPLICAS) throw new Error(`replicas: ${name}=${count} must be a whole number from 1 to ${MAX_REPLICAS}`);
      out[name] = n;
    }
  }
  return out;
}

/** The service's fee wallet at each local engine: its main account's wallet (fixed ids, not secrets). */
export const SERVICE_WALLETS = { test: "00000000-0000-4000-8000-000000000001", live: "00000000-0000-4000-8000-000000000002" };

/** Services that own a database (one per service). */
export const DATABASE_SERVICES = ["identity", "charges", "checkout", "subscriptions", "webhooks-dispatcher", "onboarding"];
/** Production request documents (local-disk storage), beside the other local state under .run/. */
export const DOCUMENTS_DIR = process.env.DOCUMENTS_DIR ?? fileURLToPath(new URL("../.run/documents", import.meta.url));
export const databaseUrl = (service) => `${PG}/${DATABASE_PREFIX}_${service.replace(/-/g, "_")}`;

/** Port `base` of replica `i` (from 0). */
export const replicaPort = (base, i) => base + i * REPLICA_PORT_STEP;

/**
 * Every process `npm start` runs, in start order. A service with several replicas (`replicas`, see
 * parseReplicas) is several entries (`charges.1`, `charges.2`), each on its own gRPC and operator port,
 * and every `*_ADDR` lists them all (client-side round robin). The gateway's and checkout's HTTP port is
 * one entry port for all their replicas: those run as `workers` of one Node `cluster` primary
 * (scripts/cluster.mjs), each worker with its own gRPC and operator port.
 */
export function processes(secrets, replicas = {}) {
  const count = (s) => replicas[s] ?? 1;
  const grpcOf = (s, i) => `127.0.0.1:${replicaPort(PORTS.grpc[s], i)}`;
  const grpc = (s) => Array.from({ length: count(s) }, (_, i) => grpcOf(s, i)).join(",");
  const common = { PRINCIPAL_SECRET: secrets.principal, AMQP_URL, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" };
  const addrs = {
    IDENTITY_ADDR: grpc("identity"), CHARGES_ADDR: grpc("charges"), CHECKOUT_ADDR: grpc("checkout"),
    SUBSCRIPTIONS_ADDR: grpc("subscriptions"), WEBHOOKS_ADDR: grpc("webhooks-dispatcher"), ONBOARDING_ADDR: grpc("onboarding"),
  };
  const ownPorts = (name, i) => ({ ...(PORTS.grpc[name] ? { GRPC_ADDR: grpcOf(name, i) } : {}), OPS_PORT: String(replicaPort(PORTS.ops[name], i)) });
  /** One entry, or one per replica; `shared` names the HTTP port all replicas share (cluster workers). */
  const replicated = (name, cwd, env, shared = false) => {
    const n = count(name);
    if (n === 1) return [{ name, cwd, env: { ...env, ...ownPorts(name, 0) } }];
    if (shared) return [{ name, cwd, env, workers: Array.from({ length: n }, (_, i) => ownPorts(name, i)) }];
    return Array.from({ length: n }, (_, i) => ({ name: `${name}.${i + 1}`, cwd, env: { ...env, ...ownPorts(name, i) } }));
  };
  const service = (name, env, shared = false) => replicated(name, `services/${name}`, { ...common, ...addrs, DATABASE_URL: databaseUrl(name), ...env }, shared);
  const idpUrl = `http://127.0.0.1:${PORTS.identityProvider}`;
  // Every service that sends mail points at the local mail catcher (maildev): nothing leaves the machine.
  const smtpUrl = `smtp://127.0.0.1:${PORTS.mailSmtp}`;
  // Both engines, for every service that calls them (charges, onboarding); subscriptions gets their notice tokens only.
  const engines = {
    ENGINE_URL: `http://127.0.0.1:${PORTS.paymentEngine}`, ENGINE_API_KEY: secrets.engineKey, ENGINE_NOTICE_TOKEN: secrets.noticeToken,
    ENGINE_LIVE_URL: `http://127.0.0.1:${PORTS.paymentEngineLive}`, ENGINE_LIVE_API_KEY: secrets.engineKeyLive, ENGINE_LIVE_NOTICE_TOKEN: secrets.noticeTokenLive,
  };
  return [
    { name: "maildev", cwd: ".", command: "node_modules/.bin/maildev", env: {}, args: [
      "--smtp", String(PORTS.mailSmtp), "--ip", "127.0.0.1", "--web", String(PORTS.mailWeb), "--web-ip", "127.0.0.1"] },
    { name: "identity-provider", cwd: "emulators/identity-provider", env: { PORT: String(PORTS.identityProvider), AUDIENCE: "pix-gateway" } },
    // Two engines, as in production: the test one and the live one, each its own emulator with its own
    // main account (key), fee wallet (the main account's) and notice token; both notify the gateway.
    { name: "payment-engine", cwd: "emulators/payment-engine", env: {
      PORT: String(PORTS.paymentEngine), API_KEY: secrets.engineKey, WALLET_ID: SERVICE_WALLETS.test, NOTICE_TOKEN: secrets.noticeToken,
      NOTICE_URL: `http://127.0.0.1:${PORTS.gateway}/notices/payment-engine` } },
    { name: "payment-engine-live", cwd: "emulators/payment-engine", env: {
      PORT: String(PORTS.paymentEngineLive), API_KEY: secrets.engineKeyLive, WALLET_ID: SERVICE_WALLETS.live, NOTICE_TOKEN: secrets.noticeTokenLive,
      NOTICE_URL: `http://127.0.0.1:${PORTS.gateway}/notices/payment-engine` } },
    ...service("identity", {
      JWT_SECRET: secrets.jwt, SMTP_URL: smtpUrl, PANEL_PUBLIC_URL: `http://127.0.0.1:${PORTS.panel}`,
      IDP_JWKS_URL: `${idpUrl}/.well-known/jwks.json`, IDP_ISSUER: idpUrl, IDP_AUDIENCE: "pix-gateway" }),
    ...service("charges", {
      ...engines, SERVICE_WALLET_ID: SERVICE_WALLETS.test, SERVICE_WALLET_ID_LIVE: SERVICE_WALLETS.live,
      CONTA_UNICA: "true", CHECKOUT_BASE_URL: `http://127.0.0.1:${PORTS.checkout}`, MERCHANT_NAME: "PIX GATEWAY", MERCHANT_CITY: "SAO PAULO",
      SMTP_URL: smtpUrl, RECEIPT_EMAIL_IN_TEST: "true", PANEL_PUBLIC_URL: `http://127.0.0.1:${PORTS.panel}` }),
    ...service("checkout", { HTTP_PORT: String(PORTS.checkout), REDIS_URL }, true),
    // The team's POST /internal/cron/run may take as_of (never in production); the notice tokens: Pix Automático's notices.
    ...service("subscriptions", {
      TEST_CLOCKS: "true", CHECKOUT_BASE_URL: `http://127.0.0.1:${PORTS.checkout}`, SMTP_URL: smtpUrl,
      ENGINE_NOTICE_TOKEN: secrets.noticeToken, ENGINE_LIVE_NOTICE_TOKEN: secrets.noticeTokenLive }),
    ...service("webhooks-dispatcher", { ALLOW_PRIVATE_TARGETS: "loopback", WEBHOOK_SECRET_KEY: secrets.webhookKey }),
    // CONTA_UNICA=false (from the environment of `npm start`) runs subaccount mode: receiving accounts at both engines.
    ...service("onboarding", { ...engines, CONTA_UNICA: process.env.CONTA_UNICA ?? "true", ENGINE_KEY_SECRET: secrets.engineKeySecret, DOCUMENTS_DIR }),
    // TRUST_PROXY: the panel's server (below) calls from 127.0.0.1 and names each browser's address in
    // X-Forwarded-For, so one browser's failed sign-ins never count against another's. Everything here
    // is on one machine: any local program could claim an address too (not so in deploy/).
    ...replicated("gateway", "services/gateway", { ...common, ...addrs, HTTP_PORT: String(PORTS.gateway), REDIS_URL, TRUST_PROXY: "127.0.0.1", ENGINE_NOTICE_TOKEN: secrets.noticeToken, ENGINE_LIVE_NOTICE_TOKEN: secrets.noticeTokenLive }, true),
    // The merchant panel: the app (built by setup.mjs into web-dist/) + same-origin /api → gateway, its
    // server compiled like the others (dist/server/main.js). Plain HTTP on 127.0.0.1, so its refresh
    // cookie is not `Secure` here (it is by default).
    { name: "panel", cwd: "services/panel", main: "server/main", env: {
      HTTP_PORT: String(PORTS.panel), OPS_PORT: String(PORTS.ops.panel), GATEWAY_URL: `http://127.0.0.1:${PORTS.gateway}`, PANEL_SECURE_COOKIE: "false", PANEL_IDP_URL: idpUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" } },
  ];
}

/** One line per replicated process for npm start's summary: its replicas' gRPC and operator ports. */
export function replicaLines(replicas) {
  return SCALABLE.filter((s) => (replicas[s] ?? 1) > 1).map((s) => {
    const each = Array.from({ length: replicas[s] }, (_, i) => `${i + 1}: ${PORTS.grpc[s] ? `gRPC ${replicaPort(PORTS.grpc[s], i)}, ` : ""}ops ${replicaPort(PORTS.ops[s], i)}`);
    const entry = s === "gateway" ? ` behind ${PORTS.gateway}` : s === "checkout" ? ` behind ${PORTS.checkout}` : "";
    return `${s} ×${replicas[s]}${entry} (${each.join("; ")})`;
  });
}

/** The team account `npm start` seeds for local use (verified, granted; password in .run/dev-secrets.json). */
export const DEV_TEAM_EMAIL = "equipe@pix.local";
