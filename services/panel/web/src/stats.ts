import { lastDays, saoPauloDay, toCents } from "./format";

export interface PaidLike { status: string; amount: number; paid_at: string | null; extra_payments?: { amount: number; paid_at: string }[] }

/** Paid amounts per São Paulo day over the last 30 days, in centavos, and counts per status. */
export function dailyReceived(charges: PaidLike[], now = new Date()) {
  const days = lastDays(30, now);
  const index = new Map(days.map((d, i) => [d, i]));
  const cents = days.map(() => 0);
  const counts: Record<string, number> = {};
  for (const c of charges) {
    counts[c.status] = (counts[c.status] ?? 0) + 1;
    const payments = c.paid_at ? [{ amount: c.amount, paid_at: c.paid_at }, ...(c.extra_payments ?? [])] : [];
    for (const p of payments) {
      const i = index.get(saoPauloDay(p.paid_at));
      if (i !== undefined) cents[i] += toCents(p.amount);
    }
  }
  return { days, cents, counts, total: cents.reduce((a, b) => a + b, 0) };
}

