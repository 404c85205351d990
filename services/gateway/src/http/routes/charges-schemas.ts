import { z } from "@pix/errors";
import { reais } from "../reais";

/**
 * Shapes of the Pix and charge bodies. Only types are checked here; the business rules (minimum,
 * CPF/CNPJ, URLs, dates) are the charges service's, so every issuing path applies them alike.
 */
/** null is taken as "not sent": SDKs commonly serialise absent fields as null. */
const text = (max: number) => z.string().max(max).nullish().transform((v) => v ?? undefined);
const date = z.iso.datetime({ offset: true }).nullish().transform((v) => v ?? undefined);

const payer = {
  customer_name: text(200),
  customer_email: z.string().trim().email().max(254).nullish().transform((v) => v ?? undefined),
  customer_cpf: text(32),
  customer_phone: text(32),
  customer_id: text(64),
};

export const pixBody = z.strictObject({
  amount: reais.optional(),
  description: text(500),
  ...payer,
  product_id: text(64),
  coupon_code: text(64),
  novo_cliente: z.boolean().optional(),
  expires_at: date,
  success_url: text(2048),
  cancel_url: text(2048),
});

export const chargeBody = z.strictObject({
  amount: reais.optional(),
  description: text(500),
  ...payer,
  expires_at: date,
  due_date: date,
  txid: text(64),
});

export const txidBody = z.strictObject({ txid: z.string().min(1).max(64) });
/** `motivo` (issue 24): the refund's reason, sent to the engine as the devolução's `descricao` (≤ 140, BCB). */
export const refundBody = z.strictObject({
  txid: z.string().min(1).max(64),
  amount: reais.refine((cents) => cents > 0, { message: "o estorno deve ser maior que zero; sem amount, devolve o que resta da cobrança", params: { codigo: "VALOR_MINIMO" } }).optional(),
  motivo: z.string().max(140).optional(),
});
export const statusQuery = z.strictObject({ txid: z.string().min(1).max(64) });
export const listQuery = z.strictObject({ status: z.enum(["pending", "paid", "refunded", "expired"]).optional() });
/** The expiry test clock (issue 25): the store's test charges as of `as_of`. */
export const expiryRunBody = z.strictObject({ as_of: z.iso.datetime({ offset: true }) });
