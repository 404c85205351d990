import type { Pool } from "pg";
import type { StoreScope } from "@pix/grpc";
import { OWN_ACCOUNTS, type OwnPosting, type Period, rowsOf, type StatementRow } from "../domain/statement";

/**
 * Statement reads over the ledger's tables (ledger_postings, ledger_transactions; written only by the
 * ledger's posting function in repositories/ledger.ts). Read-only, keyset-paged on posting ids with the
 * index (store_id, environment, id): a page costs the same at the top of a year as at its end, and an
 * export holds one batch at a time.
 */
export interface StatementTotalsRow {
  kind: string;
  count: bigint;
  availableCents: bigint;
  credits: bigint;
  debits: bigint;
  blockedCents: bigint;
  inWithdrawalCents: bigint;
  refundingCents: bigint;
}

const OWN = [...OWN_ACCOUNTS];

export class StatementRepository {
  constructor(private readonly pool: Pool) {}

  /**
   * The first `limit` rows of the period whose key is below `before` (null: from the newest). Scans the
   * own-account postings newest first in slices, then reads every own posting of the transactions met (a
   * transaction's postings may straddle a slice), so a row is always whole. A transaction whose key is
   * at or above `before` was on an earlier page and is skipped.
   */
  async page(scope: StoreScope, period: Period, before: bigint | null, limit: number): Promise<StatementRow[]> {
    const { storeId, environment } = scope;
    const rows: StatementRow[] = [];
    let scanBelow = before;
    for (;;) {
      // Most transactions have one own-account posting (a payment, a fee): ask for about what is missing.
      const slice = limit - rows.length + 16;
      const ids = await this.pool.query<{ id: string; transaction_id: string }>(
        `SELECT id, transaction_id FROM ledger_postings
          WHERE store_id = $1 AND environment = $2 AND account = ANY($3::text[]) AND created_at >= $4 AND created_at < $5
            AND ($6::bigint IS NULL OR id < $6::bigint)
          ORDER BY id DESC LIMIT $7`,
        [storeId, environment, OWN, period.from, period.to, scanBelow?.toString() ?? null, slice],
      );
      if (ids.rows.length === 0) break;
      const seen = new Set(rows.map((r) => r.transactionId));
      const met = [...new Set(ids.rows.map((r) => r.transaction_id))].filter((t) => !seen.has(t));
      for (const row of rowsOf(await this.ownPostings(met))) {
        if (before !== null && row.seq >= before) continue;
        rows.push(row);
      }
      scanBelow = BigInt(ids.rows[ids.rows.length - 1].id);
      if (rows.length >= limit || ids.rows.length < slice) break;
    }
    rows.sort((a, b) => (a.seq === b.seq ? 0 : a.seq > b.seq ? -1 : 1));
    const page = rows.slice(0, limit);
    await this.fillBalances(scope, page);
    return page;
  }

  private async ownPostings(transactionIds: string[]): Promise<OwnPosting[]> {
    if (transactionIds.length === 0) return [];
    const r = await this.pool.query(
      `SELECT p.id, p.transaction_id, p.account, p.amount_cents, p.balance_after_cents, p.created_at, p.component,
              t.kind, t.txid, t.charge_id, t.withdrawal_id, t.refund_id, t.end_to_end_id, t.occurred_at,
              c.description, c.customer_name
         FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
         LEFT JOIN charges c ON c.id = t.charge_id
        WHERE p.transaction_id = ANY($1::uuid[]) AND p.account = ANY($2::text[])`,
      [transactionIds, OWN],
    );
    return r.rows.map((p) => ({
      id: BigInt(p.id), transactionId: p.transaction_id, account: p.account, amountCents: BigInt(p.amount_cents),
      balanceAfterCents: BigInt(p.balance_after_cents), createdAt: p.created_at, kind: p.kind, txid: p.txid ?? null,
      chargeId: p.charge_id ?? null, withdrawalId: p.withdrawal_id ?? null, refundId: p.refund_id ?? null,
      endToEndId: p.end_to_end_id ?? null, occurredAt: p.occurred_at ?? p.created_at,
      description: p.description ?? null, payerName: p.customer_name ?? null, component: p.component ?? null,
    }));
  }

