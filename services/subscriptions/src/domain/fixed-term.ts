/**
 * A fixed term (`end_date`, issue 38): the last day (a Brasília date) on which a period may be due, for
 * both methods; for Pix Automático it is also the authorization's BCB `calendario.dataFinal`. No period
 * due after it is billed (`pastTerm`); once the day is over and every period inside the term has been
 * billed (and no cycle of it is still being debited or retried), the subscription ends by itself:
 * `canceled` with `ended_reason: "end_date"` and the `subscription.ended` event (`termOver`).
 */
import { todayInBrasilia } from "@pix/business-days";

/** The `ended_reason` of a subscription that ended because its fixed term is over. */
export const END_DATE_REASON = "end_date" as const;

/** A period due after the fixed term's last day (Brasília date) is not billed. */
export const pastTerm = (endDate: string | null, dueAt: Date): boolean => endDate !== null && todayInBrasilia(dueAt) > endDate;

/**
 * Whether the subscription ends as of `asOf`: it has a term whose last day is over (Brasília), and no
 * period inside the term is left — the next one is due after the term (a paused subscription bills
 * nothing more inside a term that is over) — and no cycle of it is still live (a debit or its retries
 * run until the cycle is settled or given up).
 */
export function termOver(p: { endDate: string | null; status: string; nextBillingAt: Date | null; asOf: Date; liveCycle: boolean }): boolean {
  if (p.endDate === null || (p.status !== "active" && p.status !== "paused")) return false;
  if (todayInBrasilia(p.asOf) <= p.endDate || p.liveCycle) return false;
  return p.status === "paused" || p.nextBillingAt === null || pastTerm(p.endDate, p.nextBillingAt);
}

/** `data` of `subscription.ended`. */
export function subscriptionEndedData(p: {
  subscriptionId: string;
  method: string;
  endDate: string;
  endedAt: Date;
  lastPeriodAt: Date | null;
  authorization: { id: string; status: string | null } | null;
}) {
  return {
    subscription_id: p.subscriptionId,
    method: p.method === "pix_automatico" ? "pix_automatico" as const : "pix" as const,
    status: "canceled" as const,
    reason: END_DATE_REASON,
    end_date: p.endDate,
    last_period_at: p.lastPeriodAt?.toISOString() ?? null,
    authorization: p.authorization && { id: p.authorization.id, status: p.authorization.status },
    ended_at: p.endedAt.toISOString(),
  };
}
