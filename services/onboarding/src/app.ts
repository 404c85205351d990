import { loadService, ServiceClient } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import { GrpcPaidTotals } from "./adapters/charges-paid-totals";
import { httpEngineTransfers } from "./adapters/engine-transfers";
import { GrpcStoreProduction } from "./adapters/store-production";
import type { OnboardingConfig } from "./config";
import { SecretBox } from "./domain/secret-box";
import { onboardingHandlers } from "./grpc/handlers";
import { withdrawalHandlers } from "./grpc/withdrawal-handlers";
import { createPrisma } from "./repositories/prisma";
import { ReceivingAccountsRepository } from "./repositories/receiving-accounts";
import { WithdrawalsRepository } from "./repositories/withdrawals";
import type { WithdrawalDeps } from "./usecases/withdrawals";
import { startPayoutWorker, type PayoutWorker } from "./workers/payout-worker";

export const OnboardingService = loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService");

/** A worker that crashed mid-payout leaves its claimed rows to others after this long. */
const PAYOUT_LEASE_MS = 60_000;

/** Composition root: receiving accounts (asked by charges) and withdrawals with their payout worker. */
export async function startOnboarding(config: OnboardingConfig, logger: Logger) {
  const client = (name: string, proto: string, service: string, addr: string) =>
    new ServiceClient(name, loadService(proto, service), addr, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  let withdrawalDeps: WithdrawalDeps | undefined;
  let worker: PayoutWorker | undefined;
  const runtime = await startRuntime({
    name: "onboarding",
    logger,
    config,
    register(server, pool) {
      const receivingAccountDeps = {
        receivingAccounts: new ReceivingAccountsRepository(createPrisma(pool)),
        contaUnica: config.CONTA_UNICA,
        secretBox: config.ENGINE_KEY_SECRET ? new SecretBox(config.ENGINE_KEY_SECRET) : null,
      };
      withdrawalDeps = {
        ...receivingAccountDeps,
        withdrawals: new WithdrawalsRepository(pool),
        paidTotals: new GrpcPaidTotals(client("charges", "charges/v1/charges.proto", "pix.charges.v1.ChargesService", config.CHARGES_ADDR)),
        production: new GrpcStoreProduction(client("identity", "identity/v1/identity.proto", "pix.identity.v1.IdentityService", config.IDENTITY_ADDR)),
        transfers: {
          ...(config.ENGINE_URL && { test: httpEngineTransfers(config.ENGINE_URL, config.ENGINE_TIMEOUT_MS) }),
          ...(config.ENGINE_URL_LIVE && { live: httpEngineTransfers(config.ENGINE_URL_LIVE, config.ENGINE_TIMEOUT_MS) }),
        },
        logger,
        wakePayouts: () => worker?.wake(),
        settings: { pollMs: config.WITHDRAWAL_POLL_MS, retryBaseMs: config.WITHDRAWAL_RETRY_BASE_MS, leaseMs: PAYOUT_LEASE_MS },
      };
      server.add(OnboardingService, { ...onboardingHandlers(receivingAccountDeps), ...withdrawalHandlers(withdrawalDeps) });
    },
  });
  const payouts = startPayoutWorker(withdrawalDeps!, logger, config.WITHDRAWAL_POLL_MS);
  worker = payouts;
  runtime.onClose(() => payouts.close());
  return runtime;
}
