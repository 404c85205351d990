import { client, confirmOwnEmail, signUp, signUpConfirmed, SIGN_UP_PASSWORD, startStack, Stack, uniqueEmail, verificationLinkFor } from "./stack";
import type { IdentityExtras } from "./stack/identity";

/**
 * Issue 33 item 1: confirming the address loses nothing on the honest path and keeps the protection
 * against a squatted address. The registrant confirming from their own signed-in browser proves both
 * the password and the mailbox: password, sessions and keys stay. No API key exists before the
 * confirmation (403 EMAIL_NAO_VERIFICADO). A link opened anywhere else hands the account to the
 * mailbox, and a key revoked that way (one made before that rule) answers a 401 that says why and when.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
});
afterAll(() => stack.close());

const tokenOf = (link: URL) => link.searchParams.get("token")!;
const status = async (token: string) => (await http("GET", "/auth/me", { token })).status;
const legacyKey = (storeId: string) => (stack.extras.identity as IdentityExtras).legacyApiKey(storeId);
const newKey = (token: string) => http("POST", "/api-keys", { token, body: { name: "erp", environment: "test" } });

describe("the registrant confirms from the session that registered", () => {
  it("refuses an API key until the address is confirmed, saying what to do (issue 33)", async () => {
    const m = await signUp(http);
    const early = await newKey(m.accessToken);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: {
      codigo: "EMAIL_NAO_VERIFICADO",
      message: expect.stringMatching(/^Confirme seu e-mail antes de criar uma chave de API: abra o link .*Reenviar e-mail de confirmação.*POST \/auth\/verify-email\/resend/),
    } });
    expect((await http("GET", "/api-keys", { token: m.accessToken })).body.data).toEqual([]);
    await confirmOwnEmail(stack, m);
    expect((await newKey(m.accessToken)).status).toBe(201);
  });

  it("keeps the password, the session and every key; the address is verified", async () => {
    const m = await signUp(http);
    const key = await legacyKey(m.user.id); // made before issue 33 refused keys to an unconfirmed address
    const link = await verificationLinkFor(stack, m.email);

    // A password with the own session is refused, not ignored (it would be kept anyway).
    const withPassword = await http("POST", "/auth/verify-email", { token: m.accessToken, body: { token: tokenOf(link), password: "outra-senha-forte" } });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toEqual({ error: { message: expect.stringMatching(/senha atual continua valendo/), codigo: "SENHA_MANTIDA" } });

    const confirmed = await http("POST", "/auth/verify-email", { token: m.accessToken, body: { token: tokenOf(link) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      user: expect.objectContaining({ id: m.user.id, email_verified: true }),
      accessToken: expect.any(String), refreshToken: expect.any(String), kept: true,
    });
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.email_verified).toBe(true);
    expect((await http("POST", "/auth/refresh", { body: { refreshToken: m.refreshToken } })).status).toBe(200);
    expect((await http("POST", "/auth/login", { body: { email: m.email, password: SIGN_UP_PASSWORD } })).status).toBe(200);
    expect(await status(key.key)).toBe(200);
    // The link is used: it confirms nothing twice.
    expect((await http("POST", "/auth/verify-email", { token: m.accessToken, body: { token: tokenOf(link) } })).status).toBe(400);
  });

  it("a session of another account proves nothing: the link needs a password and hands the account over", async () => {
    const squatted = await signUp(http);
    const squattersKey = (await legacyKey(squatted.user.id)).key;
    const owner = await signUp(http); // the mailbox's owner, signed in with an account of their own
    const link = await verificationLinkFor(stack, squatted.email);
    const noPassword = await http("POST", "/auth/verify-email", { token: owner.accessToken, body: { token: tokenOf(link) } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.codigo).toBe("SENHA_OBRIGATORIA");
    const confirmed = await http("POST", "/auth/verify-email", { token: owner.accessToken, body: { token: tokenOf(link), password: "senha-da-dona-do-email" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.kept).toBe(false);
    expect(await status(squatted.accessToken)).toBe(401);
    expect(await status(squattersKey)).toBe(401);
    expect(await status(owner.accessToken)).toBe(200); // the other account is untouched
  });

  it("a revoked session or an invalid bearer never falls back to the handover", async () => {
    const m = await signUp(http);
    const key = (await legacyKey(m.user.id)).key;
    const link = await verificationLinkFor(stack, m.email);
    expect((await http("POST", "/auth/logout", { token: m.accessToken, body: { refreshToken: m.refreshToken } })).status).toBeLessThan(300);
    const stale = await http("POST", "/auth/verify-email", { token: m.accessToken, body: { token: tokenOf(link), password: "outra-senha-forte" } });
    expect(stale.status).toBe(401);
    const asKey = await http("POST", "/auth/verify-email", { token: key, body: { token: tokenOf(link) } });
    expect(asKey.status).toBe(400); // an API key is no session: the password is needed
    expect(asKey.body.error.codigo).toBe("SENHA_OBRIGATORIA");
    expect(await status(key)).toBe(200); // nothing was used or revoked
  });
});

describe("a squatter registered the address; its owner confirms from the link in another browser", () => {
  it("the squatter's sessions and keys are dead, and the key's 401 says why and when", async () => {
    const email = uniqueEmail("dona");
    const squatter = await signUp(http, email);
    const refused = await newKey(squatter.accessToken); // the squatter gets no key now (issue 33) ...
    expect(refused.body.error.codigo).toBe("EMAIL_NAO_VERIFICADO");
    const key = (await legacyKey(squatter.user.id)).key; // ... and one made before that rule dies
    const link = await verificationLinkFor(stack, email);
    const before = Date.now();
    // Another browser: no session at all.
    const confirmed = await http("POST", "/auth/verify-email", { body: { token: tokenOf(link), password: "senha-da-dona-do-email" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.kept).toBe(false);

    expect(await status(squatter.accessToken)).toBe(401);
    expect((await http("POST", "/auth/refresh", { body: { refreshToken: squatter.refreshToken } })).status).toBe(401);
    expect((await http("POST", "/auth/login", { body: { email, password: SIGN_UP_PASSWORD } })).status).toBe(401);
    const dead = await http("GET", "/auth/me", { token: key });
    expect(dead.status).toBe(401);
    expect(dead.body).toEqual({ error: expect.stringMatching(/^API key revogada em \S+ quando o e-mail da conta foi confirmado por um link aberto fora da sessão que a criou.*Crie uma nova chave no painel/) });
    const when = Date.parse(/revogada em (\S+) /.exec(dead.body.error)![1]);
    expect(when).toBeGreaterThanOrEqual(before - 1000);
    expect(when).toBeLessThanOrEqual(Date.now());
  });
});

describe("a key revoked in the panel", () => {
  it("answers a 401 that names who (the owner) and when; a key that never existed says it is invalid", async () => {
    const m = await signUpConfirmed(stack, http);
    const key = (await newKey(m.accessToken)).body.data as { id: string; key: string };
    expect((await http("DELETE", `/api-keys/${key.id}`, { token: m.accessToken })).status).toBeLessThan(300);
    const dead = await http("GET", "/auth/me", { token: key.key });
    expect(dead.status).toBe(401);
    expect(dead.body.error).toMatch(/^API key revogada em \S+ no painel, pelo dono da conta\. Crie uma nova chave/);
    const unknown = await http("GET", "/auth/me", { token: `service_test_${"x".repeat(40)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toMatch(/^API key inválida: confira a chave/);
  });
});
