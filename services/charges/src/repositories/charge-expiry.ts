/**
 * Expiry's writes (issue 25): pending charges past expires_at turn `expired`, each with its
 * `charge.expired` event, in one transaction per batch. The rows are claimed with FOR UPDATE SKIP
 * LOCKED and the UPDATE is guarded by the status, so replicas racing on the same due rows take
 * disjoint ones, and a payment confirmed meanwhile (it locks the row too) wins or waits: one transition
 * per charge, one event. Reads and claims go through the partial index on (expires_at) of pending
 * charges (migration 20261126200000_charge_expiry): no pass scans the table.
 */
import type { Pool } from "pg";
import type { StoreScope } from "@pix/grpc";
import { appendAudit, inTransaction, type Envelope } from "@pix/messaging";
import type { Charge } from "../domain/charge";
import { COLUMNS, type PgChargeRow } from "./charge-sql";
import { fromPgRow } from "./charges";
import { INSERT_OUTBOX_SQL } from "./payment-sql";

/** The test clock's reach: one store's charges of one environment, as of an instant. */
export type ExpiryScope = StoreScope & { asOf: Date };

/**
 * $1 as of (null: the database's now), $2 limit, $3 store or null, $4 environment or null. The claim's
 * predicate is the partial index's (status = 'pending' AND expires_at IS NOT NULL).
 */
export const EXPIRE_DUE_SQL = `WITH due AS (
    SELECT id FROM charges
    WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= coalesce($1::timestamptz, now())
      AND ($3::uuid IS NULL OR store_id = $3::uuid) AND ($4::text IS NULL OR environment = $4)
    ORDER BY expires_at
    LIMIT $2
    FOR UPDATE SKIP LOCKED)
  UPDATE charges AS c SET status = 'expired', expired_at = now()
  FROM due WHERE c.id = due.id AND c.status = 'pending'
  RETURNING ${COLUMNS}`;

/** Milliseconds until the earliest pending charge expires (≤ 0: due now), by the database's clock; null for none. */
export const NEXT_EXPIRY_SQL = `SELECT ceil(extract(epoch FROM min(expires_at) - now()) * 1000)::float8 AS ms
  FROM charges WHERE status = 'pending' AND expires_at IS NOT NULL`;

export class ChargeExpiryRepository {
  constructor(private readonly pool: Pool) {}

  async nextDueInMs(): Promise<number | null> {
    const { rows } = await this.pool.query({ name: "next_expiry", text: NEXT_EXPIRY_SQL });
    return rows[0]?.ms ?? null;
  }

  /** Expires up to `limit` due charges (all stores, as of now; or the scope's) with their events; returns them. */
  /** `auditOfLast`: the answer a call's last batch (fewer than `limit`) records its audit entry with (ExpireTestCharges). */
  async expireDue(limit: number, eventOf: (expired: Charge) => Envelope, scope?: ExpiryScope, auditOfLast?: (count: number) => unknown): Promise<Charge[]> {
    return inTransaction(this.pool, async (client) => {
      const params = [scope?.asOf ?? null, limit, scope?.storeId ?? null, scope?.environment ?? null];
      const { rows } = await client.query<PgChargeRow>(EXPIRE_DUE_SQL, params);
      const expired = rows.map(fromPgRow);
      for (const charge of expired) {
        const event = eventOf(charge);
        await client.query({ name: "insert_outbox", text: INSERT_OUTBOX_SQL, values: [event.id, event.event, JSON.stringify(event)] });
      }
      if (auditOfLast && expired.length < limit) await appendAudit(client, auditOfLast(expired.length));
      return expired;
    });
  }
}
