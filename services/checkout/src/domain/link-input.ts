import { errors, isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@pix/errors";
import { LINK_METHODS, type LinkMethod } from "./payment-link";

/**
 * The rules a payment link's fields follow whoever calls (the gateway checks the same at the HTTP
 * edge; the gRPC request's shape is the generated proto type, so only these rules remain here).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = (field: string, why: string) => errors.validation(`Campo inválido: ${field} (${why})`);

function text(field: string, value: string, max: number): string {
  if (!isStorableText(value)) throw invalid(field, UNSTORABLE_TEXT_MESSAGE);
  if (value.length > max) throw invalid(field, `no máximo ${max} caracteres`);
  return value;
}

export function linkDescription(value: string): string {
  const trimmed = text("description", value, 500).trim();
  if (trimmed.length === 0) throw invalid("description", "informe uma descrição");
  return trimmed;
}

export function linkSlug(value: string | undefined): string | undefined {
  return value === undefined ? undefined : text("slug", value, 200);
}

export function linkMethod(value: string | undefined): LinkMethod | undefined {
  if (value === undefined) return undefined;
  if (!(LINK_METHODS as readonly string[]).includes(value)) throw invalid("method", `use ${LINK_METHODS.join(" ou ")}`);
  return value as LinkMethod;
}

export function uuidField(field: string, value: string): string {
  if (!UUID.test(value)) throw invalid(field, "use um UUID");
  return value;
}

/** The reference fields checkout holds (contract 4.7); any other field is a caller bug → 400. */
export function referenceField(field: string): void {
  if (field !== "payment_links.product_id") throw invalid("field", "use payment_links.product_id");
}

export function linkCents(value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) throw invalid("amount_cents", "use centavos, um inteiro não negativo");
  return value;
}
