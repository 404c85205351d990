import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import type { PaidTotalsRepository } from "../repositories/paid-totals";

/** Asked by onboarding (as the store, service principal) to compute the withdrawal balance. */
export function paidTotalsHandlers(repo: PaidTotalsRepository) {
  return {
    PaidTotals: async (_req, ctx) => {
      const t = await repo.totals(scopeOf(requirePrincipal(ctx)));
      return { received_cents: t.receivedCents, fees_cents: t.feesCents, paid_count: t.paidCount };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}
