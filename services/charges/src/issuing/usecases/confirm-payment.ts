import { withCallAudit } from "@pix/messaging";
import type { Charge } from "../domain/charge";
import type { PaymentDeps } from "./deps";
import { chargePaidEvent } from "./events";

/**
 * pending → paid, once: status, paid_at, end_to_end_id and the `charge.paid` event commit together
 * (the repository's conditional update makes concurrent confirmations of one charge produce one
 * transition). No remote call: the store's name and document are written with it when the cached
 * profile has them, else by the `charge.paid` consumer (payment-followup), which sends the e-mails. Returns the paid charge, or null when it was not pending.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  charge: Charge,
  payment: { endToEndId: string | null; paidAt: Date; simulated: boolean },
): Promise<Charge | null> {
  // SimulatePayment's audit entry (its rule reads only the request) commits with the payment.
  const events = (paid: Charge) => withCallAudit([chargePaidEvent(paid)], {});
  return deps.charges.markPaid(charge.id, payment, events, deps.stores.cached?.(charge.storeId));
}
