/**
 * Test mode's simulated payment (issue 32): the test engine pays the charge as a payer would, so the
 * payment is a real Pix there — an end-to-end id, a Payment row, the ledger's `payment:<e2e>` — and
 * refunds, MED and the statement work on it as on any payment.
 *
 * Our row first: the charge is marked paid-by-simulation (with the call's audit entry) before the engine
 * is asked. Then the engine pays and sends its PAYMENT_RECEIVED notice, and this call records the payment
 * it answered with; the two race on the payment's unique end-to-end id, so one of them records it. A
 * failure leaves a state that finishes itself: unanswered after the engine paid, its notice (resent, and
 * seen by the reconciliation) records the payment; asked again, the engine answers that the charge is paid
 * and this call records what the engine holds.
 */
import { todayInBrasilia } from "@pix/business-days";
import { chargeAmountOn } from "./amount-of-day";
import { errors } from "@pix/errors";
import { auditUnchanged, withCallAudit } from "@pix/messaging";
import type { Principal } from "@pix/grpc";
import type { Charge } from "../domain/charge";
import { PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import { testControlsOf, type SettledCharge, type TestEngineControls } from "../../shared/payment-engine/test-controls";
import type { ReceivedPayment } from "../repositories/engine-notices";
import { engineOf } from "./complete-issue";
import { confirmPayment } from "./confirm-payment";
import type { SimulationDeps } from "./deps";
import { chargeExtraPaymentEvent, chargePaidEvent } from "./events";
import { findOwnCharge, findPublicCharge } from "./read-charges";
import { snapshotStore } from "./store-snapshot";

const WHAT = "o pagamento";

/** POST /pix/simulate-payment: the merchant's test charge. */
export async function simulatePayment(deps: SimulationDeps, principal: Principal, txid: string): Promise<Charge> {
  return simulate(deps, await findOwnCharge(deps, principal, txid));
}

/** POST /checkout/{key}/simular-pagamento: the payer's page, by its public checkout key. */
export async function simulatePublicPayment(deps: SimulationDeps, checkoutKey: string): Promise<Charge> {
  return simulate(deps, await findPublicCharge(deps, checkoutKey));
}

/**
 * Test charges only; a test charge always confirms (contract 3.1), even past expires_at. Simulating
 * an already paid charge answers its current state without a second payment or event.
 */
async function simulate(deps: SimulationDeps, charge: Charge): Promise<Charge> {
  if (charge.environment !== "test") throw errors.somenteEmTeste("O pagamento simulado");
  if (charge.status !== "pending" && charge.status !== "expired") return unchanged(deps, charge);
  if (!charge.engineChargeId) return withoutPix(deps, charge);
  const controls = testControlsOf(deps.engines.main("test"));
  if (!controls) throw errors.motorDeTesteIndisponivel(WHAT);
  if (!(await deps.simulations.request(charge.id, withCallAudit([], {})))) return unchanged(deps, charge);

  const payment = await payAtEngine(deps, controls, charge, charge.engineChargeId);
  const events = { paid: chargePaidEvent, extra: chargeExtraPaymentEvent };
  const outcome = await deps.simulations.apply(charge, payment, events, deps.stores.cached?.(charge.storeId));
  deps.logger.info({ txid: charge.txid, outcome }, "simulated payment recorded");
  const current = (await deps.charges.reload(charge))!;
  // The merchant is answered with the store's name when identity answers now; the charge.paid
  // consumer writes it otherwise (the payment stands either way).
  return outcome === "paid" ? snapshotStore(deps, current).then((s) => s.charge, () => current) : current;
}

/**
 * A charge registered without a Pix (POST /charges) has none at the engine for a payer to pay: it is
 * marked paid as simulations were before issue 32, without an end-to-end id (nothing to refund or contest).
 */
async function withoutPix(deps: SimulationDeps, charge: Charge): Promise<Charge> {
  const paid = await confirmPayment(deps, charge, { endToEndId: null, paidAt: new Date(), simulated: true });
  if (!paid) return unchanged(deps, charge);
  return snapshotStore(deps, paid).then((s) => s.charge, () => paid);
}

async function unchanged(deps: SimulationDeps, charge: Charge): Promise<Charge> {
  auditUnchanged(); // already paid (or another simulation won the race): nothing changed, nothing to record
  return (await deps.charges.reload(charge))!;
}

/**
 * The payment at the engine: paid now, or — the engine saying the charge is no longer payable — paid by
 * an earlier attempt (or a concurrent one), read back with the key that issued it. Anything else is a 503.
 */
async function payAtEngine(deps: SimulationDeps, controls: TestEngineControls, charge: Charge, engineChargeId: string): Promise<ReceivedPayment> {
  try {
    // A due-date charge is paid as a payer's bank would: the amount of today (Brasília).
    const amountCents = charge.dueTerms ? chargeAmountOn(charge, todayInBrasilia()).final : undefined;
    return await controls.payCharge(engineChargeId, true, amountCents);
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    const earlier = err.kind === "rejected" && err.code === "invalid_status" ? await paidEarlier(deps, charge, engineChargeId) : null;
    if (earlier) return earlier;
    deps.logger.warn({ txid: charge.txid, kind: err.kind, status: err.status }, "test engine refused or missed a simulated payment");
    throw errors.motorDeTesteIndisponivel(WHAT);
  }
}

async function paidEarlier(deps: SimulationDeps, charge: Charge, engineChargeId: string): Promise<SettledCharge | null> {
  const engine = await engineOf(deps, charge);
  const pix = engine && (await engine.getPixCharge(engineChargeId).catch(() => null));
  if (pix?.status !== "RECEIVED" || !pix.endToEndId || !pix.paidAt) return null;
  return { endToEndId: pix.endToEndId, amountCents: pix.amountCents, paidAt: pix.paidAt };
}
