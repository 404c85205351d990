/**
 * After a payment (the `charge.paid` consumer): the store's name and document are written on the
 * charge, then the payer's receipt and the merchant's notice are sent. Durable and retried: a
 * failure (identity or SMTP down) throws, and the queue redelivers with backoff. Each e-mail is
 * recorded once the SMTP server took it, so a retry does not send it again. A test charge's receipt
 * past its bounds (domain/test-receipts.ts) is not sent, and recorded as handled.
 */
import type { EventEnvelope } from "@pix/messaging";
import { scopeOfRow } from "@pix/grpc";
import type { FollowUpDeps } from "./deps";
import { paymentMails } from "./payment-mails";
import { snapshotStore } from "./store-snapshot";

/** Handler of `charge.paid` (this service's own event); `consumer` names the sent-mail records. */
export async function followUpPayment(deps: FollowUpDeps, consumer: string, envelope: EventEnvelope<"charge.paid">): Promise<void> {
  const { txid } = envelope.data;
  const found = await deps.charges.findByTxid(scopeOfRow({ storeId: envelope.owner.store_id, environment: envelope.owner.environment }), txid);
  if (!found || !found.paidAt) return;
  const { charge, profile } = await snapshotStore(deps, found);
  const { mailer } = deps;
  if (!mailer) return;
  const mails = paymentMails(charge, profile, deps.settings.receiptEmailInTest).map((mail) => ({ mail, key: `${consumer}:${mail.kind}` }));
  if (!mails.length) return;
  const sent = await deps.sentMails.sentAmong(mails.map((m) => m.key), envelope.id);
  for (const { mail, key } of mails) {
    if (sent.has(key)) continue;
    if (mail.kind === "receipt" && charge.environment === "test" && !(await deps.testReceipts.claim(charge.storeId, mail.to))) {
      deps.logger.info({ txid, storeId: charge.storeId }, "test receipt over its bounds: not sent");
      await deps.sentMails.markSent(key, envelope.id);
      continue;
    }
    await mailer.send(mail);
    await deps.sentMails.markSent(key, envelope.id);
  }
  deps.logger.debug({ txid }, "payment follow-up done");
}
