import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import { noticeToken } from "../domain/request-input";
import { receiveAccountNotice } from "../usecases/account-notice";
import { createReceivingAccount, refreshReceivingAccount, simulateReceivingAccountApproval, viewReceivingAccount, type AccountDeps, type AccountView } from "../usecases/receiving-account";

/** Merchant-facing receiving-account RPCs, for the principal's store in the principal's environment. */
export function receivingAccountHandlers(deps: AccountDeps) {
  return {
    ViewReceivingAccount: async (_req, ctx) => {
      const p = requirePrincipal(ctx);
      return wire(await viewReceivingAccount(deps, scopeOf(p)));
    },
    CreateReceivingAccount: async (_req, ctx) => {
      const p = requirePrincipal(ctx);
      const { view, created } = await createReceivingAccount(deps, scopeOf(p));
      return { ...wire(view), created };
    },
    RefreshReceivingAccount: async (_req, ctx) => {
      const p = requirePrincipal(ctx);
      return wire(await refreshReceivingAccount(deps, scopeOf(p)));
    },
    SimulateReceivingAccountApproval: async (_req, ctx) => {
      const p = requirePrincipal(ctx);
      return wire(await simulateReceivingAccountApproval(deps, scopeOf(p)));
    },
    HandleAccountNotice: async (req) => {
      return { outcome: await receiveAccountNotice(deps, noticeToken(req.token), req.body_bytes) };
    },
  } satisfies Partial<HandlersOf<"pix.onboarding.v1.OnboardingService">>;
}

/** proto3 optionals: null becomes absent (the gateway turns absent back into null). */
function wire(view: AccountView): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(view)) if (v !== null) out[k] = v && typeof v === "object" ? wireObject(v) : v;
  return out;
}
const wireObject = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));
