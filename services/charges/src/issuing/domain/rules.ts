/** Pure issuing rules shared by every path that creates a charge (contract 2.2, 7, 8). */
import { errors, isStorableDate } from "@pix/errors";
import { normalizeTaxId } from "@pix/tax-id";

/** Product mode's validity, and the default of every Pix charge (the engine needs an expiry). */
export const DEFAULT_VALIDITY_MS = 24 * 60 * 60 * 1000;
const MAX_VALIDITY_MS = 366 * DEFAULT_VALIDITY_MS;

/** CPF or CNPJ (numeric or alphanumeric) with valid check digits → digits / upper-case, no punctuation. */
export function normalizePayerDocument(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  const id = normalizeTaxId(value);
  if (!id) throw errors.validation("customer_cpf", "VALOR_INVALIDO", "customer_cpf inválido: informe um CPF ou CNPJ com dígitos verificadores válidos");
  return id.value;
}

/** Return addresses must be absolute http(s) URLs. */
export function normalizeReturnUrl(field: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw errors.validation(field, "FORMATO_INVALIDO", `${field} deve ser uma URL http(s) válida`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw errors.validation(field, "FORMATO_INVALIDO", `${field} deve ser uma URL http(s) válida`);
  return url.toString();
}

/** `expires_at` given → must lie in the future (and within a year); absent → now + 24 h. */
export function resolveExpiry(value: string | undefined, now: Date): Date {
  if (value === undefined) return new Date(now.getTime() + DEFAULT_VALIDITY_MS);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw errors.validation("expires_at", "FORMATO_INVALIDO", "expires_at deve ser uma data ISO 8601");
  if (at.getTime() <= now.getTime()) throw errors.validation("expires_at", "VALOR_MINIMO", "expires_at deve estar no futuro");
  if (at.getTime() - now.getTime() > MAX_VALIDITY_MS) throw errors.validation("expires_at", "VALOR_MAXIMO", "expires_at deve estar a no máximo um ano");
  return at;
}

export function parseOptionalDate(field: string, value: string | undefined): Date | null {
  if (value === undefined) return null;
  const at = new Date(value);
  if (!isStorableDate(at)) throw errors.validation(field, "FORMATO_INVALIDO", `${field} deve ser uma data ISO 8601 entre os anos 0001 e 9999`);
  return at;
}

/** Optional free text: trimmed, blank → null. */
export function text(value: string | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

/** Phone with area code, digits only (contract 2.1). */
export function normalizePhone(value: string | undefined): string | null {
  const t = text(value);
  if (t === null) return null;
  const digits = t.replace(/[\s().+-]/g, "");
  if (!/^\d{10,13}$/.test(digits)) throw errors.validation("customer_phone", "FORMATO_INVALIDO", "customer_phone deve ter DDD e apenas dígitos (10 a 13)");
  return digits;
}
