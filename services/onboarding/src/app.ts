import { join } from "node:path";
import { ONBOARDING_AUDIT } from "./grpc/audit-rules";
import { loadService, scopeOfRow, ServiceClient, type ServiceName } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import { httpAccountEngine } from "./adapters/account-engine";
import { GrpcLedger } from "./adapters/charges-ledger";
import { httpEngineTransfers } from "./adapters/engine-transfers";
import { GrpcStoreProduction } from "./adapters/store-production";
import type { OnboardingConfig } from "./config";
import { SecretBox } from "./domain/secret-box";
import { onboardingHandlers } from "./grpc/handlers";
import { productionHandlers } from "./grpc/production-handlers";
import { receivingAccountHandlers } from "./grpc/receiving-account-handlers";
import { withdrawalHandlers } from "./grpc/withdrawal-handlers";
import { answersCompanyData } from "./adapters/answers-company-data";
import { createPrisma } from "./repositories/prisma";
import { ProductionRepository } from "./repositories/production";
import { ReceivingAccountsRepository } from "./repositories/receiving-accounts";
import { WithdrawalsRepository } from "./repositories/withdrawals";
import { LocalDiskStorage } from "./storage/local-disk";
import type { CompanyDataSource } from "./usecases/company-data";
import { PlatformPixKeys } from "./usecases/platform-pix-keys";
import type { WithdrawalDeps } from "./usecases/withdrawals";
import { startLedgerSync } from "./workers/ledger-sync";
import { startPayoutWorker, type PayoutWorker } from "./workers/payout-worker";

export const OnboardingService = loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService");

/** A worker that crashed mid-payout leaves its claimed rows to others after this long. */
const PAYOUT_LEASE_MS = 60_000;
/** The payout worker is woken by NOTIFY and its own timers; this poll only covers lost notifications. */
const PAYOUT_FALLBACK_POLL_MS = 30_000;
/** GET /receiving-account waits this long at most for the main account's Pix key (single-account mode), then shows it null. */
const PLATFORM_PIX_KEY_WAIT_MS = 1_000;

export interface OnboardingPorts {
  /** Company data asked before the onboarding answers (null falls through to them); tests seed stores with it. */
  companyData?: CompanyDataSource;
}

/**
 * Composition root: going live (onboarding answers, production request, documents), receiving
 * accounts (asked by charges, managed by the merchant, updated by the engine's account notices)
 * and withdrawals with their payout worker.
 */
export async function startOnboarding(config: OnboardingConfig, logger: Logger, ports: OnboardingPorts = {}) {
  const client = <N extends ServiceName>(name: string, proto: string, service: N, addr: string) =>
    new ServiceClient(name, loadService(proto, service), addr, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  // Identity: the one writer of the User's company and production_* fields; also the live gate of withdrawals.
  const identity = client("identity", "identity/v1/identity.proto", "pix.identity.v1.IdentityService", config.IDENTITY_ADDR);
  // Charges' ledger: withdrawal reservations, settlements and the balance summary (issue 24).
  const charges = client("charges", "charges/v1/charges.proto", "pix.charges.v1.ChargesService", config.CHARGES_ADDR);
  const engine = (url: string | undefined, apiKey: string | undefined) => (url && apiKey ? httpAccountEngine({ url, apiKey, timeoutMs: config.ENGINE_TIMEOUT_MS }) : null);
  let withdrawalDeps: WithdrawalDeps | undefined;
  let worker: PayoutWorker | undefined;
  const runtime = await startRuntime({
    name: "onboarding",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: ONBOARDING_AUDIT,
    register(server, pool) {
      const prisma = createPrisma(pool);
      const receivingAccounts = new ReceivingAccountsRepository(prisma);
      const production = new ProductionRepository(prisma);
      const secretBox = config.ENGINE_KEY_SECRET ? new SecretBox(config.ENGINE_KEY_SECRET) : null;
      const receivingAccountDeps = { receivingAccounts, contaUnica: config.CONTA_UNICA, secretBox };
      const engines = { test: engine(config.ENGINE_URL, config.ENGINE_API_KEY), live: engine(config.ENGINE_LIVE_URL, config.ENGINE_LIVE_API_KEY) };
      const platformKeys = new PlatformPixKeys(engines, logger, { retryAfterMs: config.PLATFORM_PIX_KEY_RETRY_MS, waitMs: PLATFORM_PIX_KEY_WAIT_MS });
      if (config.CONTA_UNICA) platformKeys.warm();
      withdrawalDeps = {
        ...receivingAccountDeps,
        withdrawals: new WithdrawalsRepository(pool),
        ledger: new GrpcLedger(charges),
        production: new GrpcStoreProduction(identity),
        transfers: {
          ...(config.ENGINE_URL && { test: httpEngineTransfers(config.ENGINE_URL, config.ENGINE_TIMEOUT_MS) }),
          ...(config.ENGINE_LIVE_URL && { live: httpEngineTransfers(config.ENGINE_LIVE_URL, config.ENGINE_TIMEOUT_MS) }),
        },
        logger,
        wakePayouts: () => worker?.wake(),
        settings: { pollMs: config.WITHDRAWAL_POLL_MS, retryBaseMs: config.WITHDRAWAL_RETRY_BASE_MS, leaseMs: PAYOUT_LEASE_MS, reservingGraceMs: config.WITHDRAWAL_RESERVING_GRACE_MS },
      };
      server.add(OnboardingService, {
        ...onboardingHandlers(receivingAccountDeps),
        ...receivingAccountHandlers({
          receivingAccounts,
          secretBox,
          engines,
          platformKeys,
          companyData: firstOf(ports.companyData, answersCompanyData(production, identity)),
          settings: {
            contaUnica: config.CONTA_UNICA,
            noticeTokens: { test: config.ENGINE_NOTICE_TOKEN ?? null, live: config.ENGINE_LIVE_NOTICE_TOKEN ?? null },
            feePercent: config.FEE_PERCENT,
            feeFixedCents: config.FEE_FIXED_CENTS,
          },
          logger,
        }),
        ...withdrawalHandlers(withdrawalDeps),
        ...productionHandlers({
          production, storage: new LocalDiskStorage(config.DOCUMENTS_DIR), identity, logger,
          liveAccountExists: async (storeId) => (await receivingAccounts.find(scopeOfRow({ storeId, environment: "live" }))) !== null,
        }),
      });
    },
  });
  const payouts = startPayoutWorker(withdrawalDeps!, runtime.pool, logger, PAYOUT_FALLBACK_POLL_MS);
  worker = payouts;
  runtime.onClose(() => payouts.close());
  // The backfill of withdrawals older than the ledger runs now; onboarding serves meanwhile.
  const ledgerSync = startLedgerSync(withdrawalDeps!, logger, config.LEDGER_SYNC_MS);
  runtime.onClose(() => ledgerSync.close());
  runtime.onClose(async () => charges.close());
  runtime.onClose(async () => identity.close());
  return runtime;
}

function firstOf(preferred: CompanyDataSource | undefined, fallback: CompanyDataSource): CompanyDataSource {
  if (!preferred) return fallback;
  return { companyDataOf: async (storeId) => (await preferred.companyDataOf(storeId)) ?? fallback.companyDataOf(storeId) };
}
