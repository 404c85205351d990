import { centsField, intField, invalidField, optionalText, textField } from "@pix/errors";
import { payerEmail } from "../../issuing/domain/charge-input";

/**
 * The bounds of the catalog's gRPC requests (customers, products, coupons) whoever calls; CPF/CNPJ,
 * phone, price, SKU, URL, ranges and references are the domain's and the use cases' rules.
 */
const MAX_INT32 = 2_147_483_647;

export const catalogId = (value: string) => textField("id", value, 64);

export function customerInput(r: { name?: string; email?: string; cpf_cnpj?: string; phone?: string }) {
  return {
    name: optionalText("name", r.name, 200), email: r.email === "" ? "" : payerEmail("email", r.email), // empty clears it
    cpfCnpj: optionalText("cpf_cnpj", r.cpf_cnpj, 32), phone: optionalText("phone", r.phone, 32),
  };
}

export function productInput(r: { name?: string; description?: string; price_cents?: number; sku?: string; image_url?: string; active?: boolean }) {
  return {
    name: optionalText("name", r.name, 200), description: optionalText("description", r.description, 1000), priceCents: centsField("price_cents", r.price_cents),
    sku: optionalText("sku", r.sku, 200), imageUrl: optionalText("image_url", r.image_url, 2048), active: r.active,
  };
}

export interface CouponRequest {
  code?: string; discount_type?: string; discount_value?: number; expires_at?: string; max_uses?: number; clear_max_uses: boolean;
  product_ids: string[]; set_product_ids: boolean; is_active?: boolean;
}

/** `clear_max_uses` lifts the limit; `set_product_ids` replaces the product list (empty: every product). */
export function couponInput(r: CouponRequest) {
  if (r.product_ids.length > 1000) throw invalidField("product_ids", "TAMANHO_MAXIMO", "deve ter no máximo 1000 itens");
  return {
    code: optionalText("code", r.code, 100), discountType: optionalText("discount_type", r.discount_type, 20),
    discountValue: centsField("discount_value", r.discount_value), expiresAt: optionalText("expires_at", r.expires_at, 40),
    maxUses: r.clear_max_uses ? null : r.max_uses === undefined ? undefined : intField("max_uses", r.max_uses, 0, MAX_INT32),
    productIds: r.set_product_ids ? r.product_ids.map((id, i) => textField(`product_ids[${i}]`, id, 64)) : undefined,
    isActive: r.is_active,
  };
}

export function couponCheckInput(r: { code: string; product_id?: string; amount_cents?: number }) {
  return { code: textField("code", r.code, 100), productId: optionalText("product_id", r.product_id, 64), amountCents: centsField("amount_cents", r.amount_cents) };
}
