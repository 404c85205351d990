import type { Environment } from "../domain/charge";
import { Prisma, type PrismaClient } from "./prisma";

export interface IdempotencyRecord {
  requestHash: string;
  response: Record<string, unknown> | null;
  /** The charge the request is issuing (still `creating` while response is null). */
  chargeId: string | null;
  createdAt: Date;
}

/** Idempotency keys per (store, environment, key); the response is written by ChargesRepository.insert. */
export class IdempotencyRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** True when this call now owns the key (the primary key makes exactly one concurrent claim win). */
  async claim(storeId: string, environment: Environment, key: string, requestHash: string): Promise<boolean> {
    const { count } = await this.prisma.idempotencyKey.createMany({
      data: [{ storeId, environment, key, requestHash }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  async find(storeId: string, environment: Environment, key: string): Promise<IdempotencyRecord | null> {
    const row = await this.prisma.idempotencyKey.findUnique({ where: { storeId_environment_key: { storeId, environment, key } } });
    return row && { requestHash: row.requestHash, response: row.response as Record<string, unknown> | null, chargeId: row.chargeId, createdAt: row.createdAt };
  }

  /**
   * Drops a claim whose request failed, so that a retry runs again; not one naming a charge still
   * being issued (the retry resumes that charge instead of issuing a second one).
   */
  async release(storeId: string, environment: Environment, key: string, requestHash: string): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId, environment, key, requestHash, chargeId: null, response: { equals: Prisma.DbNull } } });
  }

  /** Drops an expired or abandoned record, only if it is still the one that was read. */
  async discard(storeId: string, environment: Environment, key: string, createdAt: Date): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId, environment, key, createdAt } });
  }
}
