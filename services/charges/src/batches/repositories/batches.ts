import { writeAuditRow } from "@pix/messaging";
import type { StoreScope } from "@pix/grpc";
import { claimLost, slotFence } from "../../issuing/repositories/idempotency";
import type { IdempotencySlot } from "../../issuing/repositories/charges";
import { Codigo, errors } from "@pix/errors";
import { isUniqueViolation, type Prisma, type PrismaClient } from "../../shared/repositories/prisma";
import type { BatchItem, BatchProblem, BatchStatus, BatchItemStatus, ChargeBatch } from "../domain/batch";

/** How many batches GET /pix/lotes lists, newest first. */
export const BATCH_LISTING_CAP = 100;

type BatchRow = Prisma.ChargeBatchGetPayload<{ include: { items: true } }> | Prisma.ChargeBatchGetPayload<object>;

/** Batches of due-date charges (issue 37) and their items, in the store's scope. */
export class ChargeBatchesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The batch, EM_PROCESSAMENTO, with the call's audit entry and, under an Idempotency-Key, the key's
   * answer (the batch's id: a retry reads the batch as it is then) in one transaction.
   */
  async insert(batch: ChargeBatch, slot?: IdempotencySlot): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.chargeBatch.create({
        data: { id: batch.id, storeId: batch.storeId, environment: batch.environment, descricao: batch.descricao, status: batch.status, total: batch.total, createdAt: batch.createdAt, externalId: batch.externalId },
      }).catch((err: unknown) => {
        // The client's id is the store's once: a batch is never made twice nor changed by another request.
        if (isUniqueViolation(err)) throw errors.conflict(`Já existe um lote com o id ${batch.externalId}: um lote não é alterado; use outro id para outro lote`, Codigo.JA_EXISTE);
        throw err;
      });
      await writeAuditRow(tx, { id: batch.id, total: batch.total }); // CreateChargeBatch's entry
      if (slot && (await tx.idempotencyKey.updateMany({ where: slotFence(slot), data: { response: { lote_id: batch.id } } })).count === 0) {
        throw claimLost();
      }
    });
  }

  /** Every item's outcome and the batch CONCLUIDO with its counts, in one transaction. */
  async finish(batch: ChargeBatch): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.chargeBatchItem.createMany({
        data: batch.itens.map((i) => ({ batchId: batch.id, indice: i.indice, status: i.status, txid: i.txid, chargeId: i.chargeId, problema: (i.problema ?? undefined) as object | undefined })),
      }),
      this.prisma.chargeBatch.update({ where: { id: batch.id }, data: { status: batch.status, criadas: batch.criadas, negadas: batch.negadas, finishedAt: new Date() } }),
    ]);
  }

  /** The store's own batch with its items, or null (another store's id included). */
  async find(scope: StoreScope, id: string): Promise<ChargeBatch | null> {
    const row = await this.prisma.chargeBatch.findFirst({
      where: { id, storeId: scope.storeId, environment: scope.environment },
      include: { items: { orderBy: { indice: "asc" } } },
    });
    return row && toBatch(row);
  }

  /** The store's own batch by the client's id (PUT /lotecobv/{id}), with its items, or null. */
  async findByExternalId(scope: StoreScope, externalId: string): Promise<ChargeBatch | null> {
    const row = await this.prisma.chargeBatch.findFirst({
      where: { externalId, storeId: scope.storeId, environment: scope.environment },
      include: { items: { orderBy: { indice: "asc" } } },
    });
    return row && toBatch(row);
  }

  /** The store's latest batches, newest first, without their items. */
  async list(scope: StoreScope): Promise<ChargeBatch[]> {
    const rows = await this.prisma.chargeBatch.findMany({
      where: { storeId: scope.storeId, environment: scope.environment },
      orderBy: { createdAt: "desc" },
      take: BATCH_LISTING_CAP,
    });
    return rows.map(toBatch);
  }
}

function toBatch(row: BatchRow): ChargeBatch {
  const items = "items" in row ? row.items : [];
  return {
    id: row.id, storeId: row.storeId, environment: row.environment, descricao: row.descricao, status: row.status as BatchStatus,
    total: row.total, criadas: row.criadas, negadas: row.negadas, createdAt: row.createdAt, externalId: row.externalId,
    itens: items.map((i): BatchItem => ({
      indice: i.indice, status: i.status as BatchItemStatus, txid: i.txid, chargeId: i.chargeId, problema: i.problema as BatchProblem | null,
    })),
  };
}
