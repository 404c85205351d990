import type { StoreScope } from "@pix/grpc";
import { SEND_EARLIEST_DAYS } from "../domain/pix-automatico";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import type { SubscriptionRow } from "./prisma";

/** Which subscriptions a run may touch: every store and environment (the daily job, no scope), or one store's test data (the test clock). */
export type BillingScope = StoreScope;

export interface UndatedRow {
  id: string;
  interval: string;
}

const scopeSql = (scope?: BillingScope) =>
  scope ? Prisma.sql`AND store_id = ${scope.storeId}::uuid AND environment = ${scope.environment}` : Prisma.empty;

/**
 * The billing job's SQL. A run claims due subscriptions in batches with one statement: the rows are
 * picked `FOR UPDATE SKIP LOCKED` (a racing run skips them instead of waiting) and stamped with a lease
 * and the run's id before the statement commits, so the other run's next claim no longer sees them.
 * The lease is released when the run is done with the row; a process that dies holding it only
 * delays those subscriptions until it expires (the billing row and the idempotency key then make the
 * rerun resume the same period without a second charge).
 */
export class BillingRunsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Up to `limit` active subscriptions due at `asOf`, not leased, not yet taken by this run; oldest due
   * first. Pix Automático: an approved authorization's period is taken from 10 days before its due date
   * (the cycle's send window); one still awaiting the payer's answer is not taken.
   */
  async claimDue(p: { runId: string; asOf: Date; limit: number; leaseMs: number; scope?: BillingScope }): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH due AS (
        SELECT id FROM subscriptions
        WHERE status = 'active'
          AND (next_billing_at <= ${p.asOf}
               OR (method = 'pix_automatico' AND authorization_status = 'APROVADA'
                   AND next_billing_at <= ${p.asOf}::timestamptz + ${SEND_EARLIEST_DAYS} * interval '1 day'))
          AND (method <> 'pix_automatico' OR authorization_status IS DISTINCT FROM 'CRIADA')
          AND (billing_claimed_until IS NULL OR billing_claimed_until < now())
          AND billing_run_id IS DISTINCT FROM ${p.runId}::uuid
          ${scopeSql(p.scope)}
        ORDER BY next_billing_at, id
        LIMIT ${p.limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE subscriptions s
      SET billing_claimed_until = now() + ${p.leaseMs} * interval '1 millisecond', billing_run_id = ${p.runId}::uuid
      FROM due WHERE s.id = due.id
      RETURNING s.id`;
    return rows.map((r) => r.id);
  }

  /** Ends this run's lease on the rows (the run id stays: this run never takes them again). */
  async release(runId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.$executeRaw`
      UPDATE subscriptions SET billing_claimed_until = NULL
      WHERE id = ANY(${ids}::uuid[]) AND billing_run_id = ${runId}::uuid`;
  }

  /** Open authorizations (awaiting the payer, or approved), a page after `afterId` in id order: the job's sync. */
  openAuthorizations(p: { afterId?: string; take: number; scope?: BillingScope }): Promise<SubscriptionRow[]> {
    return this.prisma.subscription.findMany({
      where: {
        method: "pix_automatico", authorizationStatus: { in: ["CRIADA", "APROVADA"] }, authorizationId: { not: null },
        ...(p.scope && { storeId: p.scope.storeId, environment: p.scope.environment }), ...(p.afterId && { id: { gt: p.afterId } }),
      },
      orderBy: { id: "asc" },
      take: p.take,
    });
  }

  /**
   * Corrects active subscriptions without a date (`sem_data`), a batch at a time after `afterId`:
   * `next` gives each its new due date (null: its data cannot be corrected, left as is and reported).
   * Racing runs skip each other's rows; the update re-checks the date is still missing.
   */
  async correctUndated(p: {
    afterId: string | null;
    limit: number;
    scope?: BillingScope;
    next: (row: UndatedRow) => Date | null;
  }): Promise<{ seen: UndatedRow[]; corrected: string[] }> {
    return this.prisma.$transaction(async (tx) => {
      const seen = await tx.$queryRaw<UndatedRow[]>`
        SELECT id, interval FROM subscriptions
        WHERE status = 'active' AND next_billing_at IS NULL
          ${p.afterId ? Prisma.sql`AND id > ${p.afterId}::uuid` : Prisma.empty}
          ${scopeSql(p.scope)}
        ORDER BY id
        LIMIT ${p.limit}
        FOR UPDATE SKIP LOCKED`;
      const ids: string[] = [];
      const dates: Date[] = [];
      for (const row of seen) {
        const at = p.next(row);
        if (at) {
          ids.push(row.id);
          dates.push(at);
        }
      }
      if (ids.length === 0) return { seen, corrected: [] };
      const corrected = await tx.$queryRaw<{ id: string }[]>`
        UPDATE subscriptions s
        SET next_billing_at = v.at, billing_anchor_at = v.at, periods_billed = 0, updated_at = now()
        FROM unnest(${ids}::uuid[], ${dates.map((d) => d.toISOString())}::timestamptz[]) AS v(id, at)
        WHERE s.id = v.id AND s.next_billing_at IS NULL
        RETURNING s.id`;
      return { seen, corrected: corrected.map((r) => r.id) };
    });
  }
}
