import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import { reais } from "../reais";
import type { Clients } from "../../clients";
import { idempotent } from "../idempotency";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { withNulls } from "../views";
import { uuidParam } from "./params";
import { dueDateTerms, vencimentoOf } from "./charges-schemas";
import { dueTermsJson } from "@pix/charge-view";

/** The one reais parser (number or string, two decimals); the 5.00 minimum is checkout's rule. */
const amount = reais;
const description = z.string().trim().min(1).max(500);
const method = z.literal("pix");
const slug = z.string().max(64);

/** With product_id the link sells the product at its price: amount is then refused (by checkout, 400). */
/**
 * Issue 37: a link with a due date takes POST /pix's terms (`due_date`, `multa`, `juros`, `desconto`,
 * `abatimento`, `validade_apos_vencimento`), checked by the charges service as POST /pix checks them;
 * each payer gets a due-date charge with them.
 */
const createBody = z.strictObject({
  amount: amount.optional(), description, method: method.optional(), slug: slug.optional(), product_id: z.string().uuid().nullable().optional(),
  ...dueDateTerms,
});
/** Any term replaces the link's terms whole (due_date included); `due_date: null` removes them. */
const updateBody = z.strictObject({
  amount: amount.optional(), description: description.optional(), method: method.optional(), slug: slug.optional(),
  active: z.boolean().optional(),
  /** "" or null unlinks the product (contract 2.4). */
  product_id: z.union([z.literal(""), z.string().uuid()]).nullable().optional(),
  ...dueDateTerms,
  due_date: dueDateTerms.due_date.unwrap().nullable().optional(),
});

function linkJson(link: Message<"pix.checkout.v1.PaymentLink">) {
  const { amount_cents, vencimento: _terms, ...rest } = withNulls(link, ["product_id"]);
  // Issue 37 (additive, links with a due date only, as on charges): the terms as POST /pix's charge answers them.
  const vencimento = link.vencimento;
  const terms = vencimento ? { due_date: vencimento.due_date, ...dueTermsJson(vencimento) } : {};
  return { ...rest, amount: centsToReais(Number(amount_cents)), ...terms };
}

/**
 * The body's terms as the proto takes them: `vencimento` when any term is sent (a missing due_date is
 * then refused by charges, naming it), `remove_vencimento` for a lone `due_date: null`.
 */
function termsOf(b: z.infer<typeof updateBody>) {
  const { due_date, validade_apos_vencimento, multa, juros, abatimento, desconto } = b;
  const vencimento = vencimentoOf({ due_date: due_date ?? undefined, validade_apos_vencimento, multa, juros, abatimento, desconto });
  if (vencimento) return { vencimento };
  return due_date === null ? { remove_vencimento: true } : {};
}

export function paymentLinkRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const checkout = clients.checkout;

  router.post("/payment-links", auth("links:escrever"), idempotent(), async (req, res) => {
    const { amount: cents, product_id, due_date, validade_apos_vencimento, multa, juros, abatimento, desconto, ...rest } = body(createBody, req);
    const vencimento = vencimentoOf({ due_date, validade_apos_vencimento, multa, juros, abatimento, desconto });
    const request = { ...rest, ...(cents === undefined ? {} : { amount_cents: cents }), ...(product_id ? { product_id } : {}), vencimento };
    res.status(201).json({ data: linkJson(await checkout.call("CreatePaymentLink", request, { principal: principalOf(res) })) });
  });
  router.get("/payment-links", auth("links:ler"), async (_req, res) => {
    const r = await checkout.call("ListPaymentLinks", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} links mais recentes` } : {};
    res.json({ data: (r.payment_links ?? []).map(linkJson), ...aviso });
  });
  router.put("/payment-links/:id", auth("links:escrever"), async (req, res) => {
    const id = uuidParam(req, "Link de pagamento");
    const parsed = body(updateBody, req);
    const { amount: cents, product_id, due_date: _d, validade_apos_vencimento: _v, multa: _m, juros: _j, abatimento: _a, desconto: _de, ...rest } = parsed;
    const request = { id, ...rest, ...(cents === undefined ? {} : { amount_cents: cents }), ...(product_id === undefined ? {} : { product_id: product_id ?? "" }), ...termsOf(parsed) };
    res.json({ data: linkJson(await checkout.call("UpdatePaymentLink", request, { principal: principalOf(res) })) });
  });
  router.delete("/payment-links/:id", auth("links:excluir"), async (req, res) => {
    const r = await checkout.call("DeletePaymentLink", { id: uuidParam(req, "Link de pagamento") }, { principal: principalOf(res) });
    res.json({ data: linkJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as paymentLinkCreateBody, updateBody as paymentLinkUpdateBody };
