import { z } from "zod";

/**
 * Notices (webhooks) the engine POSTs to the configured notice URL. Shared with the gateway's
 * charges service so it validates inbound notices with the very schema the emulator sends.
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

const review = z.enum(["PENDING", "APPROVED", "REJECTED"]);
export const accountStatusNoticeSchema = z.object({
  id: z.string().min(1),
  event: z.enum(["ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED", "ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED"]),
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

/** Any notice the engine sends, discriminated by `event`. */
export const engineNoticeSchema = z.discriminatedUnion("event", [paymentNoticeSchema, accountStatusNoticeSchema]);
export type EngineNotice = z.infer<typeof engineNoticeSchema>;
