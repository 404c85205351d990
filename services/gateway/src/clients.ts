import { loadService, ServiceClient, type ServiceName } from "@pix/grpc";
import type { GatewayConfig } from "./config";

/** One promise client per downstream service, each call bounded by the configured deadline. */
export function createClients(config: GatewayConfig) {
  const make = <N extends ServiceName>(name: string, proto: string, service: N, address: string) =>
    new ServiceClient(name, loadService(proto, service), address, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  return {
    identity: make("identity", "identity/v1/identity.proto", "pix.identity.v1.IdentityService", config.IDENTITY_ADDR),
    charges: make("charges", "charges/v1/charges.proto", "pix.charges.v1.ChargesService", config.CHARGES_ADDR),
    /** The statement (extrato): another service of the charges process (proto/charges/v1/statement.proto). */
    statement: make("charges", "charges/v1/statement.proto", "pix.charges.v1.ChargesStatement", config.CHARGES_ADDR),
    /** The BCB API's lists (GET /cob, /cobv, /pix), read in charges' database (proto/charges/v1/lists.proto). */
    lists: make("charges", "charges/v1/lists.proto", "pix.charges.v1.ChargesLists", config.CHARGES_ADDR),
    checkout: make("checkout", "checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService", config.CHECKOUT_ADDR),
    subscriptions: make("subscriptions", "subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService", config.SUBSCRIPTIONS_ADDR),
    onboarding: make("onboarding", "onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService", config.ONBOARDING_ADDR),
    webhooks: make("webhooks-dispatcher", "webhooks/v1/webhooks.proto", "pix.webhooks.v1.WebhooksService", config.WEBHOOKS_ADDR),
  };
}
export type Clients = ReturnType<typeof createClients>;

/** Addresses the health route checks, by service name. */
export function serviceAddresses(config: GatewayConfig): Record<string, string> {
  return {
    identity: config.IDENTITY_ADDR,
    charges: config.CHARGES_ADDR,
    checkout: config.CHECKOUT_ADDR,
    subscriptions: config.SUBSCRIPTIONS_ADDR,
    "webhooks-dispatcher": config.WEBHOOKS_ADDR,
    onboarding: config.ONBOARDING_ADDR,
  };
}
