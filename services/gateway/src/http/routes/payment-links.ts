import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import { reais } from "../reais";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { withNulls } from "../views";
import { uuidParam } from "./params";

/** The one reais parser (number or string, two decimals); the 5.00 minimum is checkout's rule. */
const amount = reais;
const description = z.string().trim().min(1).max(500);
const method = z.literal("pix");
const slug = z.string().max(64);

/** With product_id the link sells the product at its price: amount is then refused (by checkout, 400). */
const createBody = z.strictObject({
  amount: amount.optional(), description, method: method.optional(), slug: slug.optional(), product_id: z.string().uuid().nullable().optional(),
});
const updateBody = z.strictObject({
  amount: amount.optional(), description: description.optional(), method: method.optional(), slug: slug.optional(),
  active: z.boolean().optional(),
  /** "" or null unlinks the product (contract 2.4). */
  product_id: z.union([z.literal(""), z.string().uuid()]).nullable().optional(),
});

function linkJson(link: Message<"pix.checkout.v1.PaymentLink">) {
  const { amount_cents, ...rest } = withNulls(link, ["product_id"]);
  return { ...rest, amount: centsToReais(Number(amount_cents)) };
}

export function paymentLinkRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const checkout = clients.checkout;

  router.post("/payment-links", auth("write"), async (req, res) => {
    const { amount: cents, product_id, ...rest } = body(createBody, req);
    const request = { ...rest, ...(cents === undefined ? {} : { amount_cents: cents }), ...(product_id ? { product_id } : {}) };
    res.status(201).json({ data: linkJson(await checkout.call("CreatePaymentLink", request, { principal: principalOf(res) })) });
  });
  router.get("/payment-links", auth("read"), async (_req, res) => {
    const r = await checkout.call("ListPaymentLinks", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} links mais recentes` } : {};
    res.json({ data: (r.payment_links ?? []).map(linkJson), ...aviso });
  });
  router.put("/payment-links/:id", auth("write"), async (req, res) => {
    const id = uuidParam(req, "Link de pagamento");
    const { amount: cents, product_id, ...rest } = body(updateBody, req);
    const request = { id, ...rest, ...(cents === undefined ? {} : { amount_cents: cents }), ...(product_id === undefined ? {} : { product_id: product_id ?? "" }) };
    res.json({ data: linkJson(await checkout.call("UpdatePaymentLink", request, { principal: principalOf(res) })) });
  });
  router.delete("/payment-links/:id", auth("delete"), async (req, res) => {
    const r = await checkout.call("DeletePaymentLink", { id: uuidParam(req, "Link de pagamento") }, { principal: principalOf(res) });
    res.json({ data: linkJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as paymentLinkCreateBody, updateBody as paymentLinkUpdateBody };
