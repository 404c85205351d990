import { LISTING_CAP } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { AUDIT_EVENT, EventEnvelope } from "@pix/messaging";
import { AUDIT_DEFAULT_LIMIT, decodeAuditCursor, encodeAuditCursor } from "../domain/audit-cursor";
import type { IdentityDeps } from "./deps";

/**
 * Stores one consumed audit event (its data parsed by the event catalogue: a malformed one is
 * dead-lettered by the consumer before it gets here). The event id is the entry id, so a redelivery
 * inserts nothing; false for a redelivery.
 */
export const AUDIT_CONSUMER = "identity.audit";

export async function recordAuditEvent(deps: Pick<IdentityDeps, "audit">, envelope: EventEnvelope<typeof AUDIT_EVENT>): Promise<boolean> {
  const d = envelope.data;
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
export async function listAudit(deps: Pick<IdentityDeps, "audit" | "apiKeys">, principal: Principal, q: AuditQuery) {
  const limit = Math.min(q.limit > 0 ? q.limit : AUDIT_DEFAULT_LIMIT, LISTING_CAP);
  const rows = await deps.audit.list({
    storeId: principal.storeId,
    action: q.action, actorId: q.actor_id, targetId: q.target_id, environment: q.environment,
    from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
    cursor: q.cursor ? decodeAuditCursor(q.cursor) : undefined,
  }, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  // Entries of calls made with a key carry the key's name (issue 40), read now: a renamed key shows its name.
  const names = await deps.apiKeys.namesOf(principal.storeId, [...new Set(page.filter((e) => e.actorType === "api_key").map((e) => e.actorId))]);
  return { entries: page.map((e) => ({ ...e, actorName: names.get(e.actorId) })), nextCursor: rows.length > limit && last ? encodeAuditCursor({ createdAt: last.createdAt, id: last.id }) : null };
}
