import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signatures of webhook deliveries (contract section 6, plus an additive replay-resistant scheme).
 *
 * - `X-Service-Signature`: hex HMAC-SHA256 of the raw body bytes, keyed with the endpoint secret.
 * - `X-Service-Timestamp` + `X-Service-Signature-V2: t=<unix seconds>,v1=<hex>`: the HMAC of
 *   `"<t>." + body`, so a receiver can refuse a captured request replayed outside a tolerance window.
 *
 * The key is the secret string exactly as shown to the merchant (`whsec_…`), as UTF-8 bytes.
 * Header names are given lower-case, as Node's `req.headers` spells them.
 */
export const HEADER_EVENT = "x-service-event";
export const HEADER_SIGNATURE = "x-service-signature";
export const HEADER_TIMESTAMP = "x-service-timestamp";
export const HEADER_SIGNATURE_V2 = "x-service-signature-v2";

/** Five minutes, as most webhook providers use: wide enough for clock skew and slow receivers. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

type Body = string | Buffer | Uint8Array;

const hmacHex = (secret: string, ...parts: Body[]): string => {
  const mac = createHmac("sha256", secret);
  for (const part of parts) mac.update(part);
  return mac.digest("hex");
};

export function signV1(secret: string, rawBody: Body): string {
  return hmacHex(secret, rawBody);
}

export function signV2(secret: string, rawBody: Body, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.`, rawBody)}`;
}

/** Every signature header of one attempt; `now` is injectable for tests. */
export function signatureHeaders(secret: string, rawBody: Body, now: Date = new Date()): Record<string, string> {
  const t = Math.floor(now.getTime() / 1000);
  return {
    [HEADER_SIGNATURE]: signV1(secret, rawBody),
    [HEADER_TIMESTAMP]: String(t),
    [HEADER_SIGNATURE_V2]: signV2(secret, rawBody, t),
  };
}

/** Constant-time comparison of two hex digests as raw bytes; malformed input is simply unequal. */
function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-fA-F]+$/.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex, "hex"));
}

/** Verifies `X-Service-Signature` against the raw body (the bytes received, before any JSON parsing). */
export function verifyV1(secret: string, rawBody: Body, signatureHeader: string | undefined | null): boolean {
  if (!signatureHeader) return false;
  return sameDigest(signV1(secret, rawBody), signatureHeader.trim());
}

export interface VerifyV2Options {
  toleranceSeconds?: number;
  now?: Date;
}

/**
 * Verifies `X-Service-Signature-V2` and that its timestamp is within the tolerance window. Several
 * `v1=` entries are accepted (any may match), so a sender can sign with two secrets during a rotation.
 */
export function verifyV2(secret: string, rawBody: Body, signatureHeader: string | undefined | null, opts: VerifyV2Options = {}): boolean {
  const parsed = parseV2(signatureHeader);
  if (!parsed) return false;
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - parsed.timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = hmacHex(secret, `${parsed.timestamp}.`, rawBody);
  // Compare against every candidate (no early exit), so timing does not reveal which one matched.
  return parsed.signatures.map((s) => sameDigest(expected, s)).includes(true);
}

export function parseV2(header: string | undefined | null): { timestamp: number; signatures: string[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const eq = item.indexOf("=");
    if (eq < 0) return null;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1") signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}
