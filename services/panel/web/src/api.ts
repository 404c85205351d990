/**
 * The gateway's public API through the panel server's same-origin `/api`. The access token lives
 * only in this module's memory (never in storage a script injected later could read back); the
 * refresh token is an httpOnly cookie the page never sees. A 401 triggers one refresh, shared by
 * every request that hit it, then the request is repeated once.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly codigo?: string,
    readonly body?: unknown,
  ) {
    super(message);
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

function messageOf(status: number, body: any): { message: string; codigo?: string } {
  const e = body?.error;
  if (typeof e === "string") return { message: e };
  if (e && typeof e.message === "string") return { message: e.message, codigo: e.codigo };
  if (status === 500 && e?.id) return { message: `Erro inesperado (id ${e.id}). Tente de novo.` };
  if (status === 503) return { message: "Serviço indisponível no momento; tente de novo em instantes." };
  return { message: `Falha na requisição (${status}).` };
}

async function parse(res: Response): Promise<any> {
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

export async function api<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiRaw(method, path, opts);
  const body = await parse(res);
  if (!res.ok) {
    const { message, codigo } = messageOf(res.status, body);
    throw new ApiError(res.status, message, codigo, body);
  }
  return body as T;
}

/** Sign-in routes: the panel server keeps the refresh token in its cookie and answers the rest. */
export async function signIn(path: "/auth/login" | "/auth/register" | "/auth/social" | "/auth/verify-email", body: unknown): Promise<any> {
  const res = await fetch(`/api${path}`, {
    method: "POST", credentials: "same-origin", headers: { ...PANEL, "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body),
  });
  const json = await parse(res);
  if (!res.ok) {
    const { message, codigo } = messageOf(res.status, json);
    throw new ApiError(res.status, message, codigo, json);
  }
  accessToken = json.data.accessToken;
  return json.data;
}

export async function signOut(): Promise<void> {
  accessToken = null;
  storeId = null;
  await fetch("/api/auth/logout", { method: "POST", headers: PANEL, credentials: "same-origin" }).catch(() => undefined);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
