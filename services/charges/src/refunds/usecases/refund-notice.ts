/**
 * The engine's PIX_REFUND_UPDATED notice (issue 24): settles the refund it names, after checking it
 * against the refund row (environment, payment, amount). Local writes only, like the payment notice;
 * a resent notice finds the refund settled and changes nothing.
 */
import { errors } from "@pix/errors";
import { parseReais } from "@pix/money";
import type { Environment } from "../../issuing/domain/charge";
import type { RefundUpdatedNotice } from "../../shared/payment-engine/notices";
import type { RefundNoticeDeps } from "./deps";
import type { ReceiveOutcome } from "../../issuing/usecases/engine-notice";
import { outcomeOf, settleRefund } from "./refunds";

const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export async function receiveRefundNotice(deps: RefundNoticeDeps, notice: RefundUpdatedNotice, environment: Environment): Promise<ReceiveOutcome> {
  const log = deps.logger.child({ component: "engine-notice" });
  const refund = await deps.refunds.findById(uuidOf(notice.refund.id));
  if (!refund || refund.environment !== environment || refund.paymentEndToEndId !== notice.refund.endToEndId) {
    log.warn({ noticeId: notice.id, refundId: notice.refund.id }, "engine refund notice refused: unknown refund");
    throw errors.notFound("Estorno do aviso");
  }
  if (parseReais(notice.refund.value) !== refund.amountCents) {
    log.error({ noticeId: notice.id, refundId: refund.id, value: notice.refund.value }, "engine refund notice refused: amount differs from the refund");
    throw errors.validation("", "VALOR_INVALIDO", "Aviso com valor diferente do estorno");
  }
  if (notice.refund.status === "EM_PROCESSAMENTO") return "ignored";
  const settled = await settleRefund(deps, refund.id, outcomeOf(notice.refund));
  log.info({ noticeId: notice.id, refundId: refund.id, status: notice.refund.status, settled }, settled ? "engine refund notice settled the refund" : "engine refund notice: already settled");
  return settled ? "received" : "duplicate";
}
