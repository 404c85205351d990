import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { loadConfig } from "@pix/config";
import { createLogger } from "@pix/logger";
import { createGatewayApp } from "../src/app";
import { gatewayEnv } from "../src/config";
import { buildOpenApiDocument } from "../src/openapi/document";
import { OPERATIONS } from "../src/openapi/operations";
import { NO_CLIENTS } from "./fuzz/routes";

/**
 * GET /openapi.json and GET /docs on the gateway app: the document served, the reference page with
 * its strict CSP, its assets from the swagger-ui-dist package (no CDN), and the page rendered by a
 * real headless Chromium (Debian's `chromium`, driven by playwright-core) with every operation
 * shown and no console error (CSP violations are console errors). These routes call no service.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];

let server: Server;
let base: string;

beforeAll(async () => {
  const config = loadConfig(gatewayEnv, { PRINCIPAL_SECRET: "x".repeat(32) });
  const app = createGatewayApp(config, createLogger("openapi-docs-spec", "silent"), NO_CLIENTS, {} as any);
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server?.closeAllConnections();
});

describe("GET /openapi.json and GET /docs", () => {
  it("serves the document, public, as JSON", async () => {
    const res = await fetch(`${base}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = (await res.json()) as { servers: unknown[] };
    expect(doc).toMatchObject({ openapi: "3.1.0", info: { version: "2.0.0" } });
    expect(doc.servers).toHaveLength(2);
  });

  it("names the configured public addresses as the servers' defaults, and lets the page call them", async () => {
    const config = loadConfig(gatewayEnv, {
      PRINCIPAL_SECRET: "x".repeat(32), PUBLIC_BASE_URL: "https://api.loja.example/", CHECKOUT_BASE_URL: "https://pagar.loja.example",
    });
    const other = createGatewayApp(config, createLogger("openapi-docs-spec", "silent"), NO_CLIENTS, {} as any).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => other.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const doc = (await (await fetch(`${url}/openapi.json`)).json()) as { servers: { variables: Record<string, { default: string }> }[] };
      expect(doc.servers.map((s) => Object.values(s.variables)[0].default)).toEqual(["https://api.loja.example", "https://pagar.loja.example"]);
      const csp = (await fetch(`${url}/docs`)).headers.get("content-security-policy");
      expect(csp).toContain("connect-src 'self' https://api.loja.example https://pagar.loja.example");
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
      other.closeAllConnections();
    }
  });

  it("serves the reference page with a CSP that allows only its own scripts, and only the assets it loads", async () => {
    const page = await fetch(`${base}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline script
    for (const asset of ["swagger-ui-bundle.js", "swagger-ui.css", "init.js"]) {
      const res = await fetch(`${base}/docs/assets/${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      await res.arrayBuffer();
    }
    // The package's other files (its own index page, source maps) are not exposed: the gateway's 404.
    for (const other of ["index.html", "swagger-ui-bundle.js.map", "../package.json"]) {
      const res = await fetch(`${base}/docs/assets/${other}`);
      expect([other, res.status]).toEqual([other, 404]);
      await res.arrayBuffer();
    }
  });

  it("renders every operation in a real browser without a console error", async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium; .ci/run does it) or set CHROMIUM_PATH.`);
    }
    const profile = mkdtempSync(join(tmpdir(), "pix-chromium-"));
    const browser: BrowserContext = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
      page.on("pageerror", (e) => problems.push(e.message));
      await page.goto(`${base}/docs`);
      await page.locator(".opblock-summary-path", { hasText: "/pix/status" }).first().waitFor();
      const operations = await page.locator(".opblock").count();
      // Every route, and every webhook event (OpenAPI 3.1 `webhooks`), is one operation block.
      expect(operations).toBe(OPERATIONS.length + Object.keys(buildOpenApiDocument().webhooks).length);
      await expect(page.locator(".info .title").innerText()).resolves.toContain("Pix gateway");
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);
});
