/**
 * The merchant's and the payer's charge reads in plain SQL on the service's pg pool: one statement
 * each (the charge and its payments together), without Prisma's per-query work, because they are the
 * hot reads (`GET /pix/status`, `GET /pix/list`, the checkout's polls). The statements are exported so
 * that a test can EXPLAIN exactly what runs.
 */
import { types as pgTypes, type Pool, type PoolClient } from "pg";
import type { ChargeRow } from "../../shared/repositories/prisma";
import type { DueDateTerms } from "@pix/amount-of-day";

export const COLUMNS = `c.id, c.store_id AS "storeId", c.environment, c.txid, c.public_id AS "publicId", c.customer_id AS "customerId",
  c.description, c.amount_cents AS "amountCents", c.customer_name AS "customerName", c.customer_email AS "customerEmail",
  c.customer_cpf AS "customerCpf", c.customer_phone AS "customerPhone", c.product_id AS "productId", c.coupon_id AS "couponId",
  c.subscription_id AS "subscriptionId", c.success_url AS "successUrl", c.cancel_url AS "cancelUrl", c.expires_at AS "expiresAt",
  c.due_date AS "dueDate", c.pix_code AS "pixCode", c.qr_code_image AS "qrCodeImage", c.status, c.engine_charge_id AS "engineChargeId",
  c.engine_account_id AS "engineAccountId", c.fee_amount_cents AS "feeAmountCents", c.end_to_end_id AS "endToEndId",
  c.paid_at AS "paidAt", c.simulated, c.store_name AS "storeName", c.store_document AS "storeDocument", c.created_at AS "createdAt", c.method,
  c.refunded_amount_cents AS "refundedAmountCents", c.expired_at AS "expiredAt", c.due_terms AS "dueTerms",
  c.loc_id AS "locId"`;

/** The charge's payments, oldest first, as JSON (`paid_at` as text: milliseconds, UTC). */
export const PAYMENTS = `(SELECT coalesce(json_agg(json_build_object('endToEndId', p.end_to_end_id, 'amountCents', p.amount_cents::text,
    'paidAt', to_char(p.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY p.paid_at), '[]'::json)
  FROM payments p WHERE p.charge_id = c.id) AS payments`;

export const VISIBLE = `c.status IN ('pending', 'paid', 'refunded', 'expired')`;

/** $1 store, $2 environment, $3 txid: served by the unique index on (store_id, environment, txid). */
export const FIND_BY_TXID_SQL = `SELECT ${COLUMNS}, ${PAYMENTS} FROM charges c
  WHERE c.store_id = $1::uuid AND c.environment = $2 AND c.txid = $3 AND ${VISIBLE}`;

/** $1 public id (unique). */
export const FIND_BY_PUBLIC_ID_SQL = `SELECT ${COLUMNS}, ${PAYMENTS} FROM charges c WHERE c.public_id = $1 AND ${VISIBLE}`;

/** A timestamptz(3) as `Date.toISOString()` prints it (UTC, milliseconds). */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The listing's columns named as pix.charges.v1.Charge's fields, timestamps as ISO text and the extra
 * payments (every payment but the one in end_to_end_id) already picked: thousands of rows become
 * messages without Date objects or a domain copy in between. `public_id` is what checkout_url is made
 * of. Without the QR image: the BCB API's lists (lists/) read these alone.
 */
export const MESSAGE_COLUMNS = `c.id, c.store_id AS user_id, c.customer_id, c.txid, c.description, c.amount_cents, c.customer_name,
  c.customer_email, c.customer_cpf, c.customer_phone, c.product_id, c.success_url, c.cancel_url, ${iso("c.expires_at")} AS expires_at,
  ${iso("c.due_date")} AS due_date, c.pix_code, c.status, c.end_to_end_id, ${iso("c.paid_at")} AS paid_at,
  ${iso("c.created_at")} AS created_at, c.store_name, c.store_document, c.fee_amount_cents, c.subscription_id, c.coupon_id,
  c.environment, c.public_id, c.refunded_amount_cents, c.due_terms, c.loc_id,
  (SELECT coalesce(json_agg(json_build_object('end_to_end_id', p.end_to_end_id, 'amount_cents', p.amount_cents,
      'paid_at', ${iso("p.paid_at")}) ORDER BY p.paid_at), '[]'::json)
    FROM payments p WHERE p.charge_id = c.id AND p.end_to_end_id IS DISTINCT FROM c.end_to_end_id) AS extra_payments,
  (SELECT p.amount_cents FROM payments p WHERE p.end_to_end_id = c.end_to_end_id AND p.charge_id = c.id) AS paid_amount_cents`;

