/**
 * Inbound notice of the payment engine. Origin: the shared token, compared in constant time.
 * Idempotent: duplicates (sequential or concurrent) find the charge already paid, or lose the
 * conditional update, and change nothing. Anything unknown or malformed is a logged 4xx.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { errors } from "@pix/errors";
import { parseReais } from "@pix/money";
import { engineTxidOf, type Charge } from "../domain/charge";
import { engineNoticeSchema, isPaymentReceived, type PaymentReceivedNotice } from "../payment-engine/notices";
import { confirmPayment } from "./confirm-payment";
import type { ChargesDeps } from "./deps";

export type NoticeOutcome = "paid" | "duplicate" | "ignored";

/** Hashing first gives equal-length inputs, so neither the comparison nor its setup leaks the length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function handleEngineNotice(deps: ChargesDeps, token: string, body: string): Promise<NoticeOutcome> {
  const log = deps.logger.child({ component: "engine-notice" });
  const expected = deps.settings.noticeToken;
  if (!expected || !sameSecret(token, expected)) {
    log.warn({ configured: Boolean(expected), tokenPresent: token !== "" }, "engine notice refused: bad token");
    throw errors.unauthenticated("Aviso de origem não reconhecida");
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    log.warn({ bytes: body.length }, "engine notice refused: body is not JSON");
    throw errors.validation("Aviso malformado: o corpo não é JSON");
  }
  const parsed = engineNoticeSchema.safeParse(json);
  if (!parsed.success) {
    log.warn({ issues: parsed.error.issues.slice(0, 5) }, "engine notice refused: unexpected shape");
    throw errors.validation("Aviso malformado");
  }
  const notice = parsed.data;
  if (!isPaymentReceived(notice)) {
    log.info({ noticeId: notice.id, event: notice.event }, "engine notice ignored: not a payment");
    return "ignored";
  }

  const charge = await deps.charges.findByEngineChargeId(notice.payment.id);
  if (!charge || engineTxidOf(charge.id) !== notice.payment.txid) {
    log.warn({ noticeId: notice.id, engineChargeId: notice.payment.id }, "engine notice refused: unknown charge");
    throw errors.notFound("Cobrança do aviso");
  }
  if (parseReais(notice.payment.value) !== charge.amountCents) {
    log.error({ noticeId: notice.id, txid: charge.txid, value: notice.payment.value }, "engine notice refused: amount differs from the charge");
    throw errors.validation("Aviso com valor diferente do da cobrança");
  }
  if (charge.status !== "pending") return "duplicate";
  const endToEndId = await confirmedEndToEndId(deps, charge, notice);
  const paid = await confirmPayment(deps, charge, { endToEndId, paidAt: new Date(notice.payment.paymentDate), simulated: false });
  log.info({ noticeId: notice.id, txid: charge.txid, outcome: paid ? "paid" : "duplicate" }, "engine payment notice handled");
  return paid ? "paid" : "duplicate";
}

/**
 * The end-to-end id as the engine's Pix transaction records it (contract 2.2), asked with the key
 * that issued the charge; the notice's own value when the lookup is not possible.
 */
async function confirmedEndToEndId(deps: ChargesDeps, charge: Charge, notice: PaymentReceivedNotice): Promise<string> {
  const fromNotice = notice.payment.endToEndIdentifier;
  try {
    let engine = deps.engines.main();
    if (charge.engineAccountId !== null) {
      const receiver = await deps.receivingAccounts.get(charge.storeId, charge.environment);
      engine = receiver.mode === "subconta" && receiver.exists && receiver.engineApiKey ? deps.engines.asSubaccount(receiver.engineApiKey) : null;
    }
    const tx = engine ? await engine.findTransaction(fromNotice) : null;
    if (tx && tx.chargeId === charge.engineChargeId) return tx.endToEndId;
    deps.logger.warn({ txid: charge.txid }, "engine transaction not found for a payment notice; keeping the notice's end-to-end id");
  } catch (err) {
    deps.logger.warn({ err, txid: charge.txid }, "engine transaction lookup failed; keeping the notice's end-to-end id");
  }
  return fromNotice;
}
