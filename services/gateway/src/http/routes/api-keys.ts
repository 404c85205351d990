import { Router } from "express";
import { errors, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { apiKeyJson } from "../views";
import { scopesBeyondRole, SCOPES } from "../permissions";
import { uuidParam } from "./params";

const createBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  environment: z.enum(["test", "live"]),
  /** Issue 40: a restricted key; absent, the key keeps the store's full rights. */
  permissoes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length).optional(),
});

export function apiKeyRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.post("/api-keys", auth("account:keys"), async (req, res) => {
    const input = body(createBody, req);
    const principal = principalOf(res);
    // A key never exceeds its creator's role; full rights (no permissoes) means every scope.
    const beyond = scopesBeyondRole(principal.role, input.permissoes ?? SCOPES);
    if (beyond.length > 0) throw errors.permissaoAcimaDoPapel(beyond);
    const r = await identity.call("CreateApiKey", input, { principal });
    res.status(201).json({ data: { ...apiKeyJson(r.api_key), key: r.key } });
  });
  router.get("/api-keys", auth("account:read"), async (_req, res) => {
    const r = await identity.call("ListApiKeys", {}, { principal: principalOf(res) });
    res.json({
      data: (r.api_keys ?? []).map(apiKeyJson),
      ...(r.truncated && { aviso: `Mostrando as ${r.limit} API keys mais recentes; há mais que não foram listadas.` }),
    });
  });
  /** The key making the call (issue 40): its environment and scopes, so a tool (the MCP server) offers only what it may do. */
  router.get("/api-keys/current", auth("credencial"), (_req, res) => {
    const p = principalOf(res);
    if (p.credential !== "api_key" || !p.apiKeyId) throw errors.forbidden("Esta rota descreve a chave de API da requisição; uma sessão não é uma chave");
    res.json({ data: { id: p.apiKeyId, environment: p.environment, permissoes: p.scopes ?? null, escopos: p.scopes ?? [...SCOPES] } });
  });
  router.delete("/api-keys/:id", auth("account:delete"), async (req, res) => {
    const r = await identity.call("RevokeApiKey", { id: uuidParam(req, "API key") }, { principal: principalOf(res) });
    res.json({ data: apiKeyJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as apiKeyCreateBody };