/** MESSAGE_COLUMNS and the stored QR image, what qr_code_url is made of. */
const LISTING_COLUMNS = `${MESSAGE_COLUMNS}, c.qr_code_image`;

/** $1 store, $2 environment, $3 status or null (every visible one), $4 limit: newest first. */
export const LIST_WITH_PIX_CODE_SQL = `SELECT ${LISTING_COLUMNS} FROM charges c
  WHERE c.store_id = $1::uuid AND c.environment = $2 AND c.pix_code IS NOT NULL AND ${VISIBLE} AND ($3::text IS NULL OR c.status = $3)
  ORDER BY c.created_at DESC, c.id DESC LIMIT $4`;

/**
 * Issue 39, the BCB's locations: a charge's location exists with its BR Code (locationIdOf), so these
 * read the visible charges with a Pix code. $1 store, $2 environment; by id: $3 the location's id
 * (served by its unique index); by period: $3 and $4 the creation bounds, $5 "cob" / "cobv" / null
 * (a due-date charge is a cobv), then $6 limit and $7 offset, oldest first.
 */
const LOCATED = `c.store_id = $1::uuid AND c.environment = $2 AND c.pix_code IS NOT NULL AND ${VISIBLE}`;
export const FIND_BY_LOC_ID_SQL = `SELECT ${COLUMNS} FROM charges c WHERE c.loc_id = $3::bigint AND ${LOCATED}`;
const IN_PERIOD = `${LOCATED} AND c.created_at >= $3::timestamptz AND c.created_at <= $4::timestamptz
  AND ($5::text IS NULL OR (c.due_terms IS NOT NULL) = ($5::text = 'cobv'))`;
export const LIST_LOCATED_SQL = `SELECT ${COLUMNS} FROM charges c WHERE ${IN_PERIOD} ORDER BY c.created_at, c.id LIMIT $6 OFFSET $7`;
export const COUNT_LOCATED_SQL = `SELECT count(*)::int AS total FROM charges c WHERE ${IN_PERIOD}`;

/** A row of LIST_WITH_PIX_CODE_SQL (bigint columns as numbers: centavos stay far below 2^53). */
export interface ListedChargeRow {
  id: string; user_id: string; customer_id: string | null; txid: string; description: string; amount_cents: number;
  customer_name: string | null; customer_email: string | null; customer_cpf: string | null; customer_phone: string | null;
  product_id: string | null; success_url: string | null; cancel_url: string | null; expires_at: string | null; due_date: string | null;
  pix_code: string | null; qr_code_image: string | null; status: string; end_to_end_id: string | null; paid_at: string | null;
  created_at: string; store_name: string | null; store_document: string | null; fee_amount_cents: number | null;
  subscription_id: string | null; coupon_id: string | null; environment: string; public_id: string; refunded_amount_cents: number;
  due_terms: DueDateTerms | null;
  /** The location's id (the listing has only charges with their BR Code, so each has its location). */
  loc_id: number;
  extra_payments: { end_to_end_id: string; amount_cents: number; paid_at: string }[];
  /** What the payment that paid the charge brought (null before one is recorded). */
  paid_amount_cents: number | null;
}
/** A row of MESSAGE_COLUMNS. */
export type ChargeMessageRow = Omit<ListedChargeRow, "qr_code_image">;

const INT8_OID = 20;
/** Per query: int8 as a number, every other type as pg parses it. */
export const int8AsNumber = { getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? Number : pgTypes.getTypeParser(oid, format as "text")) };

export async function queryListedCharges(pool: Pool, params: unknown[]): Promise<ListedChargeRow[]> {
  return (await pool.query<ListedChargeRow>({ text: LIST_WITH_PIX_CODE_SQL, values: params, types: int8AsNumber })).rows;
}

interface PgPayment { endToEndId: string; amountCents: string; paidAt: string }
/** A row of these statements: pg gives bigint as text; `payments` where the statement selects them. */
export type PgChargeRow = Omit<ChargeRow, "amountCents" | "feeAmountCents" | "refundedAmountCents" | "dueTerms" | "locId"> & {
  dueTerms: DueDateTerms | null;
  locId: string;
  amountCents: string; feeAmountCents: string | null; refundedAmountCents?: string; payments?: PgPayment[];
};

export async function queryCharges(pool: Pool | PoolClient, sql: string, params: unknown[]): Promise<PgChargeRow[]> {
  return (await pool.query<PgChargeRow>(sql, params)).rows;
}

