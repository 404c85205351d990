import { randomUUID } from "node:crypto";
import type { Envelope } from "@pix/messaging";
import type { Charge, ExtraPayment } from "../domain/charge";
import { fromRow } from "./charges";
import { countCouponUse } from "./coupons";
import type { PrismaClient } from "./prisma";

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
  paid(charge: Charge): Envelope;
  extra(charge: Charge, payment: ExtraPayment): Envelope;
}

const outboxRow = (e: Envelope) => ({ id: e.id, event: e.event, payload: e as object });

/** engine_notices and payments: the durable record of the engine's notices and of every payment. */
export class EngineNoticesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Records the notice and its queue message in one transaction; false when a notice with this
   * engine id was already recorded (a resend, or one of several concurrent deliveries).
   */
  async record(notice: { noticeId: string; chargeId: string; rawBody: string }, messageOf: (rowId: string) => Envelope): Promise<boolean> {
    const id = randomUUID();
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.engineNotice.createMany({ data: [{ id, ...notice }], skipDuplicates: true });
      if (count === 0) return false;
      await tx.outboxEvent.create({ data: outboxRow(messageOf(id)) });
      return true;
    });
  }

  async find(id: string): Promise<StoredNotice | null> {
    return this.prisma.engineNotice.findUnique({ where: { id } });
  }

  /** A failed confirmation attempt, for operators (the queue retries it). */
  async noteFailure(id: string, error: string): Promise<void> {
    await this.prisma.engineNotice.update({ where: { id }, data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000) } });
  }

  /**
   * One transaction: the payment (unique end-to-end id: the same payment notified again changes
   * nothing), then pending → paid with `charge.paid`, or — the charge being paid already — an extra
   * payment with `charge.extra_payment`; the notice is marked processed with the outcome.
   */
  async applyPayment(noticeRowId: string, charge: Charge, payment: ReceivedPayment, events: PaymentEvents): Promise<NoticeOutcome> {
    return this.prisma.$transaction(async (tx) => {
      // The notice row is locked first: a second delivery of its queue message waits here, then skips.
      const [locked] = await tx.$queryRaw<{ outcome: string | null; processed: boolean }[]>`
        SELECT outcome, processed_at IS NOT NULL AS processed FROM engine_notices WHERE id = ${noticeRowId}::uuid FOR UPDATE`;
      if (locked?.processed) return locked.outcome as NoticeOutcome;
      const inserted = await tx.payment.createMany({
        data: [{ id: randomUUID(), chargeId: charge.id, noticeId: noticeRowId, endToEndId: payment.endToEndId, amountCents: BigInt(payment.amountCents), paidAt: payment.paidAt }],
        skipDuplicates: true,
      });
      let outcome: NoticeOutcome = "duplicate";
      if (inserted.count === 1) {
        const [paid] = await tx.charge.updateManyAndReturn({
          where: { id: charge.id, status: "pending" },
          data: { status: "paid", endToEndId: payment.endToEndId, paidAt: payment.paidAt, simulated: false },
        });
        outcome = paid ? "paid" : "extra_payment";
        // The coupon's use, once: only the notice that made the transition counts it.
        if (paid?.couponId) await countCouponUse(tx, paid.couponId);
        const event = paid ? events.paid(fromRow(paid)) : events.extra(charge, payment);
        await tx.outboxEvent.create({ data: outboxRow(event) });
      }
      await tx.engineNotice.update({ where: { id: noticeRowId }, data: { processedAt: new Date(), outcome } });
      return outcome;
    });
  }
}
