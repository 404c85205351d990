import { randomUUID } from "node:crypto";
import { recipientKey } from "@pix/mailer";
import { CHARGE_LINK_MAIL_BOUNDS, CHARGE_LINK_MAIL_HISTORY_MS, chargeLinkMailFits } from "../domain/charge-link-mail";
import type { PrismaClient } from "./prisma";

const LOCKED_TX = { maxWait: 15_000, timeout: 15_000 };
const PRUNE_BATCH = 100;

/**
 * Charge-now e-mails handed to SMTP (domain/charge-link-mail.ts). A claim reads the history, decides and
 * records in one transaction under advisory locks of the store, then the recipient (always in that
 * order: no deadlock), so concurrent charge-nows cannot overshoot a bound.
 */
export class ChargeLinkMailsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** True (and recorded) when one more e-mail from `storeId` to `email` fits both bounds. */
  claim(storeId: string, email: string, now = new Date()): Promise<boolean> {
    const recipientHash = recipientKey(email);
    const since = (ms: number) => new Date(now.getTime() - ms);
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`charge_link_mails:store:${storeId}`}, 0))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`charge_link_mails:to:${recipientHash}`}, 0))`;
      const store = await tx.chargeLinkMail.findMany({ where: { storeId, sentAt: { gt: since(CHARGE_LINK_MAIL_BOUNDS.perStore.windowMs) } }, select: { sentAt: true } });
      const recipient = await tx.chargeLinkMail.findMany({ where: { recipientHash, sentAt: { gt: since(CHARGE_LINK_MAIL_BOUNDS.perRecipient.windowMs) } }, select: { sentAt: true } });
      if (!chargeLinkMailFits({ store: store.map((r) => r.sentAt), recipient: recipient.map((r) => r.sentAt) }, now)) return false;
      await tx.chargeLinkMail.create({ data: { id: randomUUID(), storeId, recipientHash, sentAt: now } });
      await tx.$executeRaw`DELETE FROM charge_link_mails WHERE id IN (SELECT id FROM charge_link_mails WHERE sent_at < ${since(CHARGE_LINK_MAIL_HISTORY_MS)} LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`;
      return true;
    }, LOCKED_TX);
  }
}
