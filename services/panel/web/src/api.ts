/**
 * The gateway's public API through the panel server's same-origin `/api`. The access token lives
 * only in this module's memory (never in storage a script injected later could read back); the
 * refresh token is an httpOnly cookie the page never sees. A 401 triggers one refresh, shared by
 * every request that hit it, then the request is repeated once.
 */
import type { Api } from "./api-types";
import { waitText } from "./format";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly codigo?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /**
   * A 400's `erros` as field → what to do (`campo` is the body's field path, `items[0].sku`): the
   * forms show each beside its field. Entries without a field (malformed JSON) stay in the message.
   */
  get fieldErrors(): Record<string, string> {
    const e = typeof this.body === "object" && this.body !== null ? (this.body as { error?: { erros?: unknown } }).error : undefined;
    const list = typeof e === "object" && e !== null && Array.isArray(e.erros) ? (e.erros as { campo?: unknown; mensagem?: unknown }[]) : [];
    const out: Record<string, string> = {};
    for (const p of list) if (typeof p.campo === "string" && p.campo && typeof p.mensagem === "string") out[p.campo] ??= p.mensagem;
    return out;
  }
}

let accessToken: string | null = null;
let storeId: string | null = null;
let refreshing: Promise<boolean> | null = null;
let onSessionLost: () => void = () => undefined;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
export function hasAccessToken(): boolean {
  return accessToken !== null;
}
/** The store a member acts for (`x-store`); null for one's own store. */
export function setStore(id: string | null): void {
  storeId = id;
}
export function onUnauthenticated(fn: () => void): void {
  onSessionLost = fn;
}

const PANEL = { "x-pix-panel": "1" };

/** The gateway's error shapes (the document's RouteError, CredentialError and InternalError), as far as a message needs them. */
type ErrorBody = { error?: string | { message?: unknown; codigo?: string; id?: string } } | undefined;

function messageOf(res: Response, body: unknown): { message: string; codigo?: string } {
  const { status } = res;
  const e = typeof body === "object" && body !== null ? (body as ErrorBody)?.error : undefined;
  // A 429 says how long to wait, from its Retry-After (the sign-in limit, e-mail limits…).
  const wait = status === 429 ? waitText(res.headers.get("retry-after")) : null;
  const after = (m: string) => (wait ? `${m.replace(/[.\s]+$/, "")}. Tente de novo em ${wait}.` : m);
  if (typeof e === "string") return { message: after(e) };
  if (e && typeof e.message === "string") return { message: after(e.message), codigo: e.codigo };
  if (status === 500 && e?.id) return { message: `Erro inesperado (id ${e.id}). Tente de novo.` };
  if (status === 503) return { message: "Serviço indisponível no momento; tente de novo em instantes." };
  return { message: `Falha na requisição (${status}).` };
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Exchanges the cookie for a new access token; false when there is no valid session. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch("/api/auth/refresh", { method: "POST", headers: PANEL, credentials: "same-origin" });
      if (!res.ok || res.status === 204) return false; // 204: no session cookie
      const body = await res.json();
      accessToken = body.data.accessToken;
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

export interface RequestOptions {
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Without the store header (the team console, one's own account). */
  ownAccount?: boolean;
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...(opts.headers ?? {}) };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (storeId && !opts.ownAccount) headers["x-store"] = storeId;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  return fetch(`/api${path}`, { method, headers, body, credentials: "same-origin" });
}

export async function apiRaw(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  let res = await send(method, path, opts);
  if (res.status === 401 && accessToken !== null) {
    if (await refreshSession()) res = await send(method, path, opts);
    else {
      accessToken = null;
      onSessionLost();
    }
  }
  return res;
}

export async function api<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiRaw(method, path, opts);
  const body = await parse(res);
  if (!res.ok) {
    const { message, codigo } = messageOf(res, body);
    throw new ApiError(res.status, message, codigo, body);
  }
  return body as T;
}

/** A sign-in's answer as the panel server passes it on: the gateway's Session without the refresh token (kept in the cookie). */
export type SignedIn = Omit<Api["Session"], "refreshToken">;

/**
 * Sign-in routes: the panel server keeps the refresh token in its cookie and answers the rest.
 * `asSession`: send this browser's session too (POST /auth/verify-email from the account's own session
 * keeps its password, sessions and keys; without it the confirmation hands the account over).
 */
export async function signIn(path: "/auth/login" | "/auth/register" | "/auth/social" | "/auth/verify-email", body: unknown, asSession = false): Promise<SignedIn> {
  const headers: Record<string, string> = { ...PANEL, "content-type": "application/json", accept: "application/json" };
  if (asSession && accessToken) headers.authorization = `Bearer ${accessToken}`;
  const res = await fetch(`/api${path}`, { method: "POST", credentials: "same-origin", headers, body: JSON.stringify(body) });
  const json = await parse(res);
  if (!res.ok) {
    const { message, codigo } = messageOf(res, json);
    throw new ApiError(res.status, message, codigo, json);
  }
  const { data } = json as { data: SignedIn };
  accessToken = data.accessToken;
  return data;
}

export async function signOut(): Promise<void> {
  accessToken = null;
  storeId = null;
  await fetch("/api/auth/logout", { method: "POST", headers: PANEL, credentials: "same-origin" }).catch(() => undefined);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
