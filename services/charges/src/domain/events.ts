/** `data` of the charge events, exactly the fields of contract section 6; money in reais. */
import { centsToReais } from "@pix/money";
import type { Charge, ExtraPayment } from "./charge";

/** `key` is the charge's public id (domain/public-id.ts), never a merchant-chosen txid. */
export function checkoutUrlOf(checkoutBaseUrl: string, key: string): string {
  return `${checkoutBaseUrl.replace(/\/+$/, "")}/checkout/${encodeURIComponent(key)}`;
}

/**
 * The contract's `charge.created` payload lists `qr_code_url` too: the event leaves it out (a PNG data URL
 * in every event, for every consumer) and webhooks-dispatcher renders it from `pix_code` for the
 * webhooks it sends (its domain/delivery.ts).
 */
export function chargeCreatedData(charge: Charge, checkoutBaseUrl: string) {
  return {
    txid: charge.txid,
    amount: centsToReais(charge.amountCents),
    description: charge.description,
    status: charge.status,
    environment: charge.environment,
    customer_name: charge.customerName,
    customer_email: charge.customerEmail,
    customer_phone: charge.customerPhone,
    subscription_id: charge.subscriptionId,
    pix_code: charge.pixCode,
    checkout_url: checkoutUrlOf(checkoutBaseUrl, charge.publicId),
    expires_at: charge.expiresAt?.toISOString() ?? null,
    created_at: charge.createdAt.toISOString(),
  };
}

export function chargePaidData(charge: Charge) {
  return {
    txid: charge.txid,
    amount: centsToReais(charge.amountCents),
    description: charge.description,
    customer_name: charge.customerName,
    customer_email: charge.customerEmail,
    paid_at: charge.paidAt!.toISOString(),
    end_to_end_id: charge.endToEndId,
    subscription_id: charge.subscriptionId,
    // Pix Automático (issue 14): which subscription method collected it (additive to section 6).
    method: charge.method ?? "pix",
    ...(charge.simulated && { simulado: true }),
    // Issue 25 (additive): the payment arrived after the charge had expired; it is recorded all the same.
    ...(charge.expiredAt && { late: true }),
  };
}

/** `charge.expired` (issue 25, additive to section 6): a pending charge passed its expires_at unpaid. */
export function chargeExpiredData(charge: Charge) {
  return {
    txid: charge.txid,
    amount: centsToReais(charge.amountCents),
    description: charge.description,
    status: "expired",
    environment: charge.environment,
    customer_name: charge.customerName,
    customer_email: charge.customerEmail,
    subscription_id: charge.subscriptionId,
    method: charge.method ?? "pix",
    expires_at: charge.expiresAt?.toISOString() ?? null,
    // Contract 2.2: the QR is shown only while pending; named here so a merchant mirroring the view drops it.
    qr_code_url: null,
    expired_at: (charge.expiredAt ?? new Date()).toISOString(),
  };
}

/** `charge.extra_payment`: the txid and the new entry of `extra_payments`, as the Charge view shows it. */
export function chargeExtraPaymentData(charge: Charge, payment: ExtraPayment) {
  return { txid: charge.txid, ...extraPaymentJson(payment) };
}

export function extraPaymentJson(payment: ExtraPayment) {
  return { end_to_end_id: payment.endToEndId, amount: centsToReais(payment.amountCents), paid_at: payment.paidAt.toISOString() };
}
