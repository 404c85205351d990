import { createHash } from "node:crypto";

/**
 * Bounds on e-mail a caller can make a service send (issue 23 item 5): `max` sends per `windowMs`
 * for one key (a store, a recipient). Each service counts its sends in its own table, under an
 * advisory lock of the key, in the transaction that decides; this is the arithmetic they share.
 */
export interface MailBound {
  max: number;
  windowMs: number;
}

export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A recipient as counted: the lower-case address, hashed (a count needs no readable address). */
export function recipientKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Milliseconds until `wanted` more sends fit under `bound`, given the times of the sends already made
 * (any order); 0 when they fit now. Never called with `wanted > bound.max` (a request that can never fit).
 */
export function waitForRoom(sentAt: readonly Date[], wanted: number, bound: MailBound, now: Date): number {
  const since = now.getTime() - bound.windowMs;
  const inWindow = sentAt.map((t) => t.getTime()).filter((t) => t > since).sort((a, b) => a - b);
  const excess = inWindow.length + wanted - bound.max;
  if (excess <= 0) return 0;
  if (wanted > bound.max) throw new Error(`${wanted} sends can never fit a bound of ${bound.max}`);
  // The oldest `excess` sends must leave the window first.
  return Math.max(1, inWindow[excess - 1] + bound.windowMs - now.getTime());
}
