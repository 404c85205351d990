import { randomUUID } from "node:crypto";
import type { Environment } from "@pix/grpc";
import { buildEnvelope } from "@pix/messaging";
import { cycleUpdatedData, cycleUpdates, isStaleRead, type CycleUpdate } from "../domain/cycle-history";
import type { Prisma, PrismaClient } from "./prisma";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** A cycle as charges answers it (RecurringChargeMessage), what the billed period records (its txid is the period's, on the row). */
export interface CycleView {
  id: string;
  status: string;
  retries: number;
  failures: number;
  attempt_at: string;
  attempt_status?: string;
  rejection_code?: string | null;
}

/**
 * The one place a billed period's cycle is recorded (the job's send and follow-up, an engine notice,
 * test mode): in the caller's transaction, with the period's row locked, the row takes the cycle's
 * state and every change since the stored state — plus the receiver's own `acts` (sent, resent) — is
 * written to the cycle's history and as `subscription.cycle_updated` to the outbox. Recording the same
 * state twice writes nothing new, nor does a read older than the stored state (isStaleRead).
 */
export async function recordCycle(
  tx: Tx,
  billingId: string,
  cycle: CycleView,
  opts: { at: Date; acts?: CycleUpdate[]; data?: Prisma.SubscriptionBillingUpdateInput },
): Promise<CycleUpdate[]> {
  const [row] = await tx.$queryRaw<{ cycle_status: string | null; cycle_failures: number; cycle_retries: number; cycle_id: string | null }[]>`
    SELECT cycle_status, cycle_failures, cycle_retries, cycle_id FROM subscription_billings WHERE id = ${billingId}::uuid FOR UPDATE`;
  if (!row) return [];
  // A new cycle (the first send, a resend) starts its own count.
  const before = row.cycle_id === cycle.id ? { status: row.cycle_status, failures: row.cycle_failures, retries: row.cycle_retries } : { status: null, failures: 0, retries: 0 };
  if (isStaleRead(before, cycle)) return [];
  const updates = [...(opts.acts ?? []), ...cycleUpdates(before, cycle)];
  const billing = await tx.subscriptionBilling.update({
    where: { id: billingId },
    data: {
      ...opts.data,
      cycleId: cycle.id, cycleStatus: cycle.status, cycleRetries: cycle.retries, cycleFailures: cycle.failures,
      cycleAttemptStatus: cycle.attempt_status || null,
      ...(cycle.rejection_code && { cycleRejectionCode: cycle.rejection_code }),
    },
    include: { subscription: { select: { storeId: true, environment: true, authorizationId: true } } },
  });
  for (const update of updates) {
    await tx.cycleEvent.create({
      data: {
        id: randomUUID(), billingId, subscriptionId: billing.subscriptionId, kind: update.kind, at: opts.at, txid: billing.txid, cycleId: cycle.id,
        rejectionCode: update.rejectionCode ?? null, retryAt: update.retryAt ?? null,
      },
    });
    const event = buildEnvelope(
      "subscription.cycle_updated",
      { store_id: billing.subscription.storeId, environment: billing.subscription.environment as Environment },
      cycleUpdatedData({
        subscriptionId: billing.subscriptionId, authorizationId: billing.subscription.authorizationId ?? "", periodAt: billing.periodAt, debitAt: billing.cycleDebitAt, cycleId: cycle.id, txid: billing.txid ?? "",
        status: cycle.status, retries: cycle.retries, update, at: opts.at,
      }),
    );
    await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as object } });
  }
  return updates;
}
