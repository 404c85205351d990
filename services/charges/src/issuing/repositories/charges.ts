import { inTransaction, type Envelope } from "@pix/messaging";
import { claimLost, slotFence } from "./idempotency";
import { errors } from "@pix/errors";
import { chargeToJson, VISIBLE_STATUSES, type Charge, type ChargeStatus, type Environment, type ExtraPayment, type Payment } from "../domain/charge";
import type { Pool } from "pg";
import { scopeOfRow, type StoreScope } from "@pix/grpc";
import { COUNT_LOCATED_SQL, FIND_BY_LOC_ID_SQL, FIND_BY_TXID_SQL, LIST_LOCATED_SQL, queryCharges, queryListedCharges, type ListedChargeRow, type PgChargeRow } from "./charge-sql";
import { INSERT_OUTBOX_MANY_SQL, MARK_PAID_SQL, SET_STORE_SNAPSHOT_SQL } from "./payment-sql";
import { isUniqueViolation, type ChargeRow, type PaymentRow, type PrismaClient } from "../../shared/repositories/prisma";
import { postPayment } from "../../ledger/repositories/ledger-payments";
import type { StoreSnapshot } from "../../shared/usecases/ports";
import type { DueDateTerms } from "@pix/amount-of-day";

/** The BCB's GET /loc filter (issue 39): creation period, kind of charge, one page. */
export interface LocatedQuery { from: Date; to: Date; tipoCob?: "cob" | "cobv"; limit: number; offset: number }

/** Reads load the charge's payments, so views can show `extra_payments`. */
export const WITH_PAYMENTS = { payments: { orderBy: { paidAt: "asc" as const } } };

export interface IdempotencySlot {
  storeId: string;
  environment: Environment;
  key: string;
  /**
   * The claim's created_at: the fence of every write through the slot. A claim taken over as abandoned
   * (ABANDONED_MS) has a new created_at, so the request that made the old one writes nothing (409).
   */
  claimedAt: Date;
}

/**
 * The charges table (issuing's own writes are in charge-issues.ts). Merchant reads are scoped by
 * (store, environment); merchant and payer reads see only the contract's statuses (a charge still
 * `creating`, or `failed`, is unknown to them: 404, absent from listings).
 */
export class ChargesRepository {
  /** `pool`: the hot reads run as plain SQL on it (charge-sql.ts); the rest goes through Prisma. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /**
   * Inserts the charge with its events (`charge.created`, the call's audit entry) and, for an
   * Idempotency-Key, the response to replay — one transaction, so a replayable key always names a charge that exists.
   */
  async insert(charge: Charge, events: Envelope[], slot?: IdempotencySlot): Promise<void> {
    try {
      await this.prisma.$transaction(async (tx) => {
        await tx.charge.create({ data: toRow(charge) });
        await tx.outboxEvent.createMany({ data: events.map((event) => ({ id: event.id, event: event.event, payload: event as object })) });
        if (slot && (await tx.idempotencyKey.updateMany({ where: slotFence(slot), data: { response: chargeToJson(charge) as object } })).count === 0) {
          throw claimLost();
        }
      });
    } catch (err) {
      // Only the caller's own (store, environment) can hold the txid: another merchant's is never revealed.
      if (isUniqueViolation(err)) throw errors.conflict("Já existe uma cobrança com este txid", "JA_EXISTE");
      throw err;
    }
  }

  async findByTxid(scope: StoreScope, txid: string): Promise<Charge | null> {
    const [row] = await queryCharges(this.pool, FIND_BY_TXID_SQL, [scope.storeId, scope.environment, txid]);
    return row ? fromPgRow(row) : null;
  }

  /** Any status, in the scope only (another store's id is unknown): issuing's and the defense's reads. */
  async findById(scope: StoreScope, id: string): Promise<Charge | null> {
    const row = await this.prisma.charge.findFirst({ where: { id, storeId: scope.storeId, environment: scope.environment }, include: WITH_PAYMENTS });
    return row && fromRow(row);
  }

