import { Router, type Request, type Response } from "express";
import { AppError, isAppError, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";

const requestSchema = z.object({ email: z.string().trim().email().max(254) }).strict();

/** The shape of the token identity mails (256 bits, base64url); anything else is refused here. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVALID_LINK = "Link de confirmação inválido, expirado ou já usado";

/** Browsers (Accept preferring text/html) get a page; API clients get the contract's JSON. */
const wantsHtml = (req: Request) => req.accepts(["application/json", "text/html"]) === "text/html";

function page(res: Response, status: number, title: string, text: string) {
  res
    .status(status)
    .set({ "content-security-policy": "default-src 'none'", "cache-control": "no-store", "referrer-policy": "no-referrer" })
    .type("html")
    .send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>
`);
}

/**
 * E-mail verification (beyond the contract). The link in the e-mail opens GET /auth/verify-email,
 * which answers 303 to a plain confirmation page; a bad, used or expired token is 400: a plain
 * page for browsers, `{error:{message}}` otherwise.
 */
export function emailVerificationRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  router.get("/auth/verify-email", async (req, res) => {
    try {
      const token = req.query.token;
      if (typeof token !== "string" || !TOKEN.test(token)) throw new AppError("validation", INVALID_LINK);
      await identity.call("VerifyEmail", { token });
    } catch (err) {
      if (!(isAppError(err) && err.kind === "validation" && wantsHtml(req))) throw err;
      page(res, 400, "Link inválido", "Este link de confirmação é inválido, expirou ou já foi usado. Entre no painel e peça um novo e-mail de confirmação.");
      return;
    }
    // Relative, so a path prefix in front of the gateway is kept: /…/auth/verify-email → /…/auth/email-verified.
    res.set("referrer-policy", "no-referrer").redirect(303, "email-verified");
  });

  router.get("/auth/email-verified", (_req, res) => {
    page(res, 200, "E-mail confirmado", "Seu e-mail foi confirmado. Você já pode fechar esta página e voltar ao painel.");
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
export { requestSchema as verificationRequestBody };
