/**
 * The ledger's RPCs (issue 24) for onboarding's withdrawals, the balance summary and the team's view
 * of the reconciliation. Money-moving calls take only a service principal (onboarding acting for the
 * store), never a merchant credential; the differences only an admin principal (the team).
 */
import { errors, uuidField } from "@pix/errors";
import { requirePrincipal, scopeOf, type Principal, type HandlersOf, type CallContext } from "@pix/grpc";
import type { LedgerReader } from "../repositories/ledger";
import type { LedgerWithdrawals, WithdrawalRef } from "../repositories/ledger-withdrawals";
import type { ReconciliationRepository } from "../repositories/reconciliation";
import { withdrawalMove, withdrawalOutcome } from "../domain/ledger-input";

function serviceOnly(principal: Principal): void {
  if (principal.credential !== "service") throw errors.forbidden("Operação interna entre serviços", "ACESSO_NEGADO");
}

function refOf(ctx: CallContext, id: string): WithdrawalRef {
  const p = requirePrincipal(ctx);
  serviceOnly(p);
  return { storeId: p.storeId, environment: p.environment, withdrawalId: id };
}

const DIFFERENCES_CAP = 500;
const iso = (d: Date | null) => (d ? d.toISOString() : "");

export function ledgerHandlers(ledger: LedgerReader, withdrawals: LedgerWithdrawals, reconciliation: ReconciliationRepository) {
  return {
    ListLedgerDifferences: async (_req, ctx) => {
      if (!requirePrincipal(ctx).isAdmin) throw errors.somenteAdmin();
      const r = await reconciliation.open(DIFFERENCES_CAP);
      return {
        differences: r.differences.map((d) => ({
          id: d.id, kind: d.kind, ref: d.ref, store_id: d.storeId ?? undefined, environment: d.environment ?? undefined,
          expected_cents: d.expectedCents ?? undefined, ledger_cents: d.ledgerCents ?? undefined, detail: d.detail,
          first_seen_at: iso(d.firstSeenAt), last_seen_at: iso(d.lastSeenAt),
        })),
        truncated: r.truncated,
        limit: DIFFERENCES_CAP,
        last_run: r.lastRun ? {
          started_at: iso(r.lastRun.startedAt), finished_at: iso(r.lastRun.finishedAt),
          differences: r.lastRun.differences ?? undefined, error: r.lastRun.error ?? undefined,
        } : undefined,
      };
    },
    ReserveWithdrawal: async (req, ctx) => {
      const r = withdrawalMove(req);
      return withdrawals.reserve(refOf(ctx, r.withdrawalId), r.amountCents, req.backfill);
    },
    SettleWithdrawal: async (req, ctx) => {
      const r = withdrawalMove(req);
      return withdrawals.settle(refOf(ctx, r.withdrawalId), r.amountCents, withdrawalOutcome(req.outcome));
    },
    VoidWithdrawal: async (req, ctx) => {
      return withdrawals.void(refOf(ctx, uuidField("withdrawal_id", req.withdrawal_id)));
    },
    LedgerBalances: async (_req, ctx) => {
      const b = await ledger.balances(scopeOf(requirePrincipal(ctx)));
      return {
        available_cents: Number(b.available), blocked_cents: Number(b.blocked), in_withdrawal_cents: Number(b.inWithdrawal),
        refunding_cents: Number(b.refunding), fees_cents: Number(b.fees), refunded_cents: Number(b.refunded),
        received_cents: Number(b.received), withdrawn_cents: Number(b.withdrawn),
      };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}
