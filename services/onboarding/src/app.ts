import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { OnboardingConfig } from "./config";
import { SecretBox } from "./domain/secret-box";
import { onboardingHandlers } from "./grpc/handlers";
import { createPrisma } from "./repositories/prisma";
import { ReceivingAccountsRepository } from "./repositories/receiving-accounts";

export const OnboardingService = loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService");

/** Composition root. Today it answers GetReceivingAccount; the merchant-facing RPCs arrive with their issue. */
export async function startOnboarding(config: OnboardingConfig, logger: Logger) {
  return startRuntime({
    name: "onboarding",
    logger,
    config,
    register(server, pool) {
      server.add(
        OnboardingService,
        onboardingHandlers({
          receivingAccounts: new ReceivingAccountsRepository(createPrisma(pool)),
          contaUnica: config.CONTA_UNICA,
          secretBox: config.ENGINE_KEY_SECRET ? new SecretBox(config.ENGINE_KEY_SECRET) : null,
        }),
      );
    },
  });
}
