import { SignJWT, UnsecuredJWT } from "jose";
import { accessTokenKeys } from "@pix/identity/src/domain/tokens";
import { client, confirmOwnEmail, JWT_SECRET, startStack, Stack, uniqueEmail } from "./stack";
import type { IdentityExtras } from "./stack/identity";

let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ bodyLimit: "2kb" });
  http = client(stack.url);
});
afterAll(() => stack.close());

async function signUp(email = uniqueEmail()) {
  const res = await http("POST", "/auth/register", { body: { name: "Maria Lojista", email, password: "s3nha-forte" } });
  expect(res.status).toBe(201);
  return { email, ...res.body.data };
}

/** An account that may create API keys: its address confirmed from its own session (issue 33). */
async function signUpWithKeys() {
  const account = await signUp();
  await confirmOwnEmail(stack, account);
  return account;
}

// Identity signs session tokens with the Ed25519 key derived from JWT_SECRET (issue 13).
const { privateKey: key, kid } = accessTokenKeys(JWT_SECRET);
const forge = (claims: Record<string, unknown>, exp: number | string = "1h", header: { kid?: string } = { kid }) =>
  new SignJWT(claims).setProtectedHeader({ alg: "EdDSA", ...header }).setIssuedAt().setExpirationTime(exp);

describe("register, login, me", () => {
  it("registers, logs in and reads the account with its environment", async () => {
    const { email, user, accessToken, refreshToken } = await signUp();
    expect(user).toMatchObject({ email, name: "Maria Lojista", production_status: "sandbox", is_admin: false, cnpj: null, notify_payment_email: true });
    expect(refreshToken).toEqual(expect.any(String));
    const login = await http("POST", "/auth/login", { body: { email, password: "s3nha-forte" } });
    expect(login.status).toBe(200);
    const me = await http("GET", "/auth/me", { token: login.body.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, email, environment: "test" });
    expect((await http("GET", "/auth/me", { token: accessToken })).status).toBe(200);
  });

  it("refuses a duplicate e-mail, a wrong password and bad bodies with the contract's shapes", async () => {
    const { email } = await signUp();
    const dup = await http("POST", "/auth/register", { body: { name: "X", email, password: "outra-senha" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toEqual(expect.any(String));
    const wrong = await http("POST", "/auth/login", { body: { email, password: "errada!!" } });
    expect(wrong.status).toBe(401);
    expect(typeof wrong.body.error).toBe("string");
    const malformed = await http("POST", "/auth/login", { raw: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: { message: expect.stringMatching(/^JSON malformado/), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ codigo: "JSON_MALFORMADO" })] } });
    const wrongType = await http("POST", "/auth/register", { body: { name: 1, email: "a@b.c", password: "cavalo-bateria-grampo" } });
    expect(wrongType.status).toBe(400);
    const unknownField = await http("POST", "/auth/login", { body: { email, password: "s3nha-forte", admin: true } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error.message).toMatch(/`admin` do corpo: campo desconhecido/);
    const form = await http("POST", "/auth/login", { raw: `email=${email}&password=x`, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: { message: expect.stringMatching(/application\/json/), codigo: "TIPO_NAO_SUPORTADO" } });
    const huge = await http("POST", "/auth/login", { body: { email, password: "x".repeat(5000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toEqual(expect.any(String));
  });

  it("takes no team power from the e-mail (only an operator's grant gives it), and admits no is_admin from the body", async () => {
    const res = await http("POST", "/auth/register", { body: { name: "Equipe", email: "equipe@pix.test", password: "s3nha-forte" } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.is_admin).toBe(false);
    const withFlag = await http("POST", "/auth/register", { body: { name: "Equipe", email: uniqueEmail(), password: "s3nha-forte", is_admin: true } });
    expect(withFlag.status).toBe(400);
  });
});

describe("password policy", () => {
  it.each([
    ["too short (9 characters)", "abc-12345", /pelo menos 10 caracteres/],
    ["one of the most common passwords", "1234567890", /mais usadas/],
    ["a common password in another case", "QWERTYUIOP", /mais usadas/],
  ])("refuses a password that is %s with 400 and a message saying why", async (_why, password, message) => {
    const email = uniqueEmail();
    const res = await http("POST", "/auth/register", { body: { name: "Maria", email, password } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(message), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "password" })] } });
    // Nothing was created: the e-mail is still free.
    expect((await http("POST", "/auth/register", { body: { name: "Maria", email, password: "cavalo-bateria-grampo" } })).status).toBe(201);
  });
});

describe("bearer token checks", () => {
  it("answers 401 with a string error for missing, garbage, alg:none, expired, foreign-audience and forged tokens", async () => {
    const { user, accessToken } = await signUp();
    const claims = { sub: user.id, sid: "00000000-0000-4000-8000-000000000000", env: "test" };
    const none = new UnsecuredJWT(claims).setIssuer("pix-gateway").setAudience("pix-gateway-api").setExpirationTime("1h").encode();
    const expired = await forge(claims, Math.floor(Date.now() / 1000) - 10).setIssuer("pix-gateway").setAudience("pix-gateway-api").sign(key);
    const otherAud = await forge(claims).setIssuer("pix-gateway").setAudience("someone-else").sign(key);
    const other = accessTokenKeys("x".repeat(40));
    // Another key under its own kid (identity is asked) and under ours (refused at the gateway).
    const otherKey = await forge(claims, "1h", { kid: other.kid }).setIssuer("pix-gateway").setAudience("pix-gateway-api").sign(other.privateKey);
    const otherKeyOurKid = await forge(claims).setIssuer("pix-gateway").setAudience("pix-gateway-api").sign(other.privateKey);
    // The old HS256 token with the shared secret, and algorithm confusion with the public key's bytes.
    const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid }).setIssuedAt().setExpirationTime("1h")
      .setIssuer("pix-gateway").setAudience("pix-gateway-api").sign(new TextEncoder().encode(JWT_SECRET));
    const tampered = accessToken.slice(0, -3) + (accessToken.endsWith("a") ? "bcd" : "abc");
    for (const token of [undefined, "garbage", none, expired, otherAud, otherKey, otherKeyOurKid, hs256, tampered, "service_test_doesnotexist"]) {
      const res = await http("GET", "/auth/me", { token });
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it("rejects a session of a valid shape whose session id does not exist", async () => {
    const { user } = await signUp();
    const token = await forge({ sub: user.id, sid: "00000000-0000-4000-8000-000000000000", env: "test" })
      .setIssuer("pix-gateway").setAudience("pix-gateway-api").sign(key);
    expect((await http("GET", "/auth/me", { token })).status).toBe(401);
  });
});

describe("refresh, environment and profile", () => {
  it("rotates refresh tokens, and a reused refresh token revokes the session", async () => {
    const { refreshToken } = await signUp();
    const first = await http("POST", "/auth/refresh", { body: { refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(refreshToken);
    const replay = await http("POST", "/auth/refresh", { body: { refreshToken } });
    expect(replay.status).toBe(401);
    const afterTheft = await http("POST", "/auth/refresh", { body: { refreshToken: first.body.data.refreshToken } });
    expect(afterTheft.status).toBe(401);
  });

  it("keeps test before approval: live switch answers 409 PRODUCAO_NAO_LIBERADA with a producao block", async () => {
    const { accessToken, refreshToken } = await signUp();
    const live = await http("POST", "/auth/environment", { token: accessToken, body: { environment: "live" } });
    expect(live.status).toBe(409);
    expect(live.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: { status: "sandbox", liberada: false } });
    const test = await http("POST", "/auth/environment", { token: accessToken, body: { environment: "test" } });
    expect(test.status).toBe(200);
    expect(test.body.data.environment).toBe("test");
    const refreshed = await http("POST", "/auth/refresh", { body: { refreshToken } });
    const me = await http("GET", "/auth/me", { token: refreshed.body.data.accessToken });
    expect(me.body.data.environment).toBe("test");
    const bad = await http("POST", "/auth/environment", { token: accessToken, body: { environment: "prod" } });
    expect(bad.status).toBe(400);
  });

  it("after approval, switches to live, keeps live across refresh, and accepts live keys", async () => {
    const { user, accessToken, refreshToken } = await signUpWithKeys();
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const live = await http("POST", "/auth/environment", { token: accessToken, body: { environment: "live" } });
    expect(live.status).toBe(200);
    expect((await http("GET", "/auth/me", { token: live.body.data.accessToken })).body.data.environment).toBe("live");
    const refreshed = await http("POST", "/auth/refresh", { body: { refreshToken } });
    expect((await http("GET", "/auth/me", { token: refreshed.body.data.accessToken })).body.data.environment).toBe("live");
    const key = await http("POST", "/api-keys", { token: accessToken, body: { name: "prod", environment: "live" } });
    expect(key.status).toBe(201);
    expect(key.body.data.key).toMatch(/^service_live_/);
    expect((await http("GET", "/auth/me", { token: key.body.data.key })).body.data.environment).toBe("live");
  });

  it("answers 403 PRODUCAO_NAO_LIBERADA when a live key is used while the store is not approved", async () => {
    const { user, accessToken } = await signUpWithKeys();
    const identity = stack.extras.identity as IdentityExtras;
    await identity.setProductionStatus(user.id, "approved");
    const key = (await http("POST", "/api-keys", { token: accessToken, body: { name: "prod", environment: "live" } })).body.data.key;
    await identity.setProductionStatus(user.id, "rejected");
    const used = await http("GET", "/auth/me", { token: key });
    expect(used.status).toBe(403);
    expect(used.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: { status: "rejected", liberada: false } });
  });

  it("updates the profile, normalising documents to digits and clearing with null", async () => {
    const { accessToken } = await signUp();
    const res = await http("PUT", "/auth/profile", { token: accessToken, body: { company: "Loja da Maria", cnpj: "11.222.333/0001-81", phone: "(11) 98888-7777", notify_payment_email: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ company: "Loja da Maria", cnpj: "11222333000181", phone: "11988887777", notify_payment_email: false });
    const cleared = await http("PUT", "/auth/profile", { token: accessToken, body: { company: null } });
    expect(cleared.body.data.company).toBeNull();
    expect(cleared.body.data.cnpj).toBe("11222333000181");
    const wrong = await http("PUT", "/auth/profile", { token: accessToken, body: { receipt_email: "yes" } });
    expect(wrong.status).toBe(400);
    const sneaky = await http("PUT", "/auth/profile", { token: accessToken, body: { production_status: "approved" } });
    expect(sneaky.status).toBe(400);
  });
});

describe("API keys", () => {
  it("creates a test key shown once, authenticates with it, lists it without the secret, and revokes it", async () => {
    const { accessToken, user } = await signUpWithKeys();
    const created = await http("POST", "/api-keys", { token: accessToken, body: { name: "ERP", environment: "test" } });
    expect(created.status).toBe(201);
    const apiKey: string = created.body.data.key;
    expect(apiKey).toMatch(/^service_test_[A-Za-z0-9_-]{32}$/);
    const me = await http("GET", "/auth/me", { token: apiKey });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, environment: "test", is_admin: false });
    const list = await http("GET", "/api-keys", { token: accessToken });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(apiKey);
    const revoked = await http("DELETE", `/api-keys/${created.body.data.id}`, { token: accessToken });
    expect(revoked.status).toBe(200);
    const after = await http("GET", "/auth/me", { token: apiKey });
    expect(after.status).toBe(401);
    expect(typeof after.body.error).toBe("string");
  });

  it("refuses live keys before approval (409) and a live key in use (403), both PRODUCAO_NAO_LIBERADA", async () => {
    const { accessToken } = await signUpWithKeys();
    const live = await http("POST", "/api-keys", { token: accessToken, body: { name: "prod", environment: "live" } });
    expect(live.status).toBe(409);
    expect(live.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: expect.objectContaining({ status: "sandbox" }) });
  });

  it("never lets one merchant revoke another's key; unknown and malformed ids are 404", async () => {
    const a = await signUpWithKeys();
    const b = await signUp();
    const created = await http("POST", "/api-keys", { token: a.accessToken, body: { name: "A", environment: "test" } });
    const foreign = await http("DELETE", `/api-keys/${created.body.data.id}`, { token: b.accessToken });
    expect(foreign.status).toBe(404);
    expect((await http("GET", "/auth/me", { token: created.body.data.key })).status).toBe(200);
    expect((await http("DELETE", "/api-keys/00000000-0000-4000-8000-000000000000", { token: a.accessToken })).status).toBe(404);
    expect((await http("DELETE", "/api-keys/not-a-uuid", { token: a.accessToken })).status).toBe(404);
    const missingName = await http("POST", "/api-keys", { token: a.accessToken, body: { environment: "test" } });
    expect(missingName.status).toBe(400);
  });

  it("an API key cannot switch environment nor act for another store", async () => {
    const { accessToken } = await signUpWithKeys();
    const other = await signUp();
    const created = await http("POST", "/api-keys", { token: accessToken, body: { name: "k", environment: "test" } });
    const sw = await http("POST", "/auth/environment", { token: created.body.data.key, body: { environment: "test" } });
    expect(sw.status).toBe(403);
    const store = await http("GET", "/auth/me", { token: accessToken, headers: { "x-store": other.user.id } });
    expect(store.status).toBe(403);
  });
});
