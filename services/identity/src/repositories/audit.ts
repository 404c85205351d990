import type { Prisma } from "../generated/prisma/client";
import type { AuditCursor } from "../domain/audit-cursor";
import type { PrismaClient } from "./prisma";

export interface NewAuditEntry {
  id: string;
  storeId: string;
  environment: string;
  actorType: string;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  requestId: string | null;
  summary: Record<string, unknown>;
  createdAt: Date;
}

export interface AuditFilter {
  storeId: string;
  action?: string;
  environment?: string;
  actorId?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  cursor?: AuditCursor;
}

export class AuditRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Inserts the entry unless its event id is stored already (a redelivery), and marks the message in
   * the inbox (`processed_messages`), both in one transaction on one connection: true when inserted.
   * (PgInbox would hold a second pool connection open around this insert; under a burst, handlers
   * holding inbox transactions could take the whole pool and wait for each other.)
   */
  async record(entry: NewAuditEntry, consumer: string): Promise<boolean> {
    const [, r] = await this.prisma.$transaction([
      this.prisma.$executeRaw`INSERT INTO processed_messages (consumer, message_id) VALUES (${consumer}, ${entry.id}) ON CONFLICT DO NOTHING`,
      this.prisma.auditEntry.createMany({ data: [{ ...entry, summary: entry.summary as Prisma.InputJsonValue }], skipDuplicates: true }),
    ]);
    return r.count === 1;
  }

  /** The store's entries newest first; `take` rows after the cursor. */
  list(f: AuditFilter, take: number) {
    const where: Prisma.AuditEntryWhereInput = {
      storeId: f.storeId,
      ...(f.action !== undefined && { action: f.action }),
      ...(f.environment !== undefined && { environment: f.environment }),
      ...(f.actorId !== undefined && { actorId: f.actorId }),
      ...(f.targetId !== undefined && { targetId: f.targetId }),
      ...((f.from || f.to) && { createdAt: { ...(f.from && { gte: f.from }), ...(f.to && { lt: f.to }) } }),
      ...(f.cursor && {
        OR: [{ createdAt: { lt: f.cursor.createdAt } }, { createdAt: f.cursor.createdAt, id: { lt: f.cursor.id } }],
      }),
    };
    return this.prisma.auditEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
  }
}
