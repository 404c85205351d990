/**
 * The refunds' ledger facts (domain/refund-ledger.ts), posted through the ledger's one posting
 * function in the caller's transaction: `requested` reserves (refused with SALDO_INSUFICIENTE when the
 * available balance is short, before anything is written), `completed` moves the amount to the payer,
 * `failed` gives it back. Each has its source key (`refund:<id>:<stage>`): posting again posts nothing.
 */
import type { Refund } from "../domain/refund";
import { refundFact, type RefundStage } from "../domain/refund-ledger";
import { post, type LedgerTx } from "./ledger";

export async function postRefundFact(tx: LedgerTx, stage: RefundStage, refund: Refund): Promise<void> {
  await post(tx, {
    storeId: refund.storeId,
    environment: refund.environment,
    refs: { txid: refund.txid, chargeId: refund.chargeId, refundId: refund.id, endToEndId: refund.paymentEndToEndId, occurredAt: refund.completedAt ?? refund.createdAt },
    ...refundFact(stage, refund),
  });
}
