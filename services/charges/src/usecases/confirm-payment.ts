import type { Charge } from "../domain/charge";
import type { ChargesDeps } from "./deps";
import { chargePaidEvent } from "./events";
import { sendPaymentMails } from "./payment-mails";

/**
 * pending → paid, once: status, paid_at, end_to_end_id, the store's name and document and the
 * `charge.paid` event commit together (the repository's conditional update makes concurrent
 * confirmations of one charge produce one transition). Mail goes after the commit. Returns the
 * paid charge, or null when it was not pending any more.
 */
export async function confirmPayment(
  deps: ChargesDeps,
  charge: Charge,
  payment: { endToEndId: string | null; paidAt: Date; simulated: boolean },
): Promise<Charge | null> {
  const profile = await deps.stores.get(charge.storeId);
  const paid = await deps.charges.markPaid(charge.id, { ...payment, storeName: profile.name, storeDocument: profile.document }, chargePaidEvent);
  if (paid) sendPaymentMails(deps, paid, profile);
  return paid;
}
