import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Contract section 8: `whsec_` followed by 32 hexadecimal characters. */
export const SECRET_PATTERN = /^whsec_[0-9a-fA-F]{32}$/;

export function generateSecret(): string {
  return `whsec_${randomBytes(16).toString("hex")}`;
}

/**
 * Parses WEBHOOK_SECRET_KEY: 32 bytes written as 64 hex characters or as base64 (44 characters).
 * Generate one with `openssl rand -hex 32`.
 */
export function parseSecretKey(text: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  const key = Buffer.from(text, "base64");
  if (key.length === 32 && key.toString("base64") === text) return key;
  throw new Error("must be 32 bytes, as 64 hex characters or base64");
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Webhook secrets must be usable to sign, so they cannot be hashed: they are sealed with AES-256-GCM
 * under a key from the configuration, never stored in plain text. The endpoint id is the additional
 * authenticated data, so a sealed secret copied onto another row does not open.
 * Sealed layout: iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("SecretBox needs a 32-byte key");
  }

  seal(secret: string, endpointId: string): Uint8Array<ArrayBuffer> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(endpointId));
    const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return Uint8Array.from(Buffer.concat([iv, cipher.getAuthTag(), ciphertext]));
  }

  /** Throws when the data was altered, bound to another endpoint, or sealed under another key. */
  open(sealed: Uint8Array, endpointId: string): string {
    const buf = Buffer.from(sealed);
    const decipher = createDecipheriv("aes-256-gcm", this.key, buf.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(endpointId));
    decipher.setAuthTag(buf.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(buf.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  }
}
