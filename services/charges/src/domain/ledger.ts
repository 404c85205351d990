/**
 * The ledger's rules, pure (issue 24; design in docs/money.md): the accounts, the posting recipe of
 * each fact (fact → postings that sum to zero), the fact's source key (what makes a redelivery post
 * nothing) and the balances derived from account totals. Amounts are signed centavos as bigint.
 * repositories/ledger.ts `post` is the only writer; it checks every recipe with `assertBalanced`.
 */

/** The store's own money. `available` may go below zero only through a MED block (a recorded debt). */
export const STORE_ACCOUNTS = ["available", "blocked", "withdrawal_pending", "refund_pending"] as const;
/**
 * The other side of each movement, kept per store so that a store's sums are direct: `payer_in`
 * (payments received, negative), `payer_out` (money returned to payers), `service_fee` (the service's
 * split), `bank_out` (withdrawals paid to the merchant's bank).
 */
export const COUNTERPARTY_ACCOUNTS = ["payer_in", "payer_out", "service_fee", "bank_out"] as const;
export const ACCOUNTS = [...STORE_ACCOUNTS, ...COUNTERPARTY_ACCOUNTS] as const;
export type LedgerAccount = (typeof ACCOUNTS)[number];

export const LEDGER_KINDS = [
  "payment", "fee",
  "refund_requested", "refund_completed", "refund_failed",
  "withdrawal_requested", "withdrawal_paid", "withdrawal_rejected",
  "med_blocked", "med_returned", "med_released",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerEnvironment = "test" | "live";

export interface Posting {
  account: LedgerAccount;
  /** Signed centavos; never zero. */
  amountCents: bigint;
}

/** A fact ready to post: what `post` needs besides the store and the references. */
export interface LedgerFact {
  kind: LedgerKind;
  sourceKey: string;
  postings: Posting[];
  /** A reservation: refused (SALDO_INSUFICIENTE) when `available` would end below zero. */
  requireAvailable?: boolean;
}

/** Money moved from `from` to `to`: `from` −amount, `to` +amount. */
function move(from: LedgerAccount, to: LedgerAccount, amountCents: bigint): Posting[] {
  if (amountCents <= 0n) throw new RangeError(`ledger amount must be positive, got ${amountCents}`);
  return [{ account: from, amountCents: -amountCents }, { account: to, amountCents }];
}

const cents = (n: bigint | number): bigint => (typeof n === "bigint" ? n : BigInt(n));

export type RefundStage = "requested" | "completed" | "failed";
export type WithdrawalStage = "requested" | "paid" | "rejected";
export type MedStage = "blocked" | "returned" | "released";

/** The source keys: one per fact, so the unique index turns a redelivered fact into "already posted". */
export const sourceKeys = {
  /** A payment with its end-to-end id (each Payment row, first and extra). */
  payment: (endToEndId: string) => `payment:${endToEndId}`,
  /** A paid charge without a Payment row (a simulated test payment has no end-to-end id). */
  chargePayment: (chargeId: string) => `payment:charge:${chargeId}`,
  fee: (chargeId: string) => `fee:${chargeId}`,
  refund: (refundId: string, stage: RefundStage) => `refund:${refundId}:${stage}`,
  withdrawal: (withdrawalId: string, stage: WithdrawalStage) => `withdrawal:${withdrawalId}:${stage}`,
  med: (medId: string, stage: MedStage) => `med:${medId}:${stage}`,
};

/** The recipes (docs/money.md, "The ledger"): one fact → its postings. Amounts are the fact's own, positive. */
export const ledgerFacts = {
  /** Payment received G (each Payment row): payer_in −G, available +G. `endToEndId` null = simulated. */
  payment: (p: { endToEndId: string | null; chargeId: string; amountCents: bigint | number }): LedgerFact => ({
    kind: "payment",
    sourceKey: p.endToEndId ? sourceKeys.payment(p.endToEndId) : sourceKeys.chargePayment(p.chargeId),
    postings: move("payer_in", "available", cents(p.amountCents)),
  }),
  /** The service's fee F (split), with the charge's first payment: available −F, service_fee +F. */
  fee: (chargeId: string, feeCents: bigint | number): LedgerFact => ({
    kind: "fee", sourceKey: sourceKeys.fee(chargeId), postings: move("available", "service_fee", cents(feeCents)),
  }),
  /** Refund requested R (the reservation): available −R, refund_pending +R; refused if available < R. */
  refundRequested: (refundId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "refund_requested", sourceKey: sourceKeys.refund(refundId, "requested"),
    postings: move("available", "refund_pending", cents(amountCents)), requireAvailable: true,
  }),
  /** Refund completed: refund_pending −R, payer_out +R. */
  refundCompleted: (refundId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "refund_completed", sourceKey: sourceKeys.refund(refundId, "completed"),
    postings: move("refund_pending", "payer_out", cents(amountCents)),
  }),
  /** Refund failed (reversal): refund_pending −R, available +R. */
  refundFailed: (refundId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "refund_failed", sourceKey: sourceKeys.refund(refundId, "failed"),
    postings: move("refund_pending", "available", cents(amountCents)),
  }),
  /** Withdrawal requested W (the reservation): available −W, withdrawal_pending +W; refused if available < W. */
  withdrawalRequested: (withdrawalId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "withdrawal_requested", sourceKey: sourceKeys.withdrawal(withdrawalId, "requested"),
    postings: move("available", "withdrawal_pending", cents(amountCents)), requireAvailable: true,
  }),
  /** Withdrawal paid: withdrawal_pending −W, bank_out +W. */
  withdrawalPaid: (withdrawalId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "withdrawal_paid", sourceKey: sourceKeys.withdrawal(withdrawalId, "paid"),
    postings: move("withdrawal_pending", "bank_out", cents(amountCents)),
  }),
  /** Withdrawal rejected (reversal): withdrawal_pending −W, available +W. */
  withdrawalRejected: (withdrawalId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "withdrawal_rejected", sourceKey: sourceKeys.withdrawal(withdrawalId, "rejected"),
    postings: move("withdrawal_pending", "available", cents(amountCents)),
  }),
  /**
   * MED block M (next issue): available −M, blocked +M. Never refused: where the store has less than M,
   * `available` goes below zero — a recorded debt, and every reservation is refused until it is paid.
   */
  medBlocked: (medId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "med_blocked", sourceKey: sourceKeys.med(medId, "blocked"), postings: move("available", "blocked", cents(amountCents)),
  }),
  /** MED upheld, money returned to the payer: blocked −M, payer_out +M. */
  medReturned: (medId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "med_returned", sourceKey: sourceKeys.med(medId, "returned"), postings: move("blocked", "payer_out", cents(amountCents)),
  }),
  /** MED rejected, the block released: blocked −M, available +M. */
  medReleased: (medId: string, amountCents: bigint | number): LedgerFact => ({
    kind: "med_released", sourceKey: sourceKeys.med(medId, "released"), postings: move("blocked", "available", cents(amountCents)),
  }),
};

