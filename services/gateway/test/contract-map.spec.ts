import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Express } from "express";
import { loadConfig } from "@pix/config";
import { Codigo } from "@pix/errors";
import { createLogger } from "@pix/logger";
import { createPublicApp } from "@pix/checkout/src/http/app";
import { createGatewayApp } from "../src/app";
import { gatewayEnv } from "../src/config";
import { openApiPath } from "../src/openapi/document";
import { BCB_PREFIX, bcbRoutes } from "../src/http/bcb";
import { NO_CLIENTS, routesOf } from "./fuzz/routes";

/**
 * docs/contract-map.md stays true: every `codigo` of the error catalogue, every route of the
 * gateway and of the checkout's public app (read from the built express apps), and every section
 * of the contract has its row; no row names a route that no longer exists; every file the map
 * names exists.
 */

const ROOT = join(__dirname, "..", "..", "..");
const MAP = readFileSync(join(ROOT, "docs", "contract-map.md"), "utf8");
const CONTRACT = join(ROOT, "..", "shared", "spec", "pix-gateway-interface.md");

/** The contract's sections (v2.0.0), as its headings number them. */
const CONTRACT_SECTIONS = [
  "1", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "3.1", "3.2", "3.3", "3.4", "3.5",
  "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7", "4.8", "4.9", "4.10", "4.11", "4.12", "4.13", "5", "6", "7", "8", "9",
];

/** The text of one `## title` section of the map (up to the next `## `). */
function section(title: string): string {
  const start = MAP.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/contract-map.md has no "## ${title}" section`);
  const end = MAP.indexOf("\n## ", start + 1);
  return MAP.slice(start, end < 0 ? undefined : end);
}

/** First-column cells of a section's table rows (not the header rows, which sit above a `|---` line). */
function firstCells(text: string): string[] {
  const lines = text.split("\n");
  const isRule = (l: string | undefined) => /^\|\s*-/.test(l ?? "");
  return lines.filter((l, i) => l.startsWith("| ") && !isRule(l) && !isRule(lines[i + 1])).map((l) => l.split("|")[1].trim());
}

const tableOf = (app: Express) => routesOf((app as unknown as { router: any }).router).map((r) => `${r.method} ${openApiPath(r.path)}`);

function liveRoutes(): string[] {
  const logger = createLogger("contract-map-spec", "silent");
  const gateway = createGatewayApp(loadConfig(gatewayEnv, { PRINCIPAL_SECRET: "x".repeat(32) }), logger, NO_CLIENTS, {} as any);
  const checkout = createPublicApp({ logger, deps: NO_CLIENTS, limits: { read: NO_CLIENTS, write: NO_CLIENTS }, trustProxy: false, healthTargets: () => ({}) });
  return [...new Set([...tableOf(gateway), ...tableOf(checkout)])].sort();
}

describe("docs/contract-map.md", () => {
  it("has a row for every codigo of the error catalogue", () => {
    const rows = firstCells(section("Error codes")).join(" ");
    const missing = Object.values(Codigo).filter((codigo) => !rows.includes(`\`${codigo}\``));
    expect(missing).toEqual([]);
    expect(Object.values(Codigo).length).toBeGreaterThan(10); // the catalogue itself was read
  });

  it("has a row for every route of the gateway and the checkout, and none for a route that is gone", () => {
    const routes = liveRoutes();
    const rows = firstCells(section("Routes")).map((cell) => cell.replace(/`/g, ""));
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => !rows.includes(r))).toEqual([]);
    expect(rows.filter((r) => !routes.includes(r))).toEqual([]);
  });

  it("has a row for every route of the BCB's API Pix (/bcb/v2, issue 39), and none for a route that is gone", () => {
    const routes = routesOf(bcbRoutes(NO_CLIENTS, "x".repeat(32))).map((r) => `${r.method} ${BCB_PREFIX}${openApiPath(r.path)}`).sort();
    const rows = firstCells(section("The BCB's API Pix (issue 39)")).map((cell) => cell.replace(/`/g, ""));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => !rows.includes(r))).toEqual([]);
    expect(rows.filter((r) => !routes.includes(r))).toEqual([]);
  });

  it("maps every section of the contract", () => {
    if (existsSync(CONTRACT)) {
      // Beside the contract (a checkout next to ../shared): the list above is the contract's own numbering.
      const headings = [...readFileSync(CONTRACT, "utf8").matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]);
      const numbered = headings.filter((n) => !headings.some((other) => other.startsWith(`${n}.`)));
      expect(numbered).toEqual(CONTRACT_SECTIONS);
    }
    const cells = firstCells(section("Sections")).join(" ; ");
    const mapped = (n: string) => new RegExp(`(^|[^\\d.])${n.replace(".", "\\.")}(?![\\d.]\\d)`).test(cells);
    expect(CONTRACT_SECTIONS.filter((n) => !mapped(n))).toEqual([]);
  });

  it("names only files that exist", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (["node_modules", ".git", ".run", "generated", "test-artifacts"].includes(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.push(path.slice(ROOT.length + 1));
      }
    };
    walk(ROOT);
    const exists = (token: string) => {
      const path = token.replace(/^gw\//, "services/gateway/");
      if (/^(services|packages|emulators|proto|docs|scripts|deploy|bench)\//.test(path)) return files.includes(path);
      return files.some((f) => f === path || f.endsWith(`/${path}`));
    };
    // `../shared/…` (the contract, beside the repository) is outside it; the section test reads it when present.
    const tokens = [...MAP.matchAll(/`([\w@./-]+\.(?:ts|proto|sql|md|mjs|json|ya?ml))`/g)].map((m) => m[1]).filter((t) => !t.startsWith("../"));
    expect(tokens.length).toBeGreaterThan(100);
    expect([...new Set(tokens)].filter((t) => !exists(t))).toEqual([]);
  });
});
