import { randomBytes } from "node:crypto";
import { html, SafeHtml } from "./html";
import { STYLES } from "./styles";

/** A fresh nonce per response: the only inline style and script a page may run carry it. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Strict CSP: nothing but this response's nonce-carrying style/script, data: images, a link
 * product's image (the merchant's http(s) URL, so any host) and same-origin fetches. The empty
 * data: icon keeps browsers from asking for a /favicon.ico that img-src would now allow.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src data: https: http:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function layout(opts: { title: string; nonce: string; body: SafeHtml; script?: string }): string {
  return html`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${opts.title}</title>
<style nonce="${opts.nonce}">${new SafeHtml(STYLES)}</style>
</head>
<body>
${opts.body}
${opts.script ? html`<script nonce="${opts.nonce}">${new SafeHtml(opts.script)}</script>` : null}
</body>
</html>`.value;
}

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

/** Payers read Brasília time. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
