import { assertMinimumCharge, errors } from "@pix/errors";

export type DiscountType = "percent" | "fixed";

/**
 * `value` is an integer: for "percent" hundredths of a percent (33.33 % = 3333, at most 10000),
 * for "fixed" centavos. Both come from the one reais parser (two decimals → × 100).
 */
export interface Discount {
  type: DiscountType;
  value: number;
}

/**
 * The discount in centavos. Rounding rule: a percent discount is price × percent / 100 rounded half
 * up to the centavo (33.33 % of R$ 10,00 = 333.3 → 333; 50 % of R$ 0,05 = 2.5 → 3); a fixed discount
 * is at most the price. Integer arithmetic (BigInt for the product), so nothing is lost to floats:
 * discount + the resulting amount always equal the price.
 */
export function discountCents(priceCents: number, d: Discount): number {
  if (d.type === "fixed") return Math.min(d.value, priceCents);
  const hundredthsOfCent = BigInt(priceCents) * BigInt(d.value); // price × percent × 100
  return Number((hundredthsOfCent + 5000n) / 10000n);
}

/** Price minus the coupon; below the one minimum (5.00) → 400 VALOR_MINIMO. */
export function applyDiscount(priceCents: number, d: Discount): { amountCents: number; discountCents: number } {
  const discount = discountCents(priceCents, d);
  const amountCents = priceCents - discount;
  assertMinimumCharge(amountCents);
  return { amountCents, discountCents: discount };
}

export interface CouponState {
  isActive: boolean;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  productIds: string[];
}

/** Why the coupon does not apply now (null when it does): inactive, expired, exhausted or not for that product. */
export function refusal(c: CouponState, now: Date, productId: string | null): string | null {
  if (!c.isActive) return "Cupom inativo";
  if (c.expiresAt && c.expiresAt.getTime() <= now.getTime()) return "Cupom expirado";
  if (c.maxUses !== null && c.uses >= c.maxUses) return "Cupom esgotado";
  if (c.productIds.length > 0 && (productId === null || !c.productIds.includes(productId))) return "Cupom não vale para este produto";
  return null;
}

export const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks a discount's range: percent in (0, 100], fixed ≥ R$ 0,01. */
export function checkDiscount(d: Discount): Discount {
  if (d.type === "percent" && (d.value <= 0 || d.value > 10_000)) throw errors.validation("discount_value", "VALOR_INVALIDO", "discount_value de um cupom percentual vai de 0.01 a 100");
  if (d.type === "fixed" && d.value < 1) throw errors.validation("discount_value", "VALOR_MINIMO", "discount_value de um cupom fixo é no mínimo 0.01");
  return d;
}
