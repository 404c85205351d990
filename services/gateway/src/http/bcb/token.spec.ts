import { SignJWT } from "jose";
import type { Principal } from "@pix/grpc";
import { bcbScopesOf } from "../permissions";
import { basicCredentials } from "./oauth";
import { issueToken, tokenKeyOf, TOKEN_TTL_S, verifyToken } from "./token";

const principal: Principal = {
  userId: "0b0e7b7c-1111-4111-8111-111111111111", storeId: "0b0e7b7c-1111-4111-8111-111111111111", role: "owner", environment: "test",
  isAdmin: false, credential: "api_key", productionApproved: false, apiKeyId: "k1",
};
const key = tokenKeyOf("a-principal-secret-of-32-characters!");

describe("the OAuth access token", () => {
  it("carries the key's principal and the scopes granted, until it expires", async () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const token = await issueToken(key, principal, ["cob.read", "pix.write"], now);
    expect(await verifyToken(key, token, now + (TOKEN_TTL_S - 1) * 1000)).toEqual({ principal, scopes: ["cob.read", "pix.write"] });
    expect(await verifyToken(key, token, now + (TOKEN_TTL_S + 1) * 1000)).toBeNull();
  });
  it("is refused when signed with another secret, altered, or not ours", async () => {
    const token = await issueToken(key, principal, ["cob.read"]);
    expect(await verifyToken(tokenKeyOf("another-principal-secret-of-32-chars"), token)).toBeNull();
    const [h, p, s] = token.split(".");
    const altered = JSON.parse(Buffer.from(p, "base64url").toString());
    altered.scope = "cob.read cob.write";
    expect(await verifyToken(key, `${h}.${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${s}`)).toBeNull();
    const foreign = await new SignJWT({ p: principal, scope: "cob.write" }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").setSubject("k1").sign(key.secret);
    expect(await verifyToken(key, foreign)).toBeNull(); // no typ, issuer, audience of ours
    expect(await verifyToken(key, "nada")).toBeNull();
  });
  it("drops a scope it does not know", async () => {
    const token = await issueToken(key, principal, ["cob.read", "solicrec.write" as never]);
    expect((await verifyToken(key, token))!.scopes).toEqual(["cob.read"]);
  });
});

describe("the BCB scopes of a key", () => {
  it("are those whose scope of ours it holds", () => {
    expect(bcbScopesOf(principal)).toHaveLength(20);
    expect(bcbScopesOf({ ...principal, scopes: ["cobrancas:ler"] })).toEqual(["cob.read", "cobv.read", "lotecobv.read", "payloadlocation.read", "pix.read"]);
    expect(bcbScopesOf({ ...principal, role: "viewer" })).toEqual(["cob.read", "cobv.read", "cobr.read", "lotecobv.read", "payloadlocation.read", "pix.read", "webhook.read", "rec.read", "webhookrec.read", "webhookcobr.read"]);
    // Pix Automático's authorizations and cycles are a subscription's: rec and cobr stand for assinaturas.
    expect(bcbScopesOf({ ...principal, scopes: ["assinaturas:ler", "assinaturas:escrever"] })).toEqual(["cobr.read", "cobr.write", "rec.read", "rec.write"]);
  });
});

describe("HTTP Basic client credentials", () => {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;
  it("reads the form-urlencoded id and secret (RFC 6749 §2.3.1)", () => {
    expect(basicCredentials(basic("id:service_test_abc"))).toEqual({ clientId: "id", clientSecret: "service_test_abc" });
    expect(basicCredentials(basic("a%3Ab:c%25d:e"))).toEqual({ clientId: "a:b", clientSecret: "c%d:e" });
  });
  it.each([undefined, "", "Bearer x", basic("semdoispontos"), basic(":secret"), basic("id:%E0%A4%A")])("refuses %p", (header) => {
    expect(basicCredentials(header)).toBeNull();
  });
});
