import type { NextFunction, Request, Response } from "express";
import { assertAllowed, BCB_SCOPES, type BcbScope, type Permission } from "../permissions";
import { BcbProblem } from "./problem";
import { verifyToken, type TokenKey } from "./token";

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/**
 * The /bcb/v2 routes' auth: an access token of POST /bcb/v2/oauth/token holding the operation's BCB
 * scope, whose principal still holds the permission of ours (permissions.ts) the route names; by
 * default the scope's own (BCB_SCOPES), a stricter one where ours is finer (a devolução's reading).
 */
export function bcbAuth(key: TokenKey) {
  return (scope: BcbScope, permission: Permission = BCB_SCOPES[scope]) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const match = BEARER.exec(req.get("authorization") ?? "");
        const verified = match && (await verifyToken(key, match[1]));
        if (!verified) {
          res.set("WWW-Authenticate", 'Bearer error="invalid_token"');
          throw new BcbProblem("AcessoNegado", 401, "Token de acesso ausente, inválido ou expirado: obtenha um em POST /bcb/v2/oauth/token");
        }
        if (!verified.scopes.includes(scope)) {
          throw new BcbProblem("AcessoNegado", 403, `O token não tem o escopo ${scope}: peça-o em POST /bcb/v2/oauth/token (campo scope) com uma chave de API que tenha a permissão ${BCB_SCOPES[scope]}`);
        }
        assertAllowed(verified.principal, permission);
        res.locals.principal = verified.principal;
        next();
      } catch (err) {
        next(err);
      }
    };
}
