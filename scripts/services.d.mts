export const PG: string;
export const DATABASE_PREFIX: string;
export const AMQP_URL: string;
export const REDIS_URL: string;
export const PORTS: {
  gateway: number; checkout: number; panel: number; paymentEngine: number; paymentEngineLive: number; identityProvider: number; mailSmtp: number; mailWeb: number;
  grpc: Record<"identity" | "charges" | "checkout" | "subscriptions" | "webhooks-dispatcher" | "onboarding", number>;
  ops: Record<string, number>;
};
export const SCALABLE: string[];
export const REPLICA_PORT_STEP: number;
export const MAX_REPLICAS: number;
export function parseReplicas(envValue?: string, argv?: string[]): Record<string, number>;
export const SERVICE_WALLETS: { test: string; live: string };
export const DATABASE_SERVICES: string[];
export const DOCUMENTS_DIR: string;
export function databaseUrl(service: string): string;
export function replicaPort(base: number, i: number): number;
export interface StartProcess {
  name: string;
  cwd: string;
  env: Record<string, string>;
  command?: string;
  args?: string[];
  main?: string;
  /** Replicas sharing one HTTP entry port: the environment of each cluster worker. */
  workers?: Record<string, string>[];
}
export function processes(secrets: Record<string, string>, replicas?: Record<string, number>): StartProcess[];
export function replicaLines(replicas: Record<string, number>): string[];
export const DEV_TEAM_EMAIL: string;
