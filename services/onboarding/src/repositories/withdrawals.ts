import type { Pool } from "pg";
import { capListing } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import { appendAudit, enqueueSql, type Envelope } from "@pix/messaging";
import { inTransaction } from "@pix/messaging/src/pg-transaction";
import type { PixKeyType, WithdrawalRecord, WithdrawalStatus } from "../domain/withdrawal";

export interface WithdrawalIdempotency {
  key: string;
  /** sha256 of method + path + canonical body (the gateway's). */
  requestHash: string;
}

export interface NewWithdrawal {
  id: string;
  storeId: string;
  environment: "test" | "live";
  amountCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
}

const COLUMNS = `id, store_id, environment, amount_cents, pix_key, pix_key_type, status, attempts, attempt_open,
  engine_transfer_id, end_to_end_id, failure_reason, paid_at, created_at`;

/** A row of COLUMNS as pg returns it (bigint amount_cents as text). */
interface WithdrawalRow {
  id: string; store_id: string; environment: "test" | "live"; amount_cents: string | number; pix_key: string; pix_key_type: PixKeyType;
  status: string; attempts: number; attempt_open: boolean; engine_transfer_id: string | null; end_to_end_id: string | null;
  failure_reason: string | null; paid_at: Date | null; created_at: Date;
}

function toRecord(r: WithdrawalRow): WithdrawalRecord {
  return {
    id: r.id, storeId: r.store_id, environment: r.environment, amountCents: Number(r.amount_cents), pixKey: r.pix_key,
    pixKeyType: r.pix_key_type, status: r.status as WithdrawalStatus, attempts: r.attempts, attemptOpen: r.attempt_open,
    engineTransferId: r.engine_transfer_id, endToEndId: r.end_to_end_id, failureReason: r.failure_reason, paidAt: r.paid_at, createdAt: r.created_at,
  };
}

/** The only code touching withdrawals (raw SQL: advisory locks and SKIP LOCKED claims). */
export class WithdrawalsRepository {
  constructor(private readonly pool: Pool) {}

