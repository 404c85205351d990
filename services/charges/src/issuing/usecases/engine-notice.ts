/**
 * Inbound notice of a payment engine, received: origin (the shared token of the test or the live
 * engine, compared in constant time, before the body is looked at; it names the notice's environment), then JSON and shape, then the charge it names (a local read).
 * The notice is recorded with its queue message in one transaction and answered at once; no remote
 * call is on this path, so the engine never sees an error for a payment that was recorded.
 * Confirmation follows from the queue (confirm-notice.ts). A resent notice (same engine id) is a no-op.
 */
import { errors } from "@pix/errors";
import { noticeEnvironment } from "@pix/grpc";
import { buildEnvelope } from "@pix/messaging";
import { parseReais } from "@pix/money";
import { engineTxidOf, type Charge, type Environment } from "../domain/charge";
import { paysCharge } from "../domain/payment-components";
import { engineNoticeSchema, isInfractionUpdated, isPaymentReceived, isRefundUpdated, type PaymentReceivedNotice } from "../../shared/payment-engine/notices";
import { receiveInfractionNotice } from "../../infractions/usecases/infractions";
import { receiveRefundNotice } from "../../refunds/usecases/refund-notice";
import type { ChargesDeps } from "../../shared/usecases/deps";
import type { NoticeDeps } from "./deps";

export type ReceiveOutcome = "received" | "duplicate" | "ignored";

const utf8 = new TextDecoder("utf-8", { fatal: true });

export async function receiveEngineNotice(deps: NoticeDeps, token: string, body: string | Uint8Array): Promise<ReceiveOutcome> {
  const log = deps.logger.child({ component: "engine-notice" });
  const environment = noticeEnvironment(deps.settings.noticeTokens, token);
  if (!environment) {
    log.warn({ configured: Object.values(deps.settings.noticeTokens).some(Boolean), tokenPresent: token !== "" }, "engine notice refused: bad token");
    throw errors.unauthenticated("AVISO_NAO_RECONHECIDO", "Aviso de origem não reconhecida");
  }
  const text = decode(body);
  const notice = parseNotice(deps, text);
  if (isRefundUpdated(notice)) return receiveRefundNotice(deps, notice, environment);
  if (isInfractionUpdated(notice)) return receiveInfractionNotice(deps, notice, environment);
  if (!isPaymentReceived(notice)) {
    log.info({ noticeId: notice.id, event: notice.event }, "engine notice ignored: not a payment");
    return "ignored";
  }
  const charge = await chargeOfNotice(deps, notice, environment);
  const recorded = await deps.notices.record({ noticeId: notice.id, chargeId: charge.id, rawBody: text }, (rowId) =>
    buildEnvelope("engine.notice_received", { store_id: charge.storeId, environment: charge.environment }, { notice_row_id: rowId }),
  );
  log.info({ noticeId: notice.id, txid: charge.txid, recorded }, recorded ? "engine payment notice recorded" : "engine payment notice already recorded");
  return recorded ? "received" : "duplicate";
}

function decode(body: string | Uint8Array): string {
  if (typeof body === "string") return body;
  try {
    return utf8.decode(body);
  } catch {
    throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado: o corpo não é UTF-8");
  }
}

/** JSON and the notice's shape; also used by the confirmation to read the stored body again. */
export function parseNotice(deps: Pick<ChargesDeps, "logger">, text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    deps.logger.warn({ bytes: text.length }, "engine notice refused: body is not JSON");
    throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado: o corpo não é JSON");
  }
  const parsed = engineNoticeSchema.safeParse(json);
  if (!parsed.success) {
    deps.logger.warn({ issues: parsed.error.issues.slice(0, 5) }, "engine notice refused: unexpected shape");
    throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado");
  }
  return parsed.data;
}

/** The charge the notice names, checked against the engine's txid and the amount (local data only). */
async function chargeOfNotice(deps: NoticeDeps, notice: PaymentReceivedNotice, environment: Environment): Promise<Charge> {
  const charge = await deps.crossStore.findByEngineChargeId(notice.payment.id);
  // One engine's notice never settles a charge of the other environment's engine.
  if (!charge || charge.environment !== environment || engineTxidOf(charge.id) !== notice.payment.txid) {
    deps.logger.warn({ noticeId: notice.id, engineChargeId: notice.payment.id }, "engine notice refused: unknown charge");
    throw errors.notFound("Cobrança do aviso");
  }
  // A due-date charge is paid by the amount of its payment day (issue 37); any other value, more or
  // less, is refused as for an immediate charge.
  if (!paysCharge(charge, new Date(notice.payment.paymentDate), parseReais(notice.payment.value))) {
    deps.logger.error({ noticeId: notice.id, txid: charge.txid, value: notice.payment.value }, "engine notice refused: amount differs from the charge");
    throw errors.validation("", "VALOR_INVALIDO", "Aviso com valor diferente do da cobrança");
  }
  return charge;
}
