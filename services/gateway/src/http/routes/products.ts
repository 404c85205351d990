import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { reais } from "../reais";
import { body } from "../validate";
import { unlinkedJson, present, withNulls } from "../views";
import { uuidParam } from "./params";

const PRODUCT = "Produto";

/** null and "" both clear a text on PUT (and leave it null on create); the rules are the charges service's. */
const clearable = (max: number) => z.string().max(max).nullable().optional();
const fields = {
  name: z.string().max(200),
  description: clearable(1000),
  price: reais,
  sku: clearable(200),
  image_url: clearable(2048),
  active: z.boolean(),
};
const createBody = z.strictObject({ ...fields, active: fields.active.optional() });
const updateBody = z.strictObject({ name: fields.name.optional(), description: fields.description, price: fields.price.optional(), sku: fields.sku, image_url: fields.image_url, active: fields.active.optional() });

function toRequest(b: z.infer<typeof updateBody>) {
  const { price, ...rest } = b;
  const texts = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v ?? ""]));
  return { ...texts, ...(price === undefined ? {} : { price_cents: price }) };
}

function productJson(product: Message<"pix.charges.v1.Product"> | null) {
  const p = present(product);
  const { price_cents, ...rest } = withNulls(p, ["description", "sku", "image_url"]);
  return { ...rest, active: Boolean(p.active), price: centsToReais(Number(price_cents)) };
}

/** Contract 4.13, store group: the merchant's products in the credential's environment (charges owns them). */
export function productRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.post("/products", auth("produtos:escrever"), async (req, res) => {
    const p = await charges.call("CreateProduct", toRequest(body(createBody, req)), { principal: principalOf(res) });
    res.status(201).json({ data: productJson(p) });
  });
  router.get("/products", auth("produtos:ler"), async (_req, res) => {
    const r = await charges.call("ListProducts", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} produtos mais recentes` } : {};
    res.json({ data: (r.products ?? []).map(productJson), ...aviso });
  });
  router.get("/products/:id", auth("produtos:ler"), async (req, res) => {
    const p = await charges.call("GetProduct", { id: uuidParam(req, PRODUCT) }, { principal: principalOf(res) });
    res.json({ data: productJson(p) });
  });
  router.put("/products/:id", auth("produtos:escrever"), async (req, res) => {
    const id = uuidParam(req, PRODUCT);
    const p = await charges.call("UpdateProduct", { ...toRequest(body(updateBody, req)), id }, { principal: principalOf(res) });
    res.json({ data: productJson(p) });
  });
  /** Contract 4.7 across services: charges and checkout links; a holder left pending is named in `aviso`. */
  router.delete("/products/:id", auth("produtos:excluir"), async (req, res) => {
    const r = await charges.call("DeleteProduct", { id: uuidParam(req, PRODUCT) }, { principal: principalOf(res) });
    res.json({ data: productJson(r.product), ...unlinkedJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as productCreateBody, updateBody as productUpdateBody };
