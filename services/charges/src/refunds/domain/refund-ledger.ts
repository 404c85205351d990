/**
 * Where a refund's hold takes its money from (issue 24), pure. The refund is the ledger's two-phase
 * transfer `refund` (domain/ledger.ts TRANSFERS: hold `requested`, settle `completed`, release
 * `failed`). Without a fee share the hold comes out of `available`. When the service bears its fee
 * (subaccount mode, fee_bearer `servico`) the engine takes the service's share f of a refund R from
 * the service's wallet (split refund): the hold then takes R − f from `available` and f from
 * `service_fee`; a release gives each back (the ledger reverses the hold it recorded).
 */
import type { Posting } from "../../ledger/domain/ledger";

export interface RefundAmounts {
  amountCents: number;
  /** The service's share returned with the refund (0 when the merchant bears the whole refund). */
  feeRefundCents: number;
}

/** The hold's sources (negative postings summing to −R). */
export function refundHoldSources(r: RefundAmounts): Posting[] {
  const f = r.feeRefundCents > 0 ? r.feeRefundCents : 0;
  const merchant = r.amountCents - f;
  return [
    ...(merchant > 0 ? [{ account: "available" as const, amountCents: BigInt(-merchant) }] : []),
    ...(f > 0 ? [{ account: "service_fee" as const, amountCents: BigInt(-f) }] : []),
  ];
}