  /** A row that does not touch available shows the available balance of the last available posting before it. */
  private async fillBalances(scope: StoreScope, rows: StatementRow[]): Promise<void> {
    const { storeId, environment } = scope;
    const missing = rows.filter((r) => r.balanceAfterCents === null);
    if (missing.length === 0) return;
    const r = await this.pool.query<{ seq: string; balance: string | null }>(
      `SELECT s.seq::text AS seq,
              (SELECT q.balance_after_cents FROM ledger_postings q
                WHERE q.store_id = $1 AND q.environment = $2 AND q.account = 'available' AND q.id < s.seq
                ORDER BY q.id DESC LIMIT 1)::text AS balance
         FROM unnest($3::bigint[]) AS s(seq)`,
      [storeId, environment, missing.map((m) => m.seq.toString())],
    );
    const bySeq = new Map(r.rows.map((x) => [x.seq, x.balance === null ? 0n : BigInt(x.balance)]));
    for (const m of missing) m.balanceAfterCents = bySeq.get(m.seq.toString()) ?? 0n;
  }

  /** The available balance before `at`: every available posting booked earlier. */
  async availableBefore(scope: StoreScope, at: Date): Promise<bigint> {
    const { storeId, environment } = scope;
    const r = await this.pool.query<{ sum: string | null }>(
      `SELECT sum(amount_cents)::text AS sum FROM ledger_postings
        WHERE store_id = $1 AND environment = $2 AND account = 'available' AND created_at < $3`,
      [storeId, environment, at],
    );
    return BigInt(r.rows[0]?.sum ?? "0");
  }

  /** The period's sums per transaction kind (own accounts only). */
  async totals(scope: StoreScope, period: Period): Promise<StatementTotalsRow[]> {
    const { storeId, environment } = scope;
    const r = await this.pool.query(
      `WITH tx AS (
         SELECT p.transaction_id,
                sum(p.amount_cents) FILTER (WHERE p.account = 'available') AS available,
                sum(p.amount_cents) FILTER (WHERE p.account = 'blocked') AS blocked,
                sum(p.amount_cents) FILTER (WHERE p.account = 'withdrawal_pending') AS in_withdrawal,
                sum(p.amount_cents) FILTER (WHERE p.account = 'refund_pending') AS refunding
           FROM ledger_postings p
          WHERE p.store_id = $1 AND p.environment = $2 AND p.account = ANY($3::text[]) AND p.created_at >= $4 AND p.created_at < $5
          GROUP BY p.transaction_id)
       SELECT t.kind, count(*)::text AS count,
              coalesce(sum(tx.available), 0)::text AS available,
              coalesce(sum(tx.available) FILTER (WHERE tx.available > 0), 0)::text AS credits,
              coalesce(sum(tx.available) FILTER (WHERE tx.available < 0), 0)::text AS debits,
              coalesce(sum(tx.blocked), 0)::text AS blocked,
              coalesce(sum(tx.in_withdrawal), 0)::text AS in_withdrawal,
              coalesce(sum(tx.refunding), 0)::text AS refunding
         FROM tx JOIN ledger_transactions t ON t.id = tx.transaction_id
        GROUP BY t.kind ORDER BY t.kind`,
      [storeId, environment, OWN, period.from, period.to],
    );
    return r.rows.map((x) => ({
      kind: x.kind, count: BigInt(x.count), availableCents: BigInt(x.available), credits: BigInt(x.credits), debits: BigInt(x.debits),
      blockedCents: BigInt(x.blocked), inWithdrawalCents: BigInt(x.in_withdrawal), refundingCents: BigInt(x.refunding),
    }));
  }
}
