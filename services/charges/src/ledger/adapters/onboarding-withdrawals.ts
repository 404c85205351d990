import { servicePrincipal, type ClientOf } from "@pix/grpc";
import type { WithdrawalState } from "../domain/reconciliation";
import type { WithdrawalsSource } from "../usecases/reconcile";

/**
 * Onboarding's withdrawals for the ledger's reconciliation (gRPC ListWithdrawalStates). The call
 * needs a service principal; it names no store (the listing covers all), so the nil uuid stands in.
 */
const RECONCILIATION = servicePrincipal("00000000-0000-0000-0000-000000000000", "live");

const STATUSES: readonly string[] = ["reserving", "pending", "completed", "rejected"] satisfies WithdrawalState["status"][];

/** The proto carries the status as text; one the reconciliation does not know is onboarding's bug, not a difference. */
function statusOf(status: string): WithdrawalState["status"] {
  if (!STATUSES.includes(status)) throw new Error(`onboarding sent an unknown withdrawal status: ${status}`);
  return status as WithdrawalState["status"];
}

export class GrpcWithdrawalsSource implements WithdrawalsSource {
  constructor(private readonly onboarding: ClientOf<"pix.onboarding.v1.OnboardingService">) {}

  async page(afterId: string | null, limit: number): Promise<WithdrawalState[]> {
    const r = await this.onboarding.call("ListWithdrawalStates", { after_id: afterId ?? "", limit }, { principal: RECONCILIATION, deadlineMs: 30_000 });
    return (r.withdrawals ?? []).map((w) => ({ id: w.id, storeId: w.store_id, environment: w.environment, amountCents: Number(w.amount_cents), status: statusOf(w.status) }));
  }
}
