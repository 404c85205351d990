import { randomUUID } from "node:crypto";
import type { PrismaClient, Session } from "./prisma";

export class SessionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(userId: string, environment: string, refreshTokenHash: string, expiresAt: Date): Promise<Session> {
    return this.prisma.session.create({ data: { id: randomUUID(), userId, environment, refreshTokenHash, expiresAt } });
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

  setEnvironment(id: string, environment: string): Promise<Session> {
    return this.prisma.session.update({ where: { id }, data: { environment } });
  }

  revoke(id: string): Promise<Session> {
    return this.prisma.session.update({ where: { id }, data: { revokedAt: new Date() } });
  }
}
