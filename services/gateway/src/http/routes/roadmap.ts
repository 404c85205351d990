import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { uuidParam } from "./params";

const CARD = "Card do roadmap";
const status = z.enum(["idea", "planned", "in_progress", "done"]);
const title = z.string().trim().min(3).max(120);
const description = z.string().trim().max(5000);
const createBody = z.strictObject({ title, description: description.optional(), status: status.optional() });
const updateBody = z.strictObject({ title: title.optional(), description: description.optional(), status: status.optional() })
  .refine((b) => Object.keys(b).length > 0, "informe ao menos um campo");
const commentBody = z.strictObject({ body: z.string().trim().min(1).max(2000) });

const cardJson = (c: Message<"pix.identity.v1.RoadmapCard">) => ({
  id: c.id, title: c.title, description: c.description, status: c.status, votes: Number(c.votes), voted: c.voted, created_at: c.created_at,
});
const commentJson = (c: { id: string; body: string; author_name: string; created_at: string }) => ({
  id: c.id, body: c.body, author_name: c.author_name, created_at: c.created_at,
});

/**
 * Internal roadmap of the merchant panel (contract 4.13; may change without notice): every store reads,
 * votes (one vote per store, toggles) and comments; only the team creates, edits and deletes cards.
 */
export function roadmapRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.get("/roadmap", auth("roadmap"), async (_req, res) => {
    const r = await identity.call("ListRoadmap", {}, { principal: principalOf(res) });
    res.json({
      data: (r.cards ?? []).map(cardJson),
      ...(r.truncated && { aviso: `Mostrando os ${r.limit} cards mais recentes; há mais que não foram listados.` }),
    });
  });
  router.post("/roadmap", auth("admin"), async (req, res) => {
    const r = await identity.call("CreateRoadmapCard", body(createBody, req), { principal: principalOf(res) });
    res.status(201).json({ data: cardJson(r) });
  });
  router.put("/roadmap/:id", auth("admin"), async (req, res) => {
    const id = uuidParam(req, CARD);
    const r = await identity.call("UpdateRoadmapCard", { id, ...body(updateBody, req) }, { principal: principalOf(res) });
    res.json({ data: cardJson(r) });
  });
  router.delete("/roadmap/:id", auth("admin"), async (req, res) => {
    const r = await identity.call("DeleteRoadmapCard", { id: uuidParam(req, CARD) }, { principal: principalOf(res) });
    res.json({ data: cardJson(r) });
  });
  router.post("/roadmap/:id/vote", auth("roadmap"), async (req, res) => {
    const r = await identity.call("ToggleRoadmapVote", { id: uuidParam(req, CARD) }, { principal: principalOf(res) });
    res.json({ data: cardJson(r) });
  });
  router.get("/roadmap/:id/comments", auth("roadmap"), async (req, res) => {
    const r = await identity.call("ListRoadmapComments", { id: uuidParam(req, CARD) }, { principal: principalOf(res) });
    res.json({
      data: (r.comments ?? []).map(commentJson),
      ...(r.truncated && { aviso: `Mostrando os ${r.limit} primeiros comentários; há mais que não foram listados.` }),
    });
  });
  router.post("/roadmap/:id/comments", auth("roadmap"), async (req, res) => {
    const id = uuidParam(req, CARD);
    const r = await identity.call("AddRoadmapComment", { card_id: id, ...body(commentBody, req) }, { principal: principalOf(res) });
    res.status(201).json({ data: commentJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as roadmapCreateBody, updateBody as roadmapUpdateBody, commentBody };
