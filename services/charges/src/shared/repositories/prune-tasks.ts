import type { PruneTask } from "@pix/messaging";

/**
 * charges' own pruning beside the outbox and inbox: Idempotency-Key rows hold the first request's
 * response (payers' names, e-mails, documents), and replays are promised for 24 h only.
 */
export function chargesPruneTasks(idempotencyRetentionHours: number): PruneTask[] {
  return [{ name: "idempotency_keys", table: "idempotency_keys", column: "created_at", olderThanMs: idempotencyRetentionHours * 3_600_000 }];
}
