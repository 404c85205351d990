/**
 * The refunds' ledger recipes (issue 24), pure. Without a fee share they are the ledger's own
 * (`ledgerFacts.refundRequested|Completed|Failed`). When the service bears its fee (subaccount mode,
 * fee_bearer `servico`) the engine takes the service's share f of a refund R from the service's wallet
 * (split refund): the reservation then moves R − f from `available` and f from `service_fee` into
 * `refund_pending`, and a failure puts each back where it came from. Completion is the same either way
 * (refund_pending −R, payer_out +R). Same source keys (`refund:<id>:<stage>`), same kinds.
 */
import { ledgerFacts, type LedgerFact, type Posting } from "./ledger";

export type RefundStage = "requested" | "completed" | "failed";

export interface RefundAmounts {
  id: string;
  amountCents: number;
  /** The service's share returned with the refund (0 when the merchant bears the whole refund). */
  feeRefundCents: number;
}

const p = (account: Posting["account"], cents: number): Posting => ({ account, amountCents: BigInt(cents) });

export function refundFact(stage: RefundStage, r: RefundAmounts): LedgerFact {
  const base = stage === "requested" ? ledgerFacts.refundRequested(r.id, r.amountCents)
    : stage === "completed" ? ledgerFacts.refundCompleted(r.id, r.amountCents)
    : ledgerFacts.refundFailed(r.id, r.amountCents);
  const f = r.feeRefundCents;
  if (f <= 0 || stage === "completed") return base;
  const merchant = r.amountCents - f;
  const fromOrTo = (sign: 1 | -1): Posting[] => [
    ...(merchant > 0 ? [p("available", sign * merchant)] : []),
    p("service_fee", sign * f),
    p("refund_pending", -sign * r.amountCents),
  ];
  return { ...base, postings: stage === "requested" ? fromOrTo(-1) : fromOrTo(1) };
}
