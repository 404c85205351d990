import { client, confirmEmail, signUp, startStack, Stack, uniqueEmail } from "./stack";
import type { IdentityExtras } from "./stack/identity";

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
const notVouched = { error: { message: expect.stringMatching(/não confirmou este e-mail/), codigo: "CREDENCIAL_INVALIDA" } };

describe("pre-account hijacking", () => {
  it("never links a social identity to a password account whose e-mail is not verified (401, contract shape)", async () => {
    const victim = uniqueEmail("vitima");
    const attacker = await signUp(http, victim); // the attacker typed the victim's address
    const res = await social({ email: victim, sub: `google-${victim}` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(/não vinculada/), codigo: "EMAIL_NAO_VERIFICADO" } });
    // Nothing was linked: the account still signs in only with the attacker's password, still unverified.
    const me = await http("GET", "/auth/me", { token: attacker.accessToken });
    expect(me.body.data).toMatchObject({ id: attacker.user.id, email_verified: false });
    expect((await social({ email: victim, sub: `google-${victim}` })).status).toBe(401);
  });

  it("links once the owner confirmed the address; the password holder kept no hold, and the link clears the owner's own password too", async () => {
    const victim = uniqueEmail("vitima");
    const attacker = await signUp(http, victim);
    // The verification link went to the victim's mailbox; the victim confirms it with a password of their own.
    const confirmed = await confirmEmail(stack, victim, "senha-da-vitima-1");
    // Confirming already revoked the attacker's sessions and password (issue 23).
    expect((await http("GET", "/auth/me", { token: attacker.accessToken })).status).toBe(401);
    expect((await http("POST", "/auth/refresh", { body: { refreshToken: attacker.refreshToken } })).status).toBe(401);
    expect((await http("POST", "/auth/login", { body: { email: victim, password: "s3nha-forte" } })).status).toBe(401);
    const linked = await social({ email: victim, sub: `google-${victim}` });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({ id: attacker.user.id, email_verified: true });
    // The link clears the password and revokes every earlier session: from now on, the provider signs in.
    expect((await http("POST", "/auth/login", { body: { email: victim, password: "senha-da-vitima-1" } })).status).toBe(401);
    expect((await http("GET", "/auth/me", { token: confirmed.accessToken })).status).toBe(401);
    expect((await http("GET", "/auth/me", { token: linked.body.data.accessToken })).status).toBe(200);
  });

  it("lets the owner ask for a new link without a session once the first expired, then take the account over socially", async () => {
    const victim = uniqueEmail("vitima");
    const attacker = await signUp(http, victim);
    const identity = stack.extras.identity as IdentityExtras;
    await identity.smtp.waitFor((m) => m.to.includes(victim));
    // The link mailed at the attacker's sign-up went unused and expired; the owner has no password.
    await identity.query("UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [attacker.user.id]);
    await identity.query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1", [attacker.user.id]);
    identity.smtp.messages.splice(0, identity.smtp.messages.length);
    const asked = await http("POST", "/auth/verify-email/request", { body: { email: victim } });
    expect(asked.status).toBe(202);
    await confirmEmail(stack, victim, "senha-da-vitima-1");
    const linked = await social({ email: victim, sub: `google-${victim}` });
    expect(linked.status).toBe(200);
    expect((await http("POST", "/auth/login", { body: { email: victim, password: "s3nha-forte" } })).status).toBe(401);
  });

  it("answers a public link request alike for unknown, verified and unverified addresses, mailing only the unverified", async () => {
    const identity = stack.extras.identity as IdentityExtras;
    const verified = uniqueEmail("verificada");
    await signUp(http, verified);
    await confirmEmail(stack, verified);
    const unknown = uniqueEmail("ninguem");
    const before = identity.smtp.messages.length;
    for (const email of [unknown, verified]) {
      const res = await http("POST", "/auth/verify-email/request", { body: { email } });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: { sent: true } });
    }
    // A fresh unverified account is within its once-a-minute slot: the answer is the same, no mail.
    const fresh = uniqueEmail("nova");
    await signUp(http, fresh);
    await identity.smtp.waitFor((m) => m.to.includes(fresh));
    const again = await http("POST", "/auth/verify-email/request", { body: { email: fresh } });
    expect(again.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(identity.smtp.messages.slice(before).filter((m) => [unknown, verified].some((e) => m.to.includes(e)))).toHaveLength(0);
    expect(identity.smtp.messages.filter((m) => m.to.includes(fresh))).toHaveLength(1);
    expect((await http("POST", "/auth/verify-email/request", { body: { email: "not-an-email" } })).status).toBe(400);
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
      expect(res.body).toEqual({ error: { message: expect.stringMatching(/não vinculada ao provedor social/), codigo: "CREDENCIAL_INVALIDA" } });
    }
  });

  it("a linked account keeps signing in by its subject even when the provider stops vouching for the address", async () => {
    const email = uniqueEmail("idp");
    const sub = `google-${email}`;
    expect((await social({ email, sub })).status).toBe(201);
    expect((await social({ email, sub, emailVerified: "true" })).status).toBe(200);
  });
});
