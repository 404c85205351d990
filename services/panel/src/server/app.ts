import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "@pix/logger";
import type { Readiness } from "@pix/observability";
import type { PanelConfig } from "./config";

/**
 * The panel's small server: the built single-page app (static files under a strict CSP) and a
 * same-origin pass-through `/api/*` → the public gateway API. It adds exactly one thing to the
 * gateway's sessions: the refresh token never reaches page script. Sign-in answers have their
 * `refreshToken` moved into an httpOnly, SameSite=Strict cookie scoped to `/api/auth`; the page keeps
 * only the 1-hour access token, in memory. `POST /api/auth/refresh` reads the cookie, rotates it at the
 * gateway and answers the new access token. docs/panel.md explains the choice.
 */

export const REFRESH_COOKIE = "pix_panel_refresh";
/** Header every cookie-touching panel route demands: a cross-site form or image cannot send it (CORS). */
export const PANEL_HEADER = "x-pix-panel";
const COOKIE_PATH = "/api/auth";
/** Identity's refresh tokens live 30 days (services/identity/src/domain/tokens.ts); rotation resets this. */
const COOKIE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * Routes whose successful answer carries a session ({user, accessToken, refreshToken}). Confirming
 * an address (POST /auth/verify-email, the /confirmar-email page) answers the account's only session.
 */
const SIGN_IN_ROUTES = new Set(["/auth/login", "/auth/register", "/auth/social", "/auth/verify-email"]);
const FORWARDED_REQUEST_HEADERS = ["authorization", "content-type", "content-length", "accept", "x-store", "idempotency-key", "x-request-id"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "content-disposition", "x-request-id", "retry-after", "idempotent-replayed"];

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // Charges carry their QR as a data: URL; team document previews are blob: URLs of fetched files.
  "img-src 'self' data: blob:",
  "frame-src blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

export interface RunningPanel {
  url: string;
  port: number;
  close(): Promise<void>;
  /**
   * The operator port's /readyz (runService): ready once the app is built. The gateway is not
   * checked: its outage shows as the pages' errors, not as panel pods taken out of the Service.
   */
  readiness(): Readiness;
}

