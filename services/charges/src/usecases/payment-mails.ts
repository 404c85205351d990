/**
 * After a payment (the `charge.paid` consumer): the store's name and document are written on the
 * charge, then the payer's receipt and the merchant's notice are sent. Durable and retried: a
 * failure (identity or SMTP down) throws, and the queue redelivers with backoff. Each e-mail is
 * recorded in the inbox once sent, so a retry does not send it twice.
 */
import { formatBrl } from "@pix/money";
import type { Envelope, Inbox } from "@pix/messaging";
import type { Charge, Environment } from "../domain/charge";
import type { ChargesDeps } from "./deps";
import type { Mail, StoreProfile } from "./ports";
import { snapshotStore } from "./store-snapshot";

export type PaymentMail = Mail & { kind: "receipt" | "merchant" };

export function paymentMails(charge: Charge, profile: StoreProfile, receiptEmailInTest: boolean): PaymentMail[] {
  const mails: PaymentMail[] = [];
  const amount = formatBrl(charge.amountCents);
  const paidAt = charge.paidAt!.toISOString();
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

/** Handler of `charge.paid` (this service's own event). */
export async function followUpPayment(deps: ChargesDeps, inbox: Inbox, consumer: string, envelope: Envelope): Promise<void> {
  const txid = envelope.data.txid;
  if (typeof txid !== "string") return;
  const found = await deps.charges.findByTxid(envelope.owner.store_id, envelope.owner.environment as Environment, txid);
  if (!found || !found.paidAt) return;
  const { charge, profile } = await snapshotStore(deps, found);
  const { mailer } = deps;
  if (!mailer) return;
  for (const mail of paymentMails(charge, profile, deps.settings.receiptEmailInTest)) {
    await inbox.runOnce(`${consumer}:${mail.kind}`, envelope.id, () => mailer.send(mail));
  }
  deps.logger.debug({ txid }, "payment follow-up done");
}
