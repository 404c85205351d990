import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { CustomerFields } from "../domain/customer";
import { audited } from "../../shared/repositories/audited";
import { isUniqueViolation, type PrismaClient } from "../../shared/repositories/prisma";
import type { Customer as CustomerRow } from "../../generated/prisma/client";

export type { CustomerRow };

/** One customer per document in a scope: the unique index (store_id, environment, cpf_cnpj) refuses a second. */
async function documentGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.conflict("Já existe um cliente com este CPF/CNPJ", "JA_EXISTE");
    throw err;
  }
}

/** CreateCustomer's and UpdateCustomer's rules read only the id: no payer data reaches the entry. */
const auditView = (c: CustomerRow) => ({ id: c.id });

/** The customers table; every read and write is scoped by (store, environment), so a foreign id is unknown. */
export class CustomersRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(scope: StoreScope, fields: CustomerFields): Promise<CustomerRow> {
    return (await documentGuard(() => audited(this.prisma, (tx) => tx.customer.create({ data: { id: randomUUID(), ...scope, ...fields } }), auditView)))!;
  }

  /**
   * `novo_cliente`: the scope's customer with this document, registered when there is none. Insert
   * first, read on a unique violation: concurrent registrations of one document make one customer
   * (never read-then-write). Retried when the winner is deleted between the two statements.
   */
  async registerOrReuse(scope: StoreScope, fields: CustomerFields & { cpfCnpj: string }): Promise<CustomerRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.prisma.customer.create({ data: { id: randomUUID(), ...scope, ...fields } });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      const existing = await this.findByDocument(scope, fields.cpfCnpj);
      if (existing) return existing;
      if (attempt >= 2) throw errors.conflict("Cliente alterado durante o cadastro; tente novamente", "ALTERACAO_CONCORRENTE");
    }
  }

  find(scope: StoreScope, id: string): Promise<CustomerRow | null> {
    return this.prisma.customer.findFirst({ where: { id, ...scope } });
  }

  /** The scope's customer with that document (at most one, by the unique index). */
  findByDocument(scope: StoreScope, cpfCnpj: string): Promise<CustomerRow | null> {
    return this.prisma.customer.findFirst({ where: { ...scope, cpfCnpj } });
  }

  async list(scope: StoreScope) {
    const rows = await this.prisma.customer.findMany({ where: scope, orderBy: { createdAt: "desc" }, take: LISTING_CAP + 1 });
    return capListing(rows);
  }

  /** null when the customer is not the scope's. */
  update(scope: StoreScope, id: string, fields: Partial<CustomerFields>): Promise<CustomerRow | null> {
    return documentGuard(() => audited(this.prisma, async (tx) => {
      const { count } = await tx.customer.updateMany({ where: { id, ...scope }, data: { ...fields, updatedAt: new Date() } });
      return count ? tx.customer.findFirst({ where: { id, ...scope } }) : null;
    }, auditView));
  }

  /**
   * Deletes the customer alone; charges.customer_id is cleared after, by the holders. The charges keep
   * their payer fields: they are a snapshot of the payer. null when not in the scope.
   */
  delete(scope: StoreScope, id: string, audit: unknown): Promise<CustomerRow | null> {
    return audited(this.prisma, async (tx) => {
      const customer = await tx.customer.findFirst({ where: { id, ...scope } });
      // deleteMany: a concurrent deletion of the same record makes this one a 404, not an error.
      return customer && (await tx.customer.deleteMany({ where: { id } })).count ? customer : null;
    }, () => audit);
  }
}
