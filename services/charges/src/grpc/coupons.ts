import { parseOrThrow } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { CouponRow } from "../repositories/coupons";
import { couponUseCases } from "../usecases/coupons";
import type { ChargesDeps } from "../usecases/deps";
import * as s from "./schemas";
import { unlinkedMessage } from "./unlinked";

function couponMessage(c: CouponRow) {
  return {
    id: c.id, code: c.code, discount_type: c.discountType, discount_value: c.discountValue, expires_at: c.expiresAt?.toISOString(),
    max_uses: c.maxUses ?? undefined, uses: c.uses, product_ids: c.productIds, is_active: c.isActive,
    created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(),
  };
}

/** The catalog's coupon RPCs (/coupons through the gateway). */
export function couponHandlers(deps: ChargesDeps) {
  const uc = couponUseCases(deps.coupons, deps.products, deps.references, deps.couponHolders);
  const input = (r: ReturnType<typeof s.couponFields.parse>) => ({
    code: r.code, discountType: r.discount_type, discountValue: r.discount_value, expiresAt: r.expires_at,
    maxUses: r.clear_max_uses ? null : r.max_uses, productIds: r.set_product_ids ? (r.product_ids ?? []) : undefined, isActive: r.is_active,
  });
  return {
    CreateCoupon: async (req, ctx) => couponMessage(await uc.create(requirePrincipal(ctx), input(parseOrThrow(s.couponFields, req)))),
    ListCoupons: async (_req, ctx) => {
      const r = await uc.list(requirePrincipal(ctx));
      return { coupons: r.rows.map(couponMessage), truncated: r.truncated, limit: r.limit };
    },
    GetCoupon: async (req, ctx) => couponMessage(await uc.get(requirePrincipal(ctx), parseOrThrow(s.catalogIdRequest, req).id)),
    UpdateCoupon: async (req, ctx) => {
      const r = parseOrThrow(s.couponFields, req);
      return couponMessage(await uc.update(requirePrincipal(ctx), r.id ?? "", input(r)));
    },
    DeleteCoupon: async (req, ctx) => {
      const r = await uc.remove(requirePrincipal(ctx), parseOrThrow(s.catalogIdRequest, req).id);
      return { coupon: couponMessage(r.data), unlinked_charges: r.desvinculados["charges.coupon_id"] ?? 0, ...unlinkedMessage(r) };
    },
    ValidateCoupon: async (req, ctx) => {
      const r = parseOrThrow(s.validateCouponRequest, req);
      const v = await uc.validate(requirePrincipal(ctx), r.code, r.product_id, r.amount_cents);
      return { valid: v.valid, reason: v.reason, amount_cents: v.amountCents, discount_cents: v.discountCents };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}
