/**
 * The ledger's reconciliation rules (issue 24), pure: what a difference is, and how onboarding's
 * withdrawals and the payment engine's transactions compare with the ledger's postings. The SQL
 * checks of charges' own records live in repositories/reconciliation.ts.
 */

export type DifferenceKind =
  | "payment_missing" | "payment_amount" | "fee_missing" | "fee_amount" | "balance_drift" | "unbalanced"
  | "withdrawal_missing" | "withdrawal_amount" | "withdrawal_state" | "withdrawal_unknown"
  | "engine_missing" | "engine_amount";

export interface Difference {
  kind: DifferenceKind;
  /** What it is about (a source key, an end-to-end id, a withdrawal id…): one open difference per kind and ref. */
  ref: string;
  storeId: string | null;
  environment: string | null;
  expectedCents: number | null;
  ledgerCents: number | null;
  /** Portuguese, for the team's console. */
  detail: string;
}

/** A withdrawal as onboarding records it. */
export interface WithdrawalState {
  id: string;
  storeId: string;
  environment: string;
  amountCents: number;
  status: "reserving" | "pending" | "completed" | "rejected";
}

/** A withdrawal as the ledger has it: the reserved amount and the settlement posted, if any. */
export interface LedgerWithdrawal {
  id: string;
  storeId: string;
  environment: string;
  reservedCents: number;
  settled: "paid" | "rejected" | null;
  voided: boolean;
}

const expectedSettlement = { pending: null, completed: "paid", rejected: "rejected" } as const;
const label = { paid: "pago", rejected: "recusado", null: "em aberto" } as const;

/**
 * Onboarding's withdrawals against the ledger's. `reserving` rows are in flight (or voided by the
 * ledger sync soon) and not compared; a ledger withdrawal onboarding does not know is a difference
 * unless it was voided (its reservation reversed).
 */
export function compareWithdrawals(onboarding: readonly WithdrawalState[], ledger: ReadonlyMap<string, LedgerWithdrawal>): Difference[] {
  const out: Difference[] = [];
  const seen = new Set<string>();
  for (const w of onboarding) {
    seen.add(w.id);
    if (w.status === "reserving") continue;
    const l = ledger.get(w.id);
    const at = { ref: w.id, storeId: w.storeId, environment: w.environment };
    if (!l) {
      out.push({ kind: "withdrawal_missing", ...at, expectedCents: w.amountCents, ledgerCents: null, detail: `Saque ${w.status} sem lançamento no livro-razão` });
      continue;
    }
    if (l.reservedCents !== w.amountCents) {
      out.push({ kind: "withdrawal_amount", ...at, expectedCents: w.amountCents, ledgerCents: l.reservedCents, detail: "Valor do saque diferente do reservado no livro-razão" });
    }
    const expected = expectedSettlement[w.status];
    if (l.settled !== expected) {
      out.push({
        kind: "withdrawal_state", ...at, expectedCents: w.amountCents, ledgerCents: l.reservedCents,
        detail: `Saque ${label[String(expected) as keyof typeof label]} no onboarding, ${label[String(l.settled) as keyof typeof label]} no livro-razão`,
      });
    }
  }
  for (const l of ledger.values()) {
    if (seen.has(l.id) || l.voided) continue;
    out.push({
      kind: "withdrawal_unknown", ref: l.id, storeId: l.storeId, environment: l.environment, expectedCents: null, ledgerCents: l.reservedCents,
      detail: "Saque no livro-razão que o onboarding não conhece",
    });
  }
  return out;
}

/** A payment as recorded here, and what the engine answered for its end-to-end id (null: unknown to it). */
export interface EngineCheck {
  endToEndId: string;
  storeId: string;
  environment: string;
  amountCents: number;
  engine: { amountCents: number } | null;
}

export function compareEngine(checks: readonly EngineCheck[]): Difference[] {
  return checks.flatMap((c): Difference[] => {
    // expected: what the engine reports; ledger: what was recorded here.
    const at = { ref: c.endToEndId, storeId: c.storeId, environment: c.environment, ledgerCents: c.amountCents };
    if (!c.engine) return [{ kind: "engine_missing", ...at, expectedCents: null, detail: "Pagamento que o motor de pagamento não conhece" }];
    if (c.engine.amountCents !== c.amountCents) {
      return [{ kind: "engine_amount", ...at, expectedCents: c.engine.amountCents, detail: "Valor do pagamento diferente do informado pelo motor" }];
    }
    return [];
  });
}
