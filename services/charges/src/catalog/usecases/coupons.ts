import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { parseOptionalDate } from "../../issuing/domain/rules";
import { applyDiscount, checkDiscount, CODE, refusal, type DiscountType } from "../domain/coupon";
import { RESERVED, type CouponData, type CouponRow, type CouponsRepository } from "../repositories/coupons";
import type { ProductsRepository } from "../repositories/products";
import type { ReferenceHolder } from "@pix/messaging";
import type { ChargeReferences } from "../repositories/charge-references";
import { deleteCatalogRecord } from "./catalog-delete";
import { isUuid } from "../../issuing/usecases/payer";

const NOT_FOUND = () => errors.notFound("Cupom");

export interface CouponInput {
  code?: string;
  discountType?: string;
  discountValue?: number;
  /** "" clears. */
  expiresAt?: string;
  /** null clears. */
  maxUses?: number | null;
  productIds?: string[];
  isActive?: boolean;
}

/** "" clears; else a date PostgreSQL can store (years 0001–9999), as for a charge's dates. */
const expiresAt = (value: string): Date | null => (value === "" ? null : parseOptionalDate("expires_at", value));

/** CRUD and validation of the principal's coupons in its environment; another store's id → 404. */
export function couponUseCases(
  repo: CouponsRepository,
  products: ProductsRepository,
  references: ChargeReferences,
  holders: (p: Principal) => ReferenceHolder[] = () => [],
  now: () => Date = () => new Date(),
) {
  const own = async (p: Principal, id: string): Promise<CouponRow> => {
    const c = isUuid(id) ? await repo.find(scopeOf(p), id) : null;
    if (!c) throw NOT_FOUND();
    return c;
  };
  const fields = async (p: Principal, input: CouponInput, current: CouponRow | null): Promise<Partial<CouponData>> => {
    const out: Partial<CouponData> = {};
    if (input.code !== undefined) {
      if (!CODE.test(input.code)) throw errors.validation("code", "FORMATO_INVALIDO", "code: de 1 a 64 letras, dígitos, _ ou -");
      out.code = input.code;
    }
    if (input.discountType !== undefined || input.discountValue !== undefined) {
      const type = (input.discountType ?? current?.discountType) as DiscountType;
      if (type !== "percent" && type !== "fixed") throw errors.validation("discount_type", "OPCAO_INVALIDA", 'discount_type deve ser "percent" ou "fixed"');
      const value = input.discountValue ?? current?.discountValue;
      if (value === undefined) throw errors.validation("discount_value", "CAMPO_OBRIGATORIO", "discount_value é obrigatório");
      checkDiscount({ type, value });
      Object.assign(out, { discountType: type, discountValue: value });
    }
    if (input.expiresAt !== undefined) out.expiresAt = expiresAt(input.expiresAt);
    if (input.maxUses !== undefined) {
      if (input.maxUses !== null && input.maxUses < 1) throw errors.validation("max_uses", "VALOR_MINIMO", "max_uses deve ser no mínimo 1");
      out.maxUses = input.maxUses;
    }
    if (input.productIds !== undefined) {
      const ids = [...new Set(input.productIds.map((id) => id.toLowerCase()))];
      if (ids.some((id) => !isUuid(id)) || (await repo.countOwnProducts(scopeOf(p), ids)) !== ids.length) {
        throw errors.validation("product_ids", "VALOR_INVALIDO", "product_ids: há produto inexistente");
      }
      out.productIds = ids;
    }
    if (input.isActive !== undefined) out.isActive = input.isActive;
    return out;
  };
  return {
    create: async (p: Principal, input: CouponInput) => {
      if (input.code === undefined || input.discountType === undefined || input.discountValue === undefined) {
        throw errors.validation("code", "CAMPO_OBRIGATORIO", "code, discount_type e discount_value são obrigatórios");
      }
      const f = await fields(p, input, null);
      return repo.create(scopeOf(p), {
        code: f.code!, discountType: f.discountType!, discountValue: f.discountValue!, expiresAt: f.expiresAt ?? null,
        maxUses: f.maxUses ?? null, productIds: f.productIds ?? [], isActive: f.isActive ?? true,
      });
    },
    list: (p: Principal) => repo.list(scopeOf(p)),
    get: own,
    update: async (p: Principal, id: string, input: CouponInput) => {
      const current = await own(p, id);
      const c = await repo.update(scopeOf(p), id, await fields(p, input, current));
      if (!c) throw NOT_FOUND();
      return c;
    },
    /** Contract 4.7: charges.coupon_id, then any other service's holder. */
    remove: (p: Principal, id: string) =>
      deleteCatalogRecord(references, p, id, "Cupom", [references.holder("charges.coupon_id"), ...holders(p)], () => repo.delete(scopeOf(p), id)),
    /** The base is the product's price or the amount; a total below 5.00 → 400 VALOR_MINIMO. */
    validate: async (p: Principal, code: string, productId: string | undefined, amountCents: number | undefined) => {
      if ((productId === undefined) === (amountCents === undefined)) throw errors.validation("product_id", "CAMPO_OBRIGATORIO", "Informe product_id ou amount", { local: "consulta" });
      let base = amountCents ?? 0;
      if (productId !== undefined) {
        const product = isUuid(productId) ? await products.find(scopeOf(p), productId) : null;
        if (!product) throw errors.notFound("Produto");
        base = Number(product.priceCents);
      }
      const coupon = await repo.findByCode(scopeOf(p), code);
      let reason = coupon ? refusal(coupon, now(), productId?.toLowerCase() ?? null) : "Cupom não encontrado";
      // As POST /pix would answer: the remaining uses may all be reserved by pending charges.
      if (reason === null && coupon?.maxUses != null && coupon.uses + (await repo.reservedUses(scopeOf(p), coupon.id)) >= coupon.maxUses) reason = RESERVED;
      if (reason !== null || !coupon) return { valid: false, reason: reason ?? undefined, amountCents: base, discountCents: 0 };
      const r = applyDiscount(base, { type: coupon.discountType as DiscountType, value: coupon.discountValue });
      return { valid: true, reason: undefined, ...r };
    },
  };
}
