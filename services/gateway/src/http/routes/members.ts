import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { uuidParam } from "./params";

const MEMBER = "Membro";
const role = z.enum(["manager", "editor", "viewer"]);
/** The limit on addresses per request (50, after de-duplication) and the default role are identity's. */
const inviteBody = z.strictObject({ emails: z.array(z.string().trim().email().max(254)).min(1).max(500), role: role.optional() });
const updateBody = z.strictObject({ role });

const memberJson = (m: Message<"pix.identity.v1.Member">) => ({ id: m.id, email: m.email, role: m.role, status: m.status, created_at: m.created_at });

/** Contract 2.7, 3.4, 4.5, 4.6: the store's members and invites; the owner's session only (`members`). */
export function memberRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.post("/members", auth("members"), async (req, res) => {
    const r = await identity.call("InviteMembers", body(inviteBody, req), { principal: principalOf(res) });
    res.status(201).json({ data: (r.members ?? []).map(memberJson) });
  });
  router.get("/members", auth("members"), async (_req, res) => {
    const r = await identity.call("ListMembers", {}, { principal: principalOf(res) });
    res.json({
      data: (r.members ?? []).map(memberJson),
      ...(r.truncated && { aviso: `Mostrando os ${r.limit} membros e convites mais recentes; há mais que não foram listados.` }),
    });
  });
  router.put("/members/:id", auth("members"), async (req, res) => {
    const id = uuidParam(req, MEMBER);
    const r = await identity.call("UpdateMember", { id, role: body(updateBody, req).role }, { principal: principalOf(res) });
    res.json({ data: memberJson(r) });
  });
  router.delete("/members/:id", auth("members"), async (req, res) => {
    const r = await identity.call("RemoveMember", { id: uuidParam(req, MEMBER) }, { principal: principalOf(res) });
    res.json({ data: memberJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { inviteBody, updateBody as memberUpdateBody };
