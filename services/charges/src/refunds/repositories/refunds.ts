/**
 * Refunds' writes and reads (issue 24). The request's row and its ledger reservation commit together
 * under the charge's row lock (so concurrent refunds of one charge never pass what was paid, and the
 * ledger's lock on the available balance keeps the store's refunds and withdrawals from overdrawing)
 * before the engine is called. Completion is guarded by the status: however many callers settle a
 * refund (the engine's notice, its answer, the resume worker on several replicas), one transaction
 * moves it out of EM_PROCESSAMENTO and posts `refund completed` or `refund failed` exactly once.
 */
import type { StoreScope } from "@pix/grpc";
import { claimLost, slotFence } from "../../issuing/repositories/idempotency";
import { writeAuditRow, type Envelope } from "@pix/messaging";
import type { FeeBearer, Refund, RefundableCharge, RefundSettings, RefundStatus } from "../domain/refund";
import { chargeStatusAfter, REFUNDS_OFF } from "../domain/refund";
import type { IdempotencySlot } from "../../issuing/repositories/charges";
import { finishRefund, holdRefund } from "./refund-ledger";
import { endToEndIdOfPaymentKey } from "../../ledger/domain/ledger";
import { Prisma, type PrismaClient } from "../../shared/repositories/prisma";

type RefundRow = Prisma.RefundGetPayload<object>;
export type Tx = Prisma.TransactionClient;

/** The Pix a refund returns, as its event names it. */
export interface RefundedPix {
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
}

/** The payment row of the Pix a refund returns (one per end-to-end id); null for a charge paid without a Pix. */
export async function refundedPixOf(tx: Tx, refund: Pick<Refund, "paymentEndToEndId">): Promise<RefundedPix | null> {
  const p = await tx.payment.findUnique({ where: { endToEndId: refund.paymentEndToEndId } });
  return p && { endToEndId: p.endToEndId, amountCents: Number(p.amountCents), paidAt: p.paidAt };
}

export function refundFromRow(r: RefundRow): Refund {
  return {
    id: r.id, storeId: r.storeId, environment: r.environment as Refund["environment"], chargeId: r.chargeId, txid: r.txid,
    amountCents: Number(r.amountCents), motivo: r.motivo, status: r.status as RefundStatus, failureReason: r.failureReason,
    paymentEndToEndId: r.paymentEndToEndId, endToEndId: r.endToEndId, feeBearer: r.feeBearer as FeeBearer,
    feeRefundCents: Number(r.feeRefundCents), natureza: r.natureza, externalId: r.externalId, createdAt: r.createdAt, completedAt: r.completedAt,
  };
}

/** The refund to insert, decided by the use case from the charge read under its lock. */
export type NewRefund = Omit<Refund, "status" | "failureReason" | "endToEndId" | "natureza" | "createdAt" | "completedAt">;

export interface ChargeForRefund extends RefundableCharge {
  id: string;
  storeId: string;
  environment: "test" | "live";
  txid: string;
  feeAmountCents: number | null;
  engineAccountId: string | null;
  /** The service's share already returned with earlier refunds (fee_bearer servico). */
  feeReturnedCents: number;
}

export interface Outcome {
  status: "DEVOLVIDO" | "NAO_REALIZADO";
  endToEndId: string | null;
  reason: string | null;
}

/** Requests of one charge queue on its row lock: give them longer than Prisma's 2 s / 5 s defaults. */
const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

