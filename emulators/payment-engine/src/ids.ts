import { randomBytes, randomInt, randomUUID } from "node:crypto";

export const uuid = () => randomUUID();
export const chargeId = () => `pay_${randomBytes(8).toString("hex")}`;
export const transactionId = () => `tx_${randomBytes(8).toString("hex")}`;
export const eventId = () => `evt_${randomUUID()}`;
// Asaas-style key prefix; makes keys recognisable if they ever leak into logs.
export const apiKey = () => `$aact_${randomBytes(24).toString("hex")}`;

// ISPBs of a few payer institutions, so end-to-end ids look like real ones.
const PAYER_ISPBS = ["00000000", "00360305", "60701190", "18236120", "60746948"];
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Pix end-to-end id: "E" + payer ISPB (8) + yyyyMMddHHmm (UTC) + 11 alphanumerics = 32 chars. */
export function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, "").slice(0, 12);
  let suffix = "";
  for (let i = 0; i < 11; i++) suffix += ALNUM[randomInt(ALNUM.length)];
  return `E${PAYER_ISPBS[randomInt(PAYER_ISPBS.length)]}${stamp}${suffix}`;
}
