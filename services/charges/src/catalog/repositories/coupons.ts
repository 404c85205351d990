import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { Coupon as CouponRow } from "../../generated/prisma/client";
import { audited } from "../../shared/repositories/audited";
import { isUniqueViolation, type Prisma, type PrismaClient } from "../../shared/repositories/prisma";

export type { CouponRow };

export interface CouponData {
  code: string;
  discountType: string;
  discountValue: number;
  expiresAt: Date | null;
  maxUses: number | null;
  productIds: string[];
  isActive: boolean;
}

const withKey = (d: Partial<CouponData>) => (d.code === undefined ? d : { ...d, codeKey: d.code.toLowerCase() });

/** The code is unique per scope, case-insensitively, by the unique index on code_key. */
async function codeGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.conflict("Já existe um cupom com este código", "JA_EXISTE");
    throw err;
  }
}

/** The coupon as its RPC's answer shows it, for the audit rules. */
const auditView = (c: CouponRow) => ({ id: c.id, code: c.code, discount_type: c.discountType, discount_value: c.discountValue, is_active: c.isActive });

/** The coupons table; every read and write is scoped by (store, environment). */
export class CouponsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(scope: StoreScope, d: CouponData): Promise<CouponRow> {
    const data = { id: randomUUID(), ...scope, ...d, codeKey: d.code.toLowerCase() };
    return (await codeGuard(() => audited(this.prisma, (tx) => tx.coupon.create({ data }), auditView)))!;
  }

  find(scope: StoreScope, id: string): Promise<CouponRow | null> {
    return this.prisma.coupon.findFirst({ where: { id, ...scope } });
  }

  findByCode(scope: StoreScope, code: string): Promise<CouponRow | null> {
    return this.prisma.coupon.findFirst({ where: { ...scope, codeKey: code.toLowerCase() } });
  }

  async list(scope: StoreScope) {
    return capListing(await this.prisma.coupon.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 }));
  }

  update(scope: StoreScope, id: string, d: Partial<CouponData>): Promise<CouponRow | null> {
    return codeGuard(() => audited(this.prisma, async (tx) => {
      const { count } = await tx.coupon.updateMany({ where: { id, ...scope }, data: { ...withKey(d), updatedAt: new Date() } });
      return count ? tx.coupon.findFirst({ where: { id, ...scope } }) : null;
    }, auditView));
  }

  /** The coupon's uses reserved by live charges (see reserveCouponUse), for GET /coupons/validate. */
  reservedUses(scope: StoreScope, couponId: string): Promise<number> {
    return liveCharges(this.prisma, scope.storeId, scope.environment, couponId);
  }

  /** How many of these ids are the scope's products (a restriction may name only those). */
  countOwnProducts(scope: StoreScope, ids: string[]): Promise<number> {
    return this.prisma.product.count({ where: { ...scope, id: { in: ids } } });
  }

  /** Deletes the coupon alone (charges.coupon_id is cleared after, by the holders); null when not in the scope. */
  delete(scope: StoreScope, id: string): Promise<CouponRow | null> {
    return audited(this.prisma, async (tx) => {
      const coupon = await tx.coupon.findFirst({ where: { id, ...scope } });
      // deleteMany: a concurrent deletion of the same record makes this one a 404, not an error.
      return coupon && (await tx.coupon.deleteMany({ where: { id } })).count ? coupon : null;
    }, () => ({})); // DeleteCoupon's rule reads only the request
  }
}

/**
 * Coupon usage under concurrency (README, "Coupon usage limit"). Two guards, both atomic in
 * PostgreSQL, so the limit holds however many charges are issued or paid at once:
 *
 * - Issuing reserves a use: in the transaction that inserts the charge, the coupon row is locked
 *   (FOR UPDATE) and the charge is refused when `uses` + the live charges already carrying the coupon
 *   (creating or pending, not past expires_at) reach `max_uses`. A reservation ends by itself when
 *   its charge is paid (it becomes a use), passes its expires_at, or fails to be issued: nothing to release.
 * - Paying counts the use once: in the transaction of the guarded pending → paid transition (so a
 *   redelivered notice or a repeated simulation, which find the charge paid, never count again), one
 *   UPDATE adds 1 only while `uses < max_uses` (COUNT_COUPON_USE in payment-sql.ts). A charge paid
 *   past the limit (the limit lowered while it was pending, or paid after its own expiry) stays paid —
 *   a payment is never refused — and is counted in `uses_over_limit` instead, so `uses` never
 *   exceeds `max_uses`.
 */
export async function reserveCouponUse(tx: Prisma.TransactionClient, charge: { couponId: string; storeId: string; environment: string }): Promise<void> {
  const [coupon] = await tx.$queryRaw<{ max_uses: number | null; uses: number }[]>`
    SELECT max_uses, uses FROM coupons WHERE id = ${charge.couponId}::uuid FOR UPDATE`;
  if (!coupon) throw errors.cupomNaoEncontrado();
  if (coupon.max_uses === null) return;
  const live = await liveCharges(tx, charge.storeId, charge.environment, charge.couponId);
  if (coupon.uses >= coupon.max_uses) throw errors.validation("coupon_code", "VALOR_INVALIDO", "Cupom esgotado");
  if (coupon.uses + live >= coupon.max_uses) throw errors.validation("coupon_code", "VALOR_INVALIDO", RESERVED);
}

/** The refusal when the remaining uses are all reserved by live charges (POST /pix and GET /coupons/validate). */
export const RESERVED = "Cupom esgotado: os usos restantes estão reservados por cobranças pendentes";

/** The reservations of a coupon: live charges carrying it (creating or pending, not past expires_at). */
async function liveCharges(db: Prisma.TransactionClient, storeId: string, environment: string, couponId: string): Promise<number> {
  const [{ live }] = await db.$queryRaw<{ live: number }[]>`
    SELECT count(*)::int AS live FROM charges
    WHERE store_id = ${storeId}::uuid AND environment = ${environment} AND coupon_id = ${couponId}::uuid
      AND status IN ('creating', 'pending') AND (expires_at IS NULL OR expires_at > now())`;
  return live;
}
