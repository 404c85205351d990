import { randomUUID } from "node:crypto";
import { capListing, LISTING_CAP } from "@pix/errors";
import type { Environment } from "../domain/charge";
import type { CustomerFields } from "../domain/customer";
import type { PrismaClient } from "./prisma";
import type { Customer as CustomerRow } from "../generated/prisma/client";

export type { CustomerRow };

export interface Scope {
  storeId: string;
  environment: Environment;
}

/** The customers table; every read and write is scoped by (store, environment), so a foreign id is unknown. */
export class CustomersRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(scope: Scope, fields: CustomerFields): Promise<CustomerRow> {
    return this.prisma.customer.create({ data: { id: randomUUID(), ...scope, ...fields } });
  }

  find(scope: Scope, id: string): Promise<CustomerRow | null> {
    return this.prisma.customer.findFirst({ where: { id, ...scope } });
  }

  /** The oldest customer with that document, so `novo_cliente` always reuses the same record. */
  findByDocument(scope: Scope, cpfCnpj: string): Promise<CustomerRow | null> {
    return this.prisma.customer.findFirst({ where: { ...scope, cpfCnpj }, orderBy: { createdAt: "asc" } });
  }

  async list(scope: Scope) {
    const rows = await this.prisma.customer.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 });
    return capListing(rows);
  }

  /** null when the customer is not the scope's. */
  async update(scope: Scope, id: string, fields: Partial<CustomerFields>): Promise<CustomerRow | null> {
    const { count } = await this.prisma.customer.updateMany({ where: { id, ...scope }, data: { ...fields, updatedAt: new Date() } });
    return count ? this.find(scope, id) : null;
  }

  /**
   * Deletes the customer and clears `customer_id` on the scope's charges in one transaction (both
   * live in this database). The charges keep their payer fields: they are a snapshot of the payer.
   */
  async deleteAndUnlink(scope: Scope, id: string): Promise<{ customer: CustomerRow; unlinkedCharges: number } | null> {
    return this.prisma.$transaction(async (tx) => {
      const customer = await tx.customer.findFirst({ where: { id, ...scope } });
      if (!customer) return null;
      await tx.customer.delete({ where: { id } });
      const { count } = await tx.charge.updateMany({ where: { ...scope, customerId: id }, data: { customerId: null } });
      return { customer, unlinkedCharges: count };
    });
  }
}
