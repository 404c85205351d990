/**
 * A payment's ledger postings, written by the payment path inside the transaction that records the
 * payment (engine-notices.ts applyPayment, charges.ts markPaid): the payment itself (each Payment row,
 * first and extra; keyed by its end-to-end id) and, with the charge's first payment, the service's fee.
 * A due-date charge's payment posts its componentes_valor line by line (original, multa, juros,
 * abatimento, desconto), each posting labelled with its part.
 */
import { ledgerFacts } from "../domain/ledger";
import type { Charge } from "../../issuing/domain/charge";
import { paymentComponentsOf } from "../../issuing/domain/payment-components";
import { post, type LedgerTx } from "./ledger";

export interface LedgerPayment {
  /** null for a simulated test payment (no Payment row): keyed by the charge instead. */
  endToEndId: string | null;
  amountCents: number;
  paidAt: Date;
}

export async function postPayment(tx: LedgerTx, charge: Charge, payment: LedgerPayment, first: boolean): Promise<void> {
  const refs = { txid: charge.txid, chargeId: charge.id, endToEndId: payment.endToEndId, occurredAt: payment.paidAt };
  const at = { storeId: charge.storeId, environment: charge.environment };
  // A due-date charge's payment is posted by its components (issue 37); they are the amount of the
  // payment day, which the notice was checked against (a mismatch falls back to one line).
  const components = paymentComponentsOf(charge, payment.paidAt, payment.amountCents);
  await post(tx, { ...at, refs, ...ledgerFacts.payment({ endToEndId: payment.endToEndId, chargeId: charge.id, amountCents: payment.amountCents, components }) });
  if (first && charge.feeAmountCents !== null && charge.feeAmountCents > 0) {
    await post(tx, { ...at, refs: { ...refs, endToEndId: null }, ...ledgerFacts.fee(charge.id, charge.feeAmountCents) });
  }
}
