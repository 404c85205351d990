import { errors } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { IdempotencySlot } from "./charges";
import { Prisma, type PrismaClient } from "../../shared/repositories/prisma";

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

  /**
   * The claim's created_at when this call now owns the key (the primary key makes exactly one
   * concurrent claim win), else null. The timestamp fences every later write of this request.
   */
  async claim(scope: StoreScope, key: string, requestHash: string): Promise<Date | null> {
    const rows = await this.prisma.$queryRaw<{ created_at: Date }[]>`
      INSERT INTO idempotency_keys (store_id, environment, key, request_hash) VALUES (${scope.storeId}::uuid, ${scope.environment}, ${key}, ${requestHash})
      ON CONFLICT DO NOTHING RETURNING created_at`;
    return rows[0]?.created_at ?? null;
  }

  async find(scope: StoreScope, key: string): Promise<IdempotencyRecord | null> {
    const row = await this.prisma.idempotencyKey.findUnique({ where: { storeId_environment_key: { storeId: scope.storeId, environment: scope.environment, key } } });
    return row && { requestHash: row.requestHash, response: row.response as Record<string, unknown> | null, chargeId: row.chargeId, createdAt: row.createdAt };
  }

  /**
   * Drops a claim whose request failed, so that a retry runs again; not one naming a charge still
   * being issued (the retry resumes that charge instead of issuing a second one), nor a later claim
   * that took this one over.
   */
  async release(scope: StoreScope, key: string, claimedAt: Date): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId: scope.storeId, environment: scope.environment, key, createdAt: claimedAt, chargeId: null, response: { equals: Prisma.DbNull } } });
  }

  /** Drops an expired or abandoned record, only if it is still the one that was read. */
  async discard(scope: StoreScope, key: string, createdAt: Date): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { storeId: scope.storeId, environment: scope.environment, key, createdAt } });
  }
}

/** The key row as this request claimed it, still unanswered: where a write through the slot may land. */
export function slotFence(slot: IdempotencySlot) {
  return { storeId: slot.storeId, environment: slot.environment, key: slot.key, createdAt: slot.claimedAt, chargeId: null, response: { equals: Prisma.DbNull } };
}

/**
 * This request's claim was taken over as abandoned while it still ran: the other request owns the
 * key now, so this one writes nothing and the client's retry gets the other's answer.
 */
export const claimLost = () => errors.idempotenciaEmAndamento(1);
