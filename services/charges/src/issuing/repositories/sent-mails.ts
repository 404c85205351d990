import type { Pool } from "pg";

/**
 * Which e-mails of an event were handed to the SMTP server, kept in the inbox table
 * (processed_messages, pruned with it). Checked before sending and written after, with no
 * transaction held across the SMTP conversation: a crash between the two sends that e-mail again
 * (at least once), and a slow SMTP server never holds database connections. Plain named statements
 * on the pool (payment-sql.ts says why): every payment's follow-up runs these.
 */
export class SentMailsRepository {
  constructor(private readonly pool: Pool) {}

  /** The keys among `keys` already recorded for this event. */
  async sentAmong(keys: string[], eventId: string): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ consumer: string }>({
      name: "sent_mails", text: `SELECT consumer FROM processed_messages WHERE consumer = ANY($1::text[]) AND message_id = $2`, values: [keys, eventId],
    });
    return new Set(rows.map((r) => r.consumer));
  }

  async markSent(key: string, eventId: string): Promise<void> {
    await this.pool.query({
      name: "mark_mail_sent", text: `INSERT INTO processed_messages (consumer, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, values: [key, eventId],
    });
  }
}
