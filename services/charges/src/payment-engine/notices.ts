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

/** Any other event (account status, …): only its name matters here. */
const other = z.object({ id: z.string().min(1), event: z.string().min(1).refine((e) => e !== "PAYMENT_RECEIVED") });

export const engineNoticeSchema = z.union([paymentReceived, other]);
export type PaymentReceivedNotice = z.infer<typeof paymentReceived>;
export type EngineNotice = z.infer<typeof engineNoticeSchema>;

export function isPaymentReceived(notice: EngineNotice): notice is PaymentReceivedNotice {
  return notice.event === "PAYMENT_RECEIVED";
}