/**
 * Issuing's two writes on the hot path (`POST /pix`), in plain SQL: a `creating` charge with its engine
 * request (and the Idempotency-Key's link) in ONE statement, written only while the key is still the
 * claim this request made (`inserted` 0: the claim was taken over as abandoned, see IdempotencySlot), and the completion in one transaction of
 * two statements. Same rows and guards as the Prisma versions they replace (charge-issues.ts).
 */
export const INSERT_CREATING_SQL = `WITH k AS (
    SELECT 1 FROM idempotency_keys WHERE $33::boolean AND store_id = $2::uuid AND environment = $3 AND key = $34
      AND created_at = $36::timestamptz AND charge_id IS NULL AND response IS NULL FOR UPDATE),
  c AS (
    INSERT INTO charges (id, store_id, environment, txid, public_id, customer_id, description, amount_cents, customer_name,
      customer_email, customer_cpf, customer_phone, product_id, coupon_id, subscription_id, success_url, cancel_url, expires_at,
      due_date, pix_code, status, engine_charge_id, engine_account_id, fee_amount_cents, end_to_end_id, paid_at, simulated,
      store_name, store_document, created_at, method, due_terms)
    SELECT $1::uuid, $2::uuid, $3, $4, $5, $6::uuid, $7, $8::bigint, $9, $10, $11, $12, $13::uuid, $14::uuid, $15::uuid, $16, $17,
      $18::timestamptz, $19::timestamptz, $20, $21, $22, $23, $24::bigint, $25, $26::timestamptz, $27, $28, $29, $30::timestamptz, $35, $37::jsonb
    WHERE NOT $33::boolean OR EXISTS (SELECT 1 FROM k)
    RETURNING id),
  i AS (INSERT INTO charge_issues (charge_id, engine_request, next_attempt_at) SELECT id, $31::jsonb, $32::timestamptz FROM c RETURNING charge_id),
  u AS (UPDATE idempotency_keys SET charge_id = (SELECT charge_id FROM i)
    WHERE $33::boolean AND store_id = $2::uuid AND environment = $3 AND key = $34 AND created_at = $36::timestamptz AND EXISTS (SELECT 1 FROM i))
  SELECT count(*)::int AS inserted FROM i`;

/** The columns INSERT_CREATING_SQL writes, typed by Prisma's Charge model (what `toRow` makes of a domain charge). */
export type CreatingChargeRow = Pick<ChargeRow, "id" | "storeId" | "environment" | "txid" | "publicId" | "customerId" | "description"
  | "amountCents" | "customerName" | "customerEmail" | "customerCpf" | "customerPhone" | "productId" | "couponId" | "subscriptionId"
  | "successUrl" | "cancelUrl" | "expiresAt" | "dueDate" | "pixCode" | "status" | "engineChargeId" | "engineAccountId" | "feeAmountCents"
  | "endToEndId" | "paidAt" | "simulated" | "storeName" | "storeDocument" | "createdAt"> & Partial<Pick<ChargeRow, "method">>
  & { dueTerms?: DueDateTerms | null };

export function insertCreatingParams(r: CreatingChargeRow, request: unknown, firstSweepAt: Date, slot?: { key: string; claimedAt: Date }): unknown[] {
  return [
    r.id, r.storeId, r.environment, r.txid, r.publicId, r.customerId, r.description, String(r.amountCents), r.customerName,
    r.customerEmail, r.customerCpf, r.customerPhone, r.productId, r.couponId, r.subscriptionId, r.successUrl, r.cancelUrl, r.expiresAt,
    r.dueDate, r.pixCode, r.status, r.engineChargeId, r.engineAccountId, r.feeAmountCents === null ? null : String(r.feeAmountCents),
    r.endToEndId, r.paidAt, r.simulated, r.storeName, r.storeDocument, r.createdAt,
    JSON.stringify(request), firstSweepAt, slot !== undefined, slot?.key ?? "", r.method ?? "pix", slot?.claimedAt ?? null,
    r.dueTerms ? JSON.stringify(r.dueTerms) : null,
  ];
}

/** creating → pending, guarded by the status; $1 id, $2 pix code, $3 engine charge id, $4 fee, $5 the QR image. */
export const COMPLETE_ISSUE_SQL = `UPDATE charges AS c SET status = 'pending', pix_code = $2, engine_charge_id = $3, fee_amount_cents = $4::bigint,
    qr_code_image = $5
  WHERE c.id = $1::uuid AND c.status = 'creating' RETURNING ${COLUMNS}`;

