/**
 * The payment path's writes in plain SQL on the service's pg pool (engine notice → charge paid), for the
 * same reason as charge-sql.ts: they run for every payment, and Prisma's interactive transactions cost a
 * round trip and the query compiler's work per statement. Same rows, guards and transactions as the
 * Prisma versions they replace; the statements are exported so that a test can EXPLAIN what runs.
 * The repositories run them as named statements (`{ name, text }`): PostgreSQL parses and plans each
 * once per connection instead of on every call (measured on this machine: the confirmation's statement
 * ~0.65 → ~0.2 ms of PostgreSQL CPU, a lookup by unique key ~0.26 → ~0.14 ms).
 */
import { COLUMNS, PAYMENTS } from "./charge-sql";

/**
 * The use of the coupon of the charge `c` (a CTE of the charge just paid) as it is paid: within max_uses,
 * else counted in uses_over_limit (coupons.ts, "Coupon usage under concurrency"). One UPDATE: both
 * counters are computed from the same locked row, so concurrent payments never pass the limit.
 */
const COUNT_COUPON_USE = `UPDATE coupons SET
      uses = uses + CASE WHEN max_uses IS NULL OR uses < max_uses THEN 1 ELSE 0 END,
      uses_over_limit = uses_over_limit + CASE WHEN max_uses IS NULL OR uses < max_uses THEN 0 ELSE 1 END
    WHERE id = (SELECT "couponId" FROM c)`;

/**
 * pending (or expired: a late payment, issue 25) → paid, the one UPDATE of that transition for both a
 * notice's payment and a simulated one; guarded by the status, so of concurrent calls for one charge
 * one changes the row. The store's name and document ride along when the caller has them (charges'
 * cached profile): the receipt's snapshot is then no second write of the row (`SET_STORE_SNAPSHOT_SQL`
 * stays for a payment made while the profile was not at hand). `p`: the placeholders of the statement.
 */
function payChargeSql(p: { id: string; endToEndId: string; paidAt: string; simulated: string; storeName: string; storeDocument: string }, guard = ""): string {
  // `simulated` stays true once a simulation asked the test engine to pay (REQUEST_SIMULATION_SQL), whichever path records the payment.
  return `UPDATE charges AS c SET status = 'paid', end_to_end_id = ${p.endToEndId}, paid_at = ${p.paidAt}::timestamptz, simulated = (c.simulated OR ${p.simulated}),
      store_name = COALESCE(c.store_name, ${p.storeName}::text),
      store_document = CASE WHEN c.store_name IS NULL AND ${p.storeName}::text IS NOT NULL THEN ${p.storeDocument}::text ELSE c.store_document END
    WHERE c.id = ${p.id}::uuid AND c.status IN ('pending', 'expired')${guard}
    RETURNING ${COLUMNS}`;
}

/**
 * A notice and its queue message in one statement: the message is written only when the notice row
 * was (ON CONFLICT on the engine's notice id: a resend writes nothing). $1 row id, $2 notice id,
 * $3 charge id, $4 raw body, $5 message id, $6 event, $7 envelope.
 */
export const RECORD_NOTICE_SQL = `WITH n AS (
    INSERT INTO engine_notices (id, notice_id, charge_id, raw_body) VALUES ($1::uuid, $2, $3::uuid, $4)
    ON CONFLICT DO NOTHING RETURNING id)
  INSERT INTO outbox_events (id, event, payload) SELECT $5::uuid, $6, $7::jsonb FROM n`;

/** $1 notice row id. */
export const FIND_NOTICE_SQL = `SELECT id, notice_id AS "noticeId", charge_id AS "chargeId", raw_body AS "rawBody",
  processed_at AS "processedAt", outcome FROM engine_notices WHERE id = $1::uuid`;

/** $1 engine charge id (unique); no payments (nothing on the notice path reads them). */
export const FIND_BY_ENGINE_CHARGE_ID_SQL = `SELECT ${COLUMNS} FROM charges c WHERE c.engine_charge_id = $1`;

/**
 * A notice's payment, in one statement (run inside the transaction that also writes its event):
 *
 * - `n` locks the notice row while it is unprocessed: a second delivery of its queue message waits on
 *   the lock, then finds it processed (the row is re-checked after the wait) and writes nothing;
 * - `p` records the payment, unique by end-to-end id: the same payment notified again inserts nothing;
 * - `c` turns the charge pending (or expired: a late payment, issue 25) → paid only when `p` inserted (of concurrent notices of one charge,
 *   one transition: the others wait on the row and find it paid) and returns it for `charge.paid`;
 * - `k` counts the coupon's use for that transition alone (COUNT_COUPON_USE);
 * - the notice is marked processed with the outcome.
 *
 * Returns one row (the outcome, and the charge's columns when it was paid here), or none when the notice
 * was already processed; the caller writes the outcome's event (`charge.paid` or `charge.extra_payment`).
 * $1 notice row id, $2 payment id, $3 charge id, $4 end-to-end id, $5 amount (centavos), $6 paid at,
 * $7 store name and $8 document (null: not known now).
 */
