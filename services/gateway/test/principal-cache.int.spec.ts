/**
 * Issue 13: the gateway caches principals and drops them on identity's `principal.*` events. Two
 * gateway replicas share one identity and one broker; a change made through replica A (or behind
 * both, in identity's database) must reach replica B through the broker within 1 s. The cache TTL is
 * set to its maximum (5 min) here, so only the event can make B change its answer.
 */
import { createLogger } from "@pix/logger";
import { startGateway } from "../src/app";
import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { IdentityExtras } from "./stack/identity";

const PROPAGATION_MS = 1000; // the bound: a revoked key stops working everywhere within 1 s

let stack: Stack;
let replicaB: Awaited<ReturnType<typeof startGateway>>;
let noBroker: Awaited<ReturnType<typeof startGateway>>;
let a: ReturnType<typeof client>;
let b: ReturnType<typeof client>;
let identity: IdentityExtras;

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { AUTH_CACHE_TTL_MS: "300000" } });
  const logger = createLogger("test", process.env.TEST_LOG_LEVEL ?? "silent");
  replicaB = await startGateway({ ...stack.gatewayConfig, HTTP_PORT: 0 }, logger);
  // A replica that cannot reach the broker: it must not cache at all (fail safe).
  noBroker = await startGateway({ ...stack.gatewayConfig, HTTP_PORT: 0, AMQP_URL: "amqp://guest:guest@127.0.0.1:1" }, logger);
  a = client(stack.url);
  b = client(replicaB.url);
  identity = stack.extras.identity as IdentityExtras;
  await until(() => stack.principals.enabled && replicaB.principals.enabled, 10_000);
});
afterAll(async () => {
  await replicaB?.close();
  await noBroker?.close();
  await stack?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(10);
  }
}

/** Polls `path` on `http` until it answers `status`; fails when that takes longer than `withinMs`. */
async function answersWithin(http: ReturnType<typeof client>, path: string, token: string, status: number, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const res = await http("GET", path, { token });
    if (res.status === status) return res;
    if (Date.now() - started > withinMs) throw new Error(`${path} still answers ${res.status} ${JSON.stringify(res.body)} after ${withinMs} ms`);
    await sleep(10);
  }
}

