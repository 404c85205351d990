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
import type { DueDateTerms } from "@pix/amount-of-day";
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

/**
 * Issue 37, charge.overdue. $1 as of, $2 limit, $3 store or null, $4 environment or null. The candidates:
 * pending due-date charges (with terms: POST /charges stores a bare due_date, which never makes a charge
 * overdue and must not fill the batch) not yet overdue whose calendar day after the due date has begun in Brasília
 * (due_date is midnight UTC of the due date; the day after starts 27 h later, at 03:00 UTC). A due date on
 * a weekend or holiday moves later, so the caller keeps only those past their adjusted due date
 * (amount-of-day's rule, with the holiday table in code); the adjusted date grows with the due date, so
 * in due-date order the overdue come first. Claimed FOR UPDATE SKIP LOCKED, as expiry claims its rows.
 */
export const OVERDUE_CANDIDATES_SQL = `SELECT ${COLUMNS} FROM charges c
  WHERE status = 'pending' AND due_terms IS NOT NULL AND due_date IS NOT NULL AND overdue_at IS NULL AND due_date <= $1::timestamptz - interval '27 hours'
    AND ($3::uuid IS NULL OR store_id = $3::uuid) AND ($4::text IS NULL OR environment = $4)
  ORDER BY due_date
  LIMIT $2
  FOR UPDATE SKIP LOCKED`;

/** Marks the claimed overdue charges ($1 ids), still pending and not yet marked: once per charge. */
export const MARK_OVERDUE_SQL = `UPDATE charges AS c SET overdue_at = now()
  WHERE id = ANY($1::uuid[]) AND status = 'pending' AND overdue_at IS NULL
  RETURNING ${COLUMNS}`;

/** The due-date test clock's write ($1 id, $2 terms, $3 due date, $4 expires at): a pending test charge only. */
export const MOVE_DUE_DATE_SQL = `UPDATE charges AS c SET due_terms = $2::jsonb, due_date = $3::timestamptz, expires_at = $4::timestamptz
  WHERE c.id = $1::uuid AND c.environment = 'test' AND c.status = 'pending' AND c.due_terms IS NOT NULL
  RETURNING ${COLUMNS}`;

export class ChargeExpiryRepository {
  constructor(private readonly pool: Pool) {}

  /** Issue 37's test clock: new terms and their dates on a pending test charge; null when it is no longer pending. */
  async moveDueDate(chargeId: string, terms: DueDateTerms, dates: { dueDate: Date; expiresAt: Date }): Promise<Charge | null> {
    const { rows } = await this.pool.query<PgChargeRow>(MOVE_DUE_DATE_SQL, [chargeId, JSON.stringify(terms), dates.dueDate, dates.expiresAt]);
    return rows[0] ? fromPgRow(rows[0]) : null;
  }

  async nextDueInMs(): Promise<number | null> {
    const { rows } = await this.pool.query({ name: "next_expiry", text: NEXT_EXPIRY_SQL });
    return rows[0]?.ms ?? null;
  }

  /**
   * Marks up to `limit` charges overdue as of `asOf` (all stores, or the scope's), each with its event in
   * the same transaction; `isOverdue` decides among the candidates (the business-day rule). Returns them
   * and whether the batch was full (more candidates may follow).
   */
  async markOverdue(limit: number, asOf: Date, isOverdue: (c: Charge) => boolean, eventOf: (c: Charge) => Envelope, scope?: StoreScope): Promise<{ marked: Charge[]; full: boolean }> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<PgChargeRow>(OVERDUE_CANDIDATES_SQL, [asOf, limit, scope?.storeId ?? null, scope?.environment ?? null]);
      const due = rows.map(fromPgRow).filter(isOverdue);
      if (due.length === 0) return { marked: [], full: false };
      const marked = (await client.query<PgChargeRow>(MARK_OVERDUE_SQL, [due.map((c) => c.id)])).rows.map(fromPgRow);
      for (const charge of marked) {
        const event = eventOf(charge);
        await client.query({ name: "insert_outbox", text: INSERT_OUTBOX_SQL, values: [event.id, event.event, JSON.stringify(event)] });
      }
      // Every candidate overdue and the batch full: there may be more.
      return { marked, full: rows.length === limit && due.length === rows.length };
    });
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
