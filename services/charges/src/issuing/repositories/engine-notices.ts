import { randomUUID } from "node:crypto";
import { inTransaction, type Envelope } from "@pix/messaging";
import type { Pool, PoolClient } from "pg";
import type { Charge, ExtraPayment } from "../domain/charge";
import type { PgChargeRow } from "./charge-sql";
import { fromPgRow } from "./charges";
import { postPayment } from "../../ledger/repositories/ledger-payments";
import { APPLY_PAYMENT_SQL, FIND_NOTICE_SQL, INSERT_OUTBOX_SQL, NOTICE_OUTCOME_SQL, RECORD_NOTICE_SQL } from "./payment-sql";
import type { PrismaClient } from "../../shared/repositories/prisma";
import type { StoreSnapshot } from "../../shared/usecases/ports";

export type NoticeOutcome = "paid" | "extra_payment" | "duplicate";

export interface StoredNotice {
  id: string;
  noticeId: string;
  chargeId: string;
  rawBody: string;
  processedAt: Date | null;
  outcome: string | null;
}

export interface ReceivedPayment {
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
}

export interface PaymentEvents {
  /** `paidCents`: what the payment brought (a due-date charge's components follow from it). */
  paid(charge: Charge, paidCents?: number): Envelope;
  extra(charge: Charge, payment: ExtraPayment): Envelope;
}

const jsonOf = (e: Envelope) => JSON.stringify(e);

/**
 * engine_notices and payments: the durable record of the engine's notices and of every payment. The
 * per-payment statements are plain SQL on the pool (payment-sql.ts); an operator's note stays on Prisma.
 */
export class EngineNoticesRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /**
   * Records the notice and its queue message in one statement; false when a notice with this engine id
   * was already recorded (a resend, or one of several concurrent deliveries).
   */
  async record(notice: { noticeId: string; chargeId: string; rawBody: string }, messageOf: (rowId: string) => Envelope): Promise<boolean> {
    const id = randomUUID();
    const message = messageOf(id);
    const { rowCount } = await this.pool.query({
      name: "record_notice", text: RECORD_NOTICE_SQL, values: [id, notice.noticeId, notice.chargeId, notice.rawBody, message.id, message.event, jsonOf(message)],
    });
    return rowCount === 1;
  }

  async find(id: string): Promise<StoredNotice | null> {
    const { rows } = await this.pool.query<StoredNotice>({ name: "find_notice", text: FIND_NOTICE_SQL, values: [id] });
    return rows[0] ?? null;
  }

  /** A failed confirmation attempt, for operators (the queue retries it). */
  async noteFailure(id: string, error: string): Promise<void> {
    await this.prisma.engineNotice.update({ where: { id }, data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000) } });
  }

  /**
   * One transaction: the payment (unique end-to-end id: the same payment notified again changes
   * nothing), then pending → paid with `charge.paid`, or — the charge being paid already — an extra
   * payment with `charge.extra_payment`; the notice is marked processed with the outcome. The first
   * statement does all of it but the event, whose body is the charge as that statement paid it.
   */
  async applyPayment(noticeRowId: string, charge: Charge, payment: ReceivedPayment, events: PaymentEvents, store?: StoreSnapshot): Promise<NoticeOutcome> {
    return inTransaction(this.pool, async (client) => {
      // The charge's columns are null unless this statement paid it.
      const { rows } = await client.query<PgChargeRow & { outcome: NoticeOutcome }>({
        name: "apply_payment", text: APPLY_PAYMENT_SQL,
        values: [noticeRowId, randomUUID(), charge.id, payment.endToEndId, String(payment.amountCents), payment.paidAt, store?.name ?? null, store?.document ?? null],
      });
      // No row: another delivery of this notice's message processed it (we waited on its lock).
      if (!rows[0]) return processedOutcome(client, noticeRowId);
      const { outcome } = rows[0];
      // The ledger's postings commit with the payment: a duplicate inserted no payment and posts nothing.
      if (outcome === "paid") await postPayment(client, fromPgRow(rows[0]), payment, true);
      if (outcome === "extra_payment") await postPayment(client, charge, payment, false);
      const event = outcome === "paid" ? events.paid(fromPgRow(rows[0]), payment.amountCents) : outcome === "extra_payment" ? events.extra(charge, payment) : null;
      if (event) await client.query({ name: "insert_outbox", text: INSERT_OUTBOX_SQL, values: [event.id, event.event, jsonOf(event)] });
      return outcome;
    });
  }
}

async function processedOutcome(client: PoolClient, noticeRowId: string): Promise<NoticeOutcome> {
  const [row] = (await client.query<{ outcome: NoticeOutcome | null }>(NOTICE_OUTCOME_SQL, [noticeRowId])).rows;
  if (!row?.outcome) throw new Error(`engine notice ${noticeRowId} not found`);
  return row.outcome;
}
