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
   * the inbox (`processed_messages`): one statement (a data-modifying CTE), so both or neither, on one
   * connection, with no transaction round trips: true when inserted. Every charge, link and key write
   * lands here, so it is on the money path's CPU bill (issue 13: the Prisma batch transaction cost
   * identity more CPU per POST /pix than the gateway spent on the request).
   */
  async record(entry: NewAuditEntry, consumer: string): Promise<boolean> {
    const inserted = await this.prisma.$executeRaw`
      WITH inbox AS (INSERT INTO processed_messages (consumer, message_id) VALUES (${consumer}, ${entry.id}) ON CONFLICT DO NOTHING)
      INSERT INTO audit_entries (id, store_id, environment, actor_type, actor_id, action, target_type, target_id, request_id, summary, created_at)
      VALUES (${entry.id}::uuid, ${entry.storeId}::uuid, ${entry.environment}, ${entry.actorType}, ${entry.actorId}, ${entry.action},
              ${entry.targetType}, ${entry.targetId}, ${entry.requestId}, ${JSON.stringify(entry.summary)}::jsonb, ${entry.createdAt})
      ON CONFLICT DO NOTHING`;
    return inserted === 1;
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
