import { invalidField, isoInstantField, isStorableDate, oneOf } from "@pix/errors";

/**
 * RunBilling's request rules whoever calls (the shape is the generated proto type): a known scope and,
 * when given, an instant with its offset inside the years PostgreSQL stores.
 */
export function billingRunInput(r: { as_of?: string; scope: string }) {
  const scope = oneOf("scope", r.scope, ["all", "store"] as const);
  if (r.as_of === undefined) return { scope, asOf: undefined };
  const asOf = new Date(isoInstantField("as_of", r.as_of));
  if (!isStorableDate(asOf)) throw invalidField("as_of", "VALOR_MAXIMO", "data fora do intervalo aceito; use uma data entre os anos 1 e 9999");
  return { scope, asOf };
}
