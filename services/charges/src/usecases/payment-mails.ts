/** Mail after a payment: the payer's receipt and the merchant's notice. Never fails the payment. */
import { formatBrl } from "@pix/money";
import type { Charge } from "../domain/charge";
import type { ChargesDeps } from "./deps";
import type { Mail, StoreProfile } from "./ports";

export function paymentMails(charge: Charge, profile: StoreProfile, receiptEmailInTest: boolean): Mail[] {
  const mails: Mail[] = [];
  const amount = formatBrl(charge.amountCents);
  const paidAt = charge.paidAt!.toISOString();
  const testNote = charge.environment === "test" ? " [TESTE]" : "";
  // Contract 1: no receipts for test charges unless the server enables them; the store may turn them off.
  if (charge.customerEmail && profile.receiptEmail && (charge.environment === "live" || receiptEmailInTest)) {
    mails.push({
      to: charge.customerEmail,
      subject: `Comprovante de pagamento${testNote}: ${amount} para ${charge.storeName}`,
      text: [
        `Olá${charge.customerName ? `, ${charge.customerName}` : ""}!`,
        "",
        `Recebemos seu pagamento Pix de ${amount} para ${charge.storeName}${charge.storeDocument ? ` (${charge.storeDocument})` : ""}.`,
        `Descrição: ${charge.description || "-"}`,
        `Identificador (txid): ${charge.txid}`,
        `Pago em: ${paidAt}`,
        ...(charge.endToEndId ? [`Identificador fim a fim: ${charge.endToEndId}`] : []),
      ].join("\n"),
    });
  }
  if (profile.notifyPaymentEmail && profile.email) {
    mails.push({
      to: profile.email,
      subject: `Pagamento recebido${testNote}: ${amount}`,
      text: [
        `A cobrança ${charge.txid} foi paga${charge.simulated ? " (pagamento simulado)" : ""}.`,
        `Valor: ${amount}`,
        `Descrição: ${charge.description || "-"}`,
        `Pagador: ${charge.customerName ?? "-"}${charge.customerEmail ? ` <${charge.customerEmail}>` : ""}`,
        `Pago em: ${paidAt}`,
      ].join("\n"),
    });
  }
  return mails;
}

/** Sends in the background after the commit; a failure is logged, the payment stands. */
export function sendPaymentMails(deps: ChargesDeps, charge: Charge, profile: StoreProfile): void {
  const { mailer } = deps;
  if (!mailer) return;
  for (const mail of paymentMails(charge, profile, deps.settings.receiptEmailInTest)) {
    mailer.send(mail).catch((err) => deps.logger.warn({ err, txid: charge.txid }, "payment e-mail not sent"));
  }
}
