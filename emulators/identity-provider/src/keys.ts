import { createHash, generateKeyPairSync, randomBytes, sign, type JsonWebKey } from "node:crypto";

/**
 * RS256 signing key, built on node:crypto rather than jose: jose 6 is ESM-only and the
 * workspace's jest (CommonJS, Node 20) cannot load it, while tests of other packages must
 * start this emulator in-process. The tokens are plain RFC 7515/7519 JWTs, so the gateway
 * can verify them with jose (`createRemoteJWKSet` + `jwtVerify`).
 */
export interface SigningKey {
  kid: string;
  publicJwk: JsonWebKey & { kid: string; alg: "RS256"; use: "sig" };
  signJwt(payload: Record<string, unknown>): string;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

export function createSigningKey(kid = `idp-${randomBytes(6).toString("hex")}`): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const { n, e, kty } = publicKey.export({ format: "jwk" });
  return {
    kid,
    publicJwk: { kty, n, e, kid, alg: "RS256", use: "sig" },
    signJwt(payload) {
      const input = `${b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }))}.${b64url(JSON.stringify(payload))}`;
      return `${input}.${b64url(sign("sha256", Buffer.from(input), privateKey))}`;
    },
  };
}

/** Stable numeric subject per provider+email, like Google's `sub`, so re-minted tokens map to the same user. */
export function defaultSubject(provider: string, email: string): string {
  const digest = createHash("sha256").update(`${provider}:${email.toLowerCase()}`).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(21, "1");
}