export const APPLY_PAYMENT_SQL = `WITH n AS (
    SELECT id FROM engine_notices WHERE id = $1::uuid AND processed_at IS NULL FOR UPDATE),
  p AS (
    INSERT INTO payments (id, charge_id, notice_id, end_to_end_id, amount_cents, paid_at)
    SELECT $2::uuid, $3::uuid, n.id, $4, $5::bigint, $6::timestamptz FROM n
    ON CONFLICT DO NOTHING RETURNING id),
  c AS (${payChargeSql({ id: "$3", endToEndId: "$4", paidAt: "$6", simulated: "false", storeName: "$7", storeDocument: "$8" }, " AND EXISTS (SELECT 1 FROM p)")}),
  k AS (${COUNT_COUPON_USE}),
  u AS (
    UPDATE engine_notices SET processed_at = now(),
      outcome = CASE WHEN NOT EXISTS (SELECT 1 FROM p) THEN 'duplicate' WHEN EXISTS (SELECT 1 FROM c) THEN 'paid' ELSE 'extra_payment' END
    WHERE id = (SELECT id FROM n) RETURNING outcome)
  SELECT u.outcome, c.* FROM u LEFT JOIN c ON true`;

/**
 * A test-mode simulation's intent, written before the test engine is asked to pay (issue 32): the row
 * says a simulation paid it, so the payment carries `simulado: true` whichever path records it (this
 * simulation's answer or the engine's notice, which race). Only a test charge still pending or expired. $1 charge id.
 */
export const REQUEST_SIMULATION_SQL = `UPDATE charges SET simulated = true
  WHERE id = $1::uuid AND environment = 'test' AND status IN ('pending', 'expired')`;

/**
 * The payment a simulation got from the test engine (issue 32), recorded as APPLY_PAYMENT_SQL records a
 * notice's, without a notice row: `p` inserts it unique by end-to-end id (the engine's notice of the same
 * Pix, recorded first or later, is then the duplicate), `c` pays the charge only when `p` inserted, `k`
 * counts the coupon's use. One row: `inserted`, and the charge's columns when it was paid here.
 * $1 payment id, $2 charge id, $3 end-to-end id, $4 amount (centavos), $5 paid at, $6 store name, $7 document.
 */
export const APPLY_SIMULATED_PAYMENT_SQL = `WITH p AS (
    INSERT INTO payments (id, charge_id, notice_id, end_to_end_id, amount_cents, paid_at)
    VALUES ($1::uuid, $2::uuid, NULL, $3, $4::bigint, $5::timestamptz)
    ON CONFLICT DO NOTHING RETURNING id),
  c AS (${payChargeSql({ id: "$2", endToEndId: "$3", paidAt: "$5", simulated: "true", storeName: "$6", storeDocument: "$7" }, " AND EXISTS (SELECT 1 FROM p)")}),
  k AS (${COUNT_COUPON_USE})
  SELECT EXISTS (SELECT 1 FROM p) AS inserted, c.* FROM (SELECT 1) AS one LEFT JOIN c ON true`;

/** The outcome a processed notice was given ($1 notice row id). */
export const NOTICE_OUTCOME_SQL = `SELECT outcome FROM engine_notices WHERE id = $1::uuid`;

/** $1 event id, $2 event name, $3 envelope. */
export const INSERT_OUTBOX_SQL = `INSERT INTO outbox_events (id, event, payload) VALUES ($1::uuid, $2, $3::jsonb)`;

/** $1 a JSON array of envelopes (an event and the call's audit entry): one statement for all. */
export const INSERT_OUTBOX_MANY_SQL = `INSERT INTO outbox_events (id, event, payload)
  SELECT (e->>'id')::uuid, e->>'event', e FROM jsonb_array_elements($1::jsonb) AS e`;

/** Once, after the payment: $1 charge id, $2 store name, $3 store document. */
export const SET_STORE_SNAPSHOT_SQL = `UPDATE charges SET store_name = $2, store_document = $3 WHERE id = $1::uuid AND store_name IS NULL`;

/**
 * pending → paid of a simulated (or otherwise confirmed) payment (payChargeSql): of concurrent calls
 * for one charge exactly one gets a row; the coupon's use is counted with it. Returns the paid charge
 * with its payments (the `charge.paid` event and the answer are built from it; the caller writes the
 * event in the same transaction). $1 id, $2 end-to-end id, $3 paid at, $4 simulated, $5 store name, $6 document.
 */
export const MARK_PAID_SQL = `WITH c AS (${payChargeSql({ id: "$1", endToEndId: "$2", paidAt: "$3", simulated: "$4", storeName: "$5", storeDocument: "$6" })}),
  k AS (${COUNT_COUPON_USE})
  SELECT c.*, ${PAYMENTS} FROM c`;
