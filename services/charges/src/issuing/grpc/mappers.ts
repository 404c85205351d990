import type { ChargeMessage } from "@pix/charge-view";
import type { Message, MessageInput } from "@pix/grpc";
import { locationIdOf, type Charge } from "../domain/charge";
import { todayInBrasilia } from "@pix/business-days";
import { type AmountOfDay, type DueDateTerms, amountOfDay } from "@pix/amount-of-day";
import type { Refund, RefundSettings } from "../../refunds/domain/refund";
import { checkoutUrlOf } from "../domain/events";
import { paymentComponentsOf } from "../domain/payment-components";
import type { ChargeMessageRow, ListedChargeRow } from "../repositories/charge-sql";
import { qrCodeUrlOf } from "../../shared/usecases/deps";
import type { ChargeViewDeps } from "../usecases/deps";

const iso = (d: Date | null) => d?.toISOString() ?? undefined;
const opt = <T>(v: T | null) => v ?? undefined;

/** Domain charge → pix.charges.v1.Charge; absent fields are left unset (null at the edge). */
export function chargeMessage(deps: ChargeViewDeps, c: Charge): MessageInput<"pix.charges.v1.Charge"> {
  return {
    id: c.id,
    user_id: c.storeId,
    customer_id: opt(c.customerId),
    txid: c.txid,
    description: c.description,
    amount_cents: c.amountCents,
    customer_name: opt(c.customerName),
    customer_email: opt(c.customerEmail),
    customer_cpf: opt(c.customerCpf),
    customer_phone: opt(c.customerPhone),
    product_id: opt(c.productId),
    success_url: opt(c.successUrl),
    cancel_url: opt(c.cancelUrl),
    expires_at: iso(c.expiresAt),
    due_date: iso(c.dueDate),
    pix_code: opt(c.pixCode),
    qr_code_url: opt(qrCodeUrlOf(deps, c)),
    status: c.status,
    end_to_end_id: opt(c.endToEndId),
    paid_at: iso(c.paidAt),
    created_at: c.createdAt.toISOString(),
    store_name: opt(c.storeName),
    store_document: opt(c.storeDocument),
    fee_amount_cents: opt(c.feeAmountCents),
    subscription_id: opt(c.subscriptionId),
    coupon_id: opt(c.couponId),
    environment: c.environment,
    checkout_url: checkoutUrlOf(deps.settings.checkoutBaseUrl, c.publicId),
    extra_payments: (c.extraPayments ?? []).map((p) => ({ end_to_end_id: p.endToEndId, amount_cents: p.amountCents, paid_at: p.paidAt.toISOString() })),
    refunded_amount_cents: c.refundedAmountCents ?? 0,
    vencimento: c.dueTerms ? dueTermsMessage(c.dueTerms) : undefined,
    loc_id: locationIdOf(c),
    ...paidMessage(c),
  };
}

/** Issue 39: the paying payment's amount and, for a due-date charge, its components (those the ledger posted). */
function paidMessage(c: Charge) {
  if (c.paidCents === undefined || !c.paidAt) return {};
  const parts = paymentComponentsOf(c, c.paidAt, c.paidCents);
  return { paid_amount_cents: c.paidCents, ...(parts && { componentes_valor: amountOfDayMessage(parts) }) };
}

/** DueDateTerms → pix.charges.v1.DueDateTerms as decoded (valor_perc ×100 as stored; absent → null). */
export function dueTermsMessage(t: DueDateTerms): Message<"pix.charges.v1.DueDateTerms"> {
  const mod = (m?: { modalidade: number; valorPerc: number }) => (m ? { modalidade: m.modalidade, valor_perc: m.valorPerc } : null);
  const d = t.desconto;
  return {
    due_date: t.dueDate, validade_apos_vencimento: t.validadeAposVencimento,
    multa: mod(t.multa), juros: mod(t.juros), abatimento: mod(t.abatimento),
    desconto: !d ? null : "descontosDataFixa" in d
      ? { modalidade: d.modalidade, descontos_data_fixa: d.descontosDataFixa.map((x) => ({ data: x.data, valor_perc: x.valorPerc })) }
      : { modalidade: d.modalidade, valor_perc: d.valorPerc, descontos_data_fixa: [] },
  };
}

