import { randomUUID } from "node:crypto";
import type { ApiKey, PrismaClient } from "./prisma";

export class ApiKeysRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(data: { userId: string; name: string; environment: string; keyHash: string; prefix: string; lastFour: string }): Promise<ApiKey> {
    return this.prisma.apiKey.create({ data: { id: randomUUID(), ...data } });
  }

  findByHash(keyHash: string): Promise<ApiKey | null> {
    return this.prisma.apiKey.findUnique({ where: { keyHash } });
  }

  listForUser(userId: string): Promise<ApiKey[]> {
    return this.prisma.apiKey.findMany({ where: { userId, revokedAt: null }, orderBy: { createdAt: "desc" }, take: 5000 });
  }

  /** Scoped by owner: another merchant's key id matches nothing. */
  async revoke(userId: string, id: string): Promise<ApiKey | null> {
    const { count } = await this.prisma.apiKey.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } });
    return count === 1 ? this.prisma.apiKey.findUnique({ where: { id } }) : null;
  }

  touch(id: string): Promise<unknown> {
    return this.prisma.apiKey.update({ where: { id }, data: { lastUsedAt: new Date() } });
  }
}
