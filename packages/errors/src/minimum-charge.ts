import { MINIMUM_CHARGE_CENTS } from "@pix/money";
import { errors } from "./catalogue";

/**
 * The one minimum check (issue 26): a charge, product price, discounted price, link or subscription
 * amount below @pix/money's MINIMUM_CHARGE_CENTS (or not a whole number of centavos) is 400
 * VALOR_MINIMO. It lives here, not in @pix/money, because the error catalogue already imports money.
 */
export function assertMinimumCharge(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < MINIMUM_CHARGE_CENTS) throw errors.valorMinimo();
}
