import express, { Router, type Response } from "express";
import { getAbsoluteFSPath } from "swagger-ui-dist";
import { buildOpenApiDocument, type DocumentOptions } from "./document";
import { llmsRoutes } from "./llms";

/** The only files of swagger-ui-dist the page loads (the package also ships maps, ES bundles and an index we do not use). */
const ASSETS = new Set(["swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png"]);

/**
 * The page's own script: no inline script, so the CSP keeps `script-src 'self'`. Relative URLs,
 * so a path prefix in front of the gateway is kept (`/…/docs` loads `/…/openapi.json`).
 */
const INIT_JS = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#api",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pix gateway — referência da API</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="docs/assets/favicon-32x32.png">
</head>
<body>
<div id="api"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/assets/init.js"></script>
</body>
</html>
`;

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * Strict for a page that renders a document: own scripts only (swagger-ui's bundle, served from
 * this origin — the machine is offline, there is no CDN), inline styles (swagger-ui sets element
 * styles), images from data: URLs (QR examples), and "try it out" may call the two servers.
 */
function docsCsp(options: DocumentOptions): string {
  const servers = [options.gatewayUrl, options.checkoutUrl].map((u) => (u ? origin(u) : "")).filter(Boolean);
  return [
    "default-src 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self'",
    `connect-src 'self' ${servers.join(" ")}`.trim(), "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
  ].join("; ");
}

function security(res: Response, csp: string): Response {
  return res.set({ "content-security-policy": csp, "x-content-type-options": "nosniff", "referrer-policy": "no-referrer", "x-frame-options": "DENY" });
}

/**
 * GET /openapi.json (the document, built once from the route schemas) and GET /docs (a rendered
 * reference: swagger-ui from the swagger-ui-dist package, served here), and for agents /llms.txt and
 * the docs pages as Markdown. All public.
 */
export function openApiRoutes(options: DocumentOptions = {}): Router {
  const router = Router();
  const bare = (url: string) => url.replace(/\/+$/, "");
  const opts = { gatewayUrl: bare(options.gatewayUrl ?? "http://127.0.0.1:8080"), checkoutUrl: bare(options.checkoutUrl ?? "http://127.0.0.1:8081") };
  let document: string | undefined;
  const csp = docsCsp(opts);

  router.get("/openapi.json", (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(opts));
    res.set({ "cache-control": "no-cache", "access-control-allow-origin": "*" }).type("application/json").send(document);
  });
  router.get("/docs", (_req, res) => {
    security(res, csp).set("cache-control", "no-cache").type("html").send(PAGE);
  });

  router.use(llmsRoutes(opts.gatewayUrl)); // GET /llms.txt, GET /docs/<page>.md (issue 40)

  const assets = express.static(getAbsoluteFSPath(), { index: false, redirect: false, maxAge: "1h" });
  router.use("/docs/assets", (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/init.js") return void security(res, csp).type("application/javascript").send(INIT_JS);
    if (!ASSETS.has(req.path.slice(1))) return next();
    security(res, csp);
    assets(req, res, next);
  });
  return router;
}