/** services/panel/web-dist, from src/server (tsx, jest) and from dist/server (compiled) alike. */
export function defaultDist(): string {
  return resolve(__dirname, "../../web-dist");
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function createPanelApp(config: Pick<PanelConfig, "GATEWAY_URL" | "PANEL_SECURE_COOKIE" | "PANEL_DIST" | "PANEL_IDP_URL" | "TRUST_PROXY">, logger: Logger) {
  const gateway = config.GATEWAY_URL.replace(/\/$/, "");
  const dist = config.PANEL_DIST ?? defaultDist();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // req.ip: the socket address, or what a listed proxy in front of us reports (proxy-addr).
  app.set("trust proxy", config.TRUST_PROXY ?? []);

  app.use((_req, res, next) => {
    res.setHeader("content-security-policy", CSP);
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("referrer-policy", "no-referrer");
    res.setHeader("cross-origin-opener-policy", "same-origin");
    res.setHeader("permissions-policy", "camera=(), microphone=(), geolocation=()");
    next();
  });

  const cookieOptions = { httpOnly: true, secure: config.PANEL_SECURE_COOKIE, sameSite: "strict" as const, path: COOKIE_PATH };
  const setRefresh = (res: Response, token: string) => res.cookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: COOKIE_MAX_AGE_MS });
  const clearRefresh = (res: Response) => res.clearCookie(REFRESH_COOKIE, cookieOptions);

  /** Cookie-touching routes: our header present, and no foreign Origin (defence in depth beside SameSite). */
  const panelOnly = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    const own = `${req.protocol}://${req.headers.host}`;
    if (req.headers[PANEL_HEADER] !== "1" || (origin !== undefined && origin !== own)) {
      res.status(403).json({ error: { message: "Requisição recusada: origem não é o painel", codigo: "ACESSO_NEGADO" } });
      return;
    }
    next();
  };

  async function forward(req: Request, path: string, body?: string) {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const v = req.headers[name];
      if (typeof v === "string") headers.set(name, v);
    }
    // The gateway counts failed sign-ins per client address and believes this header only from its
    // listed proxies, this server among them: the browser's address as we determined it, and nothing
    // the browser wrote itself (its own X-Forwarded-For is never forwarded).
    if (req.ip) headers.set("x-forwarded-for", req.ip);
    const hasBody = !["GET", "HEAD"].includes(req.method);
    if (body !== undefined) {
      headers.delete("content-length");
      headers.set("content-type", "application/json");
    }
    return fetch(gateway + path, {
      method: req.method,
      headers,
      body: body ?? (hasBody ? (Readable.toWeb(req) as unknown as RequestInit["body"]) : undefined),
      redirect: "manual",
      ...(hasBody && body === undefined ? { duplex: "half" } : {}),
    } as RequestInit);
  }

  function copyHeaders(from: globalThis.Response, res: Response) {
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const v = from.headers.get(name);
      if (v !== null) res.setHeader(name, v);
    }
    res.setHeader("cache-control", "no-store");
  }

  const unavailable = (res: Response, err: unknown) => {
    logger.warn({ err }, "gateway unreachable");
    if (!res.headersSent) res.status(503).json({ error: { message: "Serviço indisponível no momento; tente de novo em instantes", codigo: "SERVICO_INDISPONIVEL" } });
    else res.destroy();
  };

  // Sign-in: the gateway's answer minus the refresh token, which goes into the cookie.
  app.post([...SIGN_IN_ROUTES].map((p) => `/api${p}`), panelOnly, async (req, res) => {
    try {
      const answer = await forward(req, req.path.slice(4));
      copyHeaders(answer, res);
      const text = await answer.text();
      let json: unknown;
      try { json = JSON.parse(text); } catch { res.status(answer.status).send(text); return; }
      const data = dataOf(json);
      if (data && typeof data.refreshToken === "string") {
        setRefresh(res, data.refreshToken);
        delete data.refreshToken;
      }
      res.status(answer.status).json(json);
    } catch (err) {
      unavailable(res, err);
    }
  });

  app.post("/api/auth/refresh", panelOnly, async (req, res) => {
    const token = readCookie(req, REFRESH_COOKIE);
    if (!token) {
      // No session in this browser: nothing to refresh (the page asks on every load, so not an error).
      res.status(204).end();
      return;
    }
    try {
      const answer = await forward(req, "/auth/refresh", JSON.stringify({ refreshToken: token }));
      copyHeaders(answer, res);
      const json: unknown = await answer.json().catch(() => ({}));
      const data = dataOf(json);
      if (answer.ok && data && typeof data.refreshToken === "string") {
        setRefresh(res, data.refreshToken);
        res.json({ data: { accessToken: data.accessToken } });
        return;
      }
      if (answer.status === 401 || answer.status === 400) clearRefresh(res);
      res.status(answer.status).json(json);
    } catch (err) {
      unavailable(res, err);
    }
  });

  /**
   * Sign-out: the cookie's session is revoked at identity (POST /auth/logout), and the cookie cleared in
   * any case: the person asked to leave, so this browser forgets the session even when the gateway is
   * unreachable (then 503, so the page can say the revocation did not happen).
   */
  app.post("/api/auth/logout", panelOnly, async (req, res) => {
    const token = readCookie(req, REFRESH_COOKIE);
    clearRefresh(res);
    if (!token) {
      res.status(204).end();
      return;
    }
    try {
      const answer = await forward(req, "/auth/logout", JSON.stringify({ refreshToken: token }));
      copyHeaders(answer, res);
      if (answer.ok) res.status(204).end();
      else res.status(answer.status).json(await answer.json().catch(() => ({})));
    } catch (err) {
      unavailable(res, err);
    }
  });

  // Everything else under /api: a plain pass-through, bodies streamed both ways (document uploads).
  app.use("/api", async (req, res) => {
    try {
      const answer = await forward(req, req.url);
      copyHeaders(answer, res);
      res.status(answer.status);
      if (!answer.body) {
        res.end();
        return;
      }
      // fetch's body is the DOM's ReadableStream type; at run time it is node:stream/web's, which fromWeb takes.
      Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>).on("error", () => res.destroy()).pipe(res);
    } catch (err) {
      unavailable(res, err);
    }
  });

  // What the page needs to know of this deployment (a file, not inline script: the CSP allows none).
  app.get("/panel-config.json", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ data: { idp_url: config.PANEL_IDP_URL?.replace(/\/$/, "") ?? null } });
  });

  app.get("/health", (_req, res) => {
    res.json({ data: { status: existsSync(join(dist, "index.html")) ? "ok" : "sem build" } });
  });

  app.use("/assets", express.static(join(dist, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  app.use(express.static(dist, { index: false, maxAge: 0 }));
  // The single-page app answers every other GET (client-side routes).
  app.get(/.*/, (_req, res) => {
    const index = join(dist, "index.html");
    if (!existsSync(index)) {
      res.status(503).type("text/plain").send("O painel ainda não foi construído: pnpm --filter @pix/panel build");
      return;
    }
    res.setHeader("cache-control", "no-store");
    res.sendFile(index);
  });
  return app;
}

export async function startPanel(config: PanelConfig, logger: Logger): Promise<RunningPanel> {
  const app = createPanelApp(config, logger);
  const index = join(config.PANEL_DIST ?? defaultDist(), "index.html");
  const server: Server = await new Promise((resolvePromise) => {
    const s = app.listen(config.HTTP_PORT, config.HTTP_HOST, () => resolvePromise(s));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.HTTP_HOST}:${port}`;
  logger.info({ url, gateway: config.GATEWAY_URL }, "panel listening");
  return {
    url,
    port,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
    readiness: () => {
      const build = existsSync(index);
      return { ready: build, checks: { build } };
    },
  };
}

/** The `data` object of a gateway answer `{data: {…}}`, or null when the answer has none. */
function dataOf(json: unknown): Record<string, unknown> | null {
  const data = json !== null && typeof json === "object" ? (json as { data?: unknown }).data : undefined;
  return data !== null && typeof data === "object" ? (data as Record<string, unknown>) : null;
}