/** The amount of a day → pix.charges.v1.AmountOfDay. */
export function amountOfDayMessage(a: AmountOfDay): MessageInput<"pix.charges.v1.AmountOfDay"> {
  return {
    data: a.data, original_cents: a.original, multa_cents: a.multa, juros_cents: a.juros,
    abatimento_cents: a.abatimento, desconto_cents: a.desconto, final_cents: a.final,
  };
}

/** Domain refund → pix.charges.v1.Refund. */
export function refundMessage(r: Refund): MessageInput<"pix.charges.v1.Refund"> {
  return {
    id: r.id, txid: r.txid, amount_cents: r.amountCents, status: r.status, motivo: opt(r.motivo), end_to_end_id: opt(r.endToEndId),
    created_at: r.createdAt.toISOString(), completed_at: iso(r.completedAt), failure_reason: opt(r.failureReason),
    fee_bearer: r.feeBearer, fee_refund_cents: r.feeRefundCents, natureza: r.natureza, external_id: opt(r.externalId),
    payment_end_to_end_id: r.paymentEndToEndId,
  };
}

export function refundSettingsMessage(s: RefundSettings & { storeId: string }): MessageInput<"pix.charges.v1.RefundSettingsMessage"> {
  return { store_id: s.storeId, enabled: s.enabled, fee_bearer: s.feeBearer, updated_at: iso(s.updatedAt) };
}

/**
 * A listing row (already named as the message, timestamps as text) → pix.charges.v1.Charge; absent
 * fields are null, which protobuf leaves unset and the contract's view shows as null.
 */
export function listedChargeMessage(deps: ChargeViewDeps, r: ListedChargeRow): ChargeMessage {
  const { qr_code_image, ...row } = r;
  return { ...rowChargeMessage(deps, row), qr_code_url: qrCodeUrlOf(deps, { status: r.status, pixCode: r.pix_code, qrCodeImage: qr_code_image }) };
}

/** A row of MESSAGE_COLUMNS → pix.charges.v1.Charge without qr_code_url (the BCB API's lists show no QR image). */
export function rowChargeMessage(deps: Pick<ChargeViewDeps, "settings">, r: ChargeMessageRow): Omit<ChargeMessage, "qr_code_url"> {
  const { public_id, due_terms, paid_amount_cents, ...fields } = r;
  const parts = paid_amount_cents !== null && r.paid_at && due_terms
    ? paymentComponentsOf({ amountCents: r.amount_cents, dueTerms: due_terms }, new Date(r.paid_at), paid_amount_cents)
    : null;
  return {
    ...fields,
    vencimento: due_terms ? dueTermsMessage(due_terms) : undefined,
    paid_amount_cents,
    componentes_valor: parts && {
      data: parts.data, original_cents: parts.original, multa_cents: parts.multa, juros_cents: parts.juros,
      abatimento_cents: parts.abatimento, desconto_cents: parts.desconto, final_cents: parts.final,
    },
    checkout_url: checkoutUrlOf(deps.settings.checkoutBaseUrl, public_id),
  };
}

/** What the payer's checkout may see: nothing of the merchant beyond its name. */
export function publicChargeMessage(deps: ChargeViewDeps, c: Charge, storeName: string): MessageInput<"pix.charges.v1.PublicCharge"> {
  return {
    txid: c.txid,
    amount_cents: c.amountCents,
    description: c.description,
    store_name: storeName,
    status: c.status,
    pix_code: opt(c.pixCode),
    qr_code_url: opt(qrCodeUrlOf(deps, c)),
    expires_at: iso(c.expiresAt),
    environment: c.environment,
    success_url: opt(c.successUrl),
    cancel_url: opt(c.cancelUrl),
    paid_at: iso(c.paidAt),
    // The key of the checkout's own URLs (page, polling, simulation): the txid only when we generated it.
    checkout_key: c.publicId,
    ...(c.dueTerms && dueDateView(c.amountCents, c.dueTerms, c.status)),
  };
}

/** Issue 37: the payer's page shows the due date and, while the charge can be paid, today's amount with its parts. */
function dueDateView(amountCents: number, terms: DueDateTerms, status: Charge["status"]) {
  const today = status === "pending" ? amountOfDay(amountCents, terms, todayInBrasilia()) : null;
  return { due_date: terms.dueDate, amount_of_day: today ? amountOfDayMessage(today) : undefined };
}
