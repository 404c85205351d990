import express, { Router, type Request, type Response } from "express";
import { isAppError } from "@pix/errors";
import type { Clients } from "../../clients";
import { apiKeyPrincipal } from "../authenticate";
import { bcbScopesOf, isBcbScope, type BcbScope } from "../permissions";
import { issueToken, TOKEN_TTL_S, type TokenKey } from "./token";

const formBody = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 8 });

/** RFC 6749 §5.2: the token endpoint's errors are OAuth's, not problem details (what every OAuth client parses). */
function oauthError(res: Response, status: number, error: string, description: string) {
  if (status === 401) res.set("WWW-Authenticate", 'Basic realm="bcb-api-pix"');
  res.status(status).set("Cache-Control", "no-store").json({ error, error_description: description });
}

/** RFC 6749 §2.3.1: HTTP Basic with the form-urlencoded client_id and client_secret. */
export function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,8192})$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  try {
    return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * POST /oauth/token (client credentials): client_id is an API key's id, client_secret the key. The
 * token acts for the key's store and environment; its scopes are those asked (`scope`, space
 * separated) or, without it, every BCB scope the key's permissions allow.
 */
export function oauthRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  router.post("/oauth/token", formBody, async (req: Request, res: Response) => {
    if (!req.is("application/x-www-form-urlencoded")) {
      return oauthError(res, 400, "invalid_request", "Envie o corpo como application/x-www-form-urlencoded com grant_type=client_credentials");
    }
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (form.grant_type !== "client_credentials") {
      return oauthError(res, 400, "unsupported_grant_type", "Só grant_type=client_credentials é aceito");
    }
    const credentials = basicCredentials(req.get("authorization"));
    if (!credentials) {
      return oauthError(res, 401, "invalid_client", "Autentique com HTTP Basic: client_id = id da chave de API, client_secret = a chave");
    }
    let principal;
    try {
      principal = await apiKeyPrincipal(clients, credentials.clientSecret);
    } catch (err) {
      if (isAppError(err) && err.kind === "unauthenticated") return oauthError(res, 401, "invalid_client", "Chave de API inválida ou revogada");
      throw err;
    }
    if (principal.apiKeyId !== credentials.clientId) {
      return oauthError(res, 401, "invalid_client", "O client_id não é o id desta chave de API");
    }
    const allowed = bcbScopesOf(principal);
    let granted: BcbScope[] = allowed;
    if (typeof form.scope === "string" && form.scope.trim() !== "") {
      const asked = form.scope.trim().split(/\s+/);
      const refused = asked.filter((s) => !isBcbScope(s) || !allowed.includes(s));
      if (refused.length > 0) {
        return oauthError(res, 400, "invalid_scope", `Escopos não servidos ou fora das permissões desta chave: ${refused.join(", ")}`);
      }
      granted = asked as BcbScope[];
    }
    const token = await issueToken(key, principal, granted);
    res.set("Cache-Control", "no-store").json({ access_token: token, token_type: "Bearer", expires_in: TOKEN_TTL_S, scope: granted.join(" ") });
  });
  return router;
}
