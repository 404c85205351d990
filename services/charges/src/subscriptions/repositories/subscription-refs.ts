import type { StoreScope } from "@pix/grpc";
import type { Charge } from "../../issuing/domain/charge";
import { fromRow } from "../../issuing/repositories/charges";
import type { PrismaClient } from "../../shared/repositories/prisma";

/**
 * The subscription's still-payable charge, for the subscriptions service (charge-now refuses while one
 * exists). Its holder side of contract 4.7 is charges.subscription_id in ChargeReferences.
 */
export class SubscriptionRefsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The charge of this txid in any state (the period's txid, subscription job only). */
  async findAnyByTxid(scope: StoreScope, txid: string): Promise<Charge | null> {
    const row = await this.prisma.charge.findFirst({ where: { ...scope, txid }, include: { payments: { orderBy: { paidAt: "asc" } } } });
    return row && fromRow(row);
  }

  /** Pending and not expired, newest first. */
  async findPending(scope: StoreScope, subscriptionId: string, now = new Date()): Promise<Charge | null> {
    const row = await this.prisma.charge.findFirst({
      where: { ...scope, subscriptionId, status: "pending", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      orderBy: { createdAt: "desc" },
      include: { payments: { orderBy: { paidAt: "asc" } } },
    });
    return row && fromRow(row);
  }
}
