import { errors, invalidField } from "@pix/errors";
import { requirePrincipal, scopeOf, type StoreScope, type HandlersOf } from "@pix/grpc";
import type { BillingSummary } from "../domain/billing-summary";
import { billingRunInput } from "../domain/billing-input";
import type { RunBillingInput } from "../usecases/run-billing";

export interface BillingHandlerDeps {
  runBilling(input: RunBillingInput): Promise<BillingSummary>;
  /** TEST_CLOCKS: the team's run may take as_of (live data included). */
  testClocks: boolean;
  /**
   * The merchant's test clock moves charges' expiry too (issue 25): the store's pending test charges past
   * expires_at as of `as_of` expire before the run, so a subscription's expired charge no longer counts as
   * payable when the clock has passed it.
   */
  expireTestCharges?(owner: StoreScope, asOf: Date): Promise<number>;
}

/**
 * RunBilling: scope "all" is the team's manual run of the daily job (every store, both environments;
 * as_of only when the server allows test clocks); scope "store" is a merchant's test clock: the
 * principal's own test subscriptions as of `as_of` (required), refused in live.
 */
export function billingHandlers(deps: BillingHandlerDeps) {
  return {
    RunBilling: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const r = billingRunInput(req);
      const asOf = r.asOf;
      if (r.scope === "all") {
        if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
        if (asOf && !deps.testClocks) throw invalidField("as_of", "CAMPO_DESCONHECIDO", "este servidor não permite relógios de teste; remova as_of");
        return deps.runBilling({ asOf });
      }
      if (principal.environment !== "test") throw errors.conflict("O relógio de teste só roda no ambiente de teste", "SOMENTE_EM_TESTE");
      if (!asOf) throw invalidField("as_of", "CAMPO_OBRIGATORIO", "obrigatório no ambiente de teste: envie data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00");
      const scope = scopeOf(principal);
      await deps.expireTestCharges?.(scope, asOf);
      return deps.runBilling({ asOf, scope });
    },
  } satisfies Partial<HandlersOf<"pix.subscriptions.v1.SubscriptionsService">>;
}
