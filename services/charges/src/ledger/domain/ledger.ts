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

/** The BCB's `componentesValor` of a due-date charge's payment: each its own posting line (issue 37). */
export const PAYMENT_COMPONENTS = ["original", "multa", "juros", "abatimento", "desconto"] as const;
export type PaymentComponent = (typeof PAYMENT_COMPONENTS)[number];

export interface Posting {
  account: LedgerAccount;
  /** Signed centavos; never zero. */
  amountCents: bigint;
  /** Which part of a due-date payment this line is; absent on every other posting. */
  component?: PaymentComponent;
}

/** A fact ready to post: what `post` needs besides the store and the references. */
export interface LedgerFact {
  kind: LedgerKind;
  sourceKey: string;
  postings: Posting[];
  /** A reservation: refused (SALDO_INSUFICIENTE) when `available` would end below zero. */
  requireAvailable?: boolean;
  /** A payment fact: opens the payment's claims (its source key is the payment's key). */
  opensPayment?: { chargeId: string; paidCents: bigint };
}

/** Money moved from `from` to `to`: `from` −amount, `to` +amount. */
function move(from: LedgerAccount, to: LedgerAccount, amountCents: bigint): Posting[] {
  if (amountCents <= 0n) throw new RangeError(`ledger amount must be positive, got ${amountCents}`);
  return [{ account: from, amountCents: -amountCents }, { account: to, amountCents }];
}

const cents = (n: bigint | number): bigint => (typeof n === "bigint" ? n : BigInt(n));

/**
 * The two-phase transfers, named once (TigerBeetle's pending → post | void): a HOLD moves money from
 * its sources (by default `available`) into the flow's pending account; then exactly one of SETTLE
 * (pending → the flow's destination, the whole held amount) or RELEASE (the hold reversed: each source
 * gets back what it gave). Refunds, withdrawals and MED are the three flows; each phase has the stage
 * name its statement rows and source keys have always had (`refund:<id>:requested|completed|failed`,
 * kind `refund_requested`…), so history reads the same. A reservation hold is refused when it would
 * overdraw `available`; a MED block never is (it may leave a debt).
 */
export const TRANSFERS = {
  refund: { pending: "refund_pending", settleTo: "payer_out", hold: "requested", settle: "completed", release: "failed", reservation: true },
  withdrawal: { pending: "withdrawal_pending", settleTo: "bank_out", hold: "requested", settle: "paid", release: "rejected", reservation: true },
  med: { pending: "blocked", settleTo: "payer_out", hold: "blocked", settle: "returned", release: "released", reservation: false },
} as const satisfies Record<string, { pending: LedgerAccount; settleTo: LedgerAccount; hold: string; settle: string; release: string; reservation: boolean }>;
export type TransferFlow = keyof typeof TRANSFERS;
export type Phase = "hold" | "settle" | "release";
export type RefundStage = (typeof TRANSFERS)["refund"][Phase];
export type WithdrawalStage = (typeof TRANSFERS)["withdrawal"][Phase];
export type MedStage = (typeof TRANSFERS)["med"][Phase];

/** The source key of one phase of a transfer: `<flow>:<id>:<stage>`. */
export function transferKey(flow: TransferFlow, id: string, phase: Phase): string {
  return `${flow}:${id}:${TRANSFERS[flow][phase]}`;
}
const kindOf = (flow: TransferFlow, phase: Phase) => `${flow}_${TRANSFERS[flow][phase]}` as LedgerKind;

/** The source keys: one per fact, so the unique index turns a redelivered fact into "already posted". */
export const sourceKeys = {
  /** A payment with its end-to-end id (each Payment row, first and extra). */
  payment: (endToEndId: string) => `payment:${endToEndId}`,
  /** A paid charge without a Payment row (a simulated test payment has no end-to-end id). */
  chargePayment: (chargeId: string) => `payment:charge:${chargeId}`,
  fee: (chargeId: string) => `fee:${chargeId}`,
  transfer: transferKey,
};

/** The end-to-end id a payment's key names (`payment:<e2e>`; not a `payment:charge:` key). */
export const endToEndIdOfPaymentKey = (key: string): string => key.slice("payment:".length);

/** The two-phase transfer's facts (pure): the repository's hold/settle/release post them. */
export const transfer = {
  /**
   * Hold H: each source −its part, the flow's pending account +H. `from` defaults to `available` −H
   * (a refund whose fee share the service returns takes part of it from `service_fee`).
   */
  hold(flow: TransferFlow, id: string, amountCents: bigint | number, from?: readonly Posting[]): LedgerFact {
    const t = TRANSFERS[flow];
    const amount = cents(amountCents);
    if (amount <= 0n) throw new RangeError(`ledger amount must be positive, got ${amount}`);
    const sources = from ?? [{ account: "available", amountCents: -amount }];
    if (sources.some((p) => p.amountCents >= 0n) || sources.reduce((s, p) => s + p.amountCents, 0n) !== -amount) {
      throw new RangeError(`a hold's sources must be negative and sum to -${amount}`);
    }
    return {
      kind: kindOf(flow, "hold"), sourceKey: transferKey(flow, id, "hold"),
      postings: [...sources, { account: t.pending, amountCents: amount }], ...(t.reservation && { requireAvailable: true }),
    };
  },
  /** Settle: the whole held amount leaves pending for the flow's destination (pending −H, destination +H). */
  settle(flow: TransferFlow, id: string, heldCents: bigint | number): LedgerFact {
    const t = TRANSFERS[flow];
    return { kind: kindOf(flow, "settle"), sourceKey: transferKey(flow, id, "settle"), postings: move(t.pending, t.settleTo, cents(heldCents)) };
  },
  /** Release: the hold reversed (pending −H, each source +its part). `hold` = the hold's postings, or its amount when taken from `available`. */
  release(flow: TransferFlow, id: string, hold: readonly Posting[] | bigint | number): LedgerFact {
    const t = TRANSFERS[flow];
    const held = typeof hold === "object" ? hold : transfer.hold(flow, id, hold).postings;
    const reversed = held.filter((p) => p.account !== t.pending).map((p) => ({ account: p.account, amountCents: -p.amountCents }));
    const total = reversed.reduce((s, p) => s + p.amountCents, 0n);
    return { kind: kindOf(flow, "release"), sourceKey: transferKey(flow, id, "release"), postings: [{ account: t.pending, amountCents: -total }, ...reversed] };
  },
};

