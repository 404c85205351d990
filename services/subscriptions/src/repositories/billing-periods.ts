import type { SubscriptionDueTerms } from "../domain/due-terms";
import { randomUUID } from "node:crypto";
import type { StoreScope } from "@pix/grpc";
import { writeAuditRow, type Envelope } from "@pix/messaging";
import type { CycleUpdate } from "../domain/cycle-history";
import type { BillingSource } from "../domain/subscription";
import { recordCycle, type CycleView } from "./cycle-records";
import { Prisma, type BillingRow, type PrismaClient } from "./prisma";

/** The subscription row as bill-period locks it (raw columns). */
export interface LockedRow {
  id: string;
  store_id: string;
  environment: string;
  status: string;
  next_billing_at: Date | null;
  billing_anchor_at: Date | null;
  periods_billed: number;
  interval: string;
  amount_cents: bigint;
  description: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_cpf: string | null;
  method: string;
  authorization_id: string | null;
  authorization_status: string | null;
  /** The fixed term's last day (YYYY-MM-DD), or null. */
  authorization_end_date: string | null;
  /** Pix Automático: J2 | J3 | J4 (J4's first period is a charge with a due date). */
  journey: string | null;
  /** Issue 37: the terms of each period's due-date charge (jsonb), or null. */
  due_terms: SubscriptionDueTerms | null;
}

/** A period's cycle as the job follows it, locked (see BillingPeriodsRepository.withDueCycle). */
export interface LiveCycleRow {
  id: string;
  subscription_id: string;
  period_at: Date;
  cycle_id: string;
  cycle_debit_at: Date | null;
  cycle_resends: number;
  store_id: string;
  environment: string;
  retry_policy: string | null;
  /** The subscription's status now (paused: no retry, no resend). */
  subscription_status: string;
}

/** Records the cycle on the locked period (cycle-records.ts): its state, history and events. */
export type SaveCycle = (cycle: CycleView, opts?: { acts?: CycleUpdate[]; data?: Prisma.SubscriptionBillingUpdateInput }) => Promise<CycleUpdate[]>;

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
export type Advance = { billingAnchorAt: Date; periodsBilled: number; nextBillingAt: Date };

/** The statements of one billing transaction (bill-period's claim and completion), on its connection. */
function periodTx(tx: Tx) {
  return {
    async lock(id: string, skipLocked: boolean): Promise<LockedRow | null> {
      const rows = skipLocked
        ? await tx.$queryRaw<LockedRow[]>`SELECT * FROM subscriptions WHERE id = ${id}::uuid FOR UPDATE SKIP LOCKED`
        : await tx.$queryRaw<LockedRow[]>`SELECT * FROM subscriptions WHERE id = ${id}::uuid FOR UPDATE`;
      return rows[0] ?? null;
    },
    async exists(id: string): Promise<boolean> {
      return (await tx.subscription.count({ where: { id } })) > 0;
    },
    /** Charge-now of a row without a date: the period (and the anchor) start now. */
    async startPeriodNow(id: string, now: Date): Promise<void> {
      await tx.subscription.update({ where: { id }, data: { nextBillingAt: now, billingAnchorAt: now, periodsBilled: 0 } });
    },
    async advance(id: string, data: Advance): Promise<void> {
      await tx.subscription.update({ where: { id }, data });
    },
    /** The period's billing row, inserted unless it exists (one per subscription and period). */
    async claimRow(id: string, periodAt: Date, source: BillingSource, method: "pix" | "pix_automatico"): Promise<BillingRow> {
      await tx.$executeRaw`
        INSERT INTO subscription_billings (id, subscription_id, period_at, source, status, method, updated_at)
        VALUES (${randomUUID()}::uuid, ${id}::uuid, ${periodAt}, ${source}, 'claimed', ${method}, now())
        ON CONFLICT (subscription_id, period_at) DO NOTHING`;
      return tx.subscriptionBilling.findUniqueOrThrow({ where: { subscriptionId_periodAt: { subscriptionId: id, periodAt } } });
    },
    findRow(subscriptionId: string, periodAt: Date): Promise<BillingRow | null> {
      return tx.subscriptionBilling.findUnique({ where: { subscriptionId_periodAt: { subscriptionId, periodAt } } });
    },
    findRowById(id: string): Promise<BillingRow | null> {
      return tx.subscriptionBilling.findUnique({ where: { id } });
    },
    async updateRow(id: string, data: Prisma.SubscriptionBillingUpdateInput): Promise<void> {
      await tx.subscriptionBilling.update({ where: { id }, data });
    },
    async enqueue(event: Envelope): Promise<void> {
      await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as object } });
    },
    /** The cycle just sent for the period (bill-period's step 3): its state, its `sent` in the history. */
    recordCycle(billingId: string, cycle: CycleView, opts: { at: Date; acts?: CycleUpdate[]; data?: Prisma.SubscriptionBillingUpdateInput }) {
      return recordCycle(tx, billingId, cycle, opts);
    },
    /** The running RPC's audit entry (ChargeNow's), with the period's completion. */
    audit(response: unknown): Promise<void> {
      return writeAuditRow(tx, response);
    },
  };
}
export type PeriodTx = ReturnType<typeof periodTx>;

