/**
 * Pix transaction ids (txid): the reconciliation id the payer's PSP carries through the
 * settlement message back to us.
 *
 * Two length limits apply and they differ:
 *  - our API accepts up to 35 alphanumerics, like the BCB "API Pix" cob/cobv resources;
 *  - the BR Code field 62-05 (Reference Label) holds at most 25. A longer txid therefore cannot be
 *    printed in the code: the field gets "***" instead (see txidForBrCode), which is fine for
 *    dynamic codes because the payer's app reads the txid from the location payload.
 */
import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const GENERATED_LENGTH = 25;
const BR_CODE_MAX = 25;

/**
 * 25 random alphanumerics (~149 bits), so a generated txid always fits the BR Code field.
 * randomInt draws uniformly from the CSPRNG, avoiding the modulo bias of `byte % 62`.
 */
export function generateTxid(): string {
  let out = "";
  for (let i = 0; i < GENERATED_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function isValidTxid(s: string): boolean {
  return typeof s === "string" && /^[A-Za-z0-9]{1,35}$/.test(s);
}

/** What goes into BR Code field 62-05 for a txid: the txid itself if it fits, else "***". */
export function txidForBrCode(txid: string | undefined): string {
  return txid !== undefined && txid.length <= BR_CODE_MAX && isValidTxid(txid) ? txid : "***";
}
