/**
 * The reconciliation's reads and its record (issue 24): charges' own records against the ledger in
 * SQL (every payment and fee posted with its amount, balances equal to their postings, every
 * transaction balanced), the ledger's withdrawals for the comparison with onboarding, the payments
 * to ask the engine about, and the differences table (one open row per kind and ref).
 */
import { randomUUID } from "node:crypto";
import type { Pool } from "pg";
import type { Difference, LedgerWithdrawal } from "../domain/reconciliation";

type Row = { kind: Difference["kind"]; ref: string; store_id: string | null; environment: string | null; expected: string | null; ledger: string | null; detail: string };

/** Each check answers rows shaped as Row (every column named: pg keys a row's fields by name). */
const CHECKS = [
  // Every payment (Payment row) posted under its end-to-end id, with its amount.
  `SELECT CASE WHEN t.id IS NULL THEN 'payment_missing' ELSE 'payment_amount' END AS kind, 'payment:' || p.end_to_end_id AS ref,
          c.store_id, c.environment, p.amount_cents::text AS expected, a.amount_cents::text AS ledger,
          CASE WHEN t.id IS NULL THEN 'Pagamento sem lançamento no livro-razão' ELSE 'Valor do pagamento diferente do lançado' END AS detail
     FROM payments p JOIN charges c ON c.id = p.charge_id
     LEFT JOIN ledger_transactions t ON t.source_key = 'payment:' || p.end_to_end_id
     -- summed: a due-date payment posts one line per component (issue 37)
     LEFT JOIN LATERAL (SELECT sum(q.amount_cents) AS amount_cents FROM ledger_postings q WHERE q.transaction_id = t.id AND q.account = 'available') a ON true
    WHERE t.id IS NULL OR a.amount_cents IS DISTINCT FROM p.amount_cents`,
  // A paid charge without a Payment row (simulated) posted under its id, with the charge's amount.
  `SELECT CASE WHEN t.id IS NULL THEN 'payment_missing' ELSE 'payment_amount' END AS kind, 'payment:charge:' || c.id AS ref, c.store_id, c.environment,
          c.amount_cents::text AS expected, a.amount_cents::text AS ledger,
          CASE WHEN t.id IS NULL THEN 'Cobrança paga sem lançamento no livro-razão' ELSE 'Valor da cobrança diferente do lançado' END AS detail
     FROM charges c
     LEFT JOIN ledger_transactions t ON t.source_key = 'payment:charge:' || c.id
     -- summed: a due-date payment posts one line per component (issue 37)
     LEFT JOIN LATERAL (SELECT sum(q.amount_cents) AS amount_cents FROM ledger_postings q WHERE q.transaction_id = t.id AND q.account = 'available') a ON true
    WHERE c.status IN ('paid', 'refunded') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.charge_id = c.id)
      AND (t.id IS NULL OR a.amount_cents IS DISTINCT FROM c.amount_cents)`,
  // The fee of every paid charge posted once, with its amount; no fee posted for a charge without one.
  `SELECT CASE WHEN t.id IS NULL THEN 'fee_missing' ELSE 'fee_amount' END AS kind, 'fee:' || c.id AS ref, c.store_id, c.environment,
          COALESCE(c.fee_amount_cents, 0)::text AS expected, f.amount_cents::text AS ledger,
          CASE WHEN t.id IS NULL THEN 'Tarifa sem lançamento no livro-razão' ELSE 'Valor da tarifa diferente do lançado' END AS detail
     FROM charges c
     LEFT JOIN ledger_transactions t ON t.source_key = 'fee:' || c.id
     LEFT JOIN ledger_postings f ON f.transaction_id = t.id AND f.account = 'service_fee'
    WHERE (c.status IN ('paid', 'refunded') AND c.fee_amount_cents > 0 AND (t.id IS NULL OR f.amount_cents <> c.fee_amount_cents))
       OR (t.id IS NOT NULL AND f.amount_cents IS DISTINCT FROM c.fee_amount_cents)`,
  // Balances equal the sum of their postings.
  `SELECT 'balance_drift' AS kind, b.store_id || ':' || b.environment || ':' || b.account AS ref, b.store_id, b.environment,
          COALESCE(s.total, 0)::text AS expected, b.balance_cents::text AS ledger, 'Saldo da conta ' || b.account || ' diferente da soma dos lançamentos' AS detail
     FROM ledger_balances b
     LEFT JOIN (SELECT store_id, environment, account, SUM(amount_cents) AS total FROM ledger_postings GROUP BY 1, 2, 3) s USING (store_id, environment, account)
    WHERE b.balance_cents <> COALESCE(s.total, 0)`,
  // Every transaction balanced (the deferred trigger holds it; checked again in case it was disabled).
  `SELECT 'unbalanced' AS kind, t.source_key AS ref, t.store_id, t.environment, '0' AS expected, COALESCE(SUM(p.amount_cents), 0)::text AS ledger,
          'Transação do livro-razão que não soma zero' AS detail
     FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING COALESCE(SUM(p.amount_cents), 0) <> 0 OR COUNT(p.id) < 2`,
];

