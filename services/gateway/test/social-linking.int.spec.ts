import { client, followVerificationLink, signUp, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Issue 8 items 2 and 3: pre-account hijacking. Whoever registers an address with a password first
 * must not share the account of its real owner when the owner later signs in socially; the
 * provider's `email_verified` counts only as the boolean true; a token without `provider` is not google.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
});
afterAll(() => stack.close());

const social = async (claims: Parameters<Stack["idp"]["mintToken"]>[0]) =>
  http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken(claims) } });
const notVouched = { error: { message: expect.stringMatching(/não confirmou este e-mail/) } };

describe("pre-account hijacking", () => {
  it("never links a social identity to a password account whose e-mail is not verified (401, contract shape)", async () => {
    const victim = uniqueEmail("vitima");
    const attacker = await signUp(http, victim); // the attacker typed the victim's address
    const res = await social({ email: victim, sub: `google-${victim}` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(/não vinculada/) } });
    // Nothing was linked: the account still signs in only with the attacker's password, still unverified.
    const me = await http("GET", "/auth/me", { token: attacker.accessToken });
    expect(me.body.data).toMatchObject({ id: attacker.user.id, email_verified: false });
    expect((await social({ email: victim, sub: `google-${victim}` })).status).toBe(401);
  });

  it("links once the owner verified the address, and the password holder keeps no hold on the account", async () => {
    const victim = uniqueEmail("vitima");
    const attacker = await signUp(http, victim);
    // The verification link went to the victim's mailbox; the victim follows it.
    expect((await followVerificationLink(stack, victim)).status).toBe(303);
    const linked = await social({ email: victim, sub: `google-${victim}` });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({ id: attacker.user.id, email_verified: true });
    // The password is gone and every earlier session revoked: access token, refresh token, login.
    expect((await http("POST", "/auth/login", { body: { email: victim, password: "s3nha-forte" } })).status).toBe(401);
    expect((await http("GET", "/auth/me", { token: attacker.accessToken })).status).toBe(401);
    expect((await http("POST", "/auth/refresh", { body: { refreshToken: attacker.refreshToken } })).status).toBe(401);
    expect((await http("GET", "/auth/me", { token: linked.body.data.accessToken })).status).toBe(200);
  });

  it("an account created by social sign-in is verified and a password cannot take it over", async () => {
    const owner = uniqueEmail("dona");
    const created = await social({ email: owner, sub: `google-${owner}` });
    expect(created.status).toBe(201);
    expect(created.body.data.user.email_verified).toBe(true);
    expect((await http("POST", "/auth/register", { body: { name: "Intruso", email: owner, password: "s3nha-forte" } })).status).toBe(409);
    expect((await http("POST", "/auth/login", { body: { email: owner, password: "s3nha-forte" } })).status).toBe(401);
    // Another subject at the provider with the same address is not the owner.
    expect((await social({ email: owner, sub: "someone-else" })).status).toBe(401);
  });
});

describe("what the identity provider says", () => {
  it.each([
    ["the string \"true\"", "true"],
    ["the number 1", 1],
    ["false", false],
  ])("email_verified as %s creates no account (401) and links nothing", async (_name, emailVerified) => {
    const email = uniqueEmail("idp");
    const res = await social({ email, emailVerified });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(notVouched);
    // No account was made: the address is still free.
    expect((await http("POST", "/auth/register", { body: { name: "Ana", email, password: "s3nha-forte" } })).status).toBe(201);
  });

  it("email_verified absent creates no account", async () => {
    const res = await social({ email: uniqueEmail("idp"), omitClaims: ["email_verified"] });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(notVouched);
  });

  it("a token without a provider claim is not google (401), nor is another provider", async () => {
    for (const claims of [{ email: uniqueEmail("idp"), omitClaims: ["provider" as const] }, { email: uniqueEmail("idp"), provider: "github" }]) {
      const res = await social(claims);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { message: expect.stringMatching(/não vinculada ao provedor social/) } });
    }
  });

  it("a linked account keeps signing in by its subject even when the provider stops vouching for the address", async () => {
    const email = uniqueEmail("idp");
    const sub = `google-${email}`;
    expect((await social({ email, sub })).status).toBe(201);
    expect((await social({ email, sub, emailVerified: "true" })).status).toBe(200);
  });
});
