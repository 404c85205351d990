import { z } from "zod";

/**
 * The checkout service's payer form (`POST /checkout/link/{slug}/pay`), as its input looks on the
 * wire. The gateway does not depend on the checkout service at run time, so the shape is restated
 * here; `document.spec.ts` compares it with checkout's own schema (`payBody` of
 * services/checkout/src/http/public-routes.ts), so the two cannot drift apart.
 */
export const checkoutPayBody = z.strictObject({
  customer_name: z.string().max(120).optional(),
  customer_email: z.string().max(254).optional().describe("e-mail do pagador"),
  customer_cpf: z.string().max(18).optional().describe("CPF ou CNPJ; pontuação ignorada"),
  customer_phone: z.string().max(20).optional(),
  coupon_code: z.string().max(64).optional(),
  /** The hosted form's Idempotency-Key (a form cannot set headers); "" = none. */
  idempotency_key: z.string().optional(),
});
