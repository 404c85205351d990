import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { apiKeyJson } from "../views";
import { uuidParam } from "./params";

const createBody = z.strictObject({ name: z.string().trim().min(1).max(100), environment: z.enum(["test", "live"]) });

export function apiKeyRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.post("/api-keys", auth("account:write"), async (req, res) => {
    const r = await identity.call("CreateApiKey", body(createBody, req), { principal: principalOf(res) });
    res.status(201).json({ data: { ...apiKeyJson(r.api_key), key: r.key } });
  });
  router.get("/api-keys", auth("account:read"), async (_req, res) => {
    const r = await identity.call("ListApiKeys", {}, { principal: principalOf(res) });
    res.json({
      data: (r.api_keys ?? []).map(apiKeyJson),
      ...(r.truncated && { aviso: `Mostrando as ${r.limit} API keys mais recentes; há mais que não foram listadas.` }),
    });
  });
  router.delete("/api-keys/:id", auth("account:delete"), async (req, res) => {
    const r = await identity.call("RevokeApiKey", { id: uuidParam(req, "API key") }, { principal: principalOf(res) });
    res.json({ data: apiKeyJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as apiKeyCreateBody };
