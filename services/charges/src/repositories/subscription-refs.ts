import type { Charge, Environment } from "../domain/charge";
import { fromRow } from "./charges";
import type { PrismaClient } from "./prisma";

export const SUBSCRIPTION_FIELD = "charges.subscription_id";

interface Scope {
  storeId: string;
  environment: Environment;
}

/**
 * charges.subscription_id, for the subscriptions service: the subscription's still-payable charge
 * (charge-now refuses while one exists) and the holder side of contract 4.7 when a subscription is deleted.
 */
export class SubscriptionRefsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Pending and not expired, newest first. */
  async findPending(scope: Scope, subscriptionId: string, now = new Date()): Promise<Charge | null> {
    const row = await this.prisma.charge.findFirst({
      where: { ...scope, subscriptionId, status: "pending", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      orderBy: { createdAt: "desc" },
      include: { payments: { orderBy: { paidAt: "asc" } } },
    });
    return row && fromRow(row);
  }

  count(scope: Scope, subscriptionId: string): Promise<number> {
    return this.prisma.charge.count({ where: { ...scope, subscriptionId } });
  }

  /** Idempotent: a second call finds nothing left to clear. */
  async unlink(scope: Scope, subscriptionId: string): Promise<number> {
    return (await this.prisma.charge.updateMany({ where: { ...scope, subscriptionId }, data: { subscriptionId: null } })).count;
  }
}
