import type { ChildProcess } from "node:child_process";

export interface SupervisorOptions {
  log?: (line: string) => void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  maxRestartsPerMinute?: number;
  killAfterMs?: number;
}

export interface Supervisor {
  add(name: string, spawn: () => ChildProcess): void;
  child(name: string): ChildProcess | null;
  readonly stopping: boolean;
  stop(): Promise<void>;
}

export function createSupervisor(options?: SupervisorOptions): Supervisor;
