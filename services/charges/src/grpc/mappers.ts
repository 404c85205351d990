import type { MessageInput } from "@pix/grpc";
import type { Charge } from "../domain/charge";
import type { Refund, RefundSettings } from "../domain/refund";
import { checkoutUrlOf } from "../domain/events";
import type { ListedChargeRow } from "../repositories/charge-sql";
import { qrCodeUrlOf, type ChargesDeps } from "../usecases/deps";

const iso = (d: Date | null) => d?.toISOString() ?? undefined;
const opt = <T>(v: T | null) => v ?? undefined;

/** Domain charge → pix.charges.v1.Charge; absent fields are left unset (null at the edge). */
export function chargeMessage(deps: ChargesDeps, c: Charge): MessageInput<"pix.charges.v1.Charge"> {
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
  };
}

/** Domain refund → pix.charges.v1.Refund. */
export function refundMessage(r: Refund): MessageInput<"pix.charges.v1.Refund"> {
  return {
    id: r.id, txid: r.txid, amount_cents: r.amountCents, status: r.status, motivo: opt(r.motivo), end_to_end_id: opt(r.endToEndId),
    created_at: r.createdAt.toISOString(), completed_at: iso(r.completedAt), failure_reason: opt(r.failureReason),
    fee_bearer: r.feeBearer, fee_refund_cents: r.feeRefundCents, natureza: r.natureza,
  };
}

export function refundSettingsMessage(s: RefundSettings & { storeId: string }): MessageInput<"pix.charges.v1.RefundSettingsMessage"> {
  return { store_id: s.storeId, enabled: s.enabled, fee_bearer: s.feeBearer, updated_at: iso(s.updatedAt) };
}

/**
 * A listing row (already named as the message, timestamps as text) → pix.charges.v1.Charge; absent
 * fields are null, which protobuf leaves unset and the contract's view shows as null.
 */
export function listedChargeMessage(deps: ChargesDeps, r: ListedChargeRow): MessageInput<"pix.charges.v1.Charge"> {
  const { qr_code_image, public_id, ...fields } = r;
  return {
    ...fields,
    qr_code_url: qrCodeUrlOf(deps, { status: r.status, pixCode: r.pix_code, qrCodeImage: qr_code_image }),
    checkout_url: checkoutUrlOf(deps.settings.checkoutBaseUrl, public_id),
  };
}

/** What the payer's checkout may see: nothing of the merchant beyond its name. */
export function publicChargeMessage(deps: ChargesDeps, c: Charge, storeName: string): MessageInput<"pix.charges.v1.PublicCharge"> {
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
  };
}
