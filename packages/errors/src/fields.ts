import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./text";
import { invalidField } from "./validate";

/**
 * The field rules a service applies to a gRPC request whose shape the generated proto types already
 * give (zod stays at the HTTP edge): plain checks, each failing as the edge's 400 does (one `erros` entry).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text PostgreSQL can store, at most `max` characters. */
export function textField(field: string, value: string, max: number): string {
  if (!isStorableText(value)) throw invalidField(field, "FORMATO_INVALIDO", UNSTORABLE_TEXT_MESSAGE);
  if (value.length > max) throw invalidField(field, "TAMANHO_MAXIMO", `no máximo ${max} caracteres`);
  return value;
}

export function optionalText(field: string, value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : textField(field, value, max);
}

export function uuidField(field: string, value: string): string {
  if (!UUID.test(value)) throw invalidField(field, "FORMATO_INVALIDO", "use um UUID, por exemplo 0b7e6f2a-3c1d-4e5f-8a9b-1c2d3e4f5a6b");
  return value;
}

/** Centavos: a non-negative safe integer. */
export function centsField(field: string, value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) throw invalidField(field, "TIPO_INVALIDO", "use centavos, um inteiro não negativo, por exemplo 1050");
  return value;
}

/** Trimmed text of 1 to `max` characters: blank is refused as missing. */
export function requiredText(field: string, value: string, max: number): string {
  const trimmed = textField(field, value.trim(), max);
  if (trimmed.length === 0) throw invalidField(field, "CAMPO_OBRIGATORIO", "não pode ser vazio");
  return trimmed;
}

/** One of a closed set of options (an enum of the contract). */
export function oneOf<T extends string>(field: string, value: string, options: readonly T[]): T {
  if (!(options as readonly string[]).includes(value)) throw invalidField(field, "OPCAO_INVALIDA", `use um destes valores: ${options.join(", ")}`);
  return value as T;
}

export function optionalOneOf<T extends string>(field: string, value: string | undefined, options: readonly T[]): T | undefined {
  return value === undefined ? undefined : oneOf(field, value, options);
}

/** zod's own e-mail pattern, so the edge and the services accept the same addresses. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address as stored: trimmed, lower case, at most 254 characters. */
export function emailField(field: string, value: string): string {
  const email = textField(field, value.trim().toLowerCase(), 254);
  if (!EMAIL.test(email)) throw invalidField(field, "FORMATO_INVALIDO", "use um e-mail válido, por exemplo nome@exemplo.com.br");
  return email;
}

/** Text that must match `pattern`; `expected` says what is asked for, with an example. */
export function patternField(field: string, value: string, pattern: RegExp, expected: string): string {
  if (!pattern.test(value)) throw invalidField(field, "FORMATO_INVALIDO", expected);
  return value;
}

/** An integer from `min` to `max`. */
export function intField(field: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value)) throw invalidField(field, "TIPO_INVALIDO", "use um número inteiro, por exemplo 10");
  if (value < min) throw invalidField(field, "VALOR_MINIMO", `deve ser no mínimo ${min}`);
  if (value > max) throw invalidField(field, "VALOR_MAXIMO", `deve ser no máximo ${max}`);
  return value;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An instant in ISO 8601 with its offset (what `z.iso.datetime({ offset: true })` accepts at the edge). */
export function isoInstantField(field: string, value: string): string {
  if (!ISO_INSTANT.test(value) || Number.isNaN(new Date(value).getTime())) {
    throw invalidField(field, "FORMATO_INVALIDO", "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00");
  }
  return value;
}