const num = (v: string | null) => (v === null ? null : Number(v));

/** The ledger's withdrawals: reserved amount, settlement, void. */
const LEDGER_WITHDRAWALS = `SELECT t.withdrawal_id AS id, t.store_id, t.environment,
    MAX(p.amount_cents) FILTER (WHERE t.kind = 'withdrawal_requested')::text AS reserved,
    BOOL_OR(t.kind = 'withdrawal_paid') AS paid, BOOL_OR(t.kind = 'withdrawal_rejected') AS rejected,
    EXISTS (SELECT 1 FROM ledger_withdrawal_voids v WHERE v.withdrawal_id = t.withdrawal_id) AS voided
  FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id AND p.account = 'withdrawal_pending'
  WHERE t.withdrawal_id IS NOT NULL GROUP BY t.withdrawal_id, t.store_id, t.environment`;

export interface PaymentToCheck {
  endToEndId: string;
  storeId: string;
  environment: "test" | "live";
  amountCents: number;
  engineChargeId: string | null;
  engineAccountId: string | null;
}

export class ReconciliationRepository {
  constructor(private readonly pool: Pool) {}

  /** The differences between charges' records and the ledger. */
  async recordDifferences(): Promise<Difference[]> {
    const out: Difference[] = [];
    for (const sql of CHECKS) {
      const { rows } = await this.pool.query(sql);
      for (const r of rows as Row[]) {
        out.push({ kind: r.kind, ref: r.ref, storeId: r.store_id, environment: r.environment, expectedCents: num(r.expected), ledgerCents: num(r.ledger), detail: r.detail });
      }
    }
    return out;
  }

  async ledgerWithdrawals(): Promise<Map<string, LedgerWithdrawal>> {
    const { rows } = await this.pool.query(LEDGER_WITHDRAWALS);
    return new Map(rows.map((r) => [r.id, {
      id: r.id, storeId: r.store_id, environment: r.environment, reservedCents: Number(r.reserved ?? 0),
      settled: r.paid ? "paid" : r.rejected ? "rejected" : null, voided: r.voided,
    } satisfies LedgerWithdrawal]));
  }

  /** Payments recorded since `since` (the engine is asked about each). */
  async paymentsSince(since: Date, limit: number): Promise<PaymentToCheck[]> {
    const { rows } = await this.pool.query(
      `SELECT p.end_to_end_id, c.store_id, c.environment, p.amount_cents::text AS amount, c.engine_charge_id, c.engine_account_id
         FROM payments p JOIN charges c ON c.id = p.charge_id WHERE p.created_at >= $1 ORDER BY p.created_at LIMIT $2`,
      [since, limit],
    );
    return rows.map((r) => ({
      endToEndId: r.end_to_end_id, storeId: r.store_id, environment: r.environment, amountCents: Number(r.amount),
      engineChargeId: r.engine_charge_id, engineAccountId: r.engine_account_id,
    }));
  }

