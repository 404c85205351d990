import type { StoreScope } from "@pix/grpc";
import type { PrismaClient } from "./prisma";

/** At most this many instructions are read for one listing (GET /bcb/v2/cobr pages over them). */
export const CYCLE_LISTING_CAP = 5000;

export interface CycleListFilter {
  from: Date;
  to: Date;
  authorizationId?: string;
  customerCpf?: string;
}

const withPeriod = { billing: { include: { subscription: true } } } as const;

/**
 * The store's Pix Automático instructions (BCB cobr) read by their txid (issue 39's /bcb/v2/cobr):
 * each is one engine cycle of a billed period, from its `sent` or `resent` step, with the steps that
 * carry its txid (subscription_cycle_events, indexed by txid). Every read is the scope's only.
 */
export class CycleReadsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  private ofScope(scope: StoreScope) {
    return { billing: { is: { subscription: { is: { storeId: scope.storeId, environment: scope.environment } } } } };
  }

  /** Every step of the txids given, oldest first, with the billed period and its subscription. */
  eventsOf(scope: StoreScope, txids: string[]) {
    if (txids.length === 0) return Promise.resolve([]);
    return this.prisma.cycleEvent.findMany({
      where: { txid: { in: txids }, ...this.ofScope(scope) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: withPeriod,
    });
  }

  /**
   * The txids of the instructions sent in [from, to] (first sends and resends), oldest first: the
   * store's matching subscriptions, then their sends by the partial index on (subscription_id, at).
   */
  async sentTxids(scope: StoreScope, f: CycleListFilter): Promise<string[]> {
    const subs = await this.prisma.subscription.findMany({
      where: {
        storeId: scope.storeId, environment: scope.environment, method: "pix_automatico",
        ...(f.authorizationId && { authorizationId: f.authorizationId }), ...(f.customerCpf && { customerCpf: f.customerCpf }),
      },
      select: { id: true },
    });
    if (subs.length === 0) return [];
    const rows = await this.prisma.cycleEvent.findMany({
      where: { subscriptionId: { in: subs.map((s) => s.id) }, kind: { in: ["sent", "resent"] }, at: { gte: f.from, lte: f.to }, txid: { not: null } },
      orderBy: [{ at: "asc" }, { id: "asc" }],
      select: { txid: true },
      take: CYCLE_LISTING_CAP,
    });
    return [...new Set(rows.map((r) => r.txid!))];
  }
}

export type CycleEventWithPeriod = Awaited<ReturnType<CycleReadsRepository["eventsOf"]>>[number];
