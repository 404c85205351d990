import { invalidField, textField } from "@pix/errors";
import { LINK_METHODS, type LinkMethod } from "./payment-link";

/**
 * The rules a payment link's fields follow whoever calls (the gateway checks the same at the HTTP
 * edge; the gRPC request's shape is the generated proto type, so only these rules remain here).
 */
export function linkDescription(value: string): string {
  const trimmed = textField("description", value, 500).trim();
  if (trimmed.length === 0) throw invalidField("description", "CAMPO_OBRIGATORIO", "informe uma descrição");
  return trimmed;
}

export function linkMethod(value: string | undefined): LinkMethod | undefined {
  if (value === undefined) return undefined;
  if (!(LINK_METHODS as readonly string[]).includes(value)) throw invalidField("method", "OPCAO_INVALIDA", `use ${LINK_METHODS.join(" ou ")}`);
  return value as LinkMethod;
}

/** The reference fields checkout holds (contract 4.7); any other field is a caller bug → 400. */
export function referenceField(field: string): void {
  if (field !== "payment_links.product_id") throw invalidField("field", "OPCAO_INVALIDA", "use payment_links.product_id");
}