async function apiKey(token: string, environment: "test" | "live" = "test") {
  const res = await a("POST", "/api-keys", { token, body: { name: "chave", environment } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; key: string };
}

describe("principal cache across two gateway replicas", () => {
  it("caches: a key served by both replicas is held by both", async () => {
    const m = await signUpConfirmed(stack, a);
    const { key } = await apiKey(m.accessToken);
    const before = replicaB.principals.size;
    expect((await b("GET", "/auth/me", { token: key })).status).toBe(200);
    expect(replicaB.principals.size).toBe(before + 1);
    expect((await b("GET", "/auth/me", { token: key })).status).toBe(200);
    expect(replicaB.principals.size).toBe(before + 1);
  });

  it("GET /auth/me answers the same whether the account came with Authenticate (cache miss) or from the cache (hit)", async () => {
    const m = await signUpConfirmed(stack, a);
    const { key } = await apiKey(m.accessToken);
    for (const token of [m.accessToken, key]) {
      const first = await b("GET", "/auth/me", { token }); // miss: Authenticate answers the account too
      const second = await b("GET", "/auth/me", { token }); // hit: the account cached with the principal
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(first.body.data).toMatchObject({ id: m.user.id, email: m.email, environment: "test", is_admin: false });
    }
  });

  it("the cached account follows the profile: an edit through A shows on A at once, one behind the gateway on B within 1 s", async () => {
    const m = await signUpConfirmed(stack, a);
    const { key } = await apiKey(m.accessToken);
    for (const http of [a, b]) expect((await http("GET", "/auth/me", { token: key })).body.data.company).toBeNull(); // cached on both
    expect((await a("PUT", "/auth/profile", { token: m.accessToken, body: { company: "Loja Nova" } })).status).toBe(200);
    expect((await a("GET", "/auth/me", { token: key })).body.data.company).toBe("Loja Nova");
    await identity.query("UPDATE users SET company = 'Loja Renomeada' WHERE id = $1", [m.user.id]); // behind both replicas
    const started = Date.now();
    while ((await b("GET", "/auth/me", { token: key })).body.data.company !== "Loja Renomeada") {
      if (Date.now() - started > PROPAGATION_MS) throw new Error("replica B still answers the old profile");
      await sleep(10);
    }
  });

  it("a key revoked through replica A stops working on A at once and on B within 1 s", async () => {
    const m = await signUpConfirmed(stack, a);
    const { id, key } = await apiKey(m.accessToken);
    expect((await a("GET", "/auth/me", { token: key })).status).toBe(200);
    expect((await b("GET", "/auth/me", { token: key })).status).toBe(200);
    const revoked = await a("DELETE", `/api-keys/${id}`, { token: m.accessToken });
    expect(revoked.status).toBe(200);
    const onA = await a("GET", "/auth/me", { token: key });
    expect(onA.status).toBe(401);
    expect(typeof onA.body.error).toBe("string"); // the contract's credential-failure shape
    const onB = await answersWithin(b, "/auth/me", key, 401, PROPAGATION_MS);
    expect(onB.body).toEqual(onA.body);
  });

  it("a session revoked (refresh token replayed) stops working on B within 1 s", async () => {
    const m = await signUp(a);
    expect((await b("GET", "/auth/me", { token: m.accessToken })).status).toBe(200);
    const first = await a("POST", "/auth/refresh", { body: { refreshToken: m.refreshToken } });
    expect(first.status).toBe(200);
    expect((await a("POST", "/auth/refresh", { body: { refreshToken: m.refreshToken } })).status).toBe(401); // replay: session revoked
    await answersWithin(b, "/auth/me", m.accessToken, 401, PROPAGATION_MS);
    await answersWithin(b, "/auth/me", first.body.data.accessToken, 401, PROPAGATION_MS);
  });

  it("keeps environment gating on the cached path: a live key answers 403 on B once approval is withdrawn in identity's database", async () => {
    const m = await signUpConfirmed(stack, a);
    await identity.setProductionStatus(m.user.id, "approved");
    const { key } = await apiKey(m.accessToken, "live");
    const live = await b("GET", "/auth/me", { token: key });
    expect(live.status).toBe(200);
    expect(live.body.data.environment).toBe("live");
    await identity.setProductionStatus(m.user.id, "rejected"); // behind both replicas: only the event tells B
    const refused = await answersWithin(b, "/auth/me", key, 403, PROPAGATION_MS);
    expect(refused.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: { status: "rejected", liberada: false } });
  });

  it("a team grant made behind the gateway shows on B's session within 1 s (is_admin is part of the principal)", async () => {
    const m = await signUp(a);
    await identity.query("UPDATE users SET email_verified_at = now() WHERE id = $1", [m.user.id]);
    const admin = () => b("GET", "/admin/lojistas", { token: m.accessToken });
    expect((await answersWithin(b, "/auth/me", m.accessToken, 200, PROPAGATION_MS)).status).toBe(200);
    expect((await admin()).status).toBe(403);
    await identity.grantTeam(m.email);
    await answersWithin(b, "/admin/lojistas", m.accessToken, 200, PROPAGATION_MS);
  });

  it("without the broker a replica does not cache at all: a revoked key fails there on the next request", async () => {
    const c = client(noBroker.url);
    const m = await signUpConfirmed(stack, a);
    const { id, key } = await apiKey(m.accessToken);
    expect((await c("GET", "/auth/me", { token: key })).status).toBe(200);
    expect(noBroker.principals.enabled).toBe(false);
    expect(noBroker.principals.size).toBe(0);
    expect((await a("DELETE", `/api-keys/${id}`, { token: m.accessToken })).status).toBe(200);
    expect((await c("GET", "/auth/me", { token: key })).status).toBe(401);
  });

  it("refuses a forged or expired session token at the gateway with identity's 401 shape", async () => {
    const m = await signUp(a);
    const tampered = m.accessToken.slice(0, -4) + (m.accessToken.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const http of [a, b]) {
      const res = await http("GET", "/auth/me", { token: tampered });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "Token inválido ou expirado" });
    }
  });
});
