import { join } from "node:path";
import { createLogger } from "@pix/logger";
import { createTestDatabase, TestDatabase, TEST_AMQP_URL, uniqueName } from "@pix/testing";
import { startIdentityProvider, RunningIdentityProvider } from "@pix/emulator-identity-provider";
import { startIdentity } from "@pix/identity";
import { identityEnv } from "@pix/identity/src/config";
import { startGateway } from "../src/app";
import { gatewayEnv } from "../src/config";

export const PRINCIPAL_SECRET = "test-principal-secret-0123456789";
export const JWT_SECRET = "test-jwt-secret-0123456789abcdef0123456789";
export const ADMIN_EMAIL = "equipe@pix.test";

const SERVICES_ROOT = join(__dirname, "../..");

export interface Stack {
  url: string;
  idp: RunningIdentityProvider;
  identityAddr: string;
  close(): Promise<void>;
}

/**
 * The real system in one process for end-to-end tests: each service with its own fresh database,
 * the identity-provider emulator, and the gateway on a random port. Torn down (databases dropped)
 * by close().
 */
export async function startStack(opts: { bodyLimit?: string; idp?: boolean } = {}): Promise<Stack> {
  const logger = createLogger("test", process.env.TEST_LOG_LEVEL ?? "silent");
  const closers: (() => Promise<void>)[] = [];
  const exchange = uniqueName("pix_events"); // each run its own exchange, so parallel runs never cross
  const databases: TestDatabase[] = [];
  try {
    const idp = await startIdentityProvider({ audience: "pix-gateway" });
    closers.push(() => idp.close());
    const identityDb = await createTestDatabase("identity", join(SERVICES_ROOT, "identity/prisma/migrations"));
    databases.push(identityDb);
    const identity = await startIdentity(
      identityEnv.parse({
        DATABASE_URL: identityDb.url, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: TEST_AMQP_URL, AMQP_EXCHANGE: exchange, PRINCIPAL_SECRET, JWT_SECRET, ADMIN_EMAILS: ADMIN_EMAIL,
        ...(opts.idp === false ? {} : { IDP_JWKS_URL: idp.jwksUrl, IDP_ISSUER: idp.issuer, IDP_AUDIENCE: "pix-gateway" }),
      }),
      logger,
    );
    closers.push(() => identity.close());
    const identityAddr = `127.0.0.1:${identity.port}`;
    const gateway = await startGateway(
      gatewayEnv.parse({
        HTTP_PORT: "0", PRINCIPAL_SECRET, IDENTITY_ADDR: identityAddr, AMQP_URL: TEST_AMQP_URL, GRPC_DEADLINE_MS: "3000",
        ...(opts.bodyLimit ? { BODY_LIMIT: opts.bodyLimit } : {}),
      }),
      logger,
    );
    closers.push(() => gateway.close());
    return { url: gateway.url, idp, identityAddr, close: () => teardown(closers, databases) };
  } catch (err) {
    await teardown(closers, databases);
    throw err;
  }
}

async function teardown(closers: (() => Promise<void>)[], databases: TestDatabase[]) {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  for (const db of databases) await db.drop().catch(() => undefined);
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
