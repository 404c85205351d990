import type { Pool } from "pg";
import { inTransaction } from "./pg-transaction";

/** Paste into each consuming service's migration; matches the ProcessedMessage model in README.md. */
export const INBOX_MIGRATION_SQL = `-- CreateTable
CREATE TABLE "processed_messages" (
    "consumer" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_messages_pkey" PRIMARY KEY ("consumer","message_id")
);
`;

/**
 * Deduplicates deliveries: RabbitMQ and the outbox relay are both at-least-once, so a consumer
 * must tolerate seeing the same envelope id again. Resolves true if fn ran, false if the message had
 * already been processed by this consumer. If fn throws, nothing is recorded and the error propagates.
 */
export interface Inbox {
  runOnce(consumer: string, messageId: string, fn: () => Promise<void>): Promise<boolean>;
}

/**
 * Inserts the marker row first and keeps its transaction open while fn runs. A concurrent duplicate's
 * INSERT … ON CONFLICT blocks on that uncommitted row: it then sees the committed row (skips) or, if
 * fn failed and we rolled back, inserts it and runs fn itself. fn's own writes are not part of this
 * transaction; services wanting exactly-once effects should implement Inbox over their own transaction
 * (e.g. Prisma's $transaction) and insert into processed_messages there.
 */
export class PgInbox implements Inbox {
  constructor(private readonly pool: Pool) {}

  async runOnce(consumer: string, messageId: string, fn: () => Promise<void>): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const inserted = await client.query(
        `INSERT INTO processed_messages (consumer, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [consumer, messageId],
      );
      if (inserted.rowCount === 0) return false; // already processed (committed by someone else)
      await fn(); // a throw rolls the marker back, so a redelivery runs fn again
      return true;
    });
  }
}
