import { join } from "node:path";
import { connect } from "amqplib";
import { createLogger } from "@pix/logger";
import type { Readiness } from "@pix/observability";
import { createTestDatabase, TestDatabase, TEST_AMQP_URL, TEST_REDIS_URL, uniqueName } from "@pix/testing";
import { deleteRedisKeys } from "@pix/rate-limit/src/redis-keys";
import { startIdentityProvider, RunningIdentityProvider } from "@pix/emulator-identity-provider";
import { startGateway } from "../src/app";
import { gatewayEnv, type GatewayConfig } from "../src/config";
import type { PrincipalCache } from "../src/http/principal-cache";
import { PRINCIPAL_SECRET, ServiceName, StackContext } from "./stack/context";
import { PANEL_PUBLIC_URL, type IdentityExtras } from "./stack/identity";
import { ADDRESS_ENV, STARTERS } from "./stack/registry";

export { JWT_SECRET, PRINCIPAL_SECRET } from "./stack/context";

const SERVICES_ROOT = join(__dirname, "../..");

export interface StackOptions {
  /** Services to run besides identity (always on). */
  services?: ServiceName[];
  bodyLimit?: string;
  /** Per-service env overrides, e.g. { identity: { IDP: "off" }, charges: { CONTA_UNICA: "false" } }. */
  env?: Partial<Record<ServiceName, Record<string, string>>>;
  /** Gateway env overrides, e.g. { TRUST_PROXY: "loopback" }. */
  gatewayEnv?: Record<string, string>;
  /** Receives every log line of every service at trace level (for tests asserting what is never logged). */
  logSink?: { write(line: string): void };
}

export interface Stack {
  url: string;
  idp: RunningIdentityProvider;
  addresses: Partial<Record<ServiceName, string>>;
  exchange: string;
  extras: Record<string, any>;
  /** Redis key prefix of this run's gateway limits (deleted at teardown). */
  rateLimitPrefix: string;
  /** The gateway's parsed settings (a test starts another replica with them). */
  gatewayConfig: GatewayConfig;
  /** The gateway's principal cache (issue 13). */
  principals: PrincipalCache;
  /** What the gateway's /readyz answers (its operator port is runService's, not started here). */
  readiness(): Readiness;
  close(): Promise<void>;
}