export class RefundsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async settings(storeId: string): Promise<RefundSettings> {
    const row = await this.prisma.storeRefundSettings.findUnique({ where: { storeId } });
    return row ? { enabled: row.enabled, feeBearer: row.feeBearer as FeeBearer, updatedAt: row.updatedAt } : REFUNDS_OFF;
  }

  async setSettings(storeId: string, enabled: boolean, feeBearer: FeeBearer, updatedBy: string): Promise<RefundSettings> {
    const data = { enabled, feeBearer, updatedBy, updatedAt: new Date() };
    const row = await this.prisma.$transaction(async (tx) => {
      const saved = await tx.storeRefundSettings.upsert({ where: { storeId }, create: { storeId, ...data }, update: data });
      await writeAuditRow(tx, { enabled: saved.enabled, fee_bearer: saved.feeBearer }); // SetRefundSettings' entry
      return saved;
    });
    return { enabled: row.enabled, feeBearer: row.feeBearer as FeeBearer, updatedAt: row.updatedAt };
  }

  /**
   * Locks the charge (FOR UPDATE), lets `decide` check the request against it, then writes the
   * refund, its ledger reservation (may refuse: saldo insuficiente) and the Idempotency-Key's answer.
   */
  async insertRequested(
    scope: StoreScope, txid: string,
    decide: (charge: ChargeForRefund) => NewRefund, firstSweepAt: Date, slot?: IdempotencySlot,
  ): Promise<Refund | null> {
    const { storeId, environment } = scope;
    return this.prisma.$transaction(async (tx) => {
      const charge = await lockCharge(tx, storeId, environment, txid);
      if (!charge) return null;
      const refund = decide(charge);
      const row = await tx.refund.create({
        data: {
          id: refund.id, storeId, environment, chargeId: charge.id, txid: charge.txid, amountCents: BigInt(refund.amountCents),
          motivo: refund.motivo, externalId: refund.externalId, paymentEndToEndId: refund.paymentEndToEndId, feeBearer: refund.feeBearer,
          feeRefundCents: BigInt(refund.feeRefundCents), nextAttemptAt: firstSweepAt,
        },
      });
      await holdRefund(tx, refundFromRow(row));
      if (slot && (await tx.idempotencyKey.updateMany({ where: slotFence(slot), data: { response: { refund_id: row.id } } })).count === 0) {
        throw claimLost(); // rolls the refund and its hold back: the claim's new owner makes the one refund
      }
      const requested = refundFromRow(row);
      // RefundPix's entry commits with the request (a replay answers `replayed` and records none).
      await writeAuditRow(tx, { refund: { id: requested.id, amount_cents: requested.amountCents, motivo: requested.motivo ?? undefined } });
      return requested;
    }, TX_OPTIONS);
  }

  async findById(id: string): Promise<Refund | null> {
    const row = await this.prisma.refund.findUnique({ where: { id } });
    return row && refundFromRow(row);
  }

  async listForCharge(chargeId: string): Promise<Refund[]> {
    return (await this.prisma.refund.findMany({ where: { chargeId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(refundFromRow);
  }

  /**
   * The refunds of the scope's charges with these txids, oldest first (as listForCharge's): one statement
   * for a page of the BCB API's lists, through the charges' unique (store, environment, txid) index.
   */
  async listForTxids(scope: StoreScope, txids: readonly string[]): Promise<Refund[]> {
    if (txids.length === 0) return [];
    const where = { charge: { storeId: scope.storeId, environment: scope.environment, txid: { in: [...txids] } } };
    return (await this.prisma.refund.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(refundFromRow);
  }

  /** The engine's return id, as soon as it answered (the refund stays EM_PROCESSAMENTO). */
  async setEngineId(id: string, endToEndId: string): Promise<void> {
    await this.prisma.refund.updateMany({ where: { id, endToEndId: null }, data: { endToEndId } });
  }

  /**
   * EM_PROCESSAMENTO → outcome with its ledger posting, the charge's refunded amount and status, and
   * the event, in one transaction. null when the refund was already settled (nothing written).
   */
  async complete(id: string, outcome: Outcome, eventOf: (refund: Refund, chargeStatus: string, pix: RefundedPix | null) => Envelope): Promise<Refund | null> {
    return this.prisma.$transaction(async (tx) => {
      // The charge's row first, as a request does (lockCharge), then the ledger's balance rows inside
      // post(): one lock order for both, so a settlement and a new request of the charge never deadlock.
      await tx.$queryRaw`SELECT c.id FROM charges c JOIN refunds r ON r.charge_id = c.id WHERE r.id = ${id}::uuid FOR UPDATE OF c`;
      const now = new Date();
      const { count } = await tx.refund.updateMany({
        where: { id, status: "EM_PROCESSAMENTO" },
        data: { status: outcome.status, completedAt: now, nextAttemptAt: null, failureReason: outcome.reason, ...(outcome.endToEndId && { endToEndId: outcome.endToEndId }) },
      });
      if (count === 0) return null;
      const refund = refundFromRow(await tx.refund.findUniqueOrThrow({ where: { id } }));
      let chargeStatus = "paid";
      if (outcome.status === "DEVOLVIDO") {
        await finishRefund(tx, "completed", refund);
        const [row] = await tx.$queryRaw<{ refunded: bigint; paid: bigint }[]>`
          UPDATE charges c SET refunded_amount_cents = c.refunded_amount_cents + ${BigInt(refund.amountCents)}
          WHERE c.id = ${refund.chargeId}::uuid
          RETURNING c.refunded_amount_cents AS refunded, ${PAID_TOTAL} AS paid`;
        chargeStatus = chargeStatusAfter(Number(row.paid), Number(row.refunded));
        if (chargeStatus === "refunded") await tx.charge.update({ where: { id: refund.chargeId }, data: { status: "refunded" } });
      } else {
        await finishRefund(tx, "failed", refund);
      }
      const event = eventOf(refund, chargeStatus, await refundedPixOf(tx, refund));
      await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as object } });
      return refund;
    }, TX_OPTIONS);
  }

  /** Due refunds still EM_PROCESSAMENTO, claimed with a lease (SKIP LOCKED: replicas never share one). */
  async claimDue(limit: number, leaseMs: number): Promise<(Refund & { attempts: number })[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE refunds SET attempts = attempts + 1, next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
      WHERE id IN (SELECT id FROM refunds WHERE status = 'EM_PROCESSAMENTO' AND next_attempt_at <= now()
                   ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (rows.length === 0) return [];
    const found = await this.prisma.refund.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
    return found.map((r) => ({ ...refundFromRow(r), attempts: r.attempts }));
  }

  async reschedule(id: string, at: Date, error: string | null): Promise<void> {
    await this.prisma.refund.updateMany({ where: { id, status: "EM_PROCESSAMENTO" }, data: { nextAttemptAt: at, lastError: error } });
  }

  /** Milliseconds until the next refund falls due; null when none is in processing. */
  async nextDueInMs(): Promise<number | null> {
    const row = await this.prisma.refund.findFirst({ where: { status: "EM_PROCESSAMENTO", nextAttemptAt: { not: null } }, orderBy: { nextAttemptAt: "asc" }, select: { nextAttemptAt: true } });
    return row?.nextAttemptAt ? Math.max(0, row.nextAttemptAt.getTime() - Date.now()) : null;
  }
}

/** Every payment received for the charge (first and extra); a simulated payment has no row: its amount. */
export const PAID_TOTAL = Prisma.sql`(SELECT CASE WHEN count(p.*) = 0 THEN c.amount_cents ELSE sum(p.amount_cents) END FROM payments p WHERE p.charge_id = c.id)`;

/**
 * Any status: the rule (only paid charges; pending or expired → 409) is refundAmountFor's, so an
 * expired charge is a 409 rather than "not found" (issue 32). Two statements on purpose: under READ COMMITTED a `SELECT … FOR UPDATE` that waited for the lock
 * still evaluates its subqueries on the snapshot taken before the wait, so the sums of refunds must
 * be read by a statement that starts after the lock is held (a new snapshot sees the refunds the
 * previous holder committed).
 */
async function lockCharge(tx: Tx, storeId: string, environment: string, txid: string): Promise<ChargeForRefund | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM charges c
    WHERE c.store_id = ${storeId}::uuid AND c.environment = ${environment} AND c.txid = ${txid}
    FOR UPDATE`;
  if (!locked[0]) return null;
  const rows = await tx.$queryRaw<{
    id: string; txid: string; status: string; paid_at: Date | null; end_to_end_id: string | null; simulated: boolean;
    fee_amount_cents: bigint | null; engine_account_id: string | null; paid: bigint; committed: bigint; fee_returned: bigint; left_cents: bigint;
  }[]>`
    SELECT c.id, c.txid, c.status, c.paid_at, c.end_to_end_id, c.simulated, c.fee_amount_cents, c.engine_account_id,
      ${PAID_TOTAL} AS paid,
      (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r WHERE r.charge_id = c.id AND r.status <> 'NAO_REALIZADO') AS committed,
      (SELECT coalesce(sum(r.fee_refund_cents), 0) FROM refunds r WHERE r.charge_id = c.id AND r.status <> 'NAO_REALIZADO') AS fee_returned,
      (SELECT coalesce(sum(greatest(0, lp.paid_cents - lp.claimed_cents)), 0) FROM ledger_payments lp WHERE lp.charge_id = c.id) AS left_cents
    FROM charges c WHERE c.id = ${locked[0].id}::uuid`;
  const r = rows[0];
  if (!r) return null;
  // Each Pix of the charge in payment order, with what is left of it (a refund returns one Pix).
  const pix = await tx.$queryRaw<{ key: string; left: bigint }[]>`
    SELECT lp.payment_key AS key, greatest(0, lp.paid_cents - lp.claimed_cents) AS left
    FROM ledger_payments lp WHERE lp.charge_id = ${r.id}::uuid AND lp.payment_key LIKE 'payment:%' AND lp.payment_key NOT LIKE 'payment:charge:%'
    ORDER BY lp.seq`;
  return {
    payments: pix.map((p) => ({ endToEndId: endToEndIdOfPaymentKey(p.key), leftCents: Number(p.left) })),
    id: r.id, storeId, environment: environment as "test" | "live", txid: r.txid, status: r.status, paidAt: r.paid_at, endToEndId: r.end_to_end_id,
    simulated: r.simulated, feeAmountCents: r.fee_amount_cents === null ? null : Number(r.fee_amount_cents),
    engineAccountId: r.engine_account_id, paidCents: Number(r.paid), committedCents: Number(r.committed), feeReturnedCents: Number(r.fee_returned), leftCents: Number(r.left_cents),
  };
}
