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

/**
 * Issue 37, a charge with a due date (the BCB's cobv): the terms in the request's snake_case, valor_perc
 * in reais or percent (2.50 → 250, as centavos are). Modalities and cross-field rules are the charges
 * service's (domain/due-date-input.ts): here only the shapes.
 */
export const modalidade = z.strictObject({ modalidade: z.number().int(), valor_perc: reais });
export const dueDateTerms = {
  due_date: z.string().max(40).optional(),
  validade_apos_vencimento: z.number().int().optional(),
  multa: modalidade.optional(),
  juros: modalidade.optional(),
  abatimento: modalidade.optional(),
  desconto: z.strictObject({
    modalidade: z.number().int(),
    valor_perc: reais.optional(),
    descontos_data_fixa: z.array(z.strictObject({ data: z.string().max(10), valor_perc: reais })).max(10).optional(),
  }).optional(),
};
export type DueDateTermsBody = { [K in keyof typeof dueDateTerms]: z.infer<(typeof dueDateTerms)[K]> };

/** The terms as the charges service takes them, or undefined when the body has none (an immediate charge). */
export function vencimentoOf(b: DueDateTermsBody) {
  const { due_date, validade_apos_vencimento, multa, juros, abatimento, desconto } = b;
  if ([due_date, validade_apos_vencimento, multa, juros, abatimento, desconto].every((v) => v === undefined)) return undefined;
  return { due_date, validade_apos_vencimento, multa, juros, abatimento, desconto };
}

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
  ...dueDateTerms,
});

/** Issue 37: the BCB's lote takes up to 1,000 cobranças (more: 400 LOTE_TAMANHO_INVALIDO). */
export const MAX_BATCH_ITEMS = 1000;
/**
 * POST /pix/lotes: the items are only an array here. Each is parsed on its own as pixBody (routes/
 * charge-batches.ts), so a malformed one is refused alone; the count is checked before (LOTE_TAMANHO_INVALIDO).
 */
export const batchBody = z.strictObject({
  descricao: z.string().trim().min(1).max(140),
  cobrancas: z.array(z.unknown()),
});

/** POST /pix/valor/simulacao: an amount, due-date terms and up to 10 payment dates (AAAA-MM-DD). */
export const simulationBody = z.strictObject({
  amount: reais,
  ...dueDateTerms,
  datas: z.array(z.string().max(10)).min(1).max(10),
});

/** GET /pix/{txid}/valor?data=YYYY-MM-DD: the payment date (the BCB's DPP); today in Brasília when absent. */
export const amountOfDayQuery = z.strictObject({ data: z.string().max(10).optional() });

/**
 * Issue 37: POST /pix's due-date terms, which POST /charges refuses with a pointer to POST /pix
 * (VENCIMENTO_SOMENTE_EM_PIX) rather than as unknown fields: a charge without a Pix code has no amount
 * of the day (docs/due-date-charges.md). Not part of chargeBody, so the API document does not offer them.
 */
export const TERMS_ONLY_ON_PIX = ["multa", "juros", "desconto", "abatimento", "validade_apos_vencimento"] as const;

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
/** The due-date test clock (issue 37): a test charge `days` later in its life. */
export const advanceDueDateBody = z.strictObject({ txid: z.string().min(1).max(64), days: z.int().min(1).max(3650) });
