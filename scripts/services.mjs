import { fileURLToPath } from "node:url";

// What `npm start` runs, in start order, with the development configuration of each process.
// Every value here can be overridden by the environment of `npm start`.
export const PG = process.env.DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
export const DATABASE_PREFIX = process.env.DATABASE_PREFIX ?? "pix";

export const PORTS = {
  gateway: 8080, checkout: 8081, panel: 8082, paymentEngine: 4010, paymentEngineLive: 4011, identityProvider: 4020, mailSmtp: 1025, mailWeb: 1080,
  grpc: { identity: 50051, charges: 50052, checkout: 50053, subscriptions: 50054, "webhooks-dispatcher": 50055, onboarding: 50056 },
  /** Operator ports (/metrics, /livez, /readyz): README "Operations: metrics, health, shutdown". */
  ops: { gateway: 9080, panel: 9082, identity: 9051, charges: 9052, checkout: 9053, subscriptions: 9054, "webhooks-dispatcher": 9055, onboarding: 9056 },
};

/** The service's fee wallet at each local engine: its main account's wallet (fixed ids, not secrets). */
export const SERVICE_WALLETS = { test: "00000000-0000-4000-8000-000000000001", live: "00000000-0000-4000-8000-000000000002" };

/** Services that own a database (one per service). */
export const DATABASE_SERVICES = ["identity", "charges", "checkout", "subscriptions", "webhooks-dispatcher", "onboarding"];
/** Production request documents (local-disk storage), beside the other local state under .run/. */
export const DOCUMENTS_DIR = process.env.DOCUMENTS_DIR ?? fileURLToPath(new URL("../.run/documents", import.meta.url));
export const databaseUrl = (service) => `${PG}/${DATABASE_PREFIX}_${service.replace(/-/g, "_")}`;

export function processes(secrets) {
  const grpc = (s) => `127.0.0.1:${PORTS.grpc[s]}`;
  const common = { PRINCIPAL_SECRET: secrets.principal, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" };
  const addrs = {
    IDENTITY_ADDR: grpc("identity"), CHARGES_ADDR: grpc("charges"), CHECKOUT_ADDR: grpc("checkout"),
    SUBSCRIPTIONS_ADDR: grpc("subscriptions"), WEBHOOKS_ADDR: grpc("webhooks-dispatcher"), ONBOARDING_ADDR: grpc("onboarding"),
  };
  const service = (name, env) => ({ name, cwd: `services/${name}`, env: { ...common, ...addrs, GRPC_ADDR: grpc(name), OPS_PORT: String(PORTS.ops[name]), DATABASE_URL: databaseUrl(name), ...env } });
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
    service("identity", {
      JWT_SECRET: secrets.jwt, SMTP_URL: smtpUrl, PANEL_PUBLIC_URL: `http://127.0.0.1:${PORTS.panel}`,
      IDP_JWKS_URL: `${idpUrl}/.well-known/jwks.json`, IDP_ISSUER: idpUrl, IDP_AUDIENCE: "pix-gateway" }),
    service("charges", {
      ...engines, SERVICE_WALLET_ID: SERVICE_WALLETS.test, SERVICE_WALLET_ID_LIVE: SERVICE_WALLETS.live,
      CONTA_UNICA: "true", CHECKOUT_BASE_URL: `http://127.0.0.1:${PORTS.checkout}`, MERCHANT_NAME: "PIX GATEWAY", MERCHANT_CITY: "SAO PAULO",
      SMTP_URL: smtpUrl, RECEIPT_EMAIL_IN_TEST: "true" }),
    service("checkout", { HTTP_PORT: String(PORTS.checkout), REDIS_URL: "redis://127.0.0.1:6379" }),
    // The team's POST /internal/cron/run may take as_of (never in production); the notice tokens: Pix Automático's notices.
    service("subscriptions", {
      TEST_CLOCKS: "true", CHECKOUT_BASE_URL: `http://127.0.0.1:${PORTS.checkout}`, SMTP_URL: smtpUrl,
      ENGINE_NOTICE_TOKEN: secrets.noticeToken, ENGINE_LIVE_NOTICE_TOKEN: secrets.noticeTokenLive }),
    service("webhooks-dispatcher", { ALLOW_PRIVATE_TARGETS: "loopback", WEBHOOK_SECRET_KEY: secrets.webhookKey }),
    // CONTA_UNICA=false (from the environment of `npm start`) runs subaccount mode: receiving accounts at both engines.
    service("onboarding", { ...engines, CONTA_UNICA: process.env.CONTA_UNICA ?? "true", ENGINE_KEY_SECRET: secrets.engineKeySecret, DOCUMENTS_DIR }),
    // TRUST_PROXY: the panel's server (below) calls from 127.0.0.1 and names each browser's address in
    // X-Forwarded-For, so one browser's failed sign-ins never count against another's. Everything here
    // is on one machine: any local program could claim an address too (not so in deploy/).
    { name: "gateway", cwd: "services/gateway", env: { ...common, ...addrs, HTTP_PORT: String(PORTS.gateway), OPS_PORT: String(PORTS.ops.gateway), REDIS_URL: "redis://127.0.0.1:6379", TRUST_PROXY: "127.0.0.1", ENGINE_NOTICE_TOKEN: secrets.noticeToken, ENGINE_LIVE_NOTICE_TOKEN: secrets.noticeTokenLive } },
    // The merchant panel: the app (built by setup.mjs into web-dist/) + same-origin /api → gateway, its
    // server compiled like the others (dist/server/main.js). Plain HTTP on 127.0.0.1, so its refresh
    // cookie is not `Secure` here (it is by default).
    { name: "panel", cwd: "services/panel", main: "server/main", env: {
      HTTP_PORT: String(PORTS.panel), OPS_PORT: String(PORTS.ops.panel), GATEWAY_URL: `http://127.0.0.1:${PORTS.gateway}`, PANEL_SECURE_COOKIE: "false", PANEL_IDP_URL: idpUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" } },
  ];
}

/** The team account `npm start` seeds for local use (verified, granted; password in .run/dev-secrets.json). */
export const DEV_TEAM_EMAIL = "equipe@pix.local";
