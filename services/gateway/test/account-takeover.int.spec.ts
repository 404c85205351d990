import { client, signUp, signUpTeam, signUpVerified, startStack, Stack, uniqueEmail, verificationLinkFor, verifyEmailApiUrl } from "./stack";
import type { IdentityExtras } from "./stack/identity";

/**
 * Issue 23 items 1 and 6: proving a mailbox leaves its holder the only holder of the account's
 * credentials. A stranger who registered an invited address first keeps nothing once the mailbox's
 * owner confirms it (session, refresh token, password, API keys made before issue 33 refused them to an
 * unconfirmed address, also keys made for the inviting store); a social sign-in that links an account revokes every API key made before it, with the
 * sessions; a team account is never linked by a sign-in on its own, only by its signed-in owner.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let identity: IdentityExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  identity = stack.extras.identity as IdentityExtras;
});
afterAll(() => stack.close());

const OWNERS_PASSWORD = "senha-da-dona-do-email";
const as = (token: string, store: string) => ({ token, headers: { "x-store": store } });
const google = async (email: string) => http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken({ email, sub: `google-${email}` }) } });
const status = async (token: string, path = "/auth/me") => (await http("GET", path, { token })).status;

async function newKey(token: string, store?: string) {
  const res = await http("POST", "/api-keys", { token, body: { name: "chave", environment: "test" }, ...(store ? { headers: { "x-store": store } } : {}) });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; key: string };
}

/** Waits for a condition of the system under test (the audit trail is written through the broker). */
async function until<T>(fn: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The stranger has lost every hold: access and refresh tokens, the password, and each key. */
async function expectNoHold(stranger: { email: string; accessToken: string; refreshToken: string }, keys: string[], password = "s3nha-forte") {
  expect(await status(stranger.accessToken)).toBe(401);
  expect((await http("POST", "/auth/refresh", { body: { refreshToken: stranger.refreshToken } })).status).toBe(401);
  expect((await http("POST", "/auth/login", { body: { email: stranger.email, password } })).status).toBe(401);
  for (const key of keys) expect(await status(key)).toBe(401);
}

describe("a stranger registered an invited address first", () => {
  it("keeps nothing once the mailbox's owner confirms it; the owner's later Google sign-in revokes the keys made before", async () => {
    const owner = await signUpVerified(stack, http);
    const ownersKey = await newKey(owner.accessToken);
    const v = uniqueEmail("gerente");
    const invited = await http("POST", "/members", { token: owner.accessToken, body: { emails: [v], role: "manager" } });
    expect(invited.body.data).toEqual([expect.objectContaining({ role: "manager", status: "pending" })]);

    // The stranger types the invited address with a password. The API makes no key for an unconfirmed
    // address (issue 33); a key made before that rule stands for the ones such accounts still hold.
    const stranger = await signUp(http, v);
    const refusedKey = await http("POST", "/api-keys", { token: stranger.accessToken, body: { name: "chave", environment: "test" } });
    expect([refusedKey.status, refusedKey.body.error?.codigo]).toEqual([403, "EMAIL_NAO_VERIFICADO"]);
    const strangersKey = await identity.legacyApiKey(stranger.user.id);
    const early = await http("GET", "/products", as(stranger.accessToken, owner.user.id));
    expect(early.body.error?.codigo).toBe("EMAIL_NAO_VERIFICADO");

    // The mailbox's owner opens the link: opening changes nothing (the stranger still cannot act as manager).
    const link = await verificationLinkFor(stack, v);
    const opened = await fetch(verifyEmailApiUrl(stack, link), { redirect: "manual", headers: { accept: "application/json" } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ data: { email: v } });
    expect((await http("GET", "/products", as(stranger.accessToken, owner.user.id))).status).toBe(403);

    // Confirming sets the owner's password and takes everything earlier away.
    const confirmed = await http("POST", "/auth/verify-email", { body: { token: link.searchParams.get("token"), password: OWNERS_PASSWORD } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.user).toMatchObject({ id: stranger.user.id, email: v, email_verified: true });
    await expectNoHold({ ...stranger, email: v }, [strangersKey.key]);
    expect((await http("GET", "/products", as(stranger.accessToken, owner.user.id))).status).toBe(401);

    // The owner of the mailbox now acts as the store's manager, with the password they chose.
    const mine = confirmed.body.data.accessToken as string;
    expect((await http("GET", "/products", as(mine, owner.user.id))).status).toBe(200);
    expect((await http("POST", "/auth/login", { body: { email: v, password: OWNERS_PASSWORD } })).status).toBe(200);
    expect((await http("GET", "/api-keys", { token: mine })).body.data).toEqual([]);
    // The account's own audit trail names the stranger's key the confirmation revoked.
    const ownTrail = await until(async () => {
      const r = await http("GET", `/audit?action=api_key.revoked&target_id=${strangersKey.id}`, { token: mine });
      return r.body.data?.length ? r.body.data : undefined;
    });
    expect(ownTrail[0]).toMatchObject({ actor: { type: "user", id: stranger.user.id }, summary: { reason: "email_confirmed" } });
    const storeKey = await newKey(mine, owner.user.id);
    expect((await http("GET", "/api-keys", { token: owner.accessToken })).body.data.map((k: { id: string }) => k.id)).toContain(storeKey.id);

    // Later the same person signs in with Google: the link revokes sessions and every key made before,
    // including the key made for the owner's store; the store owner's own key is not touched.
    const linked = await google(v);
    expect(linked.status).toBe(200);
    expect(linked.body.data.user.id).toBe(stranger.user.id);
    expect(await status(storeKey.key)).toBe(401);
    expect(await status(mine)).toBe(401);
    expect(await status(ownersKey.key)).toBe(200);
    expect((await http("GET", "/api-keys", { token: owner.accessToken })).body.data.map((k: { id: string }) => k.id)).toEqual([ownersKey.id]);
    expect((await http("GET", "/products", as(linked.body.data.accessToken, owner.user.id))).status).toBe(200);

    // The store's audit trail says which key went and why, with the member as the actor.
    const entries = await until(async () => {
      const r = await http("GET", `/audit?action=api_key.revoked&target_id=${storeKey.id}`, { token: owner.accessToken });
      return r.body.data?.length ? r.body.data : undefined;
    });
    expect(entries[0]).toMatchObject({ actor: { type: "member", id: stranger.user.id }, summary: { reason: "social_linked", name: "chave" } });
  });

  it("mints no key and keeps nothing opened while the confirmation runs (key creations and logins every 5 ms)", async () => {
    const v = uniqueEmail("corrida");
    const stranger = await signUp(http, v);
    const link = await verificationLinkFor(stack, v);
    const keys: Promise<{ status: number; body: any }>[] = [];
    const logins: Promise<{ status: number; body: any }>[] = [];
    let confirmation: Promise<{ status: number; body: any }> | undefined;
    for (let i = 0; i < 60; i++) {
      keys.push(http("POST", "/api-keys", { token: stranger.accessToken, body: { name: `k${i}`, environment: "test" } }));
      if (i % 2 === 0) logins.push(http("POST", "/auth/login", { body: { email: v, password: "s3nha-forte" } }));
      if (i === 20) confirmation = http("POST", "/auth/verify-email", { body: { token: link.searchParams.get("token"), password: OWNERS_PASSWORD } });
      await new Promise((r) => setTimeout(r, 5));
    }
    const confirmed = await confirmation!;
    expect(confirmed.status).toBe(200);
    // Before the confirmation the address is unconfirmed (403 EMAIL_NAO_VERIFICADO); after it the
    // stranger's session is revoked (401): no key was ever made, at no moment of the race.
    const answers = await Promise.all(keys);
    expect(answers.filter((r) => r.status === 403).length).toBeGreaterThan(0);
    for (const r of answers) expect(r.status === 401 || (r.status === 403 && r.body.error.codigo === "EMAIL_NAO_VERIFICADO")).toBe(true);
    const opened = (await Promise.all(logins)).filter((r) => r.status === 200).map((r) => r.body.data.accessToken as string);
    for (const token of opened) expect(await status(token)).toBe(401);
    // The account holds exactly the confirmation's session and no key.
    const mine = confirmed.body.data.accessToken as string;
    expect(await status(mine)).toBe(200);
    expect((await http("GET", "/api-keys", { token: mine })).body.data).toEqual([]);
  });

  it("an address verified before this rule (stranger still holding a session and a store key): the owner's Google sign-in revokes them", async () => {
    const owner = await signUpVerified(stack, http);
    const v = uniqueEmail("legado");
    await http("POST", "/members", { token: owner.accessToken, body: { emails: [v], role: "manager" } });
    const stranger = await signUp(http, v);
    // As the old GET link did: the address verified, nothing else touched.
    await identity.query("UPDATE users SET email_verified_at = now() WHERE id = $1", [stranger.user.id]);
    const storeKey = await newKey(stranger.accessToken, owner.user.id);
    const ownKey = await newKey(stranger.accessToken);

    const linked = await google(v);
    expect(linked.status).toBe(200);
    await expectNoHold({ ...stranger, email: v }, [storeKey.key, ownKey.key]);
    expect((await http("GET", "/api-keys", { token: owner.accessToken })).body.data).toEqual([]);
  });
});

describe("a team account (issue 23 item 6)", () => {
  it("is not linked by a Google sign-in on its own: 401, password and sessions untouched; its owner links it while signed in", async () => {
    const team = await signUpTeam(stack, http);
    const refused = await google(team.email);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { message: expect.stringMatching(/conta da equipe.*Entre com e-mail e senha.*POST \/auth\/social\/link/s), codigo: "CREDENCIAL_INVALIDA" } });
    expect((await http("GET", "/auth/me", { token: team.accessToken })).body.data).toMatchObject({ id: team.user.id, is_admin: true });
    expect((await http("POST", "/auth/login", { body: { email: team.email, password: "s3nha-forte" } })).status).toBe(200);

    // The explicit link needs the owner's session and the provider's word for the same address.
    const idpJwt = await stack.idp.mintToken({ email: team.email, sub: `google-${team.email}` });
    expect((await http("POST", "/auth/social/link", { body: { idpJwt } })).status).toBe(401);
    const key = await newKey(team.accessToken);
    expect((await http("POST", "/auth/social/link", { token: key.key, body: { idpJwt } })).status).toBe(403);
    const otherAddress = await stack.idp.mintToken({ email: uniqueEmail("outra"), sub: `google-${team.email}` });
    const wrong = await http("POST", "/auth/social/link", { token: team.accessToken, body: { idpJwt: otherAddress } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { message: expect.stringMatching(/mesmo e-mail/), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "idpJwt" })] } });

    const link = await http("POST", "/auth/social/link", { token: team.accessToken, body: { idpJwt } });
    expect(link.status).toBe(200);
    expect(link.body.data).toMatchObject({ id: team.user.id, is_admin: true });
    // Now the sign-in finds the account by its subject; nothing was taken away.
    const signedIn = await google(team.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ id: team.user.id, is_admin: true });
    expect(await status(team.accessToken)).toBe(200);
    expect(await status(key.key)).toBe(200);
    expect((await http("POST", "/auth/login", { body: { email: team.email, password: "s3nha-forte" } })).status).toBe(200);
    // Linking again is a no-op.
    expect((await http("POST", "/auth/social/link", { token: team.accessToken, body: { idpJwt } })).status).toBe(200);
    // An account whose address nobody proved cannot link itself either.
    const unverified = await signUp(http);
    const own = await stack.idp.mintToken({ email: unverified.email, sub: `google-${unverified.email}` });
    const refusedLink = await http("POST", "/auth/social/link", { token: unverified.accessToken, body: { idpJwt: own } });
    expect(refusedLink.status).toBe(403);
    expect(refusedLink.body.error.codigo).toBe("EMAIL_NAO_VERIFICADO");
  });
});
