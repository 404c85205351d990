/**
 * Encryption at rest of subaccounts' engine api keys. A hash would not do: the key must be sent to
 * the engine, so it is stored AES-256-GCM encrypted under a key derived (HKDF) from
 * ENGINE_KEY_SECRET, bound to its row (store + environment as associated data) so a ciphertext
 * copied to another store's row does not decrypt. Format: v1.<iv>.<tag>.<ciphertext>, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export class SecretBox {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync("sha256", secret, "pix-onboarding", "receiving-account-engine-key", 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv).setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
  }

  /** Throws when the value was tampered with, sealed for another context, or under another secret. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("unsupported sealed value");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url")).setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  }
}

/** The associated data of a receiving account's key. */
export const engineKeyContext = (storeId: string, environment: string) => `receiving-account:${storeId}:${environment}`;
