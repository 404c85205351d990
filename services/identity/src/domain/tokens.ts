import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
const ALGORITHM = "HS256"; // pinned: tokens with any other `alg`, `none` included, are rejected

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
  environment: "test" | "live";
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: AccessClaims, s: TokenSettings, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sessionId, env: claims.environment })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(s.issuer)
    .setAudience(s.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(s.secret));
}

/** Returns the claims, or null for anything not signed by us, expired, or for another audience. */
export async function verifyAccessToken(token: string, s: TokenSettings): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(s.secret), {
      algorithms: [ALGORITHM],
      issuer: s.issuer,
      audience: s.audience,
      requiredClaims: ["exp", "iat", "sub", "sid"],
    });
    const env = payload.env === "live" ? "live" : "test";
    return { userId: String(payload.sub), sessionId: String(payload.sid), environment: env };
  } catch {
    return null;
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** High-entropy tokens (refresh tokens, API keys) are stored as SHA-256: a slow KDF adds nothing. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
