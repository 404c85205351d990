import type { Charge } from "../domain/charge";
import { checkoutUrlOf } from "../domain/events";
import { qrCodeUrlOf, type ChargesDeps } from "../usecases/deps";

const iso = (d: Date | null) => d?.toISOString() ?? undefined;
const opt = <T>(v: T | null) => v ?? undefined;

/** Domain charge → pix.charges.v1.Charge; absent fields are left unset (null at the edge). */
export function chargeMessage(deps: ChargesDeps, c: Charge) {
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
  };
}

/** What the payer's checkout may see: nothing of the merchant beyond its name. */
export function publicChargeMessage(deps: ChargesDeps, c: Charge, storeName: string) {
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