/** Throws unless the postings are at least two, none zero, on known accounts, and sum to zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error("a ledger transaction needs at least two postings");
  let sum = 0n;
  for (const p of postings) {
    if (!(ACCOUNTS as readonly string[]).includes(p.account)) throw new Error(`unknown ledger account ${p.account}`);
    if (typeof p.amountCents !== "bigint" || p.amountCents === 0n) throw new Error(`ledger posting on ${p.account} must be a non-zero bigint`);
    sum += p.amountCents;
  }
  if (sum !== 0n) throw new Error(`ledger postings sum to ${sum}, not zero`);
}

export type AccountTotals = Partial<Record<LedgerAccount, bigint>>;

/**
 * Applies postings in order to the accounts' balances: the new totals and each posting's balance
 * after (an account posted twice in one transaction gets two running values).
 */
export function applyPostings(before: AccountTotals, postings: readonly Posting[]): { after: AccountTotals; balanceAfter: bigint[] } {
  const after: AccountTotals = { ...before };
  const balanceAfter = postings.map((p) => (after[p.account] = (after[p.account] ?? 0n) + p.amountCents));
  return { after, balanceAfter };
}

/** The balances a merchant reads (docs/money.md, "The ledger"), all derived from account totals. */
export interface LedgerBalances {
  available: bigint;
  blocked: bigint;
  inWithdrawal: bigint;
  refunding: bigint;
  fees: bigint;
  refunded: bigint;
  received: bigint;
  withdrawn: bigint;
}

export function balancesOf(t: AccountTotals): LedgerBalances {
  const v = (a: LedgerAccount) => t[a] ?? 0n;
  return {
    available: v("available"), blocked: v("blocked"), inWithdrawal: v("withdrawal_pending"), refunding: v("refund_pending"),
    fees: v("service_fee"), refunded: v("payer_out"), received: -v("payer_in"), withdrawn: v("bank_out"),
  };
}

/** True when the postings leave `available` below zero (a reservation must then be refused). */
export function overdraws(after: AccountTotals): boolean {
  return (after.available ?? 0n) < 0n;
}

/**
 * The store's MED debt (issue 25): what blocks took beyond the available balance (available below
 * zero; only a MED block ever puts it there). Later payments pay it back first, as they raise `available`.
 */
export function medDebt(t: AccountTotals): bigint {
  const available = t.available ?? 0n;
  return available < 0n ? -available : 0n;
}
