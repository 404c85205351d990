import { client, signUp, startStack, Stack } from "./stack";

/**
 * `POST /auth/logout`: the refresh token's session is revoked at identity, so neither that refresh
 * token nor the session's access token authenticates again; other sessions of the person are untouched.
 */
describe("POST /auth/logout", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack();
    http = client(stack.url);
  });
  afterAll(async () => {
    await stack.close();
  });

  it("revokes the session: its refresh and access tokens answer 401, another session still works", async () => {
    const m = await signUp(http);
    const other = await http("POST", "/auth/login", { body: { email: m.email, password: "s3nha-forte" } });
    expect(other.status).toBe(200);
    // A refresh first, so the token signed out is a rotated one (what a browser holds after a while).
    const rotated = await http("POST", "/auth/refresh", { body: { refreshToken: m.refreshToken } });
    expect(rotated.status).toBe(200);
    const { accessToken, refreshToken } = rotated.body.data;
    expect((await http("GET", "/auth/me", { token: accessToken })).status).toBe(200); // cached principal, if the cache is on

    const out = await http("POST", "/auth/logout", { body: { refreshToken } });
    expect(out.status).toBe(204);
    expect(out.body).toBeUndefined();
    expect((await http("POST", "/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    expect((await http("GET", "/auth/me", { token: accessToken })).status).toBe(401);

    expect((await http("GET", "/auth/me", { token: other.body.data.accessToken })).status).toBe(200);
    expect((await http("POST", "/auth/refresh", { body: { refreshToken: other.body.data.refreshToken } })).status).toBe(200);
  });

  it("answers 204 to a token already signed out or unknown, and 400 to a malformed body", async () => {
    const m = await signUp(http);
    expect((await http("POST", "/auth/logout", { body: { refreshToken: m.refreshToken } })).status).toBe(204);
    expect((await http("POST", "/auth/logout", { body: { refreshToken: m.refreshToken } })).status).toBe(204);
    expect((await http("POST", "/auth/logout", { body: { refreshToken: "nunca-existiu" } })).status).toBe(204);
    for (const bad of [{}, { refreshToken: "" }, { refreshToken: 5 }, { refreshToken: "x", extra: 1 }]) {
      const res = await http("POST", "/auth/logout", { body: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });
});
