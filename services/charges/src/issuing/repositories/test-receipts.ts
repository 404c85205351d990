import { randomUUID } from "node:crypto";
import { recipientKey } from "@pix/mailer";
import { TEST_RECEIPT_BOUNDS, TEST_RECEIPT_HISTORY_MS, testReceiptFits } from "../domain/test-receipts";
import type { PrismaClient } from "../../shared/repositories/prisma";

const LOCKED_TX = { maxWait: 15_000, timeout: 15_000 };
const PRUNE_BATCH = 100;

/**
 * The test receipts handed to SMTP (domain/test-receipts.ts). A claim reads the history, decides and
 * records in one transaction under advisory locks of the store, then the recipient (always in that
 * order: no deadlock), so concurrent payments' follow-ups cannot overshoot a bound.
 */
export class TestReceiptsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** True (and recorded) when one more test receipt from `storeId` to `email` fits both bounds. */
  claim(storeId: string, email: string, now = new Date()): Promise<boolean> {
    const recipientHash = recipientKey(email);
    const since = (ms: number) => new Date(now.getTime() - ms);
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`test_receipts:store:${storeId}`}, 0))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`test_receipts:to:${recipientHash}`}, 0))`;
      const store = await tx.testReceiptSend.findMany({ where: { storeId, sentAt: { gt: since(TEST_RECEIPT_BOUNDS.perStore.windowMs) } }, select: { sentAt: true } });
      const recipient = await tx.testReceiptSend.findMany({ where: { recipientHash, sentAt: { gt: since(TEST_RECEIPT_BOUNDS.perRecipient.windowMs) } }, select: { sentAt: true } });
      const fits = testReceiptFits({ store: store.map((r) => r.sentAt), recipient: recipient.map((r) => r.sentAt) }, now);
      if (!fits) return false;
      await tx.testReceiptSend.create({ data: { id: randomUUID(), storeId, recipientHash, sentAt: now } });
      await tx.$executeRaw`DELETE FROM test_receipt_sends WHERE id IN (SELECT id FROM test_receipt_sends WHERE sent_at < ${since(TEST_RECEIPT_HISTORY_MS)} LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`;
      return true;
    }, LOCKED_TX);
  }
}
