/** The e-mails of a payment: the payer's receipt and the merchant's notice (sent by payment-followup.ts). */
import { brasiliaTime } from "@pix/mailer";
import { formatBrl } from "@pix/money";
import type { Charge } from "../domain/charge";
import type { Mail, StoreProfile } from "../../shared/usecases/ports";

export type PaymentMail = Mail & { kind: "receipt" | "merchant" };

export function paymentMails(charge: Charge, profile: StoreProfile, receiptEmailInTest: boolean): PaymentMail[] {
  const mails: PaymentMail[] = [];
  const amount = formatBrl(charge.amountCents);
  const paidAt = brasiliaTime(charge.paidAt!);
  const testNote = charge.environment === "test" ? " [TESTE]" : "";
  // Contract 1: no receipts for test charges unless the server enables them; the store may turn them off.
  if (charge.customerEmail && profile.receiptEmail && (charge.environment === "live" || receiptEmailInTest)) {
    mails.push({
      kind: "receipt",
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
      kind: "merchant",
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
