import { client, signUpConfirmed, startStack, Stack } from "./stack";

/**
 * Issue 8 item 5: a leaked API key must not manage the account. Every account and credential route
 * answers an API key with 403 (a session is required) and works with a session; the key keeps the
 * store's operational routes.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
});
afterAll(() => stack.close());

async function merchantWithKey() {
  const s = await signUpConfirmed(stack, http);
  const created = await http("POST", "/api-keys", { token: s.accessToken, body: { name: "ERP", environment: "test" } });
  expect(created.status).toBe(201);
  return { ...s, key: created.body.data.key as string, keyId: created.body.data.id as string };
}

type Route = [string, string, (ids: { keyId: string }) => { path: string; body?: unknown }];
const SESSION_ONLY: Route[] = [
  ["POST", "/api-keys", () => ({ path: "/api-keys", body: { name: "outra", environment: "test" } })],
  ["GET", "/api-keys", () => ({ path: "/api-keys" })],
  ["DELETE", "/api-keys/{id}", ({ keyId }) => ({ path: `/api-keys/${keyId}` })],
  ["PUT", "/auth/profile", () => ({ path: "/auth/profile", body: { company: "Loja da Maria" } })],
  ["POST", "/auth/environment", () => ({ path: "/auth/environment", body: { environment: "test" } })],
];

describe("account and credential management needs a session", () => {
  it.each(SESSION_ONLY)("%s %s: an API key gets 403 'session required', a session succeeds", async (method, _route, target) => {
    const m = await merchantWithKey();
    const { path, body } = target({ keyId: m.keyId });
    const withKey = await http(method, path, { token: m.key, body });
    expect(withKey.status).toBe(403);
    expect(withKey.body).toEqual({ error: { message: expect.stringMatching(/sessão/), codigo: "SESSAO_OBRIGATORIA" } });
    const withSession = await http(method, path, { token: m.accessToken, body });
    expect(withSession.status).toBeGreaterThanOrEqual(200);
    expect(withSession.status).toBeLessThan(300);
  });

  it("a key cannot mint a key that outlives its revocation, nor read or revoke keys", async () => {
    const m = await merchantWithKey();
    expect((await http("POST", "/api-keys", { token: m.key, body: { name: "persist", environment: "test" } })).status).toBe(403);
    const list = await http("GET", "/api-keys", { token: m.accessToken });
    expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([m.keyId]);
    expect((await http("DELETE", `/api-keys/${m.keyId}`, { token: m.accessToken })).status).toBe(200);
    expect((await http("GET", "/auth/me", { token: m.key })).status).toBe(401);
  });

  it("the key keeps the store's operational routes (GET /auth/me)", async () => {
    const m = await merchantWithKey();
    const me = await http("GET", "/auth/me", { token: m.key });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: m.user.id, environment: "test" });
  });
});
