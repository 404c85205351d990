import { createHash, timingSafeEqual } from "node:crypto";
import type { Environment } from "./principal";

/**
 * The payment engines' notice token (issue 14: charges, onboarding and subscriptions each check it;
 * one copy here). Hashing first gives equal-length inputs, so neither the comparison nor its setup
 * leaks the token's length.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Which environment's engine sent a notice: the one whose token it carries (null: neither). Both
 * tokens are compared (constant time each), so the answer's timing does not say which one matched.
 */
export function noticeEnvironment(tokens: Record<Environment, string | null>, given: string): Environment | null {
  const test = tokens.test !== null && sameSecret(given, tokens.test);
  const live = tokens.live !== null && sameSecret(given, tokens.live);
  return test ? "test" : live ? "live" : null;
}
