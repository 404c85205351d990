/** Pure withdrawal rules: Pix keys by type and the payout attempt policy (the balance is charges' ledger). */
import { centsToReais } from "@pix/money";
import { normalizeTaxId } from "@pix/tax-id";

/** The DICT names of the Pix key types. */
export const PIX_KEY_TYPES = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export type WithdrawalStatus = "pending" | "completed" | "rejected";

/** A payout is tried at most this many times; after the last failure the withdrawal is rejected. */
export const MAX_PAYOUT_ATTEMPTS = 3;

/** DICT limit of an e-mail key. */
const EMAIL_MAX = 77;
// Deliberately plain: one @, no spaces, a dotted domain; DICT itself checks the mailbox.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// +55, a two-digit area code (no 0 in either digit), then 8 (landline) or 9 (mobile) digits.
const PHONE = /^\+55[1-9][1-9]\d{8,9}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key in the canonical form DICT stores (CPF/CNPJ without punctuation, lower-case e-mail and
 * EVP, E.164 phone), or null when it is not a valid key of that type.
 */
export function normalizePixKey(type: PixKeyType, key: string): string | null {
  const trimmed = key.trim();
  switch (type) {
    case "CPF":
    case "CNPJ": {
      const id = normalizeTaxId(trimmed);
      return id && id.kind === type.toLowerCase() ? id.value : null;
    }
    case "EMAIL":
      return trimmed.length <= EMAIL_MAX && EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
    case "PHONE": {
      const phone = trimmed.replace(/[\s()-]/g, "");
      return PHONE.test(phone) ? phone : null;
    }
    case "EVP": {
      const evp = trimmed.toLowerCase();
      return EVP.test(evp) ? evp : null;
    }
  }
}

/** Wait before the next attempt after `attempts` failed ones (1 s, 4 s, …), scaled by base. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 4 ** Math.max(0, attempts - 1);
}

export interface WithdrawalRecord {
  id: string;
  storeId: string;
  environment: "test" | "live";
  amountCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
  status: WithdrawalStatus;
  attempts: number;
  attemptOpen: boolean;
  engineTransferId: string | null;
  endToEndId: string | null;
  failureReason: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

/** `data` of withdrawal.completed (contract 6). */
export function withdrawalCompletedData(w: WithdrawalRecord) {
  return { withdrawal_id: w.id, amount: centsToReais(w.amountCents), pix_key: w.pixKey, end_to_end_id: w.endToEndId, paid_at: w.paidAt?.toISOString() ?? null };
}

/** `data` of withdrawal.rejected (contract 6). */
export function withdrawalRejectedData(w: WithdrawalRecord) {
  return { withdrawal_id: w.id, amount: centsToReais(w.amountCents), pix_key: w.pixKey, reason: w.failureReason ?? "Falha no repasse" };
}
