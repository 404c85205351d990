import { hkdfSync } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { principalSchema, type Principal } from "@pix/grpc";
import { isBcbScope, type BcbScope } from "../permissions";

/**
 * The OAuth access tokens of /bcb/v2 (client credentials, issue 39): HS256 JWTs the gateway signs
 * and alone verifies, carrying the API key's principal (store, environment, role, restricted scopes)
 * and the BCB scopes granted. Short-lived because a token outlives nothing else: a key revoked now
 * stops minting tokens at once, and its last token works at most TOKEN_TTL_S more.
 */
export const TOKEN_TTL_S = 300;
const ISSUER = "pix-gateway/bcb";
const AUDIENCE = "bcb-api-pix";

export interface TokenKey { secret: Uint8Array }

/** A key of its own, derived from the gateway's principal secret: a token is never a valid principal signature. */
export function tokenKeyOf(principalSecret: string): TokenKey {
  return { secret: new Uint8Array(hkdfSync("sha256", principalSecret, "", "bcb-api-pix oauth access token", 32)) };
}

export async function issueToken(key: TokenKey, principal: Principal, scopes: BcbScope[], now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ p: principal, scope: scopes.join(" ") })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(principal.apiKeyId ?? principal.userId)
    .setIssuedAt(iat).setExpirationTime(iat + TOKEN_TTL_S)
    .sign(key.secret);
}

export interface Verified { principal: Principal; scopes: BcbScope[] }

/** The token's principal and scopes, or null when it is not one of ours, altered or expired. */
export async function verifyToken(key: TokenKey, token: string, now = Date.now()): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE, typ: "at+jwt", requiredClaims: ["exp", "iat", "sub"],
      currentDate: new Date(now),
    });
    const principal = principalSchema.parse(payload.p);
    const scopes = String(payload.scope ?? "").split(" ").filter(isBcbScope);
    return { principal: Object.freeze(principal), scopes };
  } catch {
    return null;
  }
}
