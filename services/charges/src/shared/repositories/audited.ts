import { writeAuditRow } from "@pix/messaging";
import type { Prisma, PrismaClient } from "./prisma";

/**
 * Runs a catalog write in a transaction with the running RPC's audit row (issue 28): the entry is
 * `view` of the written row, what the RPC's answer shows and its rule reads. A write that found
 * nothing (null) records nothing; outside an audited call no row is written.
 */
export function audited<T>(prisma: PrismaClient, write: (tx: Prisma.TransactionClient) => Promise<T | null>, view: (row: T) => unknown): Promise<T | null> {
  return prisma.$transaction(async (tx) => {
    const row = await write(tx);
    if (row !== null) await writeAuditRow(tx, view(row));
    return row;
  });
}
