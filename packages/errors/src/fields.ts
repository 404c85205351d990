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
