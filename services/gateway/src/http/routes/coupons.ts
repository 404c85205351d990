import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { reais } from "../reais";
import { body, query } from "../validate";
import { present, unlinkedJson, withNulls } from "../views";
import { uuidParam } from "./params";

const COUPON = "Cupom";

/**
 * discount_value: percent (33.33) or reais (10.50), both with the one reais parser, so both travel as
 * integer hundredths (3333 = 33.33 %, 1050 centavos). Ranges are the charges service's rule.
 */
const fields = {
  code: z.string().max(100),
  discount_type: z.enum(["percent", "fixed"]),
  discount_value: reais,
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  max_uses: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  product_ids: z.array(z.string().uuid()).max(1000).nullable().optional(),
  is_active: z.boolean().optional(),
};
const createBody = z.strictObject(fields);
const updateBody = z.strictObject({ ...fields, code: fields.code.optional(), discount_type: fields.discount_type.optional(), discount_value: fields.discount_value.optional() });
const validateQuery = z.strictObject({ code: z.string().min(1).max(100), product_id: z.string().max(64).optional(), amount: reais.optional() });

function toRequest(b: z.infer<typeof updateBody>) {
  const { expires_at, max_uses, product_ids, ...rest } = b;
  return {
    ...rest,
    ...(expires_at === undefined ? {} : { expires_at: expires_at ?? "" }),
    ...(max_uses === undefined ? {} : max_uses === null ? { clear_max_uses: true } : { max_uses }),
    ...(product_ids === undefined ? {} : { product_ids: product_ids ?? [], set_product_ids: true }),
  };
}

function couponJson(coupon: Message<"pix.charges.v1.Coupon"> | null) {
  const c = present(coupon);
  const out = withNulls(c, ["expires_at", "max_uses"]);
  return { ...out, discount_value: centsToReais(Number(c.discount_value)), uses: Number(c.uses ?? 0), product_ids: c.product_ids ?? [], is_active: Boolean(c.is_active) };
}

/** Contract 4.13, store group: the merchant's coupons in the credential's environment (charges owns them). */
export function couponRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.post("/coupons", auth("cupons:escrever"), async (req, res) => {
    const c = await charges.call("CreateCoupon", toRequest(body(createBody, req)), { principal: principalOf(res) });
    res.status(201).json({ data: couponJson(c) });
  });
  router.get("/coupons", auth("cupons:ler"), async (_req, res) => {
    const r = await charges.call("ListCoupons", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} cupons mais recentes` } : {};
    res.json({ data: (r.coupons ?? []).map(couponJson), ...aviso });
  });
  // Declared before /coupons/:id so that "validate" is not taken for an id.
  router.get("/coupons/validate", auth("cupons:ler"), async (req, res) => {
    const q = query(validateQuery, req);
    const request = { code: q.code, ...(q.product_id === undefined ? {} : { product_id: q.product_id }), ...(q.amount === undefined ? {} : { amount_cents: q.amount }) };
    const v = await charges.call("ValidateCoupon", request, { principal: principalOf(res) });
    res.json({ data: { valid: Boolean(v.valid), reason: v.reason ?? null, amount: centsToReais(Number(v.amount_cents)), discount: centsToReais(Number(v.discount_cents ?? 0)) } });
  });
  router.get("/coupons/:id", auth("cupons:ler"), async (req, res) => {
    const c = await charges.call("GetCoupon", { id: uuidParam(req, COUPON) }, { principal: principalOf(res) });
    res.json({ data: couponJson(c) });
  });
  router.put("/coupons/:id", auth("cupons:escrever"), async (req, res) => {
    const id = uuidParam(req, COUPON);
    const c = await charges.call("UpdateCoupon", { ...toRequest(body(updateBody, req)), id }, { principal: principalOf(res) });
    res.json({ data: couponJson(c) });
  });
  /** Contract 4.7: charges.coupon_id is counted and cleared (> 500 → 409 MUITAS_REFERENCIAS, nothing deleted). */
  router.delete("/coupons/:id", auth("cupons:excluir"), async (req, res) => {
    const r = await charges.call("DeleteCoupon", { id: uuidParam(req, COUPON) }, { principal: principalOf(res) });
    res.json({ data: couponJson(r.coupon), ...unlinkedJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as couponCreateBody, updateBody as couponUpdateBody, validateQuery as couponValidateQuery };
