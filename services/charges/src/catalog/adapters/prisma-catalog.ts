import { errors } from "@pix/errors";
import { applyDiscount, refusal, type DiscountType } from "../domain/coupon";
import type { CouponsRepository } from "../repositories/coupons";
import type { CustomersRepository } from "../repositories/customers";
import type { ProductsRepository } from "../repositories/products";
import type { Catalog } from "../../shared/usecases/ports";

/** The catalog kept in this service's database: customers, products and coupons (product mode of POST /pix). */
export function prismaCatalog(customers: CustomersRepository, products: ProductsRepository, coupons: CouponsRepository, now: () => Date = () => new Date()): Catalog {
  const view = (c: { id: string; name: string | null; email: string | null; cpfCnpj: string | null; phone: string | null }) =>
    ({ id: c.id, name: c.name, email: c.email, cpf: c.cpfCnpj, phone: c.phone });
  return {
    findProduct: async (scope, id) => {
      const p = await products.find(scope, id);
      return p && { id: p.id, name: p.name, priceCents: Number(p.priceCents), active: p.active };
    },
    /** Refusals are 400s naming the reason, as GET /coupons/validate answers them. */
    redeemCoupon: async (scope, code, amountCents, productId) => {
      const c = await coupons.findByCode(scope, code);
      if (!c) return null;
      const reason = refusal(c, now(), productId ?? null);
      if (reason) throw errors.validation("coupon_code", "VALOR_INVALIDO", reason);
      return { couponId: c.id, amountCents: applyDiscount(amountCents, { type: c.discountType as DiscountType, value: c.discountValue }).amountCents };
    },
    findCustomer: async (scope, id) => {
      const c = await customers.find(scope, id);
      return c && view(c);
    },
    /** `novo_cliente`: reuses the store's customer with the same document, else registers the payer (pix-draft requires the document). */
    registerCustomer: async (scope, payer) => {
      const fields = { name: payer.name, email: payer.email, phone: payer.phone };
      if (payer.cpf === null) return view(await customers.create(scope, { ...fields, cpfCnpj: null }));
      return view(await customers.registerOrReuse(scope, { ...fields, cpfCnpj: payer.cpf }));
    },
  };
}
