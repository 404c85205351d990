import { chargeLinkMail, type IssuedCharge } from "../domain/charge-link-mail";
import type { SubscriptionRow } from "../repositories/prisma";
import type { SubscriptionsDeps } from "./deps";

/**
 * After charge-now issued a charge: the subscriber (when the subscription has an e-mail and the
 * service has SMTP) gets its payment link, within the mail bounds. Never fails the charge: a refused
 * bound or an SMTP error is logged, and the charge stands (the merchant still has its link).
 */
export async function mailChargeLink(deps: SubscriptionsDeps, sub: SubscriptionRow, charge: IssuedCharge): Promise<void> {
  if (!deps.mailer || !sub.customerEmail) return;
  try {
    if (!(await deps.chargeLinkMails.claim(sub.storeId, sub.customerEmail))) {
      deps.logger.warn({ subscriptionId: sub.id, txid: charge.txid }, "charge-now e-mail not sent: mail bound reached");
      return;
    }
    await deps.mailer.send(chargeLinkMail(charge, { customerName: sub.customerName, customerEmail: sub.customerEmail, description: sub.description }));
  } catch (err) {
    deps.logger.warn({ err, subscriptionId: sub.id, txid: charge.txid }, "charge-now e-mail not sent");
  }
}
