import { randomUUID } from "node:crypto";
import { lockAccount, revokeAccountCredentials } from "./credentials";
import type { PrismaClient, User } from "./prisma";

/** Rolls the confirmation back: the link names an address the account no longer has. */
class StaleLink extends Error {}

export class EmailVerificationRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Claims the right to send a verification e-mail: one conditional UPDATE, so of concurrent
   * requests within `intervalMs` exactly one wins. False when verified already or sent too recently.
   */
  async claimSendSlot(userId: string, now: Date, intervalMs: number): Promise<boolean> {
    const { count } = await this.prisma.user.updateMany({
      where: {
        id: userId,
        emailVerifiedAt: null,
        OR: [{ emailVerificationSentAt: null }, { emailVerificationSentAt: { lte: new Date(now.getTime() - intervalMs) } }],
      },
      data: { emailVerificationSentAt: now },
    });
    return count === 1;
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
    }).catch((err: unknown) => {
      if (err instanceof StaleLink) return null;
      throw err;
    });
  }

  /** For accounts whose address was proven another way (the identity provider, the dev seed). */
  markVerified(userId: string, now = new Date()): Promise<User> {
    return this.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } });
  }
}
