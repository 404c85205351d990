import { errors } from "@pix/errors";
import { auditUnchanged } from "@pix/messaging";
import type { Principal } from "@pix/grpc";
import type { Charge } from "../domain/charge";
import { confirmPayment } from "./confirm-payment";
import type { ChargesDeps } from "./deps";
import { findOwnCharge, findPublicCharge } from "./read-charges";
import { snapshotStore } from "./store-snapshot";

/** POST /pix/simulate-payment: the merchant's test charge. */
export async function simulatePayment(deps: ChargesDeps, principal: Principal, txid: string): Promise<Charge> {
  return simulate(deps, await findOwnCharge(deps, principal, txid));
}

/** POST /checkout/{key}/simular-pagamento: the payer's page, by its public checkout key. */
export async function simulatePublicPayment(deps: ChargesDeps, checkoutKey: string): Promise<Charge> {
  return simulate(deps, await findPublicCharge(deps, checkoutKey));
}

/**
 * Test charges only; a test charge always confirms (contract 3.1), even past expires_at. Simulating
 * an already paid charge answers its current state without a second event.
 */
async function simulate(deps: ChargesDeps, charge: Charge): Promise<Charge> {
  if (charge.environment !== "test") throw errors.conflict("O pagamento simulado só vale para cobranças de teste");
  if (charge.status === "pending" || charge.status === "expired") {
    const paid = await confirmPayment(deps, charge, { endToEndId: null, paidAt: new Date(), simulated: true });
    // The merchant is answered with the store's name when identity answers now; the charge.paid
    // consumer writes it otherwise (the payment stands either way).
    if (paid) return snapshotStore(deps, paid).then((s) => s.charge, () => paid);
  }
  auditUnchanged(); // already paid (or another simulation won the race): nothing changed, nothing to record
  return (await deps.charges.reload(charge))!;
}
