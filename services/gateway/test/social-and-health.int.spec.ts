import { createServer } from "node:net";
import { client, startStack, Stack, uniqueEmail } from "./stack";

describe("social sign-in through the identity-provider emulator", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack();
    http = client(stack.url);
  });
  afterAll(() => stack.close());

  it("creates the account (201), then signs it in (200)", async () => {
    const email = uniqueEmail("social");
    const idpJwt = await stack.idp.mintToken({ email, name: "Ana Social", sub: `google-${email}` });
    const created = await http("POST", "/auth/social", { body: { idpJwt } });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({ email, name: "Ana Social", production_status: "sandbox" });
    const me = await http("GET", "/auth/me", { token: created.body.data.accessToken });
    expect(me.body.data.email).toBe(email);
    const again = await http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken({ email, sub: `google-${email}` }) } });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(created.body.data.user.id);
  });

  it("answers 401 for expired tokens, other providers, other subjects and forged signatures; 400 for a missing token", async () => {
    const email = uniqueEmail("social");
    await http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken({ email, sub: "s-1" }) } });
    const expired = await stack.idp.mintToken({ email, sub: "s-1", expiresInSeconds: -60 });
    const github = await stack.idp.mintToken({ email: uniqueEmail(), provider: "github" });
    const otherSubject = await stack.idp.mintToken({ email, sub: "s-2" });
    const otherAudience = await stack.idp.mintToken({ email, sub: "s-1", audience: "another-app" });
    const good = await stack.idp.mintToken({ email, sub: "s-1" });
    const forged = good.slice(0, good.lastIndexOf(".") + 1) + "A".repeat(40);
    for (const idpJwt of [expired, github, otherSubject, otherAudience, forged]) {
      const res = await http("POST", "/auth/social", { body: { idpJwt } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "CREDENCIAL_INVALIDA" } }); // contract 4.1: {error:{message}}, and its code
    }
    expect((await http("POST", "/auth/social", { body: {} })).status).toBe(400);
  });
});

describe("social sign-in not configured", () => {
  it("answers 503", async () => {
    const stack = await startStack({ env: { identity: { IDP: "off" } } });
    try {
      const idpJwt = await stack.idp.mintToken({ email: uniqueEmail() });
      const res = await client(stack.url)("POST", "/auth/social", { body: { idpJwt } });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/não está configurado/);
    } finally {
      await stack.close();
    }
  });
});

describe("health and a service that is down", () => {
  let stack: Stack;
  beforeAll(async () => { stack = await startStack(); });
  afterAll(() => stack.close());

  it("names what is down with 503 (services not started in this stack)", async () => {
    const res = await client(stack.url)("GET", "/health");
    expect(res.status).toBe(503);
    expect(res.body.data.services.identity).toBe("SERVING");
    expect(res.body.data.broker).toBe("up");
    expect(res.body.error.message).toMatch(/charges/);
    expect(res.body.error.message).not.toMatch(/identity/);
  });

  it("answers 503 in the contract's shape, quickly, when identity stops answering", async () => {
    // A TCP server that accepts and never speaks: the worst kind of dead dependency.
    const sockets: import("node:net").Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const { startGateway } = await import("../src/app");
    const { gatewayEnv } = await import("../src/config");
    const { createLogger } = await import("@pix/logger");
    const port = (silent.address() as { port: number }).port;
    const gw = await startGateway(
      gatewayEnv.parse({ HTTP_PORT: "0", PRINCIPAL_SECRET: "x".repeat(20), IDENTITY_ADDR: `127.0.0.1:${port}`, GRPC_DEADLINE_MS: "500" }),
      createLogger("t", "silent"),
    );
    try {
      const started = Date.now();
      const res = await client(gw.url)("GET", "/auth/me", { token: "abc.def.ghi" });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/identity/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await gw.close();
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });
});
