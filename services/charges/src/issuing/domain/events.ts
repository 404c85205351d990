/** `data` of the charge events, exactly the fields of contract section 6; money in reais. */
import { centsToReais } from "@pix/money";
import type { Charge, ExtraPayment } from "./charge";
import { adjustedDueDate, lastPayableDate } from "@pix/amount-of-day";
import { paymentComponentsOf } from "./payment-components";

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

/** `paidCents`: what the payment brought (a due-date charge's amount of its day; its components follow from it). */
export function chargePaidData(charge: Charge, paidCents?: number) {
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
    ...(charge.simulated && { simulado: true as const }),
    // Issue 25 (additive): the payment arrived after the charge had expired; it is recorded all the same.
    ...(charge.expiredAt && { late: true as const }),
    // Issue 37 (additive): a due-date charge's payment, split as the ledger posted it.
    ...componentsData(charge, paidCents),
  };
}

function componentsData(charge: Charge, paidCents: number | undefined) {
  const day = charge.paidAt ? paymentComponentsOf(charge, charge.paidAt, paidCents) : null;
  if (!day) return {};
  const { original, multa, juros, abatimento, desconto } = day;
  return {
    componentes_valor: {
      original: centsToReais(original), multa: centsToReais(multa), juros: centsToReais(juros),
      abatimento: centsToReais(abatimento), desconto: centsToReais(desconto),
    },
  };
}

/** `charge.expired` (issue 25, additive to section 6): a pending charge passed its expires_at unpaid. */
export function chargeExpiredData(charge: Charge) {
  return {
    txid: charge.txid,
    amount: centsToReais(charge.amountCents),
    description: charge.description,
    status: "expired" as const,
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

/**
 * `charge.overdue` (issue 37): a due-date charge still pending on the first day past its due date
 * (moved to the next business day when it fell on a weekend or holiday). The charge stays payable, with
 * its multa and juros, until `last_payable_date`; `charge.expired` follows if it is never paid.
 */
export function chargeOverdueData(charge: Charge, at: Date) {
  const terms = charge.dueTerms!;
  return {
    txid: charge.txid,
    amount: centsToReais(charge.amountCents),
    description: charge.description,
    status: "pending" as const,
    environment: charge.environment,
    customer_name: charge.customerName,
    customer_email: charge.customerEmail,
    due_date: terms.dueDate,
    adjusted_due_date: adjustedDueDate(terms),
    last_payable_date: lastPayableDate(terms),
    overdue_at: at.toISOString(),
  };
}

/** `charge.extra_payment`: the txid and the new entry of `extra_payments`, as the Charge view shows it. */
export function chargeExtraPaymentData(charge: Charge, payment: ExtraPayment) {
  return { txid: charge.txid, ...extraPaymentJson(payment) };
}

export function extraPaymentJson(payment: ExtraPayment) {
  return { end_to_end_id: payment.endToEndId, amount: centsToReais(payment.amountCents), paid_at: payment.paidAt.toISOString() };
}
