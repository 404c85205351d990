import { randomUUID } from "node:crypto";
import type { PrismaClient, User } from "./prisma";

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
   * Uses a token once: marks it used (compare-and-set on `used_at`) and the account verified, in one
   * transaction. Null when unknown, used, expired, or sent to an address the account no longer has.
   */
  consume(tokenHash: string, now: Date): Promise<User | null> {
    return this.prisma.$transaction(async (tx) => {
      const token = await tx.emailVerificationToken.findUnique({ where: { tokenHash } });
      if (!token) return null;
      const { count } = await tx.emailVerificationToken.updateMany({
        where: { id: token.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      const user = await tx.user.findUnique({ where: { id: token.userId } });
      if (!user || user.email !== token.email) return null;
      if (user.emailVerifiedAt) return user;
      return tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } });
    });
  }

  /** For accounts whose address was proven another way (the identity provider, the dev seed). */
  markVerified(userId: string, now = new Date()): Promise<User> {
    return this.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } });
  }
}
