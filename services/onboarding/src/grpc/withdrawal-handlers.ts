import { errors, LISTING_CAP } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import { withdrawalInput, withdrawalStatesQuery } from "../domain/request-input";
import type { WithdrawalRecord } from "../domain/withdrawal";
import { createWithdrawal, listWithdrawals, withdrawalSummary, type WithdrawalDeps } from "../usecases/withdrawals";

function withdrawalMessage(w: WithdrawalRecord) {
  return {
    id: w.id, amount_cents: w.amountCents, pix_key: w.pixKey, pix_key_type: w.pixKeyType, status: w.status, attempts: w.attempts,
    end_to_end_id: w.endToEndId ?? undefined, failure_reason: w.failureReason ?? undefined, paid_at: w.paidAt?.toISOString(),
    created_at: w.createdAt.toISOString(), environment: w.environment,
  };
}

/** The merchant's withdrawals, in the principal's store and environment. */
export function withdrawalHandlers(deps: WithdrawalDeps) {
  return {
    CreateWithdrawal: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const { withdrawal, replayed } = await createWithdrawal(deps, principal, withdrawalInput(req));
      return { ...withdrawalMessage(withdrawal), replayed };
    },
    ListWithdrawals: async (_req, ctx) => {
      const { rows, truncated } = await listWithdrawals(deps, requirePrincipal(ctx));
      return { withdrawals: rows.map(withdrawalMessage), truncated, limit: LISTING_CAP };
    },
    ListWithdrawalStates: async (req, ctx) => {
      if (requirePrincipal(ctx).credential !== "service") throw errors.forbidden("Operação interna entre serviços", "ACESSO_NEGADO");
      const r = withdrawalStatesQuery(req);
      const rows = await deps.withdrawals.page(r.afterId, r.limit);
      return {
        withdrawals: rows.map((w) => ({ id: w.id, store_id: w.storeId, environment: w.environment, amount_cents: w.amountCents, status: w.status })),
      };
    },
    GetWithdrawalSummary: async (_req, ctx) => {
      const s = await withdrawalSummary(deps, requirePrincipal(ctx));
      return {
        environment: s.environment, received_cents: s.receivedCents, fees_cents: s.feesCents, withdrawn_cents: s.withdrawnCents,
        pending_cents: s.inWithdrawalCents, available_cents: s.availableCents, blocked_cents: s.blockedCents,
        refunding_cents: s.refundingCents, refunded_cents: s.refundedCents,
      };
    },
  } satisfies Partial<HandlersOf<"pix.onboarding.v1.OnboardingService">>;
}
