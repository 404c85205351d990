/** Moved from services/charges (domain/tax-id.ts): charges (payer CPF/CNPJ) and onboarding (withdrawal Pix keys) both need it. */
/**
 * Brazilian tax ids: CPF (people, 11 digits) and CNPJ (companies, 14 characters). From July 2026
 * the Receita Federal also issues alphanumeric CNPJs: the 12-character root/branch part may hold
 * A–Z, while the two check digits stay numeric. The same algorithm covers both, because each
 * character is valued as its ASCII code − 48 ("0".."9" → 0..9, "A" → 17 … "Z" → 42).
 */

export interface TaxId {
  kind: "cpf" | "cnpj";
  /** Punctuation stripped and upper-cased, e.g. "11222333000181" or "12ABC34501DE35". */
  value: string;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Modulo-11 check digit shared by CPF and CNPJ: remainder < 2 → 0, else 11 − remainder. */
function checkDigit(value: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (value.charCodeAt(i) - 48) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function hasValidCheckDigits(value: string, w1: readonly number[], w2: readonly number[]): boolean {
  const body = value.length - 2;
  return (
    checkDigit(value, w1) === value.charCodeAt(body) - 48 &&
    checkDigit(value, w2) === value.charCodeAt(body + 1) - 48
  );
}

/**
 * Returns the canonical id, or null when it is neither a valid CPF nor a valid CNPJ. Only
 * ". - /" and whitespace are stripped: anything else makes the input invalid rather than guessed at.
 */
export function normalizeTaxId(input: string): TaxId | null {
  if (typeof input !== "string") return null;
  const stripped = input.replace(/[.\-/\s]/g, "");
  // Check ASCII before upper-casing: "ı".toUpperCase() is "I", and "ß" becomes "SS".
  if (!/^[0-9A-Za-z]+$/.test(stripped)) return null;
  const value = stripped.toUpperCase();
  // Repeated digits (000.000.000-00, 11111111111111, …) pass the checksum but are never issued.
  if (/^(.)\1*$/.test(value)) return null;
  if (/^\d{11}$/.test(value)) {
    return hasValidCheckDigits(value, CPF_WEIGHTS_1, CPF_WEIGHTS_2) ? { kind: "cpf", value } : null;
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) {
    return hasValidCheckDigits(value, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2) ? { kind: "cnpj", value } : null;
  }
  return null;
}

/** True for a valid CPF, formatted ("529.982.247-25") or bare. */
export function isValidCpf(input: string): boolean {
  return normalizeTaxId(input)?.kind === "cpf";
}

/** True for a valid numeric or alphanumeric CNPJ, formatted or bare, any letter case. */
export function isValidCnpj(input: string): boolean {
  return normalizeTaxId(input)?.kind === "cnpj";
}
