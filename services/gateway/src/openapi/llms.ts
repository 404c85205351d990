import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Router } from "express";

/**
 * GET /llms.txt (llmstxt.org) and GET /docs/<page>.md, the Markdown of every page of the repository's
 * docs/ (issue 40): what an agent reads to learn the API. The pages are read once, at the first
 * request; the image ships docs/ beside the gateway (deploy/Dockerfile).
 */
interface Page { name: string; title: string; markdown: string }

/** The first `docs/` with an architecture page above this file: the repository's (src or dist), or the image's /app/docs. */
export function findDocsDir(from = __dirname): string | null {
  for (let dir = from, up = 0; up < 6; up++, dir = dirname(dir)) {
    const candidate = join(dir, "docs");
    if (existsSync(join(candidate, "architecture.md"))) return candidate;
  }
  return null;
}

const PAGE_NAME = /^[a-z0-9-]+$/;

export function readPages(dir: string): Page[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && PAGE_NAME.test(f.slice(0, -3)))
    .sort()
    .map((f) => {
      const markdown = readFileSync(join(dir, f), "utf8");
      return { name: f.slice(0, -3), title: /^# (.+)$/m.exec(markdown)?.[1] ?? f, markdown };
    });
}

export function llmsTxt(pages: readonly Page[], gatewayUrl: string): string {
  return [
    "# Gateway Pix",
    "",
    "> API de cobranças Pix para lojistas brasileiros: cobranças (QR e copia e cola), links de pagamento, checkout, assinaturas,",
    "> estornos, saques, extrato, infrações MED e webhooks assinados. Valores em reais na API; chaves de API `service_test_…` (teste)",
    "> e `service_live_…` (produção), restringíveis por escopo (`permissoes`); um servidor MCP em `pnpm pix mcp`.",
    "",
    "## API",
    "",
    `- [Documento OpenAPI 3.1](${gatewayUrl}/openapi.json): todas as rotas, esquemas, erros e a permissão de cada rota`,
    `- [Referência navegável](${gatewayUrl}/docs)`,
    "",
    "## Documentação",
    "",
    ...pages.map((p) => `- [${p.title}](${gatewayUrl}/docs/${p.name}.md)`),
    "",
  ].join("\n");
}

export function llmsRoutes(gatewayUrl: string, docsDir = findDocsDir()): Router {
  const router = Router();
  let pages: Page[] | undefined;
  const load = () => (pages ??= docsDir ? readPages(docsDir) : []);
  const markdown = { "cache-control": "no-cache", "x-content-type-options": "nosniff", "access-control-allow-origin": "*" };

  router.get("/llms.txt", (_req, res) => {
    res.set(markdown).type("text/plain; charset=utf-8").send(llmsTxt(load(), gatewayUrl));
  });
  router.get("/docs/:page.md", (req, res, next) => {
    const page = load().find((p) => p.name === req.params.page);
    if (!page) return next();
    res.set(markdown).type("text/markdown; charset=utf-8").send(page.markdown);
  });
  return router;
}