  /** Claims today's run for one replica: false when another holds it or a run finished within `minGapMs`. */
  async claimRun(minGapMs: number): Promise<string | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query(`SELECT pg_try_advisory_xact_lock(hashtextextended('ledger-reconciliation', 0)) AS ok`);
      const recent = rows[0].ok && (await client.query(
        // A finished run within the gap, or one still running (its replica may have died: given an hour).
        `SELECT 1 FROM ledger_reconciliation_runs
          WHERE (finished_at IS NOT NULL AND error IS NULL AND started_at > now() - make_interval(secs => $1::double precision / 1000))
             OR (finished_at IS NULL AND started_at > now() - interval '1 hour')`,
        [minGapMs],
      )).rowCount;
      if (!rows[0].ok || recent) {
        await client.query("ROLLBACK");
        return null; // another replica runs it, or it ran recently
      }
      const id = randomUUID();
      await client.query(`INSERT INTO ledger_reconciliation_runs (id) VALUES ($1)`, [id]);
      await client.query("COMMIT");
      return id;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** A run's outcome: differences found are upserted (one open row per kind and ref), the others resolved. */
  async finishRun(runId: string, found: Difference[] | { error: string }): Promise<void> {
    if ("error" in found) {
      await this.pool.query(`UPDATE ledger_reconciliation_runs SET finished_at = now(), error = $2 WHERE id = $1`, [runId, found.error.slice(0, 1000)]);
      return;
    }
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `UPDATE ledger_differences d SET resolved_at = now() WHERE resolved_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM unnest($1::text[], $2::text[]) AS f(kind, ref) WHERE f.kind = d.kind AND f.ref = d.ref)`,
        [found.map((d) => d.kind), found.map((d) => d.ref)],
      );
      for (const d of found) {
        await client.query(
          `INSERT INTO ledger_differences (id, kind, ref, store_id, environment, expected_cents, ledger_cents, detail)
           VALUES ($1, $2, $3, $4::uuid, $5, $6::bigint, $7::bigint, $8)
           ON CONFLICT (kind, ref) WHERE resolved_at IS NULL DO UPDATE
             SET last_seen_at = now(), expected_cents = EXCLUDED.expected_cents, ledger_cents = EXCLUDED.ledger_cents, detail = EXCLUDED.detail`,
          [randomUUID(), d.kind, d.ref, d.storeId, d.environment, d.expectedCents, d.ledgerCents, d.detail],
        );
      }
      await client.query(`UPDATE ledger_reconciliation_runs SET finished_at = now(), differences = $2 WHERE id = $1`, [runId, found.length]);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Open differences, oldest first, with the last finished run. */
  async open(limit: number) {
    const [diffs, runs] = await Promise.all([
      this.pool.query(`SELECT id, kind, ref, store_id, environment, expected_cents::text AS expected, ledger_cents::text AS ledger, detail,
          first_seen_at, last_seen_at FROM ledger_differences WHERE resolved_at IS NULL ORDER BY first_seen_at, id LIMIT $1`, [limit + 1]),
      this.pool.query(`SELECT started_at, finished_at, differences, error FROM ledger_reconciliation_runs WHERE finished_at IS NOT NULL ORDER BY started_at DESC LIMIT 1`),
    ]);
    return {
      differences: diffs.rows.slice(0, limit).map((r) => ({
        id: r.id as string, kind: r.kind as string, ref: r.ref as string, storeId: r.store_id as string | null, environment: r.environment as string | null,
        expectedCents: num(r.expected), ledgerCents: num(r.ledger), detail: r.detail as string, firstSeenAt: r.first_seen_at as Date, lastSeenAt: r.last_seen_at as Date,
      })),
      truncated: diffs.rows.length > limit,
      lastRun: runs.rows[0] ? { startedAt: runs.rows[0].started_at as Date, finishedAt: runs.rows[0].finished_at as Date, differences: runs.rows[0].differences as number | null, error: runs.rows[0].error as string | null } : null,
    };
  }
}
