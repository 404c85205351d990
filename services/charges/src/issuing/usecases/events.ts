import { buildEnvelope, type Envelope } from "@pix/messaging";
import type { Charge, ExtraPayment } from "../domain/charge";
import { chargeCreatedData, chargeExpiredData, chargeExtraPaymentData, chargeOverdueData, chargePaidData } from "../domain/events";
import type { ChargeViewDeps } from "./deps";

const ownerOf = (c: Charge) => ({ store_id: c.storeId, environment: c.environment });

export function chargeCreatedEvent(deps: ChargeViewDeps, charge: Charge): Envelope {
  return buildEnvelope("charge.created", ownerOf(charge), chargeCreatedData(charge, deps.settings.checkoutBaseUrl));
}

export function chargePaidEvent(charge: Charge, paidCents?: number): Envelope {
  return buildEnvelope("charge.paid", ownerOf(charge), chargePaidData(charge, paidCents));
}

export function chargeExtraPaymentEvent(charge: Charge, payment: ExtraPayment): Envelope {
  return buildEnvelope("charge.extra_payment", ownerOf(charge), chargeExtraPaymentData(charge, payment));
}

export function chargeExpiredEvent(charge: Charge): Envelope {
  return buildEnvelope("charge.expired", ownerOf(charge), chargeExpiredData(charge));
}

export function chargeOverdueEvent(charge: Charge): Envelope {
  return buildEnvelope("charge.overdue", ownerOf(charge), chargeOverdueData(charge, new Date()));
}
