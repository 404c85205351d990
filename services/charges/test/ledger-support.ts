/** Ledger invariants read straight from the tables, shared by the ledger's integration specs. */
/** Runs a query and answers its rows (a pg Pool's `query`, or the e2e stack's `charges.query`). */
export type Rows = (sql: string) => Promise<unknown[]>;

/** `AND <column> = '<store>'` when a store is given (a uuid, checked): the checks of one store only. */
function storeFilter(column: string, storeId?: string): string {
  if (storeId === undefined) return "";
  if (!/^[0-9a-f-]{36}$/.test(storeId)) throw new Error("bad store");
  return ` AND ${column} = '${storeId}'`;
}

/** Transactions whose postings do not sum to zero (or have fewer than two): must be empty. `storeId`: that store's only. */
export async function unbalancedTransactions(rows: Rows, storeId?: string): Promise<unknown[]> {
  return rows(`SELECT t.source_key, COALESCE(SUM(p.amount_cents), 0)::text AS sum, COUNT(p.id)::int AS legs
    FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
    WHERE true${storeFilter("t.store_id", storeId)}
    GROUP BY t.id HAVING COALESCE(SUM(p.amount_cents), 0) <> 0 OR COUNT(p.id) < 2`);
}

/**
 * Balance rows that differ from the sum of their postings, or postings whose balance_after is not the
 * running sum. `storeId`: that store's only.
 */
export async function derivationErrors(rows: Rows, storeId?: string): Promise<unknown[]> {
  return rows(`
    WITH sums AS (SELECT store_id, environment, account, SUM(amount_cents) AS s FROM ledger_postings WHERE true${storeFilter("store_id", storeId)} GROUP BY 1, 2, 3),
    running AS (SELECT id, balance_after_cents,
        SUM(amount_cents) OVER (PARTITION BY store_id, environment, account ORDER BY id) AS expected FROM ledger_postings WHERE true${storeFilter("store_id", storeId)})
    SELECT 'balance' AS what, b.account, b.balance_cents::text AS got, COALESCE(s.s, 0)::text AS expected
      FROM ledger_balances b LEFT JOIN sums s USING (store_id, environment, account) WHERE b.balance_cents <> COALESCE(s.s, 0)${storeFilter("b.store_id", storeId)}
    UNION ALL
    SELECT 'balance_after', id::text, balance_after_cents::text, expected::text FROM running WHERE balance_after_cents <> expected`);
}

/**
 * A store's ledger against charges' own records: received = every payment of its paid charges
 * (extra payments included; a simulated payment has no Payment row and counts the charge's amount),
 * fees = the fees of its paid charges, and available ≥ 0. Answers the differences (empty when none).
 */
export async function storeInvariantErrors(rows: Rows, storeId: string, environment: string): Promise<unknown[]> {
  if (!/^[0-9a-f-]{36}$/.test(storeId) || !/^(test|live)$/.test(environment)) throw new Error("bad store or environment");
  return rows(`
    WITH paid AS (SELECT c.* FROM charges c WHERE c.store_id = '${storeId}' AND c.environment = '${environment}' AND c.status IN ('paid', 'refunded')),
    expected AS (SELECT
        (SELECT COALESCE(SUM(p.amount_cents), 0) FROM payments p JOIN paid ON paid.id = p.charge_id)
          + (SELECT COALESCE(SUM(amount_cents), 0) FROM paid WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.charge_id = paid.id)) AS received,
        (SELECT COALESCE(SUM(fee_amount_cents), 0) FROM paid)
          -- Refunds where the service bears its fee (issue 24, fee_bearer servico) give its share back.
          - (SELECT COALESCE(SUM(r.fee_refund_cents), 0) FROM refunds r JOIN paid ON paid.id = r.charge_id WHERE r.status <> 'NAO_REALIZADO') AS fees),
    ledger AS (SELECT
        -COALESCE((SELECT balance_cents FROM ledger_balances WHERE store_id = '${storeId}' AND environment = '${environment}' AND account = 'payer_in'), 0) AS received,
        COALESCE((SELECT balance_cents FROM ledger_balances WHERE store_id = '${storeId}' AND environment = '${environment}' AND account = 'service_fee'), 0) AS fees,
        COALESCE((SELECT balance_cents FROM ledger_balances WHERE store_id = '${storeId}' AND environment = '${environment}' AND account = 'available'), 0) AS available)
    SELECT 'received' AS what, ledger.received::text AS ledger, expected.received::text AS records FROM ledger, expected WHERE ledger.received <> expected.received
    UNION ALL SELECT 'fees', ledger.fees::text, expected.fees::text FROM ledger, expected WHERE ledger.fees <> expected.fees
    UNION ALL SELECT 'available below zero', ledger.available::text, '0' FROM ledger WHERE ledger.available < 0`);
}
