/**
 * A valid payload of every catalogued event, for specs and benches that publish events themselves
 * (`sampleEventData("charge.paid", { txid })`). Typed by the catalogue, so a renamed field fails here too.
 */
import type { EventDataInput, EventName } from "./catalog";

const AT = "2026-11-22T22:03:11.000Z";
const UUID = "3f1c2f8e-6b0a-4d57-9f3a-1c2d3e4f5a6b";
const refund = {
  id: UUID, txid: "AbC123", amount: 10, status: "DEVOLVIDO", motivo: null, end_to_end_id: "D1", created_at: AT, completed_at: AT,
  natureza: "ORIGINAL", charge_status: "paid",
};
const infraction = {
  id: UUID, txid: "AbC123", end_to_end_id: "E1", amount: 10, status: "open", reason: "fraude", defense_due_at: AT, created_at: AT,
  closed_at: null, outcome: null, debt: 0, blocked: 10, refund_id: null,
};
const principal = { user_ids: [UUID] };

const SAMPLES: { [N in EventName]: EventDataInput<N> } = {
  "charge.created": {
    txid: "AbC123", amount: 10, description: "Pedido", status: "pending", environment: "test", customer_name: null, customer_email: null,
    customer_phone: null, subscription_id: null, pix_code: "000201", checkout_url: "http://checkout.test/checkout/k1", expires_at: null, created_at: AT,
  },
  "charge.paid": {
    txid: "AbC123", amount: 10, description: "Pedido", customer_name: null, customer_email: null, paid_at: AT, end_to_end_id: "E1",
    subscription_id: null, method: "pix",
  },
  "charge.extra_payment": { txid: "AbC123", end_to_end_id: "E2", amount: 5, paid_at: AT },
  "charge.expired": {
    txid: "AbC123", amount: 10, description: "Pedido", status: "expired", environment: "test", customer_name: null, customer_email: null,
    subscription_id: null, method: "pix", expires_at: AT, qr_code_url: null, expired_at: AT,
  },
  "charge.overdue": {
    txid: "AbC123", amount: 10, description: "Mensalidade", status: "pending", environment: "test", customer_name: "Maria", customer_email: null,
    due_date: "2026-11-21", adjusted_due_date: "2026-11-23", last_payable_date: "2026-12-23", overdue_at: AT,
  },
  "subscription.charged": {
    subscription_id: UUID, txid: "AbC123", amount: 10, description: "Plano", customer_name: null, customer_email: null, expires_at: null, method: "pix",
  },
  "subscription.authorization_updated": {
    subscription_id: UUID, method: "pix_automatico",
    authorization: { id: "RR1", journey: "J2", status: "APROVADA", previous_status: "CRIADA", cancelled_by: null }, billing: "pix_automatico",
  },
  "subscription.cycle_updated": {
    subscription_id: UUID, method: "pix_automatico", authorization_id: "RR1", update: "failed", period_at: AT, debit_at: AT,
    cycle: { id: "CR1", txid: "ASS0123456789abcdef0123456789abcd", status: "ATIVA", retries: 0 }, rejection_code: "AM02", final: false, retry_at: null, at: AT,
  },
  "subscription.ended": {
    subscription_id: UUID, method: "pix_automatico", status: "canceled", reason: "end_date", end_date: "2027-06-30", last_period_at: AT,
    authorization: { id: "RR1", status: "APROVADA" }, ended_at: AT,
  },
  "withdrawal.completed": { withdrawal_id: UUID, amount: 10, pix_key: "52998224725", end_to_end_id: "E1", paid_at: AT },
  "withdrawal.rejected": { withdrawal_id: UUID, amount: 10, pix_key: "52998224725", reason: "Falha no repasse" },
  "refund.completed": refund,
  "refund.failed": { ...refund, status: "NAO_REALIZADO", completed_at: null, motivo_falha: "Conta encerrada" },
  "infraction.opened": infraction,
  "infraction.closed": { ...infraction, status: "closed", closed_at: AT, outcome: "rejected" },
  "audit.recorded": { actor: { type: "user", id: UUID }, action: "product.created", target: { type: "product", id: UUID }, request_id: null, summary: {} },
  "engine.notice_received": { notice_row_id: UUID },
  "engine.recurrence_notice_received": { subscription_id: UUID },
  "subscription.authorization_cancel_requested": { subscription_id: UUID },
  "catalog.reference_deleted": { store: UUID, env: "test", field: "charges.coupon_id", id: UUID },
  "principal.api_key_changed": principal,
  "principal.session_changed": principal,
  "principal.user_changed": principal,
  "principal.membership_changed": principal,
};

/** `event`'s sample payload with `overrides` on top. */
export function sampleEventData<N extends EventName>(event: N, overrides: Partial<EventDataInput<N>> = {}): EventDataInput<N> {
  return { ...SAMPLES[event], ...overrides };
}
