import express, { type Express } from "express";
import { z } from "zod";

/**
 * The provider's interactive sign-in, emulated (a real provider shows its own login and consent), for
 * web apps such as the merchant panel: `GET /authorize?redirect_uri=…&state=…` shows a form; submitting
 * it mints the session JWT and sends the browser back to `redirect_uri#idpJwt=…&state=…`, cancelling to
 * `#error=access_denied&state=…`. A fragment, so the token never reaches the app's server or its logs.
 */
const authorizeQuery = z.object({
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1).max(200),
});
const authorizeForm = authorizeQuery.extend({
  email: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()), // empty when cancelling
  name: z.string().trim().max(120).optional(),
  cancel: z.string().optional(),
});

export function mountBrowserFlow(app: Express, mint: (claims: { email: string; name?: string }) => string): void {
  app.get("/authorize", (req, res) => {
    const q = authorizeQuery.safeParse(req.query);
    if (!q.success) return void res.status(400).type("text/plain").send("redirect_uri (http/https) e state são obrigatórios");
    res.type("html").send(page(q.data.redirect_uri, q.data.state));
  });
  app.post("/authorize", express.urlencoded({ extended: false, limit: "8kb" }), (req, res) => {
    const f = authorizeForm.safeParse(req.body ?? {});
    if (!f.success) return void res.status(400).type("text/plain").send("Pedido inválido: informe um e-mail válido");
    const { redirect_uri, state, email, name, cancel } = f.data;
    const back = new URL(redirect_uri);
    if (cancel !== undefined || !email) back.hash = new URLSearchParams({ error: "access_denied", state }).toString();
    else back.hash = new URLSearchParams({ idpJwt: mint({ email, ...(name ? { name } : {}) }), state }).toString();
    res.redirect(303, back.toString());
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(redirectUri: string, state: string): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar com Google (emulador)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Entrar com Google (emulador)</h1>
<p>Emulador do provedor de identidade: nenhuma senha é pedida. Volta para <code>${escape(new URL(redirectUri).origin)}</code>.</p>
<form method="post" action="/authorize">${hidden}
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" required autocomplete="email"></p>
<p><label for="name">Nome</label><br><input id="name" name="name" autocomplete="name"></p>
<p><button type="submit">Continuar</button> <button type="submit" name="cancel" value="1" formnovalidate>Cancelar</button></p>
</form></body></html>`;
}
