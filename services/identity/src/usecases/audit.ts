import { z } from "zod";
import { LISTING_CAP } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { AUDIT_EVENT, type Envelope } from "@pix/messaging";
import { AUDIT_DEFAULT_LIMIT, decodeAuditCursor, encodeAuditCursor } from "../domain/audit-cursor";
import type { IdentityDeps } from "./deps";

/** The data of an `audit.recorded` event (packages/messaging/src/audit.ts builds it). */
const auditData = z.object({
  actor: z.object({ type: z.enum(["user", "member", "api_key"]), id: z.string().min(1).max(100) }),
  action: z.string().min(1).max(100),
  target: z.object({ type: z.string().min(1).max(100), id: z.string().min(1).max(200).nullable() }),
  request_id: z.string().max(64).nullable(),
  summary: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/**
 * Stores one consumed audit event. The event id is the entry id, so a redelivery inserts nothing;
 * false for a redelivery or a malformed event (logged; acked, since retrying cannot fix it).
 */
export const AUDIT_CONSUMER = "identity.audit";

export async function recordAuditEvent(deps: Pick<IdentityDeps, "audit" | "logger">, envelope: Envelope): Promise<boolean> {
  if (envelope.event !== AUDIT_EVENT) return false;
  const data = auditData.safeParse(envelope.data);
  if (!data.success) {
    deps.logger.error({ eventId: envelope.id }, "malformed audit event dropped");
    return false;
  }
  const d = data.data;
  return deps.audit.record({
    id: envelope.id,
    storeId: envelope.owner.store_id,
    environment: envelope.owner.environment,
    actorType: d.actor.type,
    actorId: d.actor.id,
    action: d.action,
    targetType: d.target.type,
    targetId: d.target.id,
    requestId: d.request_id,
    summary: d.summary,
    createdAt: new Date(envelope.occurred_at),
  }, AUDIT_CONSUMER);
}

export interface AuditQuery {
  action?: string;
  actor_id?: string;
  target_id?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
  environment?: "test" | "live";
}

/**
 * The caller's store's entries across both environments unless `environment` narrows them (each entry
 * says its own), newest first; `limit` defaults to 50 and is capped at the contract's 5000.
 */
export async function listAudit(deps: Pick<IdentityDeps, "audit">, principal: Principal, q: AuditQuery) {
  const limit = Math.min(q.limit > 0 ? q.limit : AUDIT_DEFAULT_LIMIT, LISTING_CAP);
  const rows = await deps.audit.list({
    storeId: principal.storeId,
    action: q.action, actorId: q.actor_id, targetId: q.target_id, environment: q.environment,
    from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
    cursor: q.cursor ? decodeAuditCursor(q.cursor) : undefined,
  }, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { entries: page, nextCursor: rows.length > limit && last ? encodeAuditCursor({ createdAt: last.createdAt, id: last.id }) : null };
}
