import { assertMinimumCharge, invalidField } from "@pix/errors";

export const LINK_METHODS = ["pix"] as const;

/** Active payment links a store may have per environment (issue 8: 409 LIMITE_ATINGIDO beyond). */
export const ACTIVE_LINK_CAP = 1000;
export type LinkMethod = (typeof LINK_METHODS)[number];

/** Contract section 8: a link's amount is at least R$ 5,00, refused before anything is stored. */
export function assertLinkAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw invalidField("amount", "TIPO_INVALIDO", "envie o valor em reais, por exemplo 10.50");
  assertMinimumCharge(cents);
  return cents;
}