/**
 * The billed periods (subscription_billings) by subscription or billing id: the billing job's and the
 * engine's keys (they cross stores: the job iterates every store's due subscriptions, a cycle notice
 * names a billing row). A merchant's read of a subscription goes through SubscriptionsRepository.
 */
export class BillingPeriodsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  transaction<T>(fn: (tx: PeriodTx) => Promise<T>, timeoutMs?: number): Promise<T> {
    return this.prisma.$transaction((tx) => fn(periodTx(tx)), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  }

  /** The engine refused the period's txid for good: a fresh one, unless another process moved it already. */
  async replaceTxid(billingId: string, txid: string, fresh: string): Promise<void> {
    await this.prisma.subscriptionBilling.updateMany({ where: { id: billingId, txid }, data: { txid: fresh } });
  }

  async recordFailure(billingId: string, reason: string): Promise<void> {
    await this.prisma.subscriptionBilling.updateMany({
      where: { id: billingId, status: { not: "charged" } },
      data: { status: "failed", attempts: { increment: 1 }, lastError: reason },
    });
  }

  /** The period of this subscription charged with `txid` (test mode's failing cycle). */
  findByTxid(subscriptionId: string, txid: string): Promise<BillingRow | null> {
    return this.prisma.subscriptionBilling.findFirst({ where: { subscriptionId, txid } });
  }

  /** A subscription's cycle history, oldest first (the caller checked the subscription is the store's). */
  cycleEvents(subscriptionId: string, take = 1000) {
    return this.prisma.cycleEvent.findMany({
      where: { subscriptionId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take,
      include: { billing: { select: { periodAt: true, cycleDebitAt: true } } },
    });
  }

  /** Test mode's failed debit, recorded at once (as the notice would). */
  async setCycle(billingId: string, cycle: CycleView): Promise<void> {
    await this.prisma.$transaction((tx) => recordCycle(tx, billingId, cycle, { at: new Date() }));
  }

  /**
   * The cycles the job follows, oldest first; `scope`: one store's (the test clock). A live one once its
   * due date has come (a failed attempt to retry, a debit to read), and a rejected instruction at once
   * (IN 614's resend needs 2 days' notice before the debit date).
   */
  async dueCycles(asOf: Date, scope?: StoreScope): Promise<string[]> {
    const scoped = scope ? Prisma.sql`AND s.store_id = ${scope.storeId}::uuid AND s.environment = ${scope.environment}` : Prisma.empty;
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id FROM subscription_billings b JOIN subscriptions s ON s.id = b.subscription_id
      WHERE b.cycle_status IN ('ATIVA', 'REJEITADA') AND (b.period_at <= ${asOf} OR b.cycle_status = 'REJEITADA') ${scoped}
      ORDER BY b.period_at`;
    return rows.map((r) => r.id);
  }

  /**
   * Runs `fn` with the due cycle locked (a racing run skips it: SKIP LOCKED); `save` records the
   * cycle on the row (cycle-records.ts). Nothing runs when another run holds it or it was settled meanwhile.
   */
  withDueCycle(billingId: string, at: Date, fn: (row: LiveCycleRow, save: SaveCycle) => Promise<void>): Promise<void> {
    return this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<LiveCycleRow[]>`
        SELECT b.id, b.subscription_id, b.period_at, b.cycle_id, b.cycle_debit_at, b.cycle_resends, s.store_id, s.environment, s.retry_policy,
               s.status AS subscription_status
        FROM subscription_billings b JOIN subscriptions s ON s.id = b.subscription_id
        WHERE b.id = ${billingId}::uuid AND b.cycle_status IN ('ATIVA', 'REJEITADA')
        FOR UPDATE OF b SKIP LOCKED`;
      if (!row) return;
      await fn(row, (cycle, opts) => recordCycle(tx, billingId, cycle, { at, ...opts }));
    }, { maxWait: 10_000, timeout: 30_000 }); // maxWait: a connection may take seconds to free under load
  }
}
