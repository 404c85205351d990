import type { PrismaClient } from "./prisma";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * Takes a transaction-scoped advisory lock on a key (released at commit or rollback). Used where a rule
 * spans rows that do not exist yet (a cap, a rate limit): a row lock cannot serialise "count then insert",
 * this can, in every replica, since the lock lives in the database.
 */
export async function lockFor(tx: Tx, ...key: string[]): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${key.join("|")}, 0))`;
}

/**
 * Transactions that queue behind such a lock: a burst of concurrent requests for one owner waits its turn
 * instead of failing on Prisma's defaults (2 s to start, 5 s to run).
 */
export const SERIALISED_TX = { maxWait: 15_000, timeout: 15_000 } as const;
