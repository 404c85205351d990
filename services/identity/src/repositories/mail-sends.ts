import { randomUUID } from "node:crypto";
import { LONGEST_WINDOW_MS, MailKind } from "../domain/mail-quota";
import type { PrismaClient } from "./prisma";

/** The client inside `prisma.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Rows pruned per recorded send: enough to keep up, small enough never to slow a request. */
const PRUNE_BATCH = 100;

/**
 * The e-mail sends identity counts (domain/mail-quota.ts). Every function runs inside the caller's
 * transaction, after the caller took the advisory locks of what it counts (`lockKey`), so reading
 * the history, deciding and recording are one step for concurrent requests.
 */
export const mailSends = {
  /** Serialises the sends counted under one key (a store's invites, an address's verification mail). */
  async lock(tx: Tx, key: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`mail_sends:${key}`}, 0))`;
  },

  /** Send times of `kind` from the store since `since`. */
  async byStore(tx: Tx, kind: MailKind, storeId: string, since: Date): Promise<Date[]> {
    const rows = await tx.mailSend.findMany({ where: { kind, storeId, sentAt: { gt: since } }, select: { sentAt: true } });
    return rows.map((r) => r.sentAt);
  },

  /** Sends of `kind` to each recipient key since `since`, with the sending store (keys without sends are absent). */
  async byRecipients(tx: Tx, kind: MailKind, recipientHashes: string[], since: Date): Promise<Map<string, { storeId: string | null; sentAt: Date }[]>> {
    const rows = await tx.mailSend.findMany({ where: { kind, recipientHash: { in: recipientHashes }, sentAt: { gt: since } }, select: { recipientHash: true, storeId: true, sentAt: true } });
    const out = new Map<string, { storeId: string | null; sentAt: Date }[]>();
    for (const { recipientHash, ...send } of rows) out.set(recipientHash, [...(out.get(recipientHash) ?? []), send]);
    return out;
  },

  /** Records one send per recipient key, and prunes a batch of rows too old to count (rows another pruner holds are skipped: no deadlock). */
  async record(tx: Tx, kind: MailKind, storeId: string | null, recipientHashes: string[], now: Date): Promise<void> {
    await tx.mailSend.createMany({ data: recipientHashes.map((recipientHash) => ({ id: randomUUID(), kind, storeId, recipientHash, sentAt: now })) });
    const cutoff = new Date(now.getTime() - LONGEST_WINDOW_MS);
    await tx.$executeRaw`DELETE FROM mail_sends WHERE id IN (SELECT id FROM mail_sends WHERE sent_at < ${cutoff} LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`;
  },
};
