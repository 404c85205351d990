import type { Charge } from "../domain/charge";
import type { ChargesDeps } from "../../shared/usecases/deps";
import type { PaymentDeps } from "./deps";

/**
 * Writes the store's name and document on a paid charge (the receipt shows them) and returns the
 * charge with them. Fetched from identity after the payment committed, never before: an identity
 * outage delays this, it never blocks recording a payment. Throws when identity does not answer.
 */
export async function snapshotStore(deps: PaymentDeps, charge: Charge): Promise<{ charge: Charge; profile: Awaited<ReturnType<ChargesDeps["stores"]["get"]>> }> {
  const profile = await deps.stores.get(charge.storeId);
  if (charge.storeName !== null) return { charge, profile };
  await deps.charges.setStoreSnapshot(charge.id, profile.name, profile.document);
  return { charge: { ...charge, storeName: profile.name, storeDocument: profile.document }, profile };
}
