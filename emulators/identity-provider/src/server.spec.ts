import { createPublicKey, verify, type JsonWebKey } from "node:crypto";
import { mintIdpToken, startIdentityProvider, type RunningIdentityProvider } from "./index";

/** Verifies an RS256 JWT against a JWKS with node:crypto (jose 6 is ESM-only and jest here is CJS). */
function verifyJwt(token: string, jwks: { keys: (JsonWebKey & { kid: string })[] }) {
  const [h, p, s] = token.split(".");
  const header = JSON.parse(Buffer.from(h, "base64url").toString());
  const jwk = jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new Error("unknown kid");
  const ok = verify("sha256", Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: "jwk" }), Buffer.from(s, "base64url"));
  return { ok, header, payload: JSON.parse(Buffer.from(p, "base64url").toString()) };
}

describe("identity-provider emulator", () => {
  let idp: RunningIdentityProvider;
  beforeAll(async () => {
    idp = await startIdentityProvider({ port: 0, kid: "test-key" });
  });
  afterAll(() => idp.close());

  const jwks = async () => (await (await fetch(`${idp.url}/.well-known/jwks.json`)).json()) as { keys: (JsonWebKey & { kid: string })[] };

  it("publishes its RS256 public key", async () => {
    const { keys } = await jwks();
    expect(keys).toEqual([expect.objectContaining({ kty: "RSA", kid: "test-key", alg: "RS256", use: "sig", n: expect.any(String), e: "AQAB" })]);
    expect(keys[0]).not.toHaveProperty("d"); // never the private part
  });

  it("serves a discovery document pointing to the JWKS", async () => {
    const doc = await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json();
    expect(doc).toMatchObject({ issuer: idp.url, jwks_uri: idp.jwksUrl });
  });

  it("mints signed tokens with defaults", async () => {
    const res = await fetch(`${idp.url}/test/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ana@example.com", name: "Ana" }),
    });
    expect(res.status).toBe(201);
    const { idpJwt } = (await res.json()) as { idpJwt: string };
    const { ok, header, payload } = verifyJwt(idpJwt, await jwks());
    expect(ok).toBe(true);
    expect(header).toEqual({ alg: "RS256", typ: "JWT", kid: "test-key" });
    expect(payload).toMatchObject({ iss: idp.url, aud: "pix-gateway", email: "ana@example.com", email_verified: true, name: "Ana", provider: "google" });
    expect(payload.sub).toMatch(/^\d{21}$/);
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it("keeps sub stable per email and honours explicit claims", async () => {
    const a = verifyJwt(await mintIdpToken(idp.url, { email: "bo@example.com" }), await jwks()).payload;
    const b = verifyJwt(await idp.mintToken({ email: "bo@example.com" }), await jwks()).payload;
    expect(a.sub).toBe(b.sub);
    const c = verifyJwt(await idp.mintToken({ email: "bo@example.com", sub: "s-1", provider: "apple", audience: "other" }), await jwks()).payload;
    expect(c).toMatchObject({ sub: "s-1", provider: "apple", aud: "other" });
  });

  it("mints tokens with any email_verified value and without chosen claims", async () => {
    const asString = verifyJwt(await idp.mintToken({ email: "d@example.com", emailVerified: "true" }), await jwks()).payload;
    expect(asString.email_verified).toBe("true");
    const bare = verifyJwt(await idp.mintToken({ email: "d@example.com", omitClaims: ["provider", "email_verified"] }), await jwks()).payload;
    expect(bare).not.toHaveProperty("provider");
    expect(bare).not.toHaveProperty("email_verified");
    expect(bare.email).toBe("d@example.com");
  });

  it("mints expired tokens on request", async () => {
    const { payload } = verifyJwt(await idp.mintToken({ email: "old@example.com", expiresInSeconds: -60 }), await jwks());
    expect(payload.exp).toBeLessThan(Date.now() / 1000);
    expect(payload.iat).toBeLessThan(payload.exp);
  });

  it("rejects invalid mint requests", async () => {
    const res = await fetch(`${idp.url}/test/tokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "nope" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_request", issues: [{ path: "email" }] });
    await expect(mintIdpToken(idp.url, { email: "x@example.com", expiresInSeconds: 1.5 })).rejects.toThrow(/400/);
  });

  it("uses the configured issuer and audience", async () => {
    const other = await startIdentityProvider({ issuer: "https://accounts.google.test", audience: "aud-x" });
    try {
      const { payload } = verifyJwt(await other.mintToken({ email: "c@example.com" }), (await (await fetch(other.jwksUrl)).json()) as never);
      expect(payload).toMatchObject({ iss: "https://accounts.google.test", aud: "aud-x" });
    } finally {
      await other.close();
    }
  });

  it("answers unknown routes with 404", async () => {
    expect((await fetch(`${idp.url}/nope`)).status).toBe(404);
  });
});
