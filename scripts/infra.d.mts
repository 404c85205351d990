export type Protocol = "postgres" | "amqp" | "redis";

export interface Dependency {
  name: string;
  /** The environment variable that moves it (DATABASE_SERVER, AMQP_URL, REDIS_URL). */
  setting: string;
  url: string;
  protocol: Protocol;
  /** Where the installed package listens (RabbitMQ, Redis); PostgreSQL's clusters say theirs. */
  machinePort?: number;
  waitMs?: number;
  /** Redis: its working directory and log file when started from here. */
  dir?: string;
  logfile?: string;
  /** RabbitMQ: a scratch node's RABBITMQ_* settings (tests); none for the machine's. */
  env?: Record<string, string>;
}

export interface Cluster { version: string; name: string; port: number; online: boolean }

export interface MachineFacts {
  pgCtlcluster: string | null;
  clusters: Cluster[];
  rabbitmqServer: string | null;
  redisServer: string | null;
}

export type StartPlan = { command: string; args: string[]; dir?: string; env?: Record<string, string>; missing?: undefined } | { missing: string; command?: undefined };

export const COMPOSE_COMMAND: string;
export const DEBIAN_COMMAND: string;
export function dependencies(overrides?: Partial<Record<"postgres" | "rabbitmq" | "redis", Partial<Dependency>>>): Dependency[];
export function target(dep: Dependency): { host: string; port: number; local: boolean };
export function shown(url: string): string;
export function reachable(dep: Dependency, timeoutMs?: number): Promise<boolean>;
export function findProgram(name: string, path?: string): string | null;
export function postgresClusters(): Cluster[];
export function parseClusters(text: string): Cluster[];
export function machineFacts(): MachineFacts;
export function startPlan(dep: Dependency, facts: MachineFacts): StartPlan;
export function missingMessage(reasons: string[]): string;
export class MissingDependency extends Error {}
export function ensureInfrastructure(opts?: { deps?: Dependency[]; facts?: MachineFacts; log?: (line: string) => void }): Promise<{ dep: Dependency; seconds: number }[]>;
