/**
 * The ledger's persistence (issue 24). `post` is the ONE function that writes postings: everyone who
 * moves a store's money calls it inside the transaction that records the fact (the payment, the fee,
 * the refund row, the withdrawal reservation), on that transaction's connection — a pg PoolClient
 * (the payment path's plain SQL) or a Prisma interactive transaction client.
 *
 * Per post, in the caller's transaction:
 * 1. the store's balance rows of the accounts touched are locked FOR UPDATE in account order (created
 *    first when missing): a store's postings per account are serialized, concurrent posts never
 *    deadlock among themselves, and each posting's balance_after is exact;
 * 2. under those locks, the source key is looked up: a fact already posted posts nothing ({posted:
 *    false}) — the unique index stays the last word should a recipe ever touch other accounts;
 * 3. a reservation (`requireAvailable`) that would leave `available` below zero throws
 *    SALDO_INSUFICIENTE (DEBITO_MED while a MED block left it below zero) before anything is written,
 *    so the caller's transaction is still usable;
 * 4. the transaction row, its postings (with balance_after) and the new balances are written.
 * Deferred triggers re-check at commit that every transaction's postings sum to zero.
 */
import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import type { Pool, PoolClient } from "pg";
import {
  ACCOUNTS, applyPostings, assertBalanced, balancesOf, medDebt, overdraws,
  type AccountTotals, type LedgerAccount, type LedgerBalances, type LedgerEnvironment, type LedgerFact,
} from "../domain/ledger";
import type { Prisma } from "./prisma";

/** The caller's open transaction: a pg client inside BEGIN…COMMIT, or a Prisma `$transaction` client. */
export type LedgerTx = PoolClient | Prisma.TransactionClient;

/** What the fact refers to (shown in the statement); all optional. */
export interface LedgerRefs {
  txid?: string | null;
  chargeId?: string | null;
  /** uuid */
  refundId?: string | null;
  /** uuid (onboarding's withdrawal id) */
  withdrawalId?: string | null;
  endToEndId?: string | null;
  /** When the fact happened (a payment's paid_at); defaults to now. */
  occurredAt?: Date;
}

export interface PostInput extends LedgerFact {
  storeId: string;
  environment: LedgerEnvironment;
  refs?: LedgerRefs;
}

export interface PostResult {
  /** false: this source key was already posted (a redelivered fact); nothing was written. */
  posted: boolean;
}

async function rows<T>(tx: LedgerTx | Pool, text: string, values: unknown[]): Promise<T[]> {
  if ("$queryRawUnsafe" in tx) return tx.$queryRawUnsafe<T[]>(text, ...values);
  return (await tx.query(text, values)).rows as T[];
}

const LOCK_BALANCES = `SELECT account, balance_cents::text AS balance FROM ledger_balances
  WHERE store_id = $1::uuid AND environment = $2 AND account = ANY($3::text[]) ORDER BY account FOR UPDATE`;
const CREATE_BALANCES = `INSERT INTO ledger_balances (store_id, environment, account)
  SELECT $1::uuid, $2, a FROM unnest($3::text[]) AS a ORDER BY a ON CONFLICT DO NOTHING`;
const FIND_SOURCE = `SELECT 1 AS found FROM ledger_transactions WHERE source_key = $1`;
const INSERT_TRANSACTION = `INSERT INTO ledger_transactions
  (id, store_id, environment, kind, source_key, txid, charge_id, refund_id, withdrawal_id, end_to_end_id, occurred_at)
  VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6, $7::uuid, $8::uuid, $9::uuid, $10, $11::timestamptz)
  ON CONFLICT (source_key) DO NOTHING RETURNING id`;
/**
 * The postings in order (their ids order the statement) and the accounts' new balances, in one
 * statement (a data-modifying CTE always runs to completion).
 */
