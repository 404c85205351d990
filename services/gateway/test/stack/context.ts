import type { Logger } from "@pix/logger";
import type { RunningIdentityProvider } from "@pix/emulator-identity-provider";

export const PRINCIPAL_SECRET = "test-principal-secret-0123456789";
export const JWT_SECRET = "test-jwt-secret-0123456789abcdef0123456789";

export type ServiceName = "identity" | "onboarding" | "charges" | "checkout" | "subscriptions" | "webhooks-dispatcher";

/** What a service starter gets: shared settings, a database factory, and the services started before it. */
export interface StackContext {
  logger: Logger;
  amqpUrl: string;
  exchange: string;
  principalSecret: string;
  /** A fresh database for the service, migrated with its own migrations; dropped at teardown. */
  database(service: ServiceName): Promise<string>;
  /** gRPC addresses of services already started (host:port). */
  addresses: Partial<Record<ServiceName, string>>;
  idp: RunningIdentityProvider;
  /** Registers a teardown step (run in reverse order). */
  onClose(fn: () => Promise<void>): void;
  /** Options a test passed for one service (e.g. { CONTA_UNICA: "false" }). */
  env: Record<string, string>;
  /** Values a starter exposes to tests (emulator handles, SMTP inbox…), by service. */
  extras: Record<string, unknown>;
}

export interface StartedService {
  address: string;
  /** Env the gateway needs to reach this service beyond its gRPC address, if any. */
  gatewayEnv?: Record<string, string>;
}

export type ServiceStarter = (ctx: StackContext) => Promise<StartedService>;
