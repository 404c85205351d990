import type { StoreScope } from "@pix/grpc";
import type { PrismaClient } from "../../shared/repositories/prisma";

export interface PaidTotals {
  receivedCents: number;
  feesCents: number;
  paidCount: number;
}

/** Sums of a store's paid charges in one environment: the "received" side of the withdrawal balance. */
export class PaidTotalsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async totals(scope: StoreScope): Promise<PaidTotals> {
    const r = await this.prisma.charge.aggregate({
      where: { storeId: scope.storeId, environment: scope.environment, status: "paid" },
      _sum: { amountCents: true, feeAmountCents: true },
      _count: { _all: true },
    });
    return { receivedCents: Number(r._sum.amountCents ?? 0n), feesCents: Number(r._sum.feeAmountCents ?? 0n), paidCount: r._count._all };
  }
}
