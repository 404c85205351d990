import { z } from "@pix/errors";

/** gRPC requests are validated again here: the service does not trust its callers' shapes. */
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const str = (max: number) => z.string().max(max);
const idempotency = z.object({ key: z.string().min(1).max(255), request_hash: z.string().regex(/^[0-9a-f]{64}$/) });

const payer = {
  customer_name: str(200).optional(),
  customer_email: z.string().trim().email().max(254).optional(),
  customer_cpf: str(32).optional(),
  customer_phone: str(32).optional(),
  customer_id: str(64).optional(),
};

export const issuePixRequest = z.object({
  amount_cents: cents.optional(),
  description: str(500).optional(),
  ...payer,
  product_id: str(64).optional(),
  coupon_code: str(64).optional(),
  novo_cliente: z.boolean().optional(),
  expires_at: str(40).optional(),
  success_url: str(2048).optional(),
  cancel_url: str(2048).optional(),
  idempotency: idempotency.nullish(),
  subscription_id: z.string().uuid().optional(),
  txid: str(35).optional(),
  method: str(32).optional(),
});

export const createChargeRequest = z.object({
  amount_cents: cents.optional(),
  description: str(500).optional(),
  ...payer,
  expires_at: str(40).optional(),
  due_date: str(40).optional(),
  txid: str(64).optional(),
  idempotency: idempotency.nullish(),
});

export const txidRequest = z.object({ txid: z.string().min(1, "txid é obrigatório").max(64) });
export const checkoutKeyRequest = z.object({ checkout_key: z.string().min(1, "checkout_key é obrigatório").max(64) });
export const refundRequest = txidRequest.extend({ amount_cents: cents.optional(), motivo: str(140).nullish(), idempotency: idempotency.nullish() });
export const refundSettingsRequest = z.object({ store_id: z.uuid().nullish() });
export const setRefundSettingsRequest = z.object({ store_id: z.uuid(), enabled: z.boolean(), fee_bearer: z.enum(["lojista", "servico"]).nullish() });
export const listRequest = z.object({ status: z.enum(["pending", "paid", "refunded", "expired"]).optional(), as_json: z.boolean().optional() });
export const noticeRequest = z.object({
  token: z.string().max(1024),
  body: z.string().max(64 * 1024),
  body_bytes: z.instanceof(Uint8Array).refine((b) => b.length <= 64 * 1024, "body too large").optional(),
});

/** RenderQrCode: a link for a merchant's view, never a Pix code of someone else's charge. */
export const qrCodeRequest = z.object({ text: z.string().url().max(1000) });

const customerText = (max: number) => str(max).optional();
/** Create and update of a customer (id only on update); CPF/CNPJ and phone are checked by the domain. */
export const customerFields = z.object({
  id: str(64).optional(),
  name: customerText(200),
  email: z.union([z.literal(""), z.string().trim().email().max(254)]).optional(),
  cpf_cnpj: customerText(32),
  phone: customerText(32),
});
export const customerIdRequest = z.object({ id: str(64) });
/** Create and update of a product (id only on update); price, SKU and URL rules are the domain's. */
export const productFields = z.object({
  id: str(64).optional(),
  name: str(200).optional(),
  description: str(1000).optional(),
  price_cents: cents.optional(),
  sku: str(200).optional(),
  image_url: str(2048).optional(),
  active: z.boolean().optional(),
});
export const catalogIdRequest = customerIdRequest;
/** Create and update of a coupon (id only on update); ranges and references are the use case's. */
export const couponFields = z.object({
  id: str(64).optional(),
  code: str(100).optional(),
  discount_type: str(20).optional(),
  discount_value: cents.optional(),
  expires_at: str(40).optional(),
  max_uses: z.number().int().min(0).max(2_147_483_647).optional(),
  clear_max_uses: z.boolean().optional(),
  product_ids: z.array(str(64)).max(1000).optional(),
  set_product_ids: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export const validateCouponRequest = z.object({ code: str(100), product_id: str(64).optional(), amount_cents: cents.optional() });

/** The expiry test clock's instant (issue 25): ISO 8601 with an offset. */
export const expireTestChargesRequest = z.object({ as_of: z.iso.datetime({ offset: true }) });
