import type { PrismaClient } from "./prisma";

/**
 * Which e-mails of an event were handed to the SMTP server, kept in the inbox table
 * (processed_messages, pruned with it). Checked before sending and written after, with no
 * transaction held across the SMTP conversation: a crash between the two sends that e-mail again
 * (at least once), and a slow SMTP server never holds database connections.
 */
export class SentMailsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The keys among `keys` already recorded for this event. */
  async sentAmong(keys: string[], eventId: string): Promise<Set<string>> {
    const rows = await this.prisma.processedMessage.findMany({ where: { consumer: { in: keys }, messageId: eventId }, select: { consumer: true } });
    return new Set(rows.map((r) => r.consumer));
  }

  async markSent(key: string, eventId: string): Promise<void> {
    await this.prisma.processedMessage.createMany({ data: [{ consumer: key, messageId: eventId }], skipDuplicates: true });
  }
}
