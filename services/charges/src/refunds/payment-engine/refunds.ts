/**
 * Devoluções at the payment engine, after the BCB API Pix (`PUT /pix/{e2eid}/devolucao/{id}`): the id
 * is ours (the refund's id without hyphens, 32 alphanumerics), so the PUT is idempotent and is
 * retried like any idempotent call; a resumed refund sends the same PUT and gets the same refund.
 * Money in centavos. The answer is `EM_PROCESSAMENTO`; the outcome comes by notice or by a GET.
 */
import { z } from "@pix/errors";
import { HttpPaymentEngine } from "../../shared/payment-engine/http-payment-engine";
import type { PaymentEngine } from "../../shared/payment-engine/payment-engine";

export type EngineRefundStatus = "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";

export interface RefundRequest {
  /** The payment being returned. */
  endToEndId: string;
  /** The refund's own id (uuid); sent without hyphens. */
  refundId: string;
  valueCents: number;
  descricao?: string;
  /** Subaccount mode: what each split wallet gives back (the service's share when it bears it). */
  splitRefunds?: { walletId: string; valueCents: number }[];
}

export interface EngineRefund {
  id: string;
  endToEndId: string;
  rtrId: string;
  valueCents: number;
  status: EngineRefundStatus;
  motivo: string | null;
}

const refundSchema: z.ZodType<EngineRefund> = z.object({
  id: z.string(),
  endToEndId: z.string(),
  rtrId: z.string(),
  valueCents: z.int().min(1),
  status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: z.string().nullable(),
});

export interface RefundEngine {
  requestRefund(input: RefundRequest): Promise<EngineRefund>;
  getRefund(endToEndId: string, refundId: string): Promise<EngineRefund>;
}

/** The engine's refund id for one of ours: BCB's `[a-zA-Z0-9]{1,35}`. */
export const engineRefundIdOf = (refundId: string) => refundId.replace(/-/g, "");

const pathOf = (e2e: string, refundId: string) => `/v3/pix/${encodeURIComponent(e2e)}/devolucao/${engineRefundIdOf(refundId)}`;

export function refundsOf(engine: PaymentEngine): RefundEngine | null {
  if (!(engine instanceof HttpPaymentEngine)) return null;
  const http = engine;
  return {
    requestRefund: (r) =>
      http.request({
        op: "requestRefund", method: "PUT", path: pathOf(r.endToEndId, r.refundId), schema: refundSchema, idempotent: true,
        body: { valueCents: r.valueCents, natureza: "ORIGINAL", ...(r.descricao && { descricao: r.descricao }), ...(r.splitRefunds?.length && { splitRefunds: r.splitRefunds }) },
      }),
    getRefund: (e2e, refundId) => http.request({ op: "getRefund", method: "GET", path: pathOf(e2e, refundId), schema: refundSchema, idempotent: true }),
  };
}
