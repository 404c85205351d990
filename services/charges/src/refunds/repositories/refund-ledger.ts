/**
 * A refund in the ledger (issue 24): the ledger's two-phase transfer `refund`, posted in the caller's
 * transaction. `hold` (requested) claims the amount from the one Pix it returns (refundPlanFor) — refused with
 * ESTORNO_ACIMA_DO_PAGO (`restante`) beyond what is left of them after refunds and MED (issue 32) —
 * and reserves it (SALDO_INSUFICIENTE when the available balance is short), before anything is
 * written; `settle` (completed) pays the payer; `release` (failed) gives the money and the claim back.
 * Each phase has its source key (`refund:<id>:<stage>`): posting again posts nothing.
 */
import { errors } from "@pix/errors";
import { PaymentClaimRefused, sourceKeys } from "../../ledger/domain/ledger";
import type { Refund } from "../domain/refund";
import { refundHoldSources } from "../domain/refund-ledger";
import { hold, release, settle, type LedgerTx, type TransferRef } from "../../ledger/repositories/ledger";

const ref = (refund: Refund): TransferRef => ({
  flow: "refund", id: refund.id, storeId: refund.storeId, environment: refund.environment,
  refs: { txid: refund.txid, chargeId: refund.chargeId, refundId: refund.id, endToEndId: refund.paymentEndToEndId, occurredAt: refund.completedAt ?? refund.createdAt },
});

export async function holdRefund(tx: LedgerTx, refund: Refund): Promise<void> {
  try {
    await hold(tx, { ...ref(refund), amountCents: refund.amountCents, from: refundHoldSources(refund), claims: { paymentKey: sourceKeys.payment(refund.paymentEndToEndId) } });
  } catch (err) {
    if (err instanceof PaymentClaimRefused) throw errors.estornoAcimaDoPago(Number(err.leftCents));
    throw err;
  }
}

export async function finishRefund(tx: LedgerTx, outcome: "completed" | "failed", refund: Refund): Promise<void> {
  await (outcome === "completed" ? settle : release)(tx, ref(refund));
}