/** A due-date payment's components in centavos (final = original + multa + juros − abatimento − desconto). */
export type PaymentComponents = Record<PaymentComponent, number>;

/**
 * The lines of a due-date payment: the original and each increment moved payer_in → available, each
 * decrement (abatimento, desconto) moved back, zero components left out. They sum to what was paid, so
 * the transaction's effect on available is the payment, and the statement reads each part apart.
 */
function componentPostings(c: PaymentComponents): Posting[] {
  const lines: Posting[] = [];
  for (const component of PAYMENT_COMPONENTS) {
    const value = BigInt(c[component]);
    if (value === 0n) continue;
    const decrement = component === "abatimento" || component === "desconto";
    lines.push(...move(decrement ? "available" : "payer_in", decrement ? "payer_in" : "available", value).map((p) => ({ ...p, component })));
  }
  return lines;
}

const sumOf = (c: PaymentComponents) => BigInt(c.original) + BigInt(c.multa) + BigInt(c.juros) - BigInt(c.abatimento) - BigInt(c.desconto);

/** The one-phase facts: a payment received and the service's fee. */
export const ledgerFacts = {
  /**
   * Payment received G (each Payment row): payer_in −G, available +G. `endToEndId` null = simulated. Opens
   * the payment's claims (below). A due-date charge's payment whose components add up to G posts them
   * line by line instead (issue 37): the original, the multa and the juros apart, less abatimento and desconto.
   */
  payment: (p: { endToEndId: string | null; chargeId: string; amountCents: bigint | number; components?: PaymentComponents | null }): LedgerFact => ({
    kind: "payment",
    sourceKey: p.endToEndId ? sourceKeys.payment(p.endToEndId) : sourceKeys.chargePayment(p.chargeId),
    postings: p.components && sumOf(p.components) === cents(p.amountCents) ? componentPostings(p.components) : move("payer_in", "available", cents(p.amountCents)),
    opensPayment: { chargeId: p.chargeId, paidCents: cents(p.amountCents) },
  }),
  /** The service's fee F (split), with the charge's first payment: available −F, service_fee +F. */
  fee: (chargeId: string, feeCents: bigint | number): LedgerFact => ({
    kind: "fee", sourceKey: sourceKeys.fee(chargeId), postings: move("available", "service_fee", cents(feeCents)),
  }),
};

/**
 * ONE INVARIANT PER PAYMENT (issue 32): for every payment (a `payment:<e2e>` or
 * `payment:charge:<id>` fact), merchant refunds (requested or completed, not failed) + upheld MED
 * returns + open MED blocks ≤ the amount paid. The ledger keeps each payment's paid and claimed
 * amounts: a refund's or a MED block's hold CLAIMS part of it, a release gives the claim back, a settle
 * keeps it (the money left for good). `post` refuses a claim beyond what is left — the only check.
 */
export interface PaymentState {
  /** The payment fact's source key. */
  key: string;
  paidCents: bigint;
  /** Held or returned by refunds and MED. */
  claimedCents: bigint;
}

export interface PaymentClaim {
  paymentKey: string;
  /** Positive: claimed by a hold; negative: given back by its release. */
  cents: bigint;
}

/** What is left of these payments to refund, block or return: Σ max(0, paid − claimed). */
export function claimableCents(payments: readonly PaymentState[]): bigint {
  return payments.reduce((s, p) => s + (p.paidCents > p.claimedCents ? p.paidCents - p.claimedCents : 0n), 0n);
}

/**
 * The check: `cents` claimed from these payments, in their order (a charge's first payment, then its
 * extras), each at most what is left of it; or the refusal with what is left in all.
 */
export function claimPayments(payments: readonly PaymentState[], cents: bigint): { claims: PaymentClaim[] } | { refusedLeftCents: bigint } {
  if (cents <= 0n) throw new RangeError(`a claim must be positive, got ${cents}`);
  const left = claimableCents(payments);
  if (cents > left) return { refusedLeftCents: left };
  const claims: PaymentClaim[] = [];
  let rest = cents;
  for (const p of payments) {
    const free = p.paidCents > p.claimedCents ? p.paidCents - p.claimedCents : 0n;
    const take = free < rest ? free : rest;
    if (take > 0n) claims.push({ paymentKey: p.key, cents: take });
    rest -= take;
    if (rest === 0n) break;
  }
  return { claims };
}

/** A hold claimed beyond what is left of the payment: each caller answers with its own code. */
export class PaymentClaimRefused extends Error {
  constructor(readonly leftCents: bigint) {
    super(`the payment has ${leftCents} centavos left to refund, block or return`);
    this.name = "PaymentClaimRefused";
  }
}

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
