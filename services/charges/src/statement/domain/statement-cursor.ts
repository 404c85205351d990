import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { invalidField } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";

/**
 * The statement's `next_cursor` (issue 32). A page ends at a row whose key is a ledger posting id, and
 * posting ids are global: handed out as they are, a store could count every other store's postings
 * between two of its pages. So the cursor is the key sealed with AES-256-GCM (random IV) and bound to
 * the store and environment it was handed to (the GCM additional data): opaque to the merchant, and
 * any cursor this service did not hand to this store in this environment — another store's, the
 * other environment's, altered, or in the old plain shape — fails authentication and is a 400. The
 * key is derived (HKDF-SHA256) from the service secret every replica shares, so any replica reads a
 * cursor another handed out; a new secret only sends a merchant back to the first page. Paging stays
 * keyset on the posting id, exactly as before.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEQ_BYTES = 8;
/** base64url of iv ‖ tag ‖ sealed 8-byte key, without padding. */
const CURSOR = /^[A-Za-z0-9_-]{48}$/;
const KEY_INFO = "pix/charges/statement-cursor/v1";
const MAX_SEQ = 2n ** 63n - 1n; // a PostgreSQL bigint

const refused = () =>
  invalidField("cursor", "FORMATO_INVALIDO", "use o next_cursor da página anterior deste extrato, sem alterá-lo (ele vale só para a loja e o ambiente que o receberam)", "consulta");

export class StatementCursors {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), KEY_INFO, 32));
  }

  encode(scope: StoreScope, seq: bigint): string {
    if (seq < 1n || seq > MAX_SEQ) throw new Error(`statement row key out of range: ${seq}`);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv).setAAD(boundTo(scope));
    const plain = Buffer.alloc(SEQ_BYTES);
    plain.writeBigUInt64BE(seq);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  }

  /** The row key to continue below, for this store and environment only; anything else is a 400, never a database error. */
  decode(scope: StoreScope, text: string): bigint {
    if (!CURSOR.test(text)) throw refused();
    const raw = Buffer.from(text, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES)).setAAD(boundTo(scope));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      throw refused();
    }
    const seq = plain.readBigUInt64BE();
    if (seq < 1n || seq > MAX_SEQ) throw refused();
    return seq;
  }
}

const boundTo = (scope: StoreScope) => Buffer.from(`${scope.storeId}|${scope.environment}`);
