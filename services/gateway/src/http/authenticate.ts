import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { errors } from "@pix/errors";
import { principalSchema, type Message, type Principal } from "@pix/grpc";
import type { Clients } from "../clients";
import { assertAllowed, Permission } from "./permissions";
import type { PrincipalCache } from "./principal-cache";
import type { SessionTokenVerifier } from "./session-token";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      principal?: Principal;
      /** With authenticate(…)(permission, { account: true }): GetMe's `user`, from the cache or from Authenticate. */
      identityAccount?: Message<"pix.identity.v1.User">;
    }
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/** The route's auth middleware, tagged with its permission so the route table can be read back (role sweep test). */
export type AuthHandler = RequestHandler & { permission: Permission };

export function permissionOf(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? (handler as Partial<AuthHandler>).permission : undefined;
}

/** The prefixes of API keys (identity's domain/api-key.ts): anything else is a session JWT. */
const API_KEY = /^service_(test|live)_/;
const INVALID_SESSION = () => errors.unauthenticated("Token inválido ou expirado"); // identity's own wording

/** The edge's shortcuts (issue 13); without them every request asks identity, as before. */
export interface EdgeAuth {
  cache: PrincipalCache;
  sessions: SessionTokenVerifier;
}
const edges = new WeakMap<Clients, EdgeAuth>();

/** Installs the cache and the session verifier for every route built from these clients (app.ts). */
export function useEdgeAuth(clients: Clients, edge: EdgeAuth): void {
  edges.set(clients, edge);
}

/**
 * Resolves the credential, then applies the route's permission. `x-store` is honoured only when
 * identity found an active membership for it; the answer is cached per (credential, x-store) and
 * dropped when identity reports a change (PrincipalCache), so a removed member loses access at once.
 * Session JWTs are verified here first: a bad, expired or foreign token answers 401 without a call.
 */
export function authenticate(clients: Clients) {
  return (permission: Permission, opts: { account?: boolean } = {}): AuthHandler => Object.assign(
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const match = BEARER.exec(req.get("authorization") ?? "");
        if (!match) throw errors.unauthenticated("Token de acesso ausente");
        const { principal, account } = await resolve(clients, match[1], req.get("x-store"), opts.account === true);
        assertAllowed(principal, permission);
        res.locals.principal = principal;
        if (account) res.locals.identityAccount = account;
        next();
      } catch (err) {
        next(err);
      }
    },
    { permission },
  );
}

interface Resolved {
  principal: Principal;
  /** Only when asked for: the account as GetMe shows it (cached with the principal, dropped with it). */
  account?: Message<"pix.identity.v1.User">;
}

async function resolve(clients: Clients, bearer: string, store: string | undefined, withAccount: boolean): Promise<Resolved> {
  const edge = edges.get(clients);
  if (!edge) return fromIdentity(clients, bearer, store, withAccount);
  let key: string;
  if (API_KEY.test(bearer)) {
    key = `k:${createHash("sha256").update(bearer).digest("base64url")}`;
  } else {
    const verdict = await edge.sessions.verify(bearer);
    if (!verdict.ok && verdict.reason === "invalid") throw INVALID_SESSION();
    if (!verdict.ok) return fromIdentity(clients, bearer, store, withAccount); // key not held yet: identity decides, nothing cached
    const c = verdict.claims;
    key = `s:${c.sessionId}:${c.userId}:${c.environment}`;
  }
  key += `|${store ?? ""}`;
  const cached = edge.cache.get(key);
  const account = withAccount ? (edge.cache.account(key) as Message<"pix.identity.v1.User"> | undefined) : undefined;
  if (cached && (!withAccount || account !== undefined)) return { principal: cached, ...(account !== undefined && { account }) };
  const epoch = edge.cache.begin();
  const resolved = await fromIdentity(clients, bearer, store, withAccount);
  edge.cache.set(key, resolved.principal, epoch, resolved.account);
  return resolved;
}

async function fromIdentity(clients: Clients, bearer: string, store: string | undefined, withAccount: boolean): Promise<Resolved> {
  const r = await clients.identity.call("Authenticate", {
    bearer, ...(store ? { store_id: store } : {}), ...(withAccount ? { include_account: true } : {}),
  });
  // The proto carries role/environment/credential as strings; the principal schema narrows them (a bad one is a bug in identity).
  const principal: Principal = Object.freeze(principalSchema.parse({
    userId: r.user_id, storeId: r.store_id, role: r.role, environment: r.environment, isAdmin: r.is_admin,
    credential: r.credential, productionApproved: r.production_approved,
    ...(r.session_id ? { sessionId: r.session_id } : {}), ...(r.api_key_id ? { apiKeyId: r.api_key_id } : {}),
  }));
  return { principal, ...(withAccount && r.account ? { account: r.account } : {}) };
}

export function principalOf(res: Response): Principal {
  if (!res.locals.principal) throw errors.unauthenticated();
  return res.locals.principal;
}
