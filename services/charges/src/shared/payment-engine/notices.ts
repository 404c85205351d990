/**
 * Inbound notices (webhooks) of the payment engine, Asaas-style: validated at the boundary with
 * the same zod discipline as the adapter's responses. Unknown fields are stripped, not refused
 * (providers add fields over time); unknown events are accepted as "other" and ignored.
 */
import { z } from "@pix/errors";

const reais = z.string().regex(/^\d+\.\d{2}$/, "reais with 2 decimals");
const isoDate = z.iso.datetime({ offset: true });

const paymentReceived = z.object({
  id: z.string().min(1),
  event: z.literal("PAYMENT_RECEIVED"),
  dateCreated: isoDate,
  payment: z.object({
    id: z.string().min(1),
    txid: z.string().min(1),
    status: z.literal("RECEIVED"),
    value: reais,
    netValue: reais,
    endToEndIdentifier: z.string().regex(/^E\d{20}[a-zA-Z0-9]{11}$/, "Pix end-to-end id"),
    paymentDate: isoDate,
  }),
});

/** A devolução settled or was refused (issue 24); `refund.id` is ours without hyphens. */
const refundUpdated = z.object({
  id: z.string().min(1),
  event: z.literal("PIX_REFUND_UPDATED"),
  dateCreated: isoDate,
  refund: z.object({
    id: z.string().regex(/^[0-9a-f]{32}$/, "our refund id without hyphens"),
    endToEndId: z.string().min(1),
    rtrId: z.string().min(1),
    status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
    value: reais,
    motivo: z.string().nullable(),
  }),
});

/** The infraction as the engine states it, in its notice and in its test controls' answers (payment-engine/test-controls.ts). */
export const engineInfractionSchema = z.object({
  id: z.string().min(1).max(100),
  paymentId: z.string().min(1),
  txid: z.string().min(1),
  endToEndId: z.string().regex(/^E\d{20}[a-zA-Z0-9]{11}$/, "Pix end-to-end id"),
  value: reais,
  reason: z.enum(["FRAUDE", "FALHA_OPERACIONAL"]),
  details: z.string().max(500).nullable(),
  status: z.enum(["ABERTA", "EM_ANALISE", "ENCERRADA"]),
  outcome: z.enum(["PROCEDENTE", "IMPROCEDENTE", "SEM_DECISAO"]).nullable(),
  defenseDueAt: isoDate,
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  refund: z.object({ id: z.string().min(1), rtrId: z.string().min(1), natureza: z.enum(["MED_FRAUDE", "MED_OPERACIONAL", "MED_PIX_AUTOMATICO"]), value: reais }).nullable(),
});
/** A MED infraction opened, answered or closed (issue 25); closed upheld, it carries the engine's MED devolução. */
const infractionUpdated = z.object({
  id: z.string().min(1),
  event: z.literal("INFRACTION_UPDATED"),
  dateCreated: isoDate,
  infraction: engineInfractionSchema,
});

const HANDLED = new Set(["PAYMENT_RECEIVED", "PIX_REFUND_UPDATED", "INFRACTION_UPDATED"]);
/** Any other event (account status, …): only its name matters here. */
const other = z.object({ id: z.string().min(1), event: z.string().min(1).refine((e) => !HANDLED.has(e)) });

export const engineNoticeSchema = z.union([paymentReceived, refundUpdated, infractionUpdated, other]);
export type InfractionUpdatedNotice = z.infer<typeof infractionUpdated>;

export function isInfractionUpdated(notice: EngineNotice): notice is InfractionUpdatedNotice {
  return notice.event === "INFRACTION_UPDATED";
}
export type PaymentReceivedNotice = z.infer<typeof paymentReceived>;
export type RefundUpdatedNotice = z.infer<typeof refundUpdated>;

export function isRefundUpdated(notice: EngineNotice): notice is RefundUpdatedNotice {
  return notice.event === "PIX_REFUND_UPDATED";
}
export type EngineNotice = z.infer<typeof engineNoticeSchema>;

export function isPaymentReceived(notice: EngineNotice): notice is PaymentReceivedNotice {
  return notice.event === "PAYMENT_RECEIVED";
}