/**
 * In the same transaction: the events ($2, a JSON array of envelopes: charge.created and the call's
 * audit.recorded), the issue row gone, the response ($3) on any key naming the charge.
 */
export const AFTER_COMPLETE_SQL = `WITH o AS (INSERT INTO outbox_events (id, event, payload)
    SELECT (e->>'id')::uuid, e->>'event', e FROM jsonb_array_elements($2::jsonb) AS e),
  d AS (DELETE FROM charge_issues WHERE charge_id = $1::uuid)
  UPDATE idempotency_keys SET response = $3::jsonb WHERE charge_id = $1::uuid AND response IS NULL`;

/**
 * A batch's group of `creating` charges (issue 37) in ONE statement: $1 the charges as a JSON array of
 * `charges` rows (snake_case keys, read with the table's own row type), $2 their engine requests as
 * `charge_issues` rows. No Idempotency-Key links these charges (the batch's key names the batch) and
 * none has a coupon; the statement is atomic, so a group either is written whole or not at all.
 */
export const CREATING_COLUMNS = `id, store_id, environment, txid, public_id, customer_id, description, amount_cents, customer_name,
  customer_email, customer_cpf, customer_phone, product_id, coupon_id, subscription_id, success_url, cancel_url, expires_at,
  due_date, status, engine_account_id, simulated, store_name, store_document, created_at, method, due_terms`;

export const INSERT_CREATING_MANY_SQL = `WITH c AS (
    INSERT INTO charges (${CREATING_COLUMNS})
    SELECT ${CREATING_COLUMNS} FROM jsonb_populate_recordset(NULL::charges, $1::jsonb)
    RETURNING id)
  INSERT INTO charge_issues (charge_id, engine_request, next_attempt_at)
  SELECT i.charge_id, i.engine_request, i.next_attempt_at FROM jsonb_populate_recordset(NULL::charge_issues, $2::jsonb) AS i
  JOIN c ON c.id = i.charge_id`;

/** A `creating` charge as a `charges` row of INSERT_CREATING_MANY_SQL (centavos as text: bigint). */
export function creatingRowJson(r: CreatingChargeRow) {
  return {
    id: r.id, store_id: r.storeId, environment: r.environment, txid: r.txid, public_id: r.publicId, customer_id: r.customerId,
    description: r.description, amount_cents: String(r.amountCents), customer_name: r.customerName, customer_email: r.customerEmail,
    customer_cpf: r.customerCpf, customer_phone: r.customerPhone, product_id: r.productId, coupon_id: r.couponId,
    subscription_id: r.subscriptionId, success_url: r.successUrl, cancel_url: r.cancelUrl, expires_at: r.expiresAt, due_date: r.dueDate,
    status: r.status, engine_account_id: r.engineAccountId, simulated: r.simulated, store_name: r.storeName,
    store_document: r.storeDocument, created_at: r.createdAt, method: r.method ?? "pix", due_terms: r.dueTerms ?? null,
  };
}

/**
 * creating → pending of several charges at once (a batch's group), guarded by the status as
 * COMPLETE_ISSUE_SQL: $1 a JSON array of {id, pix_code, engine_charge_id, fee_amount_cents, qr_code_image}.
 * Only the charges still `creating` come back.
 */
export const COMPLETE_ISSUES_SQL = `UPDATE charges AS c SET status = 'pending', pix_code = d.pix_code, engine_charge_id = d.engine_charge_id,
    fee_amount_cents = d.fee_amount_cents, qr_code_image = d.qr_code_image
  FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, pix_code text, engine_charge_id text, fee_amount_cents bigint, qr_code_image text)
  WHERE c.id = d.id AND c.status = 'creating' RETURNING ${COLUMNS}`;

/** AFTER_COMPLETE_SQL for several charges: $1 their ids, $2 the events, $3 [{charge_id, response}] for keys naming them. */
export const AFTER_COMPLETE_MANY_SQL = `WITH o AS (INSERT INTO outbox_events (id, event, payload)
    SELECT (e->>'id')::uuid, e->>'event', e FROM jsonb_array_elements($2::jsonb) AS e),
  d AS (DELETE FROM charge_issues WHERE charge_id = ANY($1::uuid[]))
  UPDATE idempotency_keys k SET response = r.response FROM jsonb_to_recordset($3::jsonb) AS r(charge_id uuid, response jsonb)
  WHERE k.charge_id = r.charge_id AND k.response IS NULL`;
