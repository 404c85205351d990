import { z } from "zod";

/**
 * Notices (webhooks) the engine POSTs to the configured notice URL: the wire format. The services'
 * adapters keep their own schemas and check them against these in their specs (the emulator is not a
 * production dependency), so an adapter cannot drift from what the emulator sends.
 * Unknown fields are stripped, not refused: real providers add fields over time.
 */

/** Header carrying the shared notice token, as Asaas does. */
export const NOTICE_TOKEN_HEADER = "asaas-access-token";

const reais = z.string().regex(/^\d+\.\d{2}$/, "reais with 2 decimals");
const isoDate = z.iso.datetime({ offset: true });

export const paymentNoticeSchema = z.object({
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
export type PaymentNotice = z.infer<typeof paymentNoticeSchema>;

/** Values of an approval front (Asaas: the commercial-info front also expires). */
export const REVIEW_VALUES = ["PENDING", "AWAITING_APPROVAL", "APPROVED", "REJECTED", "EXPIRING_SOON", "EXPIRED"] as const;
const review = z.enum(REVIEW_VALUES);

/**
 * The 18 account-status events of a subaccount, one per front and value, as Asaas names them:
 * bank account info (4), commercial info (6: it also expires), documents (4), general approval (4).
 */
export const ACCOUNT_STATUS_EVENTS = [
  "ACCOUNT_STATUS_BANK_ACCOUNT_INFO_APPROVED",
  "ACCOUNT_STATUS_BANK_ACCOUNT_INFO_AWAITING_APPROVAL",
  "ACCOUNT_STATUS_BANK_ACCOUNT_INFO_PENDING",
  "ACCOUNT_STATUS_BANK_ACCOUNT_INFO_REJECTED",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_APPROVED",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_AWAITING_APPROVAL",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_EXPIRED",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_EXPIRING_SOON",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_PENDING",
  "ACCOUNT_STATUS_COMMERCIAL_INFO_REJECTED",
  "ACCOUNT_STATUS_DOCUMENT_APPROVED",
  "ACCOUNT_STATUS_DOCUMENT_AWAITING_APPROVAL",
  "ACCOUNT_STATUS_DOCUMENT_PENDING",
  "ACCOUNT_STATUS_DOCUMENT_REJECTED",
  "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED",
  "ACCOUNT_STATUS_GENERAL_APPROVAL_AWAITING_APPROVAL",
  "ACCOUNT_STATUS_GENERAL_APPROVAL_PENDING",
  "ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED",
] as const;
export type AccountStatusEvent = (typeof ACCOUNT_STATUS_EVENTS)[number];

export const accountStatusNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.enum(ACCOUNT_STATUS_EVENTS),
  dateCreated: isoDate,
  accountStatus: z.object({
    id: z.string().min(1),
    general: review,
    commercialInfo: review,
    bankAccountInfo: review,
    documentation: review,
  }),
});
export type AccountStatusNotice = z.infer<typeof accountStatusNoticeSchema>;

/** Pix Automático (BCB `rec` and `cobr` statuses; recurrences.ts). */
export const RECURRENCE_STATUSES = ["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"] as const;
export const RECURRING_CHARGE_STATUSES = ["CRIADA", "ATIVA", "CONCLUIDA", "EXPIRADA", "REJEITADA", "CANCELADA"] as const;

/**
 * An authorization changed status (the BCB's webhookrec): the payer approved, rejected or cancelled
 * it in the bank, the receiver cancelled it, or it expired unanswered. A hint: receivers read the
 * recurrence again before acting on it.
 */
export const recurrenceNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.literal("RECURRENCE_UPDATED"),
  dateCreated: isoDate,
  recurrence: z.object({ id: z.string().min(1), status: z.enum(RECURRENCE_STATUSES) }),
});
export type RecurrenceNotice = z.infer<typeof recurrenceNoticeSchema>;

/** A cycle changed status (the BCB's webhookcobr): debited, failed, retried, cancelled or expired. */
export const recurringChargeNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.literal("RECURRING_CHARGE_UPDATED"),
  dateCreated: isoDate,
  recurringCharge: z.object({ id: z.string().min(1), recurrenceId: z.string().min(1), status: z.enum(RECURRING_CHARGE_STATUSES) }),
});
export type RecurringChargeNotice = z.infer<typeof recurringChargeNoticeSchema>;

/** BCB devolução statuses (refunds.ts). */
export const REFUND_STATUSES = ["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"] as const;

/** A refund (devolução) changed status: settled (`DEVOLVIDO`) or refused (`NAO_REALIZADO`, with `motivo`). */
export const refundNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.literal("PIX_REFUND_UPDATED"),
  dateCreated: isoDate,
  refund: z.object({
    id: z.string().min(1),
    endToEndId: z.string().min(1),
    rtrId: z.string().min(1),
    status: z.enum(REFUND_STATUSES),
    value: reais,
    motivo: z.string().nullable(),
  }),
});
export type RefundNotice = z.infer<typeof refundNoticeSchema>;

/** MED (infractions.ts): why the payer's bank opened it, where it stands, how it ended. */
export const INFRACTION_REASONS = ["FRAUDE", "FALHA_OPERACIONAL"] as const;
export const INFRACTION_STATUSES = ["ABERTA", "EM_ANALISE", "ENCERRADA"] as const;
/** PROCEDENTE: upheld (money returned); IMPROCEDENTE: rejected; SEM_DECISAO: the deadline passed undecided. */
export const INFRACTION_OUTCOMES = ["PROCEDENTE", "IMPROCEDENTE", "SEM_DECISAO"] as const;
export const MED_NATUREZAS = ["MED_FRAUDE", "MED_OPERACIONAL", "MED_PIX_AUTOMATICO"] as const;

/**
 * A MED infraction on a received Pix was opened, answered (defense received) or closed. When upheld it
 * carries the devolução the engine made from the blocked amount (natureza MED_*).
 */
export const infractionNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.literal("INFRACTION_UPDATED"),
  dateCreated: isoDate,
  infraction: z.object({
    id: z.string().min(1),
    /** The engine's charge id (as in the payment notice) and its txid. */
    paymentId: z.string().min(1),
    txid: z.string().min(1),
    endToEndId: z.string().min(1),
    value: reais,
    reason: z.enum(INFRACTION_REASONS),
    details: z.string().nullable(),
    status: z.enum(INFRACTION_STATUSES),
    outcome: z.enum(INFRACTION_OUTCOMES).nullable(),
    defenseDueAt: isoDate,
    createdAt: isoDate,
    closedAt: isoDate.nullable(),
    refund: z.object({ id: z.string().min(1), rtrId: z.string().min(1), natureza: z.enum(MED_NATUREZAS), value: reais }).nullable(),
  }),
});
export type InfractionNotice = z.infer<typeof infractionNoticeSchema>;

/** Any notice the engine sends, discriminated by `event`. */
export const engineNoticeSchema = z.discriminatedUnion("event", [
  paymentNoticeSchema, accountStatusNoticeSchema, recurrenceNoticeSchema, recurringChargeNoticeSchema, refundNoticeSchema, infractionNoticeSchema,
]);
export type EngineNotice = z.infer<typeof engineNoticeSchema>;
