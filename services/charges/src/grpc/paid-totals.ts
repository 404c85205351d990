import { requirePrincipal, scopeOf, type UnaryHandler } from "@pix/grpc";
import type { PaidTotalsRepository } from "../repositories/paid-totals";

/** Asked by onboarding (as the store, service principal) to compute the withdrawal balance. */
export function paidTotalsHandlers(repo: PaidTotalsRepository): Record<string, UnaryHandler> {
  return {
    PaidTotals: async (_req, ctx) => {
      const t = await repo.totals(scopeOf(requirePrincipal(ctx)));
      return { received_cents: t.receivedCents, fees_cents: t.feesCents, paid_count: t.paidCount };
    },
  };
}
