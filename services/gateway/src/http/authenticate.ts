import type { NextFunction, Request, RequestHandler, Response } from "express";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { Clients } from "../clients";
import { assertAllowed, Permission } from "./permissions";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      principal?: Principal;
    }
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/** Resolves the credential through identity, then applies the route's permission. */
export function authenticate(clients: Clients) {
  return (permission: Permission): RequestHandler =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const match = BEARER.exec(req.get("authorization") ?? "");
        if (!match) throw errors.unauthenticated("Token de acesso ausente");
        const store = req.get("x-store");
        const r = await clients.identity.call("Authenticate", { bearer: match[1], ...(store ? { store_id: store } : {}) });
        const principal: Principal = {
          userId: r.user_id, storeId: r.store_id, role: r.role, environment: r.environment, isAdmin: r.is_admin,
          credential: r.credential, productionApproved: r.production_approved,
          ...(r.session_id ? { sessionId: r.session_id } : {}), ...(r.api_key_id ? { apiKeyId: r.api_key_id } : {}),
        };
        assertAllowed(principal, permission);
        res.locals.principal = principal;
        next();
      } catch (err) {
        next(err);
      }
    };
}

export function principalOf(res: Response): Principal {
  if (!res.locals.principal) throw errors.unauthenticated();
  return res.locals.principal;
}
