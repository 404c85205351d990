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

/** The route's auth middleware, tagged with its permission so the route table can be read back (role sweep test). */
export type AuthHandler = RequestHandler & { permission: Permission };

export function permissionOf(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? (handler as Partial<AuthHandler>).permission : undefined;
}

/**
 * Resolves the credential through identity, then applies the route's permission. `x-store` goes to
 * identity with the credential and is honoured only when identity finds an active membership, on
 * every request (nothing cached here), so a removed member loses access at once.
 */
export function authenticate(clients: Clients) {
  return (permission: Permission): AuthHandler => Object.assign(
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
    },
    { permission },
  );
}

export function principalOf(res: Response): Principal {
  if (!res.locals.principal) throw errors.unauthenticated();
  return res.locals.principal;
}
