import { recordCycle, type CycleView } from "./cycle-records";
import type { Environment } from "@pix/grpc";
import type { Envelope } from "@pix/messaging";
import type { BillingRow, PrismaClient, SubscriptionRow } from "./prisma";

/** What an engine notice names here: the subscription, and for a cycle the billed period. */
export interface NoticeTarget {
  subscriptionId: string;
  storeId: string;
  billingId: string | null;
}

/**
 * The engine's Pix Automático notices cross stores by nature (issue 26): a notice names the engine's
 * authorization or cycle, never a store; the environment is the notice token's. Every read here is by
 * those keys; the consumer then acts in the store the row names (scopeOfRow).
 */
export class RecurrenceNoticesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async authorizationTarget(authorizationId: string, environment: Environment): Promise<NoticeTarget | null> {
    const sub = await this.prisma.subscription.findFirst({
      where: { authorizationId, environment, method: "pix_automatico" },
      select: { id: true, storeId: true },
    });
    return sub && { subscriptionId: sub.id, storeId: sub.storeId, billingId: null };
  }

  async cycleTarget(cycleId: string, recurrenceId: string, environment: Environment): Promise<NoticeTarget | null> {
    const billing = await this.prisma.subscriptionBilling.findFirst({
      where: { cycleId, subscription: { authorizationId: recurrenceId, environment } },
      select: { id: true, subscription: { select: { id: true, storeId: true } } },
    });
    return billing && { subscriptionId: billing.subscription.id, storeId: billing.subscription.storeId, billingId: billing.id };
  }

  /** The inbox row (keyed by the notice id) and its event, once: false when the notice was recorded before. */
  async record(n: { environment: Environment; noticeId: string; event: string; target: NoticeTarget }, eventOf: () => Envelope): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const inbox = await tx.recurrenceNotice.createMany({
        data: [{ environment: n.environment, noticeId: n.noticeId, event: n.event, subscriptionId: n.target.subscriptionId, billingId: n.target.billingId }],
        skipDuplicates: true,
      });
      if (inbox.count === 0) return false;
      const event = eventOf();
      await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as object } });
      return true;
    });
  }

  /** The subscription a recorded notice named (null: deleted since). */
  subscription(id: string): Promise<SubscriptionRow | null> {
    return this.prisma.subscription.findUnique({ where: { id } });
  }

  billing(id: string): Promise<(BillingRow & { subscription: SubscriptionRow }) | null> {
    return this.prisma.subscriptionBilling.findUnique({ where: { id }, include: { subscription: true } });
  }

  /** Records the cycle under the row lock (cycle-records.ts), only if the period still has the state it was read with. */
  async setCycleIfUnchanged(billingId: string, read: { status: string | null; failures: number }, cycle: CycleView): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ cycle_status: string | null; cycle_failures: number }[]>`
        SELECT cycle_status, cycle_failures FROM subscription_billings WHERE id = ${billingId}::uuid FOR UPDATE`;
      if (row?.cycle_status !== read.status || row.cycle_failures !== read.failures) return;
      await recordCycle(tx, billingId, cycle, { at: new Date() });
    });
  }
}
