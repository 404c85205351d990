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