  /**
   * The withdrawal as `reserving`, before charges' ledger is asked to reserve its amount: it exists
   * (and can be voided by the ledger sync) whatever happens to that call. Not listed, not paid out.
   * With an Idempotency-Key the row is the key's claim (issue 40): null when the key is already taken
   * in this store and environment (the unique index waits for the other insert's commit, so two
   * requests never both get a row).
   */
  async insertReserving(w: NewWithdrawal, idempotency?: WithdrawalIdempotency): Promise<WithdrawalRecord | null> {
    const r = await this.pool.query(
      `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, status, idempotency_key, request_hash, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'reserving', $7, $8, now())
       ON CONFLICT (store_id, environment, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING ${COLUMNS}`,
      [w.id, w.storeId, w.environment, w.amountCents, w.pixKey, w.pixKeyType, idempotency?.key ?? null, idempotency?.requestHash ?? null],
    );
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  /** The withdrawal that holds an Idempotency-Key in this store and environment, with the hash of its request. */
  async findByIdempotencyKey(scope: StoreScope, key: string): Promise<{ withdrawal: WithdrawalRecord; requestHash: string | null } | null> {
    const r = await this.pool.query(
      `SELECT ${COLUMNS}, request_hash FROM withdrawals WHERE store_id = $1 AND environment = $2 AND idempotency_key = $3`,
      [scope.storeId, scope.environment, key],
    );
    return r.rows[0] ? { withdrawal: toRecord(r.rows[0]), requestHash: r.rows[0].request_hash } : null;
  }

  /** Frees a key past its retention (the withdrawal stays); a no-op when the row no longer holds it. */
  async releaseIdempotencyKey(id: string, key: string): Promise<void> {
    await this.pool.query(`UPDATE withdrawals SET idempotency_key = NULL, request_hash = NULL WHERE id = $1 AND idempotency_key = $2`, [id, key]);
  }

  /** reserving → pending once the ledger reserved it; due now (the notify trigger wakes the payout workers). */
  /** CreateWithdrawal's audit entry commits here, with the withdrawal becoming payable (issue 28). */
  markReserved(id: string): Promise<WithdrawalRecord | null> {
    return inTransaction(this.pool, async (client) => {
      const r = await client.query(
        `UPDATE withdrawals SET status = 'pending', next_attempt_at = now(), updated_at = now() WHERE id = $1 AND status = 'reserving' RETURNING ${COLUMNS}`,
        [id],
      );
      if (!r.rows[0]) return null;
      const w = toRecord(r.rows[0]);
      await appendAudit(client, { id: w.id, amount_cents: w.amountCents, pix_key_type: w.pixKeyType, status: w.status });
      return w;
    });
  }

  /** A refused or voided reservation leaves nothing: the reserving row goes. */
  async deleteReserving(id: string): Promise<void> {
    await this.pool.query(`DELETE FROM withdrawals WHERE id = $1 AND status = 'reserving'`, [id]);
  }

  /**
   * Voids one stale `reserving` row: under the row's lock, `voidInLedger` runs (charges reverses a
   * reservation that landed and refuses any later one), then the row is deleted, in one transaction.
   * A request still alive past the grace (slow, not dead) waits on the lock in markReserved and then
   * finds no row (503): without the lock it could mark the withdrawal pending between the sweep's read
   * and its delete, leaving a withdrawal to be paid out whose reservation was reversed. False when the
   * row moved on or another sweep holds it; a failed void rolls back and the next pass tries again.
   */
  async voidStale(id: string, voidInLedger: () => Promise<void>): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const r = await client.query(`SELECT 1 FROM withdrawals WHERE id = $1 AND status = 'reserving' FOR UPDATE SKIP LOCKED`, [id]);
      if (!r.rowCount) return false;
      await voidInLedger();
      await client.query(`DELETE FROM withdrawals WHERE id = $1`, [id]);
      return true;
    });
  }

  /** Reserving rows older than `graceMs` (their request died or charges did not answer). */
  async staleReserving(graceMs: number, limit: number): Promise<WithdrawalRecord[]> {
    const r = await this.pool.query(
      `SELECT ${COLUMNS} FROM withdrawals WHERE status = 'reserving' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY created_at LIMIT $2`,
      [graceMs, limit],
    );
    return r.rows.map(toRecord);
  }

  /** Withdrawals made before the ledger, not yet posted to it (oldest first). */
  async unposted(limit: number): Promise<WithdrawalRecord[]> {
    const r = await this.pool.query(
      `SELECT ${COLUMNS} FROM withdrawals WHERE NOT ledger_posted AND status <> 'reserving' ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return r.rows.map(toRecord);
  }

  /** Posted (its status as of `status`); a row that moved on meanwhile is posted again next pass. */
  async markPosted(id: string, status: WithdrawalStatus): Promise<boolean> {
    const r = await this.pool.query(`UPDATE withdrawals SET ledger_posted = true WHERE id = $1 AND status = $2`, [id, status]);
    return r.rowCount === 1;
  }

  /** Every store's withdrawals by id, after `afterId` (the ledger's reconciliation reads them all). */
  async page(afterId: string | null, limit: number): Promise<WithdrawalRecord[]> {
    const r = await this.pool.query(
      `SELECT ${COLUMNS} FROM withdrawals WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
    return r.rows.map(toRecord);
  }

  /** Newest first; one row more than `limit` tells the caller the list was cut. */
  async list(scope: StoreScope, limit: number): Promise<{ rows: WithdrawalRecord[]; truncated: boolean }> {
    const r = await this.pool.query(
      `SELECT ${COLUMNS} FROM withdrawals WHERE store_id = $1 AND environment = $2 AND status <> 'reserving'
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [scope.storeId, scope.environment, limit + 1],
    );
    const page = capListing(r.rows, limit);
    return { rows: page.rows.map(toRecord), truncated: page.truncated };
  }

  /**
   * Claims up to `limit` due pending withdrawals for this worker: rows locked by another worker are
   * skipped, and the claim pushes next_attempt_at out by `leaseMs`, so a worker that dies mid-payout
   * leaves its rows to be claimed again after the lease (the open attempt is then resumed, not repeated).
   */
  async claimDue(limit: number, leaseMs: number): Promise<WithdrawalRecord[]> {
    const r = await this.pool.query(
      `UPDATE withdrawals SET next_attempt_at = now() + make_interval(secs => $2::double precision / 1000), updated_at = now()
       WHERE id IN (SELECT id FROM withdrawals WHERE status = 'pending' AND next_attempt_at <= now()
                    ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [limit, leaseMs],
    );
    return r.rows.map(toRecord);
  }

  /** In how many ms the earliest pending withdrawal falls due, by the database's clock (≤ 0: now); null when none is pending. */
  async nextDueInMs(): Promise<number | null> {
    const r = await this.pool.query(
      `SELECT ceil(extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM withdrawals WHERE status = 'pending'`,
    );
    return r.rows[0]?.ms ?? null;
  }

  /** Records a new attempt before the engine is called (durable), returning its number; null if not startable. */
  async startAttempt(id: string): Promise<number | null> {
    const r = await this.pool.query(
      `UPDATE withdrawals SET attempts = attempts + 1, attempt_open = true, engine_transfer_id = NULL, updated_at = now()
       WHERE id = $1 AND status = 'pending' AND NOT attempt_open RETURNING attempts`,
      [id],
    );
    return r.rows[0]?.attempts ?? null;
  }

  async setTransferId(id: string, transferId: string): Promise<void> {
    await this.pool.query(`UPDATE withdrawals SET engine_transfer_id = $2, updated_at = now() WHERE id = $1`, [id, transferId]);
  }

  /** Looks again at an open attempt at `at` (the engine has not settled it, or could not be reached). */
  async deferOpen(id: string, at: Date): Promise<void> {
    await this.pool.query(`UPDATE withdrawals SET next_attempt_at = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [id, at]);
  }

  /** pending → completed with its event, once (a second call finds nothing pending and writes nothing). */
  async complete(id: string, endToEndId: string, paidAt: Date, eventOf: (w: WithdrawalRecord) => Envelope): Promise<WithdrawalRecord | null> {
    return this.settle(
      `UPDATE withdrawals SET status = 'completed', attempt_open = false, end_to_end_id = $2, paid_at = $3, failure_reason = NULL, updated_at = now()
       WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [id, endToEndId, paidAt],
      eventOf,
    );
  }

  /**
   * Closes the open attempt as failed: the withdrawal is rejected (with its event) when it was the
   * last allowed attempt, else it is due again at `retryAt`.
   */
  async failAttempt(id: string, reason: string, maxAttempts: number, retryAt: Date, eventOf: (w: WithdrawalRecord) => Envelope): Promise<WithdrawalRecord | null> {
    return this.settle(
      `UPDATE withdrawals SET attempt_open = false, failure_reason = $2, next_attempt_at = $4, updated_at = now(),
         status = CASE WHEN attempts >= $3 THEN 'rejected' ELSE 'pending' END
       WHERE id = $1 AND status = 'pending' AND attempt_open RETURNING ${COLUMNS}`,
      [id, reason.slice(0, 500), maxAttempts, retryAt],
      (w) => (w.status === "rejected" ? eventOf(w) : null),
    );
  }

  private settle(sql: string, params: unknown[], eventOf: (w: WithdrawalRecord) => Envelope | null): Promise<WithdrawalRecord | null> {
    return inTransaction(this.pool, async (client) => {
      const r = await client.query(sql, params);
      if (!r.rows[0]) return null;
      const w = toRecord(r.rows[0]);
      const event = eventOf(w);
      if (event) await enqueueSql(client, event);
      return w;
    });
  }
}

