import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { SubscriptionsConfig } from "./config";

/** Composition root. The gRPC API of this service arrives with its issue; today it serves health. */
export async function startSubscriptions(config: SubscriptionsConfig, logger: Logger) {
  return startRuntime({
    name: "subscriptions",
    logger,
    config,
    register: () => undefined,
  });
}