  /**
   * The charge that received the Pix with this end-to-end id (its first payment or a later one), with
   * that payment, in the scope only: payments' end_to_end_id is unique, so it is one indexed read, and
   * another store's Pix is unknown here (null) as one that does not exist.
   */
  async findByPaymentEndToEndId(scope: StoreScope, endToEndId: string): Promise<{ charge: Charge; payment: ExtraPayment } | null> {
    const row = await this.prisma.payment.findFirst({
      where: { endToEndId, charge: { storeId: scope.storeId, environment: scope.environment, status: { in: [...VISIBLE_STATUSES] } } },
      include: { charge: { include: WITH_PAYMENTS } },
    });
    if (!row) return null;
    return { charge: fromRow(row.charge), payment: { endToEndId: row.endToEndId, amountCents: Number(row.amountCents), paidAt: row.paidAt } };
  }

  /** The charge as it is now, read again in its own store (after a transition raced with ours). */
  reload(charge: Pick<Charge, "id" | "storeId" | "environment">): Promise<Charge | null> {
    return this.findById(scopeOfRow(charge), charge.id);
  }

  /** Charges with a Pix code, newest first, at most `limit`: rows named as the message, for the listing's views. */
  async listWithPixCode(scope: StoreScope, status: ChargeStatus | undefined, limit: number): Promise<ListedChargeRow[]> {
    if (status !== undefined && !VISIBLE_STATUSES.includes(status)) return [];
    return queryListedCharges(this.pool, [scope.storeId, scope.environment, status ?? null, limit]);
  }

  /** Issue 39: the charge whose location has this id, in the scope only (another store's id is unknown here). */
  async findByLocId(scope: StoreScope, locId: number): Promise<Charge | null> {
    const [row] = await queryCharges(this.pool, FIND_BY_LOC_ID_SQL, [scope.storeId, scope.environment, locId]);
    return row ? fromPgRow(row) : null;
  }

  /** Issue 39: one page of the scope's charges with a location created in the period, and how many there are. */
  async listLocated(scope: StoreScope, q: LocatedQuery): Promise<{ charges: Charge[]; total: number }> {
    const where = [scope.storeId, scope.environment, q.from, q.to, q.tipoCob ?? null];
    const [rows, count] = await Promise.all([
      queryCharges(this.pool, LIST_LOCATED_SQL, [...where, q.limit, q.offset]),
      this.pool.query<{ total: number }>(COUNT_LOCATED_SQL, where),
    ]);
    return { charges: rows.map(fromPgRow), total: count.rows[0]!.total };
  }

  /**
   * pending → paid guarded by the status (conditional update): of any number of concurrent calls
   * for one charge exactly one changes the row and writes the event; the others get null. `store`:
   * the receipt's snapshot, written by the same statement when the caller has it.
   */
  async markPaid(chargeId: string, payment: Payment, eventsOf: (paid: Charge) => Envelope[], store?: StoreSnapshot): Promise<Charge | null> {
    return inTransaction(this.pool, async (client) => {
      const [row] = await queryCharges(client, MARK_PAID_SQL, [chargeId, payment.endToEndId, payment.paidAt, payment.simulated, store?.name ?? null, store?.document ?? null]);
      if (!row) return null;
      const paid = fromPgRow(row);
      // The ledger's postings commit with the transition (a simulated payment has no end-to-end id).
      await postPayment(client, paid, { endToEndId: payment.endToEndId, amountCents: paid.amountCents, paidAt: payment.paidAt }, true);
      await client.query({ name: "insert_outbox_many", text: INSERT_OUTBOX_MANY_SQL, values: [JSON.stringify(eventsOf(paid))] });
      return paid;
    });
  }

  /**
   * The store's name and document as of the payment (the receipt shows them), written once after
   * the payment committed: identity is not on the path that records payments.
   */
  async setStoreSnapshot(chargeId: string, storeName: string, storeDocument: string | null): Promise<void> {
    await this.pool.query({ name: "set_store_snapshot", text: SET_STORE_SNAPSHOT_SQL, values: [chargeId, storeName, storeDocument] });
  }
}

