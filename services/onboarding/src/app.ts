import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { OnboardingConfig } from "./config";
import { SecretBox } from "./domain/secret-box";
import { httpAccountEngine } from "./adapters/account-engine";
import { onboardingHandlers } from "./grpc/handlers";
import { receivingAccountHandlers } from "./grpc/receiving-account-handlers";
import { noCompanyData, type CompanyDataSource } from "./usecases/company-data";
import { createPrisma } from "./repositories/prisma";
import { ReceivingAccountsRepository } from "./repositories/receiving-accounts";

export const OnboardingService = loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService");

export interface OnboardingPorts {
  /** The merchant's company data (onboarding answers); defaults to none until they are wired in. */
  companyData?: CompanyDataSource;
}

/** Composition root: internal GetReceivingAccount, the merchant's receiving account and the engine's account notices. */
export async function startOnboarding(config: OnboardingConfig, logger: Logger, ports: OnboardingPorts = {}) {
  const engine = (url: string | undefined, apiKey: string | undefined) => (url && apiKey ? httpAccountEngine({ url, apiKey, timeoutMs: config.ENGINE_TIMEOUT_MS }) : null);
  return startRuntime({
    name: "onboarding",
    logger,
    config,
    register(server, pool) {
      const receivingAccounts = new ReceivingAccountsRepository(createPrisma(pool));
      const secretBox = config.ENGINE_KEY_SECRET ? new SecretBox(config.ENGINE_KEY_SECRET) : null;
      server.add(OnboardingService, {
        ...onboardingHandlers({ receivingAccounts, contaUnica: config.CONTA_UNICA, secretBox }),
        ...receivingAccountHandlers({
          receivingAccounts,
          secretBox,
          engines: { test: engine(config.ENGINE_URL, config.ENGINE_API_KEY), live: engine(config.ENGINE_LIVE_URL, config.ENGINE_LIVE_API_KEY) },
          companyData: ports.companyData ?? noCompanyData,
          settings: {
            contaUnica: config.CONTA_UNICA,
            noticeTokens: { test: config.ENGINE_NOTICE_TOKEN ?? null, live: config.ENGINE_LIVE_NOTICE_TOKEN ?? null },
            feePercent: config.FEE_PERCENT,
            feeFixedCents: config.FEE_FIXED_CENTS,
          },
          logger,
        }),
      });
    },
  });
}
