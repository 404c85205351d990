import { Router, Request } from "express";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { errors, httpStatusOf, isAppError, parseOrThrow, z } from "@pix/errors";
import { parsePayerKey } from "../domain/pay-idempotency";
import { SLUG_PATTERN } from "../domain/slug";
import { authorizationPage } from "../pages/authorization-page";
import { chargePage } from "../pages/charge-page";
import { linkPage, PayerValues } from "../pages/link-page";
import type { CheckoutDeps } from "../usecases/deps";
import { checkoutKeyOf, getPublicCharge, simulatePublicPayment } from "../usecases/public-charges";
import { getPublicAuthorization } from "../usecases/public-authorizations";
import { loadAvailableLink, payLink } from "../usecases/public-links";
import { sendPage, wantsHtml } from "./negotiate";
import { rateLimit } from "@pix/rate-limit";
import { centsToReais } from "@pix/money";
import { publicChargeJson, publicLinkJson } from "./views";

/** Form fields arrive as "" when left blank: that means absent. */
const text = (max: number, clean: (s: string) => string = (s) => s) =>
  z.string().trim().max(max).transform((s) => clean(s) || undefined);
const alnum = (s: string) => s.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
const payBody = z.strictObject({
  customer_name: text(120).optional(),
  customer_email: text(254).pipe(z.string().email().optional()).optional(),
  customer_cpf: text(18, alnum).optional(),
  customer_phone: text(20, (s) => s.replace(/\D/g, "")).optional(),
  coupon_code: text(64).optional(),
  /** The hosted form's way to send its Idempotency-Key (a form cannot set headers); "" = none. */
  idempotency_key: z.string().optional(),
});

/** The Idempotency-Key header, or the form's field; both at once must agree. */
function payerKeyOf(req: Request, field: string | undefined): string | undefined {
  const header = parsePayerKey(req.get("idempotency-key"));
  const form = parsePayerKey(field);
  if (header !== undefined && form !== undefined && header !== form) {
    throw errors.validation("Idempotency-Key", "VALOR_INVALIDO", "Idempotency-Key do cabeçalho e do formulário são diferentes", { local: "cabecalho" });
  }
  return header ?? form;
}

/** Any slug that could never exist is, to the payer, the same unavailable link. */
function slugParam(req: Request): string {
  const slug = String(req.params.slug);
  if (!SLUG_PATTERN.test(slug)) throw errors.linkIndisponivel();
  return slug;
}

function formValues(body: unknown): PayerValues {
  const values: Record<string, string> = {};
  for (const key of Object.keys(payBody.shape)) {
    const v = (body as Record<string, unknown> | undefined)?.[key];
    if (typeof v === "string") values[key] = v;
  }
  return values;
}

/** The payer-facing routes (no credential). Each answers the page to browsers and JSON to the rest. */
export function publicRoutes(deps: CheckoutDeps, limits: { read: RateLimiterAbstract; write: RateLimiterAbstract }): Router {
  const router = Router();
  const base = () => deps.checkoutBaseUrl();
  router.use("/checkout", (_req, res, next) => { res.vary("Accept"); next(); });

  router.get("/checkout/link/:slug", async (req, res) => {
    const available = await loadAvailableLink(deps, slugParam(req));
    if (wantsHtml(req)) return sendPage(res, 200, (nonce) => linkPage({ ...available, nonce }));
    res.json({ data: publicLinkJson(available, base()) });
  });

  router.post("/checkout/link/:slug/pay", rateLimit(limits.write), async (req, res) => {
    const slug = slugParam(req);
    try {
      const { idempotency_key, ...payer } = parseOrThrow(payBody, req.body ?? {});
      const { charge, replayed } = await payLink(deps, slug, payer, payerKeyOf(req, idempotency_key));
      if (replayed) res.set("Idempotent-Replayed", "true");
      if (wantsHtml(req)) return res.redirect(303, `/checkout/${encodeURIComponent(charge.txid)}`);
      res.status(201).json({ data: publicChargeJson(charge, base()) });
    } catch (err) {
      // A browser's form comes back with the reason beside the fields it can fix.
      if (!wantsHtml(req) || !isAppError(err) || !["validation", "conflict"].includes(err.kind)) throw err;
      const available = await loadAvailableLink(deps, slug);
      sendPage(res, httpStatusOf(err), (nonce) => linkPage({ ...available, nonce, error: err.message, values: formValues(req.body) }));
    }
  });

  // Pix Automático (issue 14): what the payer authorizes, with the QR while unanswered. The key is a capability.
  router.get("/checkout/autorizacao/:key", rateLimit(limits.read), async (req, res) => {
    const authorization = await getPublicAuthorization(deps, String(req.params.key));
    if (wantsHtml(req)) return sendPage(res, 200, (nonce) => authorizationPage(authorization, nonce));
    const { store_id: _store, amount_cents, ...view } = authorization;
    res.json({ data: { ...view, amount: centsToReais(amount_cents) } });
  });

  // :key is the charge's public checkout key (a generated txid or a random public id), never a merchant-chosen txid.
  router.get("/checkout/:key", rateLimit(limits.read), async (req, res) => {
    const charge = await getPublicCharge(deps, String(req.params.key));
    if (wantsHtml(req)) return sendPage(res, 200, (nonce) => chargePage(charge, nonce));
    res.json({ data: publicChargeJson(charge, base()) });
  });

  router.post("/checkout/:key/simular-pagamento", rateLimit(limits.write), async (req, res) => {
    const charge = await simulatePublicPayment(deps, String(req.params.key));
    if (wantsHtml(req)) return res.redirect(303, `/checkout/${encodeURIComponent(checkoutKeyOf(charge))}`);
    res.json({ data: publicChargeJson(charge, base()) });
  });
  return router;
}

/** The payer form's schema, for the gateway's API document check (services/gateway/src/openapi). */
export { payBody };
