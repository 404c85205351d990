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
const INVALID_SESSION = () => errors.unauthenticated("CREDENCIAL_INVALIDA", "Token inválido ou expirado"); // identity's own wording

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
        const { principal, account } = await resolve(clients, bearerOf(req), req.get("x-store"), opts.account === true);
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

function bearerOf(req: Request): string {
  const match = BEARER.exec(req.get("authorization") ?? "");
  if (!match) throw errors.unauthenticated("CREDENCIAL_AUSENTE", "Token de acesso ausente");
  return match[1];
}

/**
 * The request's credential checked again by identity, never by the cache, under the same permission:
 * for a connection that outlives the request's check (GET /events/stream). Throws what authenticate
 * would answer now (a revoked key or session, a removed membership).
 */
export async function reauthenticate(clients: Clients, req: Request, permission: Permission): Promise<Principal> {
  const { principal } = await fromIdentity(clients, bearerOf(req), req.get("x-store"), false);
  assertAllowed(principal, permission);
  return principal;
}

/**
 * The request's credential when it sent one, checked by identity (never the cache), without x-store:
 * for a public route where a credential changes what happens (POST /auth/verify-email). A credential
 * sent but invalid answers 401: the caller meant to act as someone, never silently as nobody.
 */
export async function optionalPrincipal(clients: Clients, req: Request): Promise<Principal | undefined> {
  if (req.get("authorization") === undefined) return undefined;
  return (await fromIdentity(clients, bearerOf(req), undefined, false)).principal;
}

/** This replica's principal cache, whose invalidations say when a principal may have changed; null without the edge's shortcuts. */
export function principalCacheOf(clients: Clients): PrincipalCache | null {
  return edges.get(clients)?.cache ?? null;
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
    ...(r.scopes && r.scopes.length > 0 ? { scopes: r.scopes } : {}),
  }));
  return { principal, ...(withAccount && r.account ? { account: r.account } : {}) };
}

export function principalOf(res: Response): Principal {
  if (!res.locals.principal) throw errors.unauthenticated("CREDENCIAL_AUSENTE", "Credencial ausente ou inválida");
  return res.locals.principal;
}

/**
 * The principal of an API key given as such (not as a bearer header): the BCB API's OAuth token
 * endpoint, whose client secret is the key. The same resolution as a request's (cache, identity);
 * anything but an API key is refused like an invalid credential.
 */
export async function apiKeyPrincipal(clients: Clients, key: string): Promise<Principal> {
  if (!API_KEY.test(key) || key.length > 4096) throw errors.unauthenticated("CREDENCIAL_INVALIDA", "Chave de API inválida");
  return (await resolve(clients, key, undefined, false)).principal;
}