const INSERT_POSTINGS = `WITH p AS (
    INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents)
    SELECT $1::uuid, $2::uuid, $3, x.a, x.amount, x.after
      FROM unnest($4::text[], $5::bigint[], $6::bigint[]) WITH ORDINALITY AS x(a, amount, after, n) ORDER BY x.n
    RETURNING 1)
  UPDATE ledger_balances b SET balance_cents = v.balance, updated_at = now()
    FROM unnest($7::text[], $8::bigint[]) AS v(a, balance)
   WHERE b.store_id = $2::uuid AND b.environment = $3 AND b.account = v.a`;

/**
 * Locks (creating when missing) the store's balance rows of these accounts, in account order; their
 * totals. `post` calls it for its own accounts; a caller posting several facts in one transaction
 * whose accounts are not in one order calls it first with all of them (re-locking is free).
 */
export async function lockBalances(tx: LedgerTx, storeId: string, environment: string, unsorted: LedgerAccount[]): Promise<AccountTotals> {
  const accounts = [...new Set(unsorted)].sort();
  let locked = await rows<{ account: LedgerAccount; balance: string }>(tx, LOCK_BALANCES, [storeId, environment, accounts]);
  if (locked.length < accounts.length) {
    await rows(tx, CREATE_BALANCES, [storeId, environment, accounts]);
    locked = await rows(tx, LOCK_BALANCES, [storeId, environment, accounts]);
  }
  return Object.fromEntries(locked.map((r) => [r.account, BigInt(r.balance)]));
}

/**
 * Posts one fact exactly once. Must run inside the caller's transaction (the locks and the fact's own
 * row commit together). Throws SALDO_INSUFICIENTE (409) for a reservation beyond `available`.
 */
export async function post(tx: LedgerTx, input: PostInput): Promise<PostResult> {
  const { storeId, environment, kind, sourceKey, postings, requireAvailable, refs = {} } = input;
  assertBalanced(postings);
  const accounts = [...new Set(postings.map((p) => p.account))].sort();
  const before = await lockBalances(tx, storeId, environment, accounts);
  if ((await rows(tx, FIND_SOURCE, [sourceKey])).length > 0) return { posted: false };
  const { after, balanceAfter } = applyPostings(before, postings);
  if (requireAvailable) {
    // A MED debt (available below zero) stops every reservation until payments cover it (issue 25).
    const debt = medDebt(before);
    if (debt > 0n) throw errors.debitoMed(Number(debt));
    if (overdraws(after)) throw errors.saldoInsuficiente(Number(before.available ?? 0n));
  }

  const id = randomUUID();
  const inserted = await rows(tx, INSERT_TRANSACTION, [
    id, storeId, environment, kind, sourceKey, refs.txid ?? null, refs.chargeId ?? null, refs.refundId ?? null,
    refs.withdrawalId ?? null, refs.endToEndId ?? null, refs.occurredAt ?? new Date(),
  ]);
  if (inserted.length === 0) return { posted: false };
  await rows(tx, INSERT_POSTINGS, [
    id, storeId, environment,
    postings.map((p) => p.account), postings.map((p) => p.amountCents.toString()), balanceAfter.map(String),
    accounts, accounts.map((a) => (after[a] ?? 0n).toString()),
  ]);
  return { posted: true };
}

const READ_BALANCES = `SELECT account, balance_cents::text AS balance FROM ledger_balances WHERE store_id = $1::uuid AND environment = $2`;

/** A store's account totals in one environment (no lock): the committed state. */
export async function accountTotals(db: Pool | LedgerTx, storeId: string, environment: LedgerEnvironment): Promise<AccountTotals> {
  const found = await rows<{ account: string; balance: string }>(db, READ_BALANCES, [storeId, environment]);
  return Object.fromEntries(found.filter((r) => (ACCOUNTS as readonly string[]).includes(r.account)).map((r) => [r.account, BigInt(r.balance)]));
}

/** The balances a merchant reads (available, blocked, in withdrawal, refunding, fees, refunded, received, withdrawn). */
export async function readBalances(db: Pool | LedgerTx, storeId: string, environment: LedgerEnvironment): Promise<LedgerBalances> {
  return balancesOf(await accountTotals(db, storeId, environment));
}
