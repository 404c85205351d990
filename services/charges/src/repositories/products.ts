import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { ProductFields } from "../domain/product";
import type { Product as ProductRow } from "../generated/prisma/client";
import { isUniqueViolation, type PrismaClient } from "./prisma";

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

/** The products table; every read and write is scoped by (store, environment). */
export class ProductsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(scope: StoreScope, fields: ProductFields): Promise<ProductRow> {
    return skuGuard(() => this.prisma.product.create({ data: { id: randomUUID(), ...scope, ...fields, priceCents: BigInt(fields.priceCents) } }));
  }

  find(scope: StoreScope, id: string): Promise<ProductRow | null> {
    return this.prisma.product.findFirst({ where: { id, ...scope } });
  }

  async list(scope: StoreScope) {
    return capListing(await this.prisma.product.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 }));
  }

  async update(scope: StoreScope, id: string, fields: Partial<ProductFields>): Promise<ProductRow | null> {
    const { count } = await skuGuard(() => this.prisma.product.updateMany({ where: { id, ...scope }, data: { ...toData(fields), updatedAt: new Date() } }));
    return count ? this.find(scope, id) : null;
  }

  /** Deletes the product alone (its references are cleared after, by the holders); null when not in the scope. */
  async delete(scope: StoreScope, id: string): Promise<ProductRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const product = await tx.product.findFirst({ where: { id, ...scope } });
      // deleteMany: a concurrent deletion of the same product makes this one a 404, not an error.
      return product && (await tx.product.deleteMany({ where: { id } })).count ? product : null;
    });
  }
}
