/**
 * The ledger's persistence (issue 24). `post` is the ONE function that writes postings: everyone who
 * moves a store's money calls it inside the transaction that records the fact (the payment, the fee,
 * the refund row, the withdrawal reservation), on that transaction's connection — a pg PoolClient
 * (the payment path's plain SQL) or a Prisma interactive transaction client.
 *
 * Per post, in the caller's transaction:
 * 1. the store's balance rows of the accounts touched are locked FOR UPDATE in account order (all of
 *    the store's accounts created at once, on its first post): a store's postings per account are
 *    serialized, concurrent posts never deadlock among themselves, and each posting's balance_after is exact;
 * 2. under those locks, the source key is looked up: a fact already posted posts nothing ({posted:
 *    false}) — the unique index stays the last word should a recipe ever touch other accounts;
 * 3. a hold that claims part of a payment (refund, MED block) locks the payment's row(s) and is refused
 *    with PaymentClaimRefused beyond what is left of it (issue 32: the per-payment invariant's one check);
 * 4. a reservation (`requireAvailable`) that would leave `available` below zero throws
 *    SALDO_INSUFICIENTE (DEBITO_MED while a MED block left it below zero) before anything is written,
 *    so the caller's transaction is still usable;
 * 5. the transaction row, its postings (with balance_after), the new balances and the payment's claims are written.
 * Deferred triggers re-check at commit that every transaction's postings sum to zero.
 */
import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { Pool, PoolClient } from "pg";
import {
  ACCOUNTS, applyPostings, assertBalanced, balancesOf, claimableCents, claimPayments, medDebt, overdraws, PaymentClaimRefused, transfer, TRANSFERS,
  transferKey, type AccountTotals, type LedgerAccount, type LedgerBalances, type LedgerEnvironment, type LedgerFact, type PaymentClaim,
  type PaymentState, type Posting, type TransferFlow,
} from "../domain/ledger";
import type { Prisma } from "../../shared/repositories/prisma";

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

/** Which payments a hold claims: one payment (a MED block names its end-to-end id) or a charge's, in payment order. */
export type ClaimTarget = { paymentKey: string } | { chargeId: string };

