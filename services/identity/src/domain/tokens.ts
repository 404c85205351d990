import { createHash, createPrivateKey, createPublicKey, hkdfSync, randomBytes, type KeyObject } from "node:crypto";
import { exportJWK, jwtVerify, SignJWT, type JWK } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/**
 * Pinned: tokens with any other `alg`, `none` and HS256 included, are rejected. Asymmetric (issue 13)
 * so that the gateway verifies session tokens with the public key while identity stays the only issuer.
 */
export const ACCESS_TOKEN_ALGORITHM = "EdDSA";
const ALGORITHM = ACCESS_TOKEN_ALGORITHM;

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

export interface AccessTokenKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Names the key in the token header, so that a rotated JWT_SECRET is told apart at once. */
  kid: string;
}

/** PKCS#8 prefix of an Ed25519 private key (RFC 8410): the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const derived = new Map<string, AccessTokenKeys>();

/**
 * The Ed25519 signing key pair derived from JWT_SECRET (HKDF-SHA256), so the deployment keeps one
 * secret setting and every identity replica signs with the same key. Only identity holds the secret.
 */
export function accessTokenKeys(secret: string): AccessTokenKeys {
  let keys = derived.get(secret);
  if (!keys) {
    const seed = Buffer.from(hkdfSync("sha256", secret, "pix-identity", "access-token-ed25519", 32));
    const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
    const publicKey = createPublicKey(privateKey);
    const kid = createHash("sha256").update(publicKey.export({ format: "der", type: "spki" })).digest("base64url").slice(0, 16);
    keys = { privateKey, publicKey, kid };
    derived.set(secret, keys);
  }
  return keys;
}

/** What a verifier needs (identity's GetAccessTokenKey): the public key as a JWK, and the pinned claims. */
export async function accessTokenVerificationKey(s: TokenSettings): Promise<{ jwk: JWK; algorithm: string; issuer: string; audience: string }> {
  const { publicKey, kid } = accessTokenKeys(s.secret);
  return { jwk: { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: "sig" }, algorithm: ALGORITHM, issuer: s.issuer, audience: s.audience };
}

export function signAccessToken(claims: AccessClaims, s: TokenSettings, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sessionId, env: claims.environment })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT", kid: accessTokenKeys(s.secret).kid })
    .setSubject(claims.userId)
    .setIssuer(s.issuer)
    .setAudience(s.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(accessTokenKeys(s.secret).privateKey);
}

/** Returns the claims, or null for anything not signed by us, expired, or for another audience. */
export async function verifyAccessToken(token: string, s: TokenSettings): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, accessTokenKeys(s.secret).publicKey, {
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
