import { randomUUID } from "node:crypto";
import { MailBound, recipientKey, waitForRoom } from "../domain/mail-quota";
import { lockAccount, revokeAccountCredentials } from "./credentials";
import { mailSends } from "./mail-sends";
import type { PrismaClient, User } from "./prisma";

/** A verification send claimed, or refused by the one-a-minute slot or the per-day bound of the address. */
export type SendClaim = { claimed: true } | { claimed: false; waitMs: number; bound: "interval" | "day" };

/** Lock waits hold pool connections; Prisma's 5 s transaction default would turn a queue into errors. */
const LOCKED_TX = { maxWait: 15_000, timeout: 15_000 };

/** Rolls the confirmation back: the link names an address the account no longer has. */
class StaleLink extends Error {}

export class EmailVerificationRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Claims the right to send a verification e-mail to the account's address: at most one per
   * `intervalMs` (a conditional UPDATE of the account) and at most `bound.max` per `bound.windowMs`
   * to the address (counted in mail_sends), in one transaction under the address's lock, so of
   * concurrent requests exactly the ones within both bounds win. Refused: the wait until the next
   * send fits (0 when the account is verified: nothing will ever be sent).
   */
  claimSendSlot(user: { id: string; email: string }, now: Date, intervalMs: number, bound: MailBound): Promise<SendClaim> {
    const recipient = recipientKey(user.email);
    return this.prisma.$transaction(async (tx) => {
      await mailSends.lock(tx, `verification:${recipient}`);
      const sent = (await mailSends.byRecipients(tx, "verification", [recipient], new Date(now.getTime() - bound.windowMs))).get(recipient) ?? [];
      const dayWait = waitForRoom(sent.map((s) => s.sentAt), 1, bound, now);
      if (dayWait > 0) return { claimed: false, waitMs: dayWait, bound: "day" } as const;
      const { count } = await tx.user.updateMany({
        where: {
          id: user.id,
          emailVerifiedAt: null,
          OR: [{ emailVerificationSentAt: null }, { emailVerificationSentAt: { lte: new Date(now.getTime() - intervalMs) } }],
        },
        data: { emailVerificationSentAt: now },
      });
      if (count !== 1) {
        const row = await tx.user.findUnique({ where: { id: user.id }, select: { emailVerificationSentAt: true } });
        const last = row?.emailVerificationSentAt?.getTime() ?? now.getTime();
        return { claimed: false, waitMs: Math.max(1, last + intervalMs - now.getTime()), bound: "interval" } as const;
      }
      await mailSends.record(tx, "verification", null, [recipient], now);
      return { claimed: true } as const;
    }, LOCKED_TX);
  }

  /** Stores a new token for the address and drops the account's unused ones: only the newest link works. */
  async replaceToken(userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.emailVerificationToken.deleteMany({ where: { userId, usedAt: null } }),
      this.prisma.emailVerificationToken.create({ data: { id: randomUUID(), userId, email, tokenHash, expiresAt } }),
    ]);
  }

  /**
   * The account a link would confirm, without using it: null when unknown, used, expired, or sent
   * to an address the account no longer has.
   */
  async inspect(tokenHash: string, now: Date): Promise<User | null> {
    const token = await this.prisma.emailVerificationToken.findUnique({ where: { tokenHash }, include: { user: true } });
    if (!token || token.usedAt || token.expiresAt <= now || token.user.email !== token.email) return null;
    return token.user;
  }

  /**
   * Uses a token once and hands the account to whoever holds it (issue 23): in one transaction the
   * token is marked used (compare-and-set on `used_at`), every session and API key made before is
   * revoked (revokeAccountCredentials), the new password replaces the old one and the address is
   * marked verified. Null, with nothing changed, when the token is unknown, used, expired, or was
   * sent to an address the account no longer has.
   */
  confirm(tokenHash: string, passwordHash: string, now: Date): Promise<User | null> {
    return this.prisma.$transaction(async (tx) => {
      const token = await tx.emailVerificationToken.findUnique({ where: { tokenHash } });
      if (!token) return null;
      await lockAccount(tx, token.userId);
      const { count } = await tx.emailVerificationToken.updateMany({
        where: { id: token.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      const user = await tx.user.findUnique({ where: { id: token.userId } });
      if (!user || user.email !== token.email) throw new StaleLink();
      await revokeAccountCredentials(tx, user.id, "email_confirmed", now);
      return tx.user.update({ where: { id: user.id }, data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now } });
    }, LOCKED_TX).catch((err: unknown) => {
      if (err instanceof StaleLink) return null;
      throw err;
    });
  }

  /**
   * Confirms from a live session of the same account (issue 33): whoever holds that session knows
   * the account's password (or its refresh token), and whoever holds the link holds the mailbox, so
   * the two are one person and nothing is taken away. In one transaction under the account's lock:
   * the session is re-read (revoked meanwhile = no proof), the token is used once, the address is
   * marked verified. Null, with nothing changed, when the token is unknown, used, expired, for
   * another account or address, or the session is gone.
   */
  confirmFromSession(tokenHash: string, session: { userId: string; sessionId: string }, now: Date): Promise<User | null> {
    return this.prisma.$transaction(async (tx) => {
      const token = await tx.emailVerificationToken.findUnique({ where: { tokenHash } });
      if (!token || token.userId !== session.userId) return null;
      await lockAccount(tx, token.userId);
      const live = await tx.session.findFirst({ where: { id: session.sessionId, userId: session.userId, revokedAt: null } });
      if (!live) return null;
      const { count } = await tx.emailVerificationToken.updateMany({
        where: { id: token.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      const user = await tx.user.findUnique({ where: { id: token.userId } });
      if (!user || user.email !== token.email) throw new StaleLink();
      return tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: user.emailVerifiedAt ?? now } });
    }, LOCKED_TX).catch((err: unknown) => {
      if (err instanceof StaleLink) return null;
      throw err;
    });
  }

  /** For accounts whose address was proven another way (the identity provider, the dev seed). */
  markVerified(userId: string, now = new Date()): Promise<User> {
    return this.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } });
  }
}
