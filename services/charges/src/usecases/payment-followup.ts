/**
 * After a payment (the `charge.paid` consumer): the store's name and document are written on the
 * charge, then the payer's receipt and the merchant's notice are sent. Durable and retried: a
 * failure (identity or SMTP down) throws, and the queue redelivers with backoff. Each e-mail is
 * recorded in the inbox once the SMTP server took it, so a retry does not send it twice.
 */
import type { Envelope, Inbox } from "@pix/messaging";
import type { Environment } from "../domain/charge";
import type { ChargesDeps } from "./deps";
import { paymentMails } from "./payment-mails";
import { snapshotStore } from "./store-snapshot";

/** Handler of `charge.paid` (this service's own event); `consumer` names the inbox entries. */
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
