import { randomUUID } from "node:crypto";
import { writeAuditRow } from "@pix/messaging";
import type { PrismaClient, Session } from "./prisma";

export class SessionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(userId: string, environment: string, refreshTokenHash: string, expiresAt: Date): Promise<Session> {
    return this.prisma.session.create({ data: { id: randomUUID(), userId, environment, refreshTokenHash, expiresAt } });
  }

  /**
   * A session for a password just checked, unless the password changed meanwhile (an e-mail
   * confirmation took the account over): the account's row is read FOR SHARE, so this waits for a
   * takeover in progress and then sees its new password (see credentials.ts lockAccount). Null then.
   */
  createIfPasswordUnchanged(userId: string, passwordHash: string, environment: string, refreshTokenHash: string, expiresAt: Date): Promise<Session | null> {
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM users WHERE id = ${userId}::uuid AND password_hash = ${passwordHash} FOR SHARE`;
      if (rows.length === 0) return null;
      return tx.session.create({ data: { id: randomUUID(), userId, environment, refreshTokenHash, expiresAt } });
    });
  }

  findById(id: string): Promise<Session | null> {
    return this.prisma.session.findUnique({ where: { id } });
  }

  findByRefreshHash(hash: string): Promise<Session | null> {
    return this.prisma.session.findUnique({ where: { refreshTokenHash: hash } });
  }

  findByPreviousRefreshHash(hash: string): Promise<Session | null> {
    return this.prisma.session.findFirst({ where: { previousRefreshHash: hash } });
  }

  /** Compare-and-swap on the current hash: of two concurrent refreshes with one token, one wins. */
  async rotate(id: string, currentHash: string, nextHash: string): Promise<boolean> {
    const { count } = await this.prisma.session.updateMany({
      where: { id, refreshTokenHash: currentHash, revokedAt: null },
      data: { refreshTokenHash: nextHash, previousRefreshHash: currentHash, rotatedAt: new Date() },
    });
    return count === 1;
  }

  /** SwitchEnvironment's change, with its audit entry in the same transaction. */
  setEnvironment(id: string, environment: string): Promise<Session> {
    return this.prisma.$transaction(async (tx) => {
      const session = await tx.session.update({ where: { id }, data: { environment } });
      await writeAuditRow(tx, { environment });
      return session;
    });
  }

  revoke(id: string): Promise<Session> {
    return this.prisma.session.update({ where: { id }, data: { revokedAt: new Date() } });
  }
}
