import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { ProductFields } from "../domain/product";
import type { Product as ProductRow } from "../../generated/prisma/client";
import { audited } from "../../shared/repositories/audited";
import { isUniqueViolation, type PrismaClient } from "../../shared/repositories/prisma";

export type { ProductRow };

const toData = (f: Partial<ProductFields>) => {
  const { priceCents, ...rest } = f;
  return { ...rest, ...(priceCents === undefined ? {} : { priceCents: BigInt(priceCents) }) };
};

/** A repeated SKU in the scope is refused by the unique index, so concurrent creations cannot both win. */
async function skuGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.skuDuplicado();
    throw err;
  }
}

/** The product as its RPC's answer shows it (absent, not null, when unset), for the audit rules. */
const auditView = (p: ProductRow) => ({ id: p.id, name: p.name, price_cents: Number(p.priceCents), sku: p.sku ?? undefined, active: p.active });

/** The products table; every read and write is scoped by (store, environment). */
export class ProductsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(scope: StoreScope, fields: ProductFields): Promise<ProductRow> {
    const data = { id: randomUUID(), ...scope, ...fields, priceCents: BigInt(fields.priceCents) };
    return (await skuGuard(() => audited(this.prisma, (tx) => tx.product.create({ data }), auditView)))!;
  }

  find(scope: StoreScope, id: string): Promise<ProductRow | null> {
    return this.prisma.product.findFirst({ where: { id, ...scope } });
  }

  async list(scope: StoreScope) {
    return capListing(await this.prisma.product.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 }));
  }

  update(scope: StoreScope, id: string, fields: Partial<ProductFields>): Promise<ProductRow | null> {
    return skuGuard(() => audited(this.prisma, async (tx) => {
      const { count } = await tx.product.updateMany({ where: { id, ...scope }, data: { ...toData(fields), updatedAt: new Date() } });
      return count ? tx.product.findFirst({ where: { id, ...scope } }) : null;
    }, auditView));
  }

  /** Deletes the product alone (its references are cleared after, by the holders); null when not in the scope. */
  delete(scope: StoreScope, id: string, audit: unknown): Promise<ProductRow | null> {
    return audited(this.prisma, async (tx) => {
      const product = await tx.product.findFirst({ where: { id, ...scope } });
      // deleteMany: a concurrent deletion of the same product makes this one a 404, not an error.
      return product && (await tx.product.deleteMany({ where: { id } })).count ? product : null;
    }, () => audit);
  }
}
