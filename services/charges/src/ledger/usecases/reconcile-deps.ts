import type { ClientOf } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Pool } from "pg";
import { GrpcWithdrawalsSource } from "../adapters/onboarding-withdrawals";
import type { ChargesConfig } from "../../config";
import { ReconciliationRepository } from "../repositories/reconciliation";
import type { Engines, ReceivingAccounts } from "../../shared/usecases/ports";
import type { ReconcileDeps } from "./reconcile";

/** Payments of the last period (and a margin) are asked of the engine; at most this many per run. */
const ENGINE_LIMIT = 5_000;

/** The reconciliation's wiring, shared by the service (daily job) and the `reconcile` command. */
export function reconcileDeps(config: ChargesConfig, pool: Pool, engines: Engines, onboarding: ClientOf<"pix.onboarding.v1.OnboardingService">, receivingAccounts: ReceivingAccounts, logger: Logger): ReconcileDeps {
  return {
    repo: new ReconciliationRepository(pool),
    withdrawals: new GrpcWithdrawalsSource(onboarding),
    engines,
    receivingAccounts,
    logger: logger.child({ component: "ledger-reconciliation" }),
    engineWindowMs: config.LEDGER_RECONCILE_INTERVAL_MS + 60 * 60_000,
    engineLimit: ENGINE_LIMIT,
  };
}