/** The row to insert; the location's id is the database's to draw (its column default). */
export function toRow({ extraPayments: _views, paidCents: _paid, refundedAmountCents: _refunded, locId: _loc, dueTerms, ...c }: Charge) {
  return {
    ...c, amountCents: BigInt(c.amountCents), feeAmountCents: c.feeAmountCents === null ? null : BigInt(c.feeAmountCents),
    ...(dueTerms && { dueTerms: { ...dueTerms } }),
  };
}

export function fromRow({ payments, dueTerms, locId, ...r }: ChargeRow & { payments?: PaymentRow[] }): Charge {
  return {
    ...r,
    locId: Number(locId),
    dueTerms: dueTerms as DueDateTerms | null, // written only from a checked DueDateTerms (toRow)
    ...(payments && { extraPayments: extraPaymentsOf(r.endToEndId, payments), paidCents: paidCentsOf(r.endToEndId, payments) }),
    environment: r.environment as Environment,
    status: r.status as Charge["status"],
    amountCents: Number(r.amountCents),
    feeAmountCents: r.feeAmountCents === null ? null : Number(r.feeAmountCents),
    refundedAmountCents: Number(r.refundedAmountCents),
  };
}

/**
 * A row of charge-sql's statements (bigint as text, payments as JSON) → the domain charge. Every field
 * is named (no rest spread): the hot reads map thousands of rows per listing, and an object literal of
 * fixed shape is several times cheaper to build and to read than a spread copy.
 */
export function fromPgRow(r: PgChargeRow): Charge {
  return {
    id: r.id, storeId: r.storeId, environment: r.environment as Environment, txid: r.txid, publicId: r.publicId,
    customerId: r.customerId, description: r.description, amountCents: Number(r.amountCents), customerName: r.customerName,
    customerEmail: r.customerEmail, customerCpf: r.customerCpf, customerPhone: r.customerPhone, productId: r.productId,
    couponId: r.couponId, subscriptionId: r.subscriptionId, method: r.method, successUrl: r.successUrl, cancelUrl: r.cancelUrl,
    expiresAt: r.expiresAt, expiredAt: r.expiredAt, dueDate: r.dueDate, dueTerms: r.dueTerms, pixCode: r.pixCode, qrCodeImage: r.qrCodeImage, status: r.status as Charge["status"],
    engineChargeId: r.engineChargeId, engineAccountId: r.engineAccountId,
    feeAmountCents: r.feeAmountCents === null ? null : Number(r.feeAmountCents), endToEndId: r.endToEndId, paidAt: r.paidAt,
    simulated: r.simulated, storeName: r.storeName, storeDocument: r.storeDocument, createdAt: r.createdAt,
    refundedAmountCents: Number(r.refundedAmountCents ?? 0), locId: Number(r.locId),
    extraPayments: r.payments ? extraPaymentsOf(r.endToEndId, r.payments) : undefined,
    paidCents: r.payments ? paidCentsOf(r.endToEndId, r.payments) : undefined,
  };
}

/** What the payment that paid the charge (the charge's own end-to-end id) brought; undefined before it is recorded. */
function paidCentsOf(endToEndId: string | null, payments: { endToEndId: string; amountCents: bigint | string }[]): number | undefined {
  const paid = endToEndId === null ? undefined : payments.find((p) => p.endToEndId === endToEndId);
  return paid && Number(paid.amountCents);
}

/** Every payment except the one that paid the charge (the charge's own end-to-end id). */
function extraPaymentsOf(endToEndId: string | null, payments: { endToEndId: string; amountCents: bigint | string; paidAt: Date | string }[]) {
  return payments
    .filter((p) => p.endToEndId !== endToEndId)
    .map((p) => ({ endToEndId: p.endToEndId, amountCents: Number(p.amountCents), paidAt: new Date(p.paidAt) }));
}