export interface PostInput extends LedgerFact {
  storeId: string;
  environment: LedgerEnvironment;
  refs?: LedgerRefs;
  /** A hold's claim on payments (checked), or a release giving a hold's claims back. */
  claim?: { on: ClaimTarget; cents: bigint } | { giveBack: PaymentClaim[] };
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
/** A store's payments a hold claims, locked in key order; listed in payment order (first, then extras). */
const LOCK_PAYMENTS = `SELECT payment_key, paid_cents::text AS paid, claimed_cents::text AS claimed, seq FROM (
    SELECT * FROM ledger_payments WHERE store_id = $1::uuid AND environment = $2 AND (payment_key = $3 OR charge_id = $4::uuid)
    ORDER BY payment_key FOR UPDATE) p ORDER BY seq`;
const OPEN_PAYMENT = `INSERT INTO ledger_payments (payment_key, store_id, environment, charge_id, paid_cents) VALUES ($1, $2::uuid, $3, $4::uuid, $5::bigint)
  ON CONFLICT DO NOTHING`;
const WRITE_CLAIMS = `WITH c AS (
    INSERT INTO ledger_payment_claims (transaction_id, payment_key, amount_cents)
    SELECT $1::uuid, k, v FROM unnest($2::text[], $3::bigint[]) AS x(k, v) RETURNING 1)
  UPDATE ledger_payments p SET claimed_cents = p.claimed_cents + x.v FROM unnest($2::text[], $3::bigint[]) AS x(k, v) WHERE p.payment_key = x.k`;
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
    INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents, component)
    SELECT $1::uuid, $2::uuid, $3, x.a, x.amount, x.after, x.component
      FROM unnest($4::text[], $5::bigint[], $6::bigint[], $9::text[]) WITH ORDINALITY AS x(a, amount, after, component, n) ORDER BY x.n
    RETURNING 1)
  UPDATE ledger_balances b SET balance_cents = v.balance, updated_at = now()
    FROM unnest($7::text[], $8::bigint[]) AS v(a, balance)
   WHERE b.store_id = $2::uuid AND b.environment = $3 AND b.account = v.a`;

/**
 * Locks (creating when missing) the store's balance rows of these accounts, in account order; their
 * totals. `post` calls it for its own accounts; a caller posting several facts in one transaction
 * whose accounts are not in one order calls it first with all of them (re-locking is free).
 *
 * Missing rows are created for EVERY account of the store at once (issue 32, the deadlock of a store's
 * first concurrent refunds): creating only the missing ones of this post made a store's first
 * completion lock `refund_pending` (present) and then, after creating it, `payer_out` — out of account
 * order — while a completion that already saw `payer_out` held it and waited for `refund_pending`
 * (40P01, PostgreSQL's log shows both in this function's SELECT … FOR UPDATE). With all rows created by
 * a store's first post (and by migration 20261128080000 for existing stores), every later post finds
 * its rows and takes them in one ordered statement.
 */
export async function lockBalances(tx: LedgerTx, storeId: string, environment: string, unsorted: LedgerAccount[]): Promise<AccountTotals> {
  const accounts = [...new Set(unsorted)].sort();
  let locked = await rows<{ account: LedgerAccount; balance: string }>(tx, LOCK_BALANCES, [storeId, environment, accounts]);
  if (locked.length < accounts.length) {
    await rows(tx, CREATE_BALANCES, [storeId, environment, [...ACCOUNTS]]);
    locked = await rows(tx, LOCK_BALANCES, [storeId, environment, accounts]);
  }
  return Object.fromEntries(locked.map((r) => [r.account, BigInt(r.balance)]));
}

/** The payments a hold claims, locked (their key order), in payment order. */
async function lockPayments(tx: LedgerTx, storeId: string, environment: string, on: ClaimTarget): Promise<PaymentState[]> {
  const [key, chargeId] = "paymentKey" in on ? [on.paymentKey, null] : [null, on.chargeId];
  const found = await rows<{ payment_key: string; paid: string; claimed: string }>(tx, LOCK_PAYMENTS, [storeId, environment, key, chargeId]);
  return found.map((r) => ({ key: r.payment_key, paidCents: BigInt(r.paid), claimedCents: BigInt(r.claimed) }));
}

/**
 * Posts one fact exactly once. Must run inside the caller's transaction (the locks and the fact's own
 * row commit together). Throws SALDO_INSUFICIENTE (409) for a reservation beyond `available`.
 */
export async function post(tx: LedgerTx, input: PostInput): Promise<PostResult> {
  const { storeId, environment, kind, sourceKey, postings, requireAvailable, refs = {}, claim, opensPayment } = input;
  assertBalanced(postings);
  const accounts = [...new Set(postings.map((p) => p.account))].sort();
  const before = await lockBalances(tx, storeId, environment, accounts);
  if ((await rows(tx, FIND_SOURCE, [sourceKey])).length > 0) return { posted: false };
  let claims: PaymentClaim[] = [];
  if (claim && "on" in claim) {
    // The per-payment invariant's one check, before the balance's: a payment with nothing left is
    // refused for that, however much the store holds.
    const decided = claimPayments(await lockPayments(tx, storeId, environment, claim.on), claim.cents);
    if ("refusedLeftCents" in decided) throw new PaymentClaimRefused(decided.refusedLeftCents);
    claims = decided.claims;
  } else if (claim) {
    claims = claim.giveBack;
  }
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
    accounts, accounts.map((a) => (after[a] ?? 0n).toString()), postings.map((p) => p.component ?? null),
  ]);
  if (opensPayment) await rows(tx, OPEN_PAYMENT, [sourceKey, storeId, environment, opensPayment.chargeId, opensPayment.paidCents.toString()]);
  if (claims.length > 0) await rows(tx, WRITE_CLAIMS, [id, claims.map((c) => c.paymentKey), claims.map((c) => c.cents.toString())]);
  return { posted: true };
}

/**
 * THE TWO-PHASE TRANSFER (issue 32; TigerBeetle's pending → post | void, domain/ledger.ts TRANSFERS):
 * `hold`, then once `settle` or `release`, each posted through `post` under the phase's source key
 * (`<flow>:<id>:<stage>`: posting a phase again posts nothing). Settle and release read the hold from
 * the ledger (its amount, its sources, its claims) as TigerBeetle's post and void take the pending
 * transfer's: a caller never restates them. Both lock the hold's accounts before looking for the other
 * final phase, so a settle and a release of one transfer never both post.
 */
export interface TransferRef {
  flow: TransferFlow;
  id: string;
  storeId: string;
  environment: LedgerEnvironment;
  refs?: LedgerRefs;
}

export interface HoldInput extends TransferRef {
  amountCents: bigint | number;
  /** The hold's sources (default `available` −amount). */
  from?: readonly Posting[];
  /** The payment(s) it claims (refunds, MED): refused beyond what is left, or with `upToLeft` clipped to it. */
  claims?: ClaimTarget;
  /** MED: hold at most what is left of the payment (possibly nothing: then nothing is posted). */
  upToLeft?: boolean;
  /** Overrides the flow's reservation check (a withdrawal posted late, before the ledger existed). */
  requireAvailable?: boolean;
}

export interface TransferResult {
  posted: boolean;
  /** The amount held, settled or released (0 when there was nothing to hold). */
  amountCents: bigint;
}

export async function hold(tx: LedgerTx, h: HoldInput): Promise<TransferResult> {
  let amount = BigInt(h.amountCents);
  if (h.upToLeft && h.claims) {
    const pending = TRANSFERS[h.flow].pending;
    await lockBalances(tx, h.storeId, h.environment, [...(h.from?.map((p) => p.account) ?? ["available" as const]), pending]);
    const left = claimableCents(await lockPayments(tx, h.storeId, h.environment, h.claims));
    if (left < amount) amount = left;
    if (amount <= 0n) return { posted: false, amountCents: 0n };
  }
  const fact = transfer.hold(h.flow, h.id, amount, h.from);
  const result = await post(tx, {
    storeId: h.storeId, environment: h.environment, refs: h.refs, ...fact,
    ...(h.requireAvailable !== undefined && { requireAvailable: h.requireAvailable }),
    ...(h.claims && { claim: { on: h.claims, cents: amount } }),
  });
  return { posted: result.posted, amountCents: amount };
}

const HOLD_OF = `SELECT t.id, t.store_id, t.environment, p.account, p.amount_cents::text AS amount,
    (SELECT coalesce(json_agg(json_build_object('k', c.payment_key, 'v', c.amount_cents::text)), '[]') FROM ledger_payment_claims c WHERE c.transaction_id = t.id) AS claims
  FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id WHERE t.source_key = $1 ORDER BY p.id`;

interface HeldTransfer {
  postings: Posting[];
  amountCents: bigint;
  claims: PaymentClaim[];
}

/** The hold as posted (null when never held); refused when it is another store's or environment's. */
async function heldOf(tx: LedgerTx, t: TransferRef): Promise<HeldTransfer | null> {
  const found = await rows<{ store_id: string; environment: string; account: LedgerAccount; amount: string; claims: { k: string; v: string }[] }>(
    tx, HOLD_OF, [transferKey(t.flow, t.id, "hold")]);
  if (found.length === 0) return null;
  if (found.some((r) => r.store_id !== t.storeId || r.environment !== t.environment)) throw errors.conflict("Esta transferência pertence a outra loja ou ambiente", "ESTADO_INCOMPATIVEL");
  const postings = found.map((r) => ({ account: r.account, amountCents: BigInt(r.amount) }));
  const pending = TRANSFERS[t.flow].pending;
  return {
    postings, amountCents: postings.filter((p) => p.account === pending).reduce((s, p) => s + p.amountCents, 0n),
    claims: found[0]!.claims.map((c) => ({ paymentKey: c.k, cents: BigInt(c.v) })),
  };
}

/** Which final phase a transfer reached, if any. */
export async function finalPhaseOf(tx: LedgerTx, flow: TransferFlow, id: string): Promise<"settle" | "release" | null> {
  const keys = [transferKey(flow, id, "settle"), transferKey(flow, id, "release")];
  const found = await rows<{ source_key: string }>(tx, `SELECT source_key FROM ledger_transactions WHERE source_key = ANY($1::text[])`, [keys]);
  return found.some((r) => r.source_key === keys[0]) ? "settle" : found.length > 0 ? "release" : null;
}

/** Locks what the final phase touches, then tells whether the other final phase already posted. */
async function finalize(tx: LedgerTx, t: TransferRef, phase: "settle" | "release"): Promise<TransferResult> {
  const held = await heldOf(tx, t);
  if (!held) return { posted: false, amountCents: 0n };
  const spec = TRANSFERS[t.flow];
  await lockBalances(tx, t.storeId, t.environment, [...held.postings.map((p) => p.account), spec.settleTo]);
  const done = await finalPhaseOf(tx, t.flow, t.id);
  if (done) return { posted: false, amountCents: done === phase ? held.amountCents : 0n };
  const fact = phase === "settle" ? transfer.settle(t.flow, t.id, held.amountCents) : transfer.release(t.flow, t.id, held.postings);
  const giveBack = phase === "release" ? held.claims.map((c) => ({ paymentKey: c.paymentKey, cents: -c.cents })) : [];
  const result = await post(tx, { storeId: t.storeId, environment: t.environment, refs: t.refs, ...fact, ...(giveBack.length > 0 && { claim: { giveBack } }) });
  return { posted: result.posted, amountCents: held.amountCents };
}

/** The held amount leaves for good (refund completed, withdrawal paid, MED returned); its claims stay. */
export function settle(tx: LedgerTx, t: TransferRef): Promise<TransferResult> {
  return finalize(tx, t, "settle");
}

/** The hold undone (refund failed, withdrawal rejected, MED released): its sources and its payment claims get their part back. */
export function release(tx: LedgerTx, t: TransferRef): Promise<TransferResult> {
  return finalize(tx, t, "release");
}

const READ_BALANCES = `SELECT account, balance_cents::text AS balance FROM ledger_balances WHERE store_id = $1::uuid AND environment = $2`;

/** A store's account totals in one environment (no lock): the committed state. */
export async function accountTotals(db: Pool | LedgerTx, scope: StoreScope): Promise<AccountTotals> {
  const found = await rows<{ account: string; balance: string }>(db, READ_BALANCES, [scope.storeId, scope.environment]);
  return Object.fromEntries(found.filter((r) => (ACCOUNTS as readonly string[]).includes(r.account)).map((r) => [r.account, BigInt(r.balance)]));
}

/** The balances a merchant reads (available, blocked, in withdrawal, refunding, fees, refunded, received, withdrawn). */
export async function readBalances(db: Pool | LedgerTx, scope: StoreScope): Promise<LedgerBalances> {
  return balancesOf(await accountTotals(db, scope));
}

/** The ledger's reads for the gRPC handlers, so that they never hold the pool. */
export class LedgerReader {
  constructor(private readonly pool: Pool) {}

  balances(scope: StoreScope): Promise<LedgerBalances> {
    return readBalances(this.pool, scope);
  }
}
