import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { OnboardingConfig } from "./config";
import { SecretBox } from "./domain/secret-box";
import { onboardingHandlers } from "./grpc/handlers";
import { productionHandlers } from "./grpc/production-handlers";
import { createPrisma } from "./repositories/prisma";
import { ReceivingAccountsRepository } from "./repositories/receiving-accounts";
import { ProductionRepository } from "./repositories/production";
import { identityClient } from "./adapters/identity-client";
import { LocalDiskStorage } from "./storage/local-disk";

export const OnboardingService = loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService");

/** Composition root. GetReceivingAccount, and going live (onboarding answers, production request, documents). */
export async function startOnboarding(config: OnboardingConfig, logger: Logger) {
  const identity = identityClient(config.IDENTITY_ADDR, config.PRINCIPAL_SECRET);
  const runtime = await startRuntime({
    name: "onboarding",
    logger,
    config,
    register(server, pool) {
      const prisma = createPrisma(pool);
      const productionDeps = { production: new ProductionRepository(prisma), storage: new LocalDiskStorage(config.DOCUMENTS_DIR), identity, logger };
      server.add(OnboardingService, {
        ...onboardingHandlers({
          receivingAccounts: new ReceivingAccountsRepository(prisma),
          contaUnica: config.CONTA_UNICA,
          secretBox: config.ENGINE_KEY_SECRET ? new SecretBox(config.ENGINE_KEY_SECRET) : null,
        }),
        ...productionHandlers(productionDeps),
      });
    },
  });
  runtime.onClose(async () => identity.close());
  return runtime;
}
