import type { Pool } from "pg";
import type { Charge } from "../domain/charge";
import { FIND_BY_PUBLIC_ID_SQL, queryCharges } from "./charge-sql";
import { fromPgRow, fromRow, WITH_PAYMENTS } from "./charges";
import { FIND_BY_ENGINE_CHARGE_ID_SQL } from "./payment-sql";
import type { PrismaClient } from "../../shared/repositories/prisma";

/**
 * Every read of a charge that crosses stores, in one place (issue 26): the key held is not a store's
 * but a capability (the payer's public id), the engine's (a notice's charge id), or the service's own
 * (a sweeper's claimed row). A merchant's read goes through ChargesRepository, which requires a scope.
 */
export class CrossStoreCharges {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /** The payer's checkout holds only the public id, which is the capability. */
  async findByPublicId(publicId: string): Promise<Charge | null> {
    const [row] = await queryCharges(this.pool, FIND_BY_PUBLIC_ID_SQL, [publicId]);
    return row ? fromPgRow(row) : null;
  }

  /** An engine notice names the engine's charge, not a store. */
  async findByEngineChargeId(engineChargeId: string): Promise<Charge | null> {
    const { rows } = await this.pool.query({ name: "find_by_engine_charge_id", text: FIND_BY_ENGINE_CHARGE_ID_SQL, values: [engineChargeId] });
    return rows[0] ? fromPgRow(rows[0]) : null;
  }

  /** Any store, any status: the charge behind a row a sweeper claimed (an issue, a refund). */
  async findClaimed(id: string): Promise<Charge | null> {
    const row = await this.prisma.charge.findUnique({ where: { id }, include: WITH_PAYMENTS });
    return row && fromRow(row);
  }
}
