/**
 * Confirmation of a recorded engine notice, run by the `engine.notice_received` queue consumer
 * (retried with backoff, dead-lettered past the delivery limit; the notice row stays unprocessed
 * for an operator). Idempotent: a processed notice is skipped, and the payment's unique end-to-end
 * id turns any repeat into "duplicate". A failure of the engine lookup throws, so the queue retries.
 */
import { parseReais } from "@pix/money";
import type { Charge } from "../domain/charge";
import type { NoticeOutcome } from "../repositories/engine-notices";
import { isPaymentReceived, type PaymentReceivedNotice } from "../../shared/payment-engine/notices";
import { engineOf } from "./complete-issue";
import type { NoticeDeps } from "./deps";
import { parseNotice } from "./engine-notice";
import { chargeExtraPaymentEvent, chargePaidEvent } from "./events";

export async function confirmEngineNotice(deps: NoticeDeps, noticeRowId: string): Promise<NoticeOutcome | "skipped"> {
  const log = deps.logger.child({ component: "confirm-notice", noticeRowId });
  const stored = await deps.notices.find(noticeRowId);
  if (!stored || stored.processedAt) return "skipped";
  const notice = parseNotice(deps, stored.rawBody);
  if (!isPaymentReceived(notice)) return "skipped"; // only payments are recorded
  const charge = await deps.crossStore.findByEngineChargeId(notice.payment.id);
  if (!charge) return "skipped"; // checked when recorded; charges are never deleted
  try {
    const endToEndId = await confirmedEndToEndId(deps, charge, notice);
    const payment = { endToEndId, amountCents: parseReais(notice.payment.value), paidAt: new Date(notice.payment.paymentDate) };
    // The receipt's store name rides in the payment's statement when the profile is cached (no call to identity here).
    const store = deps.stores.cached?.(charge.storeId);
    const outcome = await deps.notices.applyPayment(stored.id, charge, payment, { paid: chargePaidEvent, extra: chargeExtraPaymentEvent }, store);
    if (outcome === "extra_payment") {
      log.warn({ txid: charge.txid, endToEndId, amountCents: payment.amountCents }, "extra payment of an already paid charge recorded");
    } else {
      log.info({ txid: charge.txid, noticeId: notice.id, outcome }, "engine payment notice confirmed");
    }
    return outcome;
  } catch (err) {
    await deps.notices.noteFailure(stored.id, err instanceof Error ? err.message : String(err)).catch(() => undefined);
    throw err;
  }
}

/**
 * The end-to-end id as the engine's Pix transaction records it (contract 2.2), asked with the key
 * that issued the charge. A transaction the engine does not know (or that belongs elsewhere) keeps
 * the notice's value, as before; a failed lookup throws, so the confirmation is retried.
 */
async function confirmedEndToEndId(deps: NoticeDeps, charge: Charge, notice: PaymentReceivedNotice): Promise<string> {
  const fromNotice = notice.payment.endToEndIdentifier;
  const engine = await engineOf(deps, charge);
  const tx = engine ? await engine.findTransaction(fromNotice) : null;
  if (tx && tx.chargeId === charge.engineChargeId) return tx.endToEndId;
  deps.logger.warn({ txid: charge.txid }, "engine transaction not found for a payment notice; keeping the notice's end-to-end id");
  return fromNotice;
}
