import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { CouponRow } from "../repositories/coupons";
import { couponUseCases } from "../usecases/coupons";
import type { CatalogDeps } from "../usecases/deps";
import { catalogId, couponCheckInput, couponInput } from "../domain/catalog-input";
import { unlinkedMessage } from "./unlinked";

function couponMessage(c: CouponRow) {
  return {
    id: c.id, code: c.code, discount_type: c.discountType, discount_value: c.discountValue, expires_at: c.expiresAt?.toISOString(),
    max_uses: c.maxUses ?? undefined, uses: c.uses, product_ids: c.productIds, is_active: c.isActive,
    created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(),
  };
}

/** The catalog's coupon RPCs (/coupons through the gateway). */
export function couponHandlers(deps: CatalogDeps) {
  const uc = couponUseCases(deps.coupons, deps.products, deps.references, deps.couponHolders);
  return {
    CreateCoupon: async (req, ctx) => couponMessage(await uc.create(requirePrincipal(ctx), couponInput(req))),
    ListCoupons: async (_req, ctx) => {
      const r = await uc.list(requirePrincipal(ctx));
      return { coupons: r.rows.map(couponMessage), truncated: r.truncated, limit: r.limit };
    },
    GetCoupon: async (req, ctx) => couponMessage(await uc.get(requirePrincipal(ctx), catalogId(req.id))),
    UpdateCoupon: async (req, ctx) => {
      return couponMessage(await uc.update(requirePrincipal(ctx), catalogId(req.id ?? ""), couponInput(req)));
    },
    DeleteCoupon: async (req, ctx) => {
      const r = await uc.remove(requirePrincipal(ctx), catalogId(req.id));
      return { coupon: couponMessage(r.data), unlinked_charges: r.desvinculados["charges.coupon_id"] ?? 0, ...unlinkedMessage(r) };
    },
    ValidateCoupon: async (req, ctx) => {
      const r = couponCheckInput(req);
      const v = await uc.validate(requirePrincipal(ctx), r.code, r.productId, r.amountCents);
      return { valid: v.valid, reason: v.reason, amount_cents: v.amountCents, discount_cents: v.discountCents };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}
