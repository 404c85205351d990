import type { ServiceName, ServiceStarter } from "./context";
import { startChargesForTest } from "./charges";
import { startCheckoutForTest } from "./checkout";
import { startIdentityForTest } from "./identity";
import { startOnboardingForTest } from "./onboarding";
import { startSubscriptionsForTest } from "./subscriptions";
import { startWebhooksDispatcherForTest } from "./webhooks-dispatcher";

/** Start order matters: a service's dependencies come before it. Each issue adds its service here. */
export const STARTERS: [ServiceName, ServiceStarter][] = [
  ["identity", startIdentityForTest],
  ["onboarding", startOnboardingForTest],
  ["charges", startChargesForTest],
  ["checkout", startCheckoutForTest],
  ["subscriptions", startSubscriptionsForTest],
  ["webhooks-dispatcher", startWebhooksDispatcherForTest],
];

/** Gateway env key of each service's gRPC address. */
export const ADDRESS_ENV: Record<ServiceName, string> = {
  identity: "IDENTITY_ADDR",
  onboarding: "ONBOARDING_ADDR",
  charges: "CHARGES_ADDR",
  checkout: "CHECKOUT_ADDR",
  subscriptions: "SUBSCRIPTIONS_ADDR",
  "webhooks-dispatcher": "WEBHOOKS_ADDR",
};
