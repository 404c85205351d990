import { buildEnvelope, REFERENCE_DELETED_EVENT, type ReferenceKey } from "@pix/messaging";
import { LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { Prisma, PrismaClient, SubscriptionRow } from "./prisma";

export type NewSubscription = Omit<Prisma.SubscriptionUncheckedCreateInput, "createdAt" | "updatedAt">;
export type SubscriptionChanges = Prisma.SubscriptionUncheckedUpdateInput;

/** Subscriptions of a store in one environment; every read and write is scoped. */
export class SubscriptionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(data: NewSubscription): Promise<SubscriptionRow> {
    return this.prisma.subscription.create({ data });
  }

  find(scope: StoreScope, id: string): Promise<SubscriptionRow | null> {
    return this.prisma.subscription.findFirst({ where: { id, ...scope } });
  }

  /** Newest first, one past the cap so the caller knows it was cut. */
  list(scope: StoreScope): Promise<SubscriptionRow[]> {
    return this.prisma.subscription.findMany({ where: scope, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LISTING_CAP + 1 });
  }

  /** Applies the changes under the row lock, after `check` saw the current row; null when not in the scope. */
  async update(scope: StoreScope, id: string, change: (current: SubscriptionRow) => SubscriptionChanges): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM subscriptions WHERE id = ${id}::uuid FOR UPDATE`;
      const current = await tx.subscription.findFirst({ where: { id, ...scope } });
      if (!current) return null;
      return tx.subscription.update({ where: { id }, data: change(current) });
    });
  }

  /** Deletes the subscription alone (its billed periods cascade); null when not in the scope. */
  async delete(scope: StoreScope, id: string): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const found = await tx.subscription.findFirst({ where: { id, ...scope } });
      if (!found) return null;
      await tx.subscription.delete({ where: { id } });
      return found;
    });
  }

  /** The leftover references of a holder that could not clear now, published later by the outbox relay. */
  async deferUnlink(key: ReferenceKey): Promise<void> {
    const e = buildEnvelope(REFERENCE_DELETED_EVENT, { store_id: key.store, environment: key.env as "test" | "live" }, { ...key });
    await this.prisma.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });
  }

  /** subscriptions.customer_id as a holder (customer deletion, contract 4.7): the snapshot stays. */
  countCustomerReferences(scope: StoreScope, customerId: string): Promise<number> {
    return this.prisma.subscription.count({ where: { ...scope, customerId } });
  }

  async unlinkCustomer(scope: StoreScope, customerId: string): Promise<number> {
    return (await this.prisma.subscription.updateMany({ where: { ...scope, customerId }, data: { customerId: null } })).count;
  }
}
