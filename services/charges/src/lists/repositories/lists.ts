/**
 * The BCB API's lists in plain SQL on the service's pg pool (the listing's columns, charge-sql.ts): the
 * filters, the order and the page run in PostgreSQL over every row of the store, and a second statement
 * counts the matches for `paginacao`. Each optional filter is a `$n IS NULL OR …` guard: the statements
 * are unnamed, so PostgreSQL plans each call with its values and a guard given null drops out of the plan.
 * The statements are exported so that a test can EXPLAIN exactly what runs.
 */
import type { Pool } from "pg";
import type { StoreScope } from "@pix/grpc";
import { int8AsNumber, iso, MESSAGE_COLUMNS, VISIBLE, type ChargeMessageRow } from "../../issuing/repositories/charge-sql";
import type { ChargesFilter, Page, PixFilter } from "../domain/list-input";

/**
 * $1 store, $2 environment, $3 from, $4 to (creation, inclusive), $5 with a due date (cobv) or not (cob),
 * $6 document or null, $7 statuses or null (any), $8 location present or null, $9 the batch's external id
 * or null. The location is the BR Code's field 26-25 (brcode_field, migration 20261128220000_bcb_lists).
 * The batch's clause is written only when a batch is asked for: under a `$9 IS NULL OR` guard PostgreSQL
 * would not turn the IN into a join from the batch's items and would test every charge of the store.
 */
const chargesWhere = (inBatch: boolean) => `c.store_id = $1::uuid AND c.environment = $2 AND c.pix_code IS NOT NULL AND ${VISIBLE}
  AND c.created_at >= $3::timestamptz AND c.created_at <= $4::timestamptz
  AND (c.due_terms IS NOT NULL) = $5::boolean
  AND ($6::text IS NULL OR c.customer_cpf = $6::text)
  AND ($7::text[] IS NULL OR c.status = ANY($7::text[]))
  AND ($8::boolean IS NULL OR (coalesce(brcode_field(brcode_field(c.pix_code, '26'), '25'), '') <> '') = $8::boolean)
  AND ${inBatch ? `c.id IN (SELECT i.charge_id FROM charge_batches b JOIN charge_batch_items i ON i.batch_id = b.id
    WHERE b.store_id = $1::uuid AND b.environment = $2 AND b.external_id = $9::text AND i.status <> 'NEGADA')` : "$9::text IS NULL"}`;

/**
 * The page (chargesWhere's parameters, then $10 limit, $11 offset: newest first, the id breaking ties so
 * pages never overlap) and the count. The page's ids are picked first and only its rows are projected:
 * PostgreSQL computes the select list (the payments' subqueries, the ISO texts) of every row an OFFSET
 * skips, 40,000 of them on page 40.
 */
export function chargesSql(f: Pick<ChargesFilter, "batchExternalId">) {
  const where = chargesWhere(f.batchExternalId !== null);
  return {
    page: `WITH page AS (SELECT c.id, c.created_at FROM charges c WHERE ${where}
    ORDER BY c.created_at DESC, c.id DESC LIMIT $10 OFFSET $11)
  SELECT ${MESSAGE_COLUMNS} FROM page JOIN charges c ON c.id = page.id ORDER BY page.created_at DESC, page.id DESC`,
    count: `SELECT count(*)::int AS total FROM charges c WHERE ${where}`,
  };
}

/**
 * Each Pix received (payments: the first payment of a charge and any later one), in the payment's own
 * scope columns: $1 store, $2 environment, $3 from, $4 to (when it was received, inclusive), $5 txid or
 * null, $6 document or null, $7 whether a refund returns this very Pix, or null.
 */
const PIX_WHERE = `p.store_id = $1::uuid AND p.environment = $2 AND p.paid_at >= $3::timestamptz AND p.paid_at <= $4::timestamptz
  AND c.pix_code IS NOT NULL AND c.end_to_end_id IS NOT NULL AND ${VISIBLE}
  AND ($5::text IS NULL OR c.txid = $5::text)
  AND ($6::text IS NULL OR c.customer_cpf = $6::text)
  AND ($7::boolean IS NULL OR EXISTS (SELECT 1 FROM refunds r WHERE r.charge_id = p.charge_id AND r.payment_end_to_end_id = p.end_to_end_id) = $7::boolean)`;

/** PIX_WHERE's, then $8 limit, $9 offset: the newest Pix first (the page's ids first, as CHARGES_PAGE_SQL). */
export const PIX_PAGE_SQL = `WITH page AS (SELECT p.id, p.paid_at FROM payments p JOIN charges c ON c.id = p.charge_id WHERE ${PIX_WHERE}
    ORDER BY p.paid_at DESC, p.id DESC LIMIT $8 OFFSET $9)
  SELECT p.end_to_end_id AS pix_end_to_end_id, p.amount_cents AS pix_amount_cents, ${iso("p.paid_at")} AS pix_paid_at, ${MESSAGE_COLUMNS}
  FROM page JOIN payments p ON p.id = page.id JOIN charges c ON c.id = p.charge_id ORDER BY page.paid_at DESC, page.id DESC`;
export const PIX_COUNT_SQL = `SELECT count(*)::int AS total FROM payments p JOIN charges c ON c.id = p.charge_id WHERE ${PIX_WHERE}`;

export interface PixRow extends ChargeMessageRow { pix_end_to_end_id: string; pix_amount_cents: number; pix_paid_at: string }

export const chargesParams = (scope: StoreScope, f: ChargesFilter) => [
  scope.storeId, scope.environment, f.period.from, f.period.to, f.withDueDate, f.document, f.statuses, f.locationPresent, f.batchExternalId,
];
export const pixParams = (scope: StoreScope, f: PixFilter) => [
  scope.storeId, scope.environment, f.period.from, f.period.to, f.txid, f.document, f.hasRefunds,
];

export class ListsRepository {
  constructor(private readonly pool: Pool) {}

  /** The page and the count of every match, side by side (two connections of the pool). */
  async charges(scope: StoreScope, filter: ChargesFilter, page: Page): Promise<{ rows: ChargeMessageRow[]; total: number }> {
    const sql = chargesSql(filter);
    return this.pageAndTotal<ChargeMessageRow>(sql.page, sql.count, chargesParams(scope, filter), page);
  }

  async pix(scope: StoreScope, filter: PixFilter, page: Page): Promise<{ rows: PixRow[]; total: number }> {
    return this.pageAndTotal<PixRow>(PIX_PAGE_SQL, PIX_COUNT_SQL, pixParams(scope, filter), page);
  }

  private async pageAndTotal<R extends object>(pageSql: string, countSql: string, params: unknown[], page: Page) {
    const [rows, count] = await Promise.all([
      this.pool.query<R>({ text: pageSql, values: [...params, page.limit, page.offset], types: int8AsNumber }),
      this.pool.query<{ total: number }>(countSql, params),
    ]);
    return { rows: rows.rows, total: count.rows[0].total };
  }
}