/**
 * The real system in one process for end-to-end tests: each service with its own fresh database,
 * a run-private exchange on the real broker, the emulators, and the gateway on a random port.
 * close() stops everything, drops the databases and deletes the exchange.
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const logger = opts.logSink ? createLogger("test", "trace", opts.logSink) : createLogger("test", process.env.TEST_LOG_LEVEL ?? "silent");
  const closers: (() => Promise<void>)[] = [];
  const databases: TestDatabase[] = [];
  const exchange = uniqueName("pix_events");
  closers.push(() => deleteExchange(exchange));
  const wanted = new Set<ServiceName>(["identity", ...(opts.services ?? [])]);
  try {
    const idp = await startIdentityProvider({ audience: "pix-gateway" });
    closers.push(() => idp.close());
    const addresses: Partial<Record<ServiceName, string>> = {};
    const extras: Record<string, unknown> = {};
    const gatewayExtraEnv: Record<string, string> = {};
    for (const [name, start] of STARTERS) {
      if (!wanted.has(name)) continue;
      const ctx: StackContext = {
        logger, amqpUrl: TEST_AMQP_URL, exchange, principalSecret: PRINCIPAL_SECRET, addresses, idp, extras,
        env: opts.env?.[name] ?? {},
        onClose: (fn) => void closers.push(fn),
        database: async (service) => {
          const db = await createTestDatabase(service.replace(/-/g, "_"), join(SERVICES_ROOT, service, "prisma/migrations"));
          databases.push(db);
          return db.url;
        },
      };
      const started = await start(ctx);
      addresses[name] = started.address;
      Object.assign(gatewayExtraEnv, started.gatewayEnv ?? {});
    }
    // A run-private Redis prefix: reruns and parallel runs never share a login-limit budget.
    const rateLimitPrefix = uniqueName("t_gateway_rl");
    closers.push(async () => void (await deleteRedisKeys(TEST_REDIS_URL, rateLimitPrefix)));
    const env: Record<string, string> = {
      HTTP_PORT: "0", PRINCIPAL_SECRET, AMQP_URL: TEST_AMQP_URL, AMQP_EXCHANGE: exchange, GRPC_DEADLINE_MS: "10000", REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_PREFIX: rateLimitPrefix, ...gatewayExtraEnv, ...(opts.gatewayEnv ?? {}),
    };
    // A service this stack did not start is unreachable (port 1 is never served), not the default
    // address, where a developer's `npm start` may be listening.
    for (const name of Object.keys(ADDRESS_ENV) as ServiceName[]) env[ADDRESS_ENV[name]] = addresses[name] ?? "127.0.0.1:1";
    if (opts.bodyLimit) env.BODY_LIMIT = opts.bodyLimit;
    const gatewayConfig = gatewayEnv.parse(env);
    const gateway = await startGateway(gatewayConfig, logger);
    closers.push(() => gateway.close());
    behindTheGateway(extras.identity as IdentityExtras | undefined, gateway.principals);
    return {
      url: gateway.url, idp, addresses, exchange, extras, rateLimitPrefix, gatewayConfig, principals: gateway.principals, readiness: gateway.readiness,
      close: () => teardown(closers, databases),
    };
  } catch (err) {
    await teardown(closers, databases);
    throw err;
  }
}

/**
 * The identity helpers that write behind the gateway's back (an operator's `team grant`, a production
 * status set in the database) then clear the gateway's principal cache, as a write through the
 * gateway would: a test's next request sees the change at once instead of racing identity's
 * `principal.*` event (which the two-replica spec in principal-cache.int.spec.ts tests on its own).
 */
function behindTheGateway(identity: IdentityExtras | undefined, principals: { clear(): void }) {
  if (!identity) return;
  const { setProductionStatus, grantTeam } = identity;
  identity.setProductionStatus = (userId, status) => setProductionStatus(userId, status).finally(() => principals.clear());
  identity.grantTeam = (email) => grantTeam(email).finally(() => principals.clear());
}

/** A closer that takes longer is left behind (named on stderr): one stuck shutdown must not fail the whole file's afterAll. */
const CLOSE_BOUND_MS = 10_000;

async function teardown(closers: (() => Promise<void>)[], databases: TestDatabase[]) {
  for (const close of closers.reverse()) {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), CLOSE_BOUND_MS)));
    const outcome = await Promise.race([close().catch(() => undefined), bound]);
    clearTimeout(timer);
    if (outcome === "late") process.stderr.write(`test stack: a closer took over ${CLOSE_BOUND_MS} ms, going on: ${close.toString().slice(0, 80)}\n`);
  }
  // The databases are independent: dropped together (one after another took seconds each under load).
  await Promise.all(databases.map((db) => db.drop().catch(() => undefined)));
}

async function deleteExchange(exchange: string) {
  const conn = await connect(TEST_AMQP_URL);
  try {
    const ch = await conn.createChannel();
    await ch.deleteExchange(exchange);
    await ch.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
  } finally {
    await conn.close().catch(() => undefined);
  }
}

/** A tiny JSON client over fetch for tests. */
export function client(baseUrl: string) {
  return async (method: string, path: string, opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined || opts.raw !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(baseUrl + path, { method, headers, body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) });
    const text = await res.text();
    let json: any = undefined;
    try { json = text ? JSON.parse(text) : undefined; } catch { json = text; }
    return { status: res.status, body: json, headers: res.headers };
  };
}

