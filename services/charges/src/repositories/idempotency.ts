import type { StoreScope } from "@pix/grpc";
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
  async claim(scope: StoreScope, key: string, requestHash: string): Promise<boolean> {
    const { count } = await this.prisma.idempotencyKey.createMany({
      data: [{ storeId: scope.storeId, environment: scope.environment, key, requestHash }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  async find(scope: StoreScope, key: string): Promise<IdempotencyRecord | null> {
    const row = await this.prisma.idempotencyKey.findUnique({ where: { storeId_environment_key: { storeId: scope.storeId, environment: scope.environment, key } } });
    return row && { requestHash: row.requestHash, response: row.response as Record<string, unknown> | null, chargeId: row.chargeId, createdAt: row.createdAt };
  }

  /**
   * Drops a claim whose request failed, so that a retry runs again; not one naming a charge still
   * being issued (the retry resumes that charge instead of issuing a second one).
   */
  async release(scope: StoreScope, key: string, requestHash: string): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId: scope.storeId, environment: scope.environment, key, requestHash, chargeId: null, response: { equals: Prisma.DbNull } } });
  }

  /** Drops an expired or abandoned record, only if it is still the one that was read. */
  async discard(scope: StoreScope, key: string, createdAt: Date): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId: scope.storeId, environment: scope.environment, key, createdAt } });
  }
}
