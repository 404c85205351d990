import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import { MAX_UNLINKED_REFERENCES } from "../domain/product";
import type { Coupon as CouponRow } from "../generated/prisma/client";
import type { Scope } from "./customers";
import { isUniqueViolation, type PrismaClient } from "./prisma";

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
    if (isUniqueViolation(err)) throw errors.conflict("Já existe um cupom com este código");
    throw err;
  }
}

/** The coupons table; every read and write is scoped by (store, environment). */
export class CouponsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(scope: Scope, d: CouponData): Promise<CouponRow> {
    return codeGuard(() => this.prisma.coupon.create({ data: { id: randomUUID(), ...scope, ...d, codeKey: d.code.toLowerCase() } }));
  }

  find(scope: Scope, id: string): Promise<CouponRow | null> {
    return this.prisma.coupon.findFirst({ where: { id, ...scope } });
  }

  findByCode(scope: Scope, code: string): Promise<CouponRow | null> {
    return this.prisma.coupon.findFirst({ where: { ...scope, codeKey: code.toLowerCase() } });
  }

  async list(scope: Scope) {
    return capListing(await this.prisma.coupon.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 }));
  }

  async update(scope: Scope, id: string, d: Partial<CouponData>): Promise<CouponRow | null> {
    const { count } = await codeGuard(() => this.prisma.coupon.updateMany({ where: { id, ...scope }, data: { ...withKey(d), updatedAt: new Date() } }));
    return count ? this.find(scope, id) : null;
  }

  /** How many of these ids are the scope's products (a restriction may name only those). */
  countOwnProducts(scope: Scope, ids: string[]): Promise<number> {
    return this.prisma.product.count({ where: { ...scope, id: { in: ids } } });
  }

  /** Contract 4.7 within charges, as for products: > 500 charges naming it → 409, nothing deleted. */
  async deleteAndUnlink(scope: Scope, id: string): Promise<{ coupon: CouponRow; unlinkedCharges: number } | null> {
    return this.prisma.$transaction(async (tx) => {
      const coupon = await tx.coupon.findFirst({ where: { id, ...scope } });
      if (!coupon) return null;
      if ((await tx.charge.count({ where: { ...scope, couponId: id } })) > MAX_UNLINKED_REFERENCES) throw errors.muitasReferencias();
      await tx.coupon.delete({ where: { id } });
      const { count } = await tx.charge.updateMany({ where: { ...scope, couponId: id }, data: { couponId: null } });
      return { coupon, unlinkedCharges: count };
    });
  }
}
