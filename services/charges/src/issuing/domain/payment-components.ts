import { type AmountOfDay, amountOfDay, lastPayableDate } from "@pix/amount-of-day";
import { addDays, todayInBrasilia } from "@pix/business-days";
import type { Charge } from "./charge";

type DueCharge = Pick<Charge, "amountCents" | "dueTerms">;

/** The amount of `date`, read on the last payable day when past it (a Pix started on that day). */
function amountOn(charge: DueCharge & { dueTerms: NonNullable<Charge["dueTerms"]> }, date: string): AmountOfDay {
  const last = lastPayableDate(charge.dueTerms);
  return amountOfDay(charge.amountCents, charge.dueTerms, date > last ? last : date)!;
}

/**
 * The days whose amount a payment at `paidAt` may carry: its Brasília day, then the day before (the
 * payer's bank read the location before midnight and the Pix settled after it).
 */
function payableDaysOf(charge: DueCharge & { dueTerms: NonNullable<Charge["dueTerms"]> }, paidAt: Date): AmountOfDay[] {
  const paidOn = todayInBrasilia(paidAt);
  return [amountOn(charge, paidOn), amountOn(charge, addDays(paidOn, -1))];
}

/**
 * Issue 37: the BCB's `componentesValor` of a due-date charge's payment of `paidCents` at `paidAt`: the
 * amount of the Brasília day it was paid, or of the day before when that is what was paid. Null for an
 * immediate charge. A function of the charge and the payment, so the ledger's lines, the statement and
 * the `charge.paid` webhook all show the same components.
 */
export function paymentComponentsOf(charge: DueCharge, paidAt: Date, paidCents?: number): AmountOfDay | null {
  if (!charge.dueTerms) return null;
  const days = payableDaysOf({ ...charge, dueTerms: charge.dueTerms }, paidAt);
  return days.find((d) => d.final === paidCents) ?? days[0]!;
}

/**
 * Whether a payment of `paidCents` at `paidAt` pays the charge: its amount, or a due-date charge's
 * amount of the payment day (or of the day before). A notice of any other value is refused, for both
 * kinds (a charge is paid by its amount; a different value is an engine fault to look into).
 */
export function paysCharge(charge: DueCharge, paidAt: Date, paidCents: number): boolean {
  if (!charge.dueTerms) return paidCents === charge.amountCents;
  return payableDaysOf({ ...charge, dueTerms: charge.dueTerms }, paidAt).some((d) => d.final === paidCents);
}
