import { randomBytes } from "node:crypto";
import { sha256 } from "./tokens";

export type Environment = "test" | "live";

/** Active (unrevoked) keys one store may hold per environment (issue 8); revoking one frees a place. */
export const ACTIVE_API_KEYS_CAP = 100;
const PREFIX: Record<Environment, string> = { test: "service_test_", live: "service_live_" };

export function generateApiKey(environment: Environment) {
  const key = PREFIX[environment] + randomBytes(24).toString("base64url");
  return { key, hash: sha256(key), prefix: key.slice(0, PREFIX[environment].length + 4), lastFour: key.slice(-4) };
}

/** The environment a key carries in its prefix, or null when the token is not shaped like a key. */
export function apiKeyEnvironment(token: string): Environment | null {
  if (token.startsWith(PREFIX.test)) return "test";
  if (token.startsWith(PREFIX.live)) return "live";
  return null;
}

/** `api_keys.last_used_at` is kept to the minute (issue 13): one UPDATE per key per minute at most. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Which keys are due a `last_used_at` write: a key is due when this process has not written it in
 * the last `intervalMs`. Bounded: past `maxKeys` entries the oldest are forgotten (at worst one extra,
 * conditional, UPDATE for a forgotten key).
 */
export class LastUsedThrottle {
  private readonly writtenAt = new Map<string, number>();

  constructor(private readonly intervalMs: number, private readonly maxKeys = 10_000) {}

  /** True (and remembered as written at `now`) when the key is due. */
  due(id: string, now: number): boolean {
    const last = this.writtenAt.get(id);
    if (last !== undefined && now - last < this.intervalMs && now >= last) return false;
    this.writtenAt.delete(id); // re-insert: Map order = least recently written first
    this.writtenAt.set(id, now);
    if (this.writtenAt.size > this.maxKeys) this.writtenAt.delete(this.writtenAt.keys().next().value as string);
    return true;
  }
}
