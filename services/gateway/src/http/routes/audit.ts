import type { Message } from "@pix/grpc";
import { present } from "../views";
import { Router } from "express";
import { LISTING_CAP, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { query } from "../validate";

const instant = z.iso.datetime({ offset: true });
const auditQuery = z.strictObject({
  action: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, "action no formato alvo.verbo").max(100).optional(),
  actor_id: z.string().min(1).max(100).optional(),
  target_id: z.string().min(1).max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  /** Default 50; at most the contract's listing cap (5000). */
  limit: z.coerce.number().int().min(1).max(LISTING_CAP).optional(),
  cursor: z.string().min(1).max(400).optional(),
  /** Both environments when absent. */
  environment: z.enum(["test", "live"]).optional(),
});

export function auditEntryJson(e: Message<"pix.identity.v1.AuditEntry">) {
  const actor = present(e.actor);
  const target = present(e.target);
  return {
    id: e.id, action: e.action, actor: { type: actor.type, id: actor.id, ...(actor.type === "api_key" && { name: actor.name ?? null }) }, target: { type: target.type, id: target.id ?? null },
    environment: e.environment, request_id: e.request_id ?? null, created_at: e.created_at, summary: JSON.parse(e.summary_json || "{}"),
  };
}

/** Issue 12: the store's audit trail (owner and managers), newest first, cursor pagination. */
export function auditRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  router.get("/audit", auth("auditoria:ler"), async (req, res) => {
    const q = query(auditQuery, req);
    const r = await clients.identity.call("ListAudit", { ...q, limit: q.limit ?? 0 }, { principal: principalOf(res) });
    res.json({ data: (r.entries ?? []).map(auditEntryJson), next_cursor: r.next_cursor ?? null });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { auditQuery };
