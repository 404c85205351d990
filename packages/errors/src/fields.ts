import { errors } from "./catalogue";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./text";

/**
 * The field rules a service applies to a gRPC request whose shape the generated proto types already
 * give (zod stays at the HTTP edge): plain checks, each failing as `Campo inválido: <field> (<why>)`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = (field: string, why: string) => errors.validation(`Campo inválido: ${field} (${why})`);

/** Text PostgreSQL can store, at most `max` characters. */
export function textField(field: string, value: string, max: number): string {
  if (!isStorableText(value)) throw invalid(field, UNSTORABLE_TEXT_MESSAGE);
  if (value.length > max) throw invalid(field, `no máximo ${max} caracteres`);
  return value;
}

export function optionalText(field: string, value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : textField(field, value, max);
}

export function uuidField(field: string, value: string): string {
  if (!UUID.test(value)) throw invalid(field, "use um UUID");
  return value;
}

/** Centavos: a non-negative safe integer. */
export function centsField(field: string, value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) throw invalid(field, "use centavos, um inteiro não negativo");
  return value;
}
