import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "@pix/logger";
import { client, signUp, startStack, Stack, uniqueEmail } from "../../gateway/test/stack";
import { CSP, PANEL_HEADER, REFRESH_COOKIE, RunningPanel, startPanel } from "../src/server/app";

/**
 * The panel's server against the real gateway and identity: where the refresh token lives, what the
 * cookie-touching routes refuse, the pass-through, and the headers every page carries.
 */
let stack: Stack;
let panel: RunningPanel;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "pix-panel-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Painel</title><div id=root></div>");
  writeFileSync(join(dist, "assets", "app-1234.js"), "console.log(1)");
  stack = await startStack();
  panel = await startPanel(
    { GATEWAY_URL: stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: true, PANEL_DIST: dist, LOG_LEVEL: "silent" },
    createLogger("panel-test", "silent"),
  );
});
afterAll(async () => {
  await panel?.close();
  await stack?.close();
  rmSync(dist, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(panel.url + path, { method: "POST", headers: { "content-type": "application/json", [PANEL_HEADER]: "1", ...headers }, body: JSON.stringify(body) });

function refreshCookie(res: Response): { value: string; attributes: string } {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!raw) throw new Error(`no ${REFRESH_COOKIE} cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  const [pair, ...attributes] = raw.split(";");
  return { value: pair.slice(REFRESH_COOKIE.length + 1), attributes: attributes.map((a) => a.trim()).join("; ") };
}

describe("the panel server's session handling", () => {
  it("moves the refresh token of a sign-up into an httpOnly, Secure, SameSite=Strict cookie scoped to /api/auth", async () => {
    const res = await post("/api/auth/register", { name: "Maria", email: uniqueEmail("painel"), password: "s3nha-forte" });
    expect(res.status).toBe(201);
    const body: any = await res.json();
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data).not.toHaveProperty("refreshToken");
    const cookie = refreshCookie(res);
    expect(cookie.value.length).toBeGreaterThan(20);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/Secure/);
    expect(cookie.attributes).toMatch(/SameSite=Strict/);
    expect(cookie.attributes).toMatch(/Path=\/api\/auth/);
    expect(cookie.attributes).toMatch(/Max-Age=2592000/);
  });

  it("refreshes from the cookie (rotating it), and a rotated cookie replayed ends the session", async () => {
    const http = client(stack.url);
    const email = uniqueEmail("painel");
    await signUp(http, email);
    const login = await post("/api/auth/login", { email, password: "s3nha-forte" });
    expect(login.status).toBe(200);
    const first = refreshCookie(login).value;

    const refreshed = await post("/api/auth/refresh", {}, { cookie: `${REFRESH_COOKIE}=${first}` });
    expect(refreshed.status).toBe(200);
    const token = ((await refreshed.json()) as any).data.accessToken;
    const second = refreshCookie(refreshed).value;
    expect(second).not.toBe(first);
    const me = await fetch(`${panel.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).data).toMatchObject({ email, role: "owner", environment: "test" });

    const replay = await post("/api/auth/refresh", {}, { cookie: `${REFRESH_COOKIE}=${first}` });
    expect(replay.status).toBe(401);
    expect(refreshCookie(replay).attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await post("/api/auth/refresh", {}, { cookie: `${REFRESH_COOKIE}=${second}` })).status).toBe(401); // reuse revoked the session
  });

  it("answers 204 to a refresh without a cookie, and clears the cookie on logout", async () => {
    expect((await post("/api/auth/refresh", {})).status).toBe(204);
    const out = await post("/api/auth/logout", {}, { cookie: `${REFRESH_COOKIE}=x` });
    expect(out.status).toBe(204);
    expect(refreshCookie(out).attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    const none = await post("/api/auth/logout", {});
    expect(none.status).toBe(204);
    expect(refreshCookie(none).attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("revokes the session at identity on logout: the old cookie value no longer refreshes, nor its access token authenticates", async () => {
    const email = uniqueEmail("painel");
    await signUp(client(stack.url), email);
    const login = await post("/api/auth/login", { email, password: "s3nha-forte" });
    const token = ((await login.json()) as any).data.accessToken;
    const cookie = `${REFRESH_COOKIE}=${refreshCookie(login).value}`;
    const out = await post("/api/auth/logout", {}, { cookie });
    expect(out.status).toBe(204);
    expect(refreshCookie(out).attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    const again = await post("/api/auth/refresh", {}, { cookie });
    expect(again.status).toBe(401);
    expect((await fetch(`${panel.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("refuses cookie-touching routes without the panel's header or from another origin (CSRF)", async () => {
    const noHeader = await fetch(`${panel.url}/api/auth/refresh`, { method: "POST", headers: { cookie: `${REFRESH_COOKIE}=x` } });
    expect(noHeader.status).toBe(403);
    const foreign = await post("/api/auth/login", { email: "a@b.test", password: "s3nha-forte" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as any).error.message).toMatch(/origem/);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });

  it("passes other /api calls through with the gateway's status and error shape", async () => {
    const bad = await fetch(`${panel.url}/api/auth/me`);
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as any).error).toEqual(expect.any(String));
    const wrong = await fetch(`${panel.url}/api/pix`, { method: "POST", headers: { authorization: "Bearer x", "content-type": "application/json" }, body: "{" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the panel server's pages", () => {
  it("serves the app for client routes under a strict CSP, assets as immutable", async () => {
    const page = await fetch(`${panel.url}/cobrancas/abc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<div id=root>");
    expect(page.headers.get("content-security-policy")).toBe(CSP);
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toContain("unsafe-inline");
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const asset = await fetch(`${panel.url}/assets/app-1234.js`);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
    expect((await fetch(`${panel.url}/assets/missing.js`)).status).toBe(404);
  });

  it("tells the page its deployment's identity provider (none here: no social button)", async () => {
    const res = await fetch(`${panel.url}/panel-config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(await res.json()).toEqual({ data: { idp_url: null } });
  });
});

describe("the panel server's readiness (its operator port's /readyz)", () => {
  it("is ready only once the app is built", async () => {
    expect(panel.readiness()).toEqual({ ready: true, checks: { build: true } });
    const empty = mkdtempSync(join(tmpdir(), "pix-panel-nobuild-"));
    const unbuilt = await startPanel(
      { GATEWAY_URL: stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: true, PANEL_DIST: empty, LOG_LEVEL: "silent" },
      createLogger("panel-test", "silent"),
    );
    try {
      expect(unbuilt.readiness()).toEqual({ ready: false, checks: { build: false } });
      expect((await fetch(`${unbuilt.url}/`)).status).toBe(503);
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
