import express, { Router, type Request, type Response } from "express";
import { errors, isAppError, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, optionalPrincipal, principalOf } from "../authenticate";
import { body } from "../validate";
import { userJson } from "../views";

const requestSchema = z.object({ email: z.string().trim().email().max(254) }).strict();

/** The shape of the token identity mails (256 bits, base64url); anything else is refused here. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVALID_LINK = "Link de confirmação inválido, expirado ou já usado";
// The password policy (length, common passwords) lives in identity, as at sign-up.
// No password with the account's own session (it is kept); required without one (identity says which).
const confirmSchema = z.strictObject({ token: z.string().max(64), password: z.string().max(256).optional() });

/** Browsers (Accept preferring text/html) get a page; API clients get the contract's JSON. */
const wantsHtml = (req: Request) => req.accepts(["application/json", "text/html"]) === "text/html";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `html` is trusted markup built here; every value from outside goes through escapeHtml. */
function page(res: Response, status: number, title: string, html: string) {
  res
    .status(status)
    .set({
      // No script, no style, no frame: only the form below, posting back here.
      "content-security-policy": "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    })
    .type("html")
    .send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1>${html}</main></body></html>
`);
}

const INVALID_PAGE = "<p>Este link de confirmação é inválido, expirou ou já foi usado. Peça um novo e-mail de confirmação no painel (ou em POST /auth/verify-email/request).</p>";

/** The confirmation form: relative action, so a path prefix in front of the gateway is kept. */
function confirmForm(token: string, email: string, error?: string): string {
  return `<p>Para confirmar <strong>${escapeHtml(email)}</strong>, defina a senha desta conta.
Todas as sessões e chaves de API criadas antes desta confirmação serão encerradas: depois dela, só quem
tem esta caixa de e-mail entra na conta.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="verify-email">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label>Nova senha (pelo menos 10 caracteres) <input type="password" name="password" autocomplete="new-password" minlength="10" maxlength="256" required></label>
<button type="submit">Confirmar e-mail e definir a senha</button>
</form>`;
}

/** A form post (the page above) is urlencoded; nothing else in the API is. Small, flat, no arrays. */
const formBody = express.urlencoded({ extended: false, limit: "2kb", parameterLimit: 4 });

/**
 * E-mail verification (beyond the contract; issue 23). The link in the e-mail opens
 * GET /auth/verify-email, which changes nothing: browsers get a form, API clients the address the
 * link would confirm. The confirmation is POST /auth/verify-email {token, password}: it sets the
 * password, revokes every earlier session and API key of the account, then marks the address
 * verified, so whoever typed the address at sign-up keeps nothing. A bad, used or expired token is
 * 400: a plain page for browsers, `{error:{message}}` otherwise.
 */
export function emailVerificationRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.get("/auth/verify-email", async (req, res) => {
    const token = req.query.token;
    let email: string;
    try {
      if (typeof token !== "string" || !TOKEN.test(token)) throw errors.validation("token", "VALOR_INVALIDO", INVALID_LINK);
      email = (await identity.call("InspectEmailVerification", { token })).email;
    } catch (err) {
      if (!(isAppError(err) && err.kind === "validation" && wantsHtml(req))) throw err;
      page(res, 400, "Link inválido", INVALID_PAGE);
      return;
    }
    if (wantsHtml(req)) page(res, 200, "Confirme seu e-mail", confirmForm(token, email));
    else res.set({ "cache-control": "no-store", "referrer-policy": "no-referrer" }).json({ data: { email } });
  });

  /**
   * JSON: 200 `{data:{user, accessToken, refreshToken, kept}}`. `kept` true: confirmed with the
   * account's own session (Authorization), nothing revoked. False: the new password's session, the
   * account's only one. Form: 303 to the confirmation page.
   */
  router.post("/auth/verify-email", formBody, async (req, res) => {
    const html = wantsHtml(req);
    let r;
    let kept = false;
    try {
      const input = body(confirmSchema, req);
      if (!TOKEN.test(input.token)) throw errors.validation("token", "VALOR_INVALIDO", INVALID_LINK);
      const principal = await optionalPrincipal(clients, req);
      r = await identity.call("ConfirmEmail", { token: input.token, password: input.password ?? "" }, principal ? { principal } : undefined);
      // Identity keeps everything only for a session of the very account the link confirms.
      kept = principal?.credential === "session" && principal.userId === r.user?.id;
    } catch (err) {
      if (!(isAppError(err) && err.kind === "validation" && html)) throw err;
      const token = typeof req.body?.token === "string" && TOKEN.test(req.body.token) ? req.body.token : null;
      if (err.message === INVALID_LINK || !token) page(res, 400, "Link inválido", INVALID_PAGE);
      else page(res, 400, "Confirme seu e-mail", confirmForm(token, "este e-mail", err.message));
      return;
    }
    res.set({ "cache-control": "no-store", "referrer-policy": "no-referrer" });
    if (html) res.redirect(303, "email-verified");
    else res.json({ data: { user: userJson(r.user), accessToken: r.access_token, refreshToken: r.refresh_token, kept } });
  });

  router.get("/auth/email-verified", (_req, res) => {
    page(res, 200, "E-mail confirmado", "<p>Seu e-mail foi confirmado e a nova senha já vale. Sessões e chaves de API criadas antes foram encerradas. Entre no painel com a nova senha.</p>");
  });

  /** 202 `{data:{sent:true}}`; 409 when already verified; 429 within a minute of the last e-mail. */
  router.post("/auth/verify-email/resend", auth("account:read"), async (_req, res) => {
    await identity.call("ResendEmailVerification", {}, { principal: principalOf(res) });
    res.status(202).json({ data: { sent: true } });
  });
  /**
   * Public: a new link for an address whose owner cannot sign in (e.g. someone else registered it
   * with a password). Always 202, whether or not the address has an unverified account.
   */
  router.post("/auth/verify-email/request", async (req, res) => {
    const { email } = body(requestSchema, req);
    await identity.call("RequestEmailVerification", { email });
    res.status(202).json({ data: { sent: true } });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { requestSchema as verificationRequestBody, confirmSchema as verificationConfirmBody };