let counter = 0;
export function uniqueEmail(tag = "lojista"): string {
  return `${tag}.${Date.now().toString(36)}.${counter++}@loja.test`;
}

/** The password signUp uses: confirmations keep it unless a test says otherwise. */
export const SIGN_UP_PASSWORD = "s3nha-forte";

/** Registers a merchant and returns its session. */
export async function signUp(http: ReturnType<typeof client>, email = uniqueEmail()) {
  const res = await http("POST", "/auth/register", { body: { name: "Maria Lojista", email, password: SIGN_UP_PASSWORD } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, ...(res.body.data as { user: any; accessToken: string; refreshToken: string }) };
}

/**
 * Confirms `email` as its mailbox owner does (issue 23) through the API the panel's page calls: the
 * token of the mailed link (the panel's /confirmar-email), checked with GET /auth/verify-email, then
 * posted with a password. Every session and API key the account had is revoked by it: use the
 * session this answers.
 */
export async function confirmEmail(stack: Stack, email: string, password = SIGN_UP_PASSWORD) {
  const link = await verificationLinkFor(stack, email);
  const opened = await fetch(verifyEmailApiUrl(stack, link), { headers: { accept: "application/json" } });
  if (opened.status !== 200) throw new Error(`verification link: ${opened.status} ${await opened.text()}`);
  const res = await client(stack.url)("POST", "/auth/verify-email", { body: { token: link.searchParams.get("token"), password } });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { user: any; accessToken: string; refreshToken: string };
}

/**
 * Confirms the address the honest way (issue 33): the registrant opens the mailed link signed in, so
 * the token from the real SMTP server's mail is posted with the account's own session. Password,
 * session and keys stay (`kept: true`); API keys need it (403 EMAIL_NAO_VERIFICADO before).
 */
export async function confirmOwnEmail(stack: Stack, account: { email: string; accessToken: string }): Promise<void> {
  const link = await verificationLinkFor(stack, account.email);
  const res = await client(stack.url)("POST", "/auth/verify-email", { token: account.accessToken, body: { token: link.searchParams.get("token") } });
  if (res.status !== 200 || res.body.data.kept !== true) throw new Error(`own confirmation failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Signs up and confirms from the session that registered: signUp's answer, its session still valid, keys allowed. */
export async function signUpConfirmed(stack: Stack, http: ReturnType<typeof client>, email = uniqueEmail()) {
  const account = await signUp(http, email);
  await confirmOwnEmail(stack, account);
  return { ...account, user: { ...account.user, email_verified: true } };
}

/** Signs up and confirms the address: the account with its one session, after the confirmation. */
export async function signUpVerified(stack: Stack, http: ReturnType<typeof client>, email = uniqueEmail()) {
  await signUp(http, email);
  return { email, ...(await confirmEmail(stack, email)) };
}

/** The link of the verification e-mail to `email`: the panel's page, `${PANEL_PUBLIC_URL}/confirmar-email?token=…`. */
export async function verificationLinkFor(stack: Stack, email: string): Promise<URL> {
  const identity = stack.extras.identity as IdentityExtras;
  const prefix = `${PANEL_PUBLIC_URL}/confirmar-email?token=`;
  // Other mail may reach the same address first (a store's member invite): wait for the link.
  const mail = await identity.smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.text.includes(prefix));
  const found = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.startsWith(prefix));
  if (!found) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(found);
}

/** The gateway's GET /auth/verify-email for a verification link's token (API clients; links mailed before the panel's page). */
export function verifyEmailApiUrl(stack: Stack, link: URL): string {
  return `${stack.url}/auth/verify-email${link.search}`;
}

/** A merchant account made team the only way there is: verified e-mail, then an operator's grant. */
export async function signUpTeam(stack: Stack, http: ReturnType<typeof client>, email = uniqueEmail("equipe")) {
  const account = await signUpVerified(stack, http, email);
  await (stack.extras.identity as IdentityExtras).grantTeam(email);
  return account;
}
