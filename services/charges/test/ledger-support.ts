/** Ledger invariants read straight from the tables, shared by the ledger's integration specs. */
import type { Pool } from "pg";

/** Transactions whose postings do not sum to zero (or have fewer than two): must be empty. */
export async function unbalancedTransactions(pool: Pool): Promise<unknown[]> {
  const { rows } = await pool.query(`SELECT t.source_key, COALESCE(SUM(p.amount_cents), 0)::text AS sum, COUNT(p.id)::int AS legs
    FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING COALESCE(SUM(p.amount_cents), 0) <> 0 OR COUNT(p.id) < 2`);
  return rows;
}

/** Balance rows that differ from the sum of their postings, or postings whose balance_after is not the running sum. */
export async function derivationErrors(pool: Pool): Promise<unknown[]> {
  const { rows } = await pool.query(`
    WITH sums AS (SELECT store_id, environment, account, SUM(amount_cents) AS s FROM ledger_postings GROUP BY 1, 2, 3),
    running AS (SELECT id, balance_after_cents,
        SUM(amount_cents) OVER (PARTITION BY store_id, environment, account ORDER BY id) AS expected FROM ledger_postings)
    SELECT 'balance' AS what, b.account, b.balance_cents::text AS got, COALESCE(s.s, 0)::text AS expected
      FROM ledger_balances b LEFT JOIN sums s USING (store_id, environment, account) WHERE b.balance_cents <> COALESCE(s.s, 0)
    UNION ALL
    SELECT 'balance_after', id::text, balance_after_cents::text, expected::text FROM running WHERE balance_after_cents <> expected`);
  return rows;
}
