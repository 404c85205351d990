import type { Message } from "@pix/grpc";
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from "jose";
import type { KeyObject } from "node:crypto";

export interface SessionClaims {
  userId: string;
  sessionId: string;
  environment: "test" | "live";
}

/** What identity's GetAccessTokenKey answers. */
export type AccessTokenKeyMessage = Message<"pix.identity.v1.AccessTokenKey">;

interface VerificationKey {
  key: KeyObject | Uint8Array;
  kid: string | undefined;
  algorithm: string;
  issuer: string;
  audience: string;
}

/** Invalid (bad signature, expired, foreign audience…): answer 401 here. Unknown: ask identity. */
export type Verdict = { ok: true; claims: SessionClaims } | { ok: false; reason: "invalid" | "unverifiable" };

const REFETCH_AFTER_MS = 30_000;

/**
 * Verifies session JWTs at the gateway (issue 13) with identity's public key, fetched from identity
 * (GetAccessTokenKey) on first use and kept; identity stays the only issuer (it alone holds the
 * private key). Same checks as identity's verifyAccessToken: pinned algorithm, issuer, audience,
 * exp/iat/sub/sid required. A token whose `kid` is not the key held (identity's secret rotated) or
 * any token while the key cannot be fetched is "unverifiable": the caller lets identity decide, and
 * a new fetch is tried at most every 30 s.
 */
export class SessionTokenVerifier {
  private key: VerificationKey | null = null;
  private fetching: Promise<void> | null = null;
  private lastFetch = -Infinity;

  constructor(private readonly fetchKey: () => Promise<AccessTokenKeyMessage>, private readonly now: () => number = Date.now) {}

  async verify(token: string): Promise<Verdict> {
    const key = await this.currentKey();
    if (!key) return { ok: false, reason: "unverifiable" };
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return { ok: false, reason: "invalid" }; // not a JWT at all
    }
    if (kid !== key.kid) {
      this.refetchSoon();
      return { ok: false, reason: "unverifiable" };
    }
    try {
      const { payload } = await jwtVerify(token, key.key, {
        algorithms: [key.algorithm],
        issuer: key.issuer,
        audience: key.audience,
        requiredClaims: ["exp", "iat", "sub", "sid"],
      });
      const environment = payload.env === "live" ? "live" : "test";
      return { ok: true, claims: { userId: String(payload.sub), sessionId: String(payload.sid), environment } };
    } catch {
      return { ok: false, reason: "invalid" };
    }
  }

  private async currentKey(): Promise<VerificationKey | null> {
    if (!this.key) {
      this.refetchSoon();
      await this.fetching;
    }
    return this.key;
  }

  private refetchSoon(): void {
    if (this.fetching || this.now() - this.lastFetch < REFETCH_AFTER_MS) return;
    this.lastFetch = this.now();
    this.fetching = this.load().catch(() => undefined).finally(() => { this.fetching = null; });
  }

  private async load(): Promise<void> {
    const m = await this.fetchKey();
    const jwk = JSON.parse(m.jwk) as JWK;
    if (m.algorithm !== "EdDSA" || jwk.kty !== "OKP") throw new Error(`unexpected access token key: ${m.algorithm}/${jwk.kty}`);
    const key = (await importJWK(jwk, m.algorithm)) as KeyObject | Uint8Array;
    this.key = { key, kid: jwk.kid, algorithm: m.algorithm, issuer: m.issuer, audience: m.audience };
  }
}
