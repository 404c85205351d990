import { buildEnvelope, REFERENCE_DELETED_EVENT, type ReferenceHolder, type ReferenceKey } from "@pix/messaging";
import type { PrismaClient } from "../../shared/repositories/prisma";

/** The charges columns that point at other records (catalog, subscriptions), by their contract 4.7 name (the key of `desvinculados`). */
export const CHARGE_REFERENCE_COLUMNS = {
  "charges.product_id": "productId",
  "charges.coupon_id": "couponId",
  "charges.customer_id": "customerId",
  /** Held for the subscriptions service, which asks over ChargesSubscriptionSupport. */
  "charges.subscription_id": "subscriptionId",
} as const;
export type ChargeReferenceField = keyof typeof CHARGE_REFERENCE_COLUMNS;

const isChargeField = (field: string): field is ChargeReferenceField => Object.hasOwn(CHARGE_REFERENCE_COLUMNS, field);

/**
 * charges as a holder of contract 4.7 (delete-then-unlink) for each of its catalog columns, plus the
 * deferred cleanup every catalog deletion of this service uses. Counts and clears are scoped by the
 * key's (store, environment) and served by the indexes charges(store_id, environment, <column>).
 * A charge is never changed otherwise: only the reference column is cleared.
 */
export class ChargeReferences {
  constructor(private readonly prisma: PrismaClient) {}

  holder(field: ChargeReferenceField): ReferenceHolder {
    return { field, count: (k) => this.count(field, k), unlink: (k) => this.unlink({ ...k, field }) };
  }

  private count(field: ChargeReferenceField, k: ReferenceKey): Promise<number> {
    return this.prisma.charge.count({ where: { storeId: k.store, environment: k.env, [CHARGE_REFERENCE_COLUMNS[field]]: k.id } });
  }

  /** Clears the key's references (idempotent); 0 for a field that is not one of charges' columns. */
  async unlink(k: ReferenceKey): Promise<number> {
    if (!isChargeField(k.field)) return 0;
    const column = CHARGE_REFERENCE_COLUMNS[k.field];
    const { count } = await this.prisma.charge.updateMany({ where: { storeId: k.store, environment: k.env, [column]: k.id }, data: { [column]: null } });
    return count;
  }

  /** The leftover references of a holder that could not clear now, published later by the outbox relay. */
  async defer(key: ReferenceKey): Promise<void> {
    const e = buildEnvelope(REFERENCE_DELETED_EVENT, { store_id: key.store, environment: key.env as "test" | "live" }, { ...key, env: key.env as "test" | "live" });
    await this.prisma.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });
  }
}
