import { oneIntervalAfter } from "../domain/interval";
import { asInterval } from "../domain/subscription";
import { billPeriod } from "./bill-period";
import { endTerms } from "./fixed-term";
import { followCycles, syncAuthorizations } from "./pix-automatico";
import type { SubscriptionsDeps } from "./deps";
import type { BillingRunSettings, RunBillingDeps } from "./run-billing";

/**
 * The daily job's dependencies: its claims (BillingRunsRepository), the billing core (`billPeriod`,
 * source "job", skipping a row that charge-now holds at that moment), and the `sem_data` rule: a
 * subscription found without a date is due one interval after the run's instant (as reactivation does).
 */
export function billingJobDeps(deps: SubscriptionsDeps, settings: BillingRunSettings, hooks: { afterCharge?: () => Promise<void> } = {}): RunBillingDeps {
  return {
    runs: deps.runs,
    billPeriod: async (id, asOf) => {
      const outcome = await billPeriod(deps, id, "job", { asOf, skipLocked: true, afterCharge: hooks.afterCharge });
      return outcome.kind === "charged" ? { kind: "charged" } : { kind: outcome.kind, reason: outcome.reason };
    },
    firstDueAt: (from, interval) => oneIntervalAfter(from, asInterval(interval)),
    followAutomatico: async (asOf, scope) => {
      const authorizations = await syncAuthorizations(deps, scope);
      const cycles = await followCycles(deps, asOf, scope);
      return { authorizations_updated: authorizations.updated, authorizations_unread: authorizations.failed, ...cycles };
    },
    endTerms: (asOf, scope) => endTerms(deps, asOf, scope),
    logger: deps.logger,
    settings,
  };
}
