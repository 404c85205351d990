import type { AuditRules } from "@pix/messaging";

/**
 * Subscriptions' audited RPCs (issue 12; mechanism in packages/messaging/src/audit.ts). Summaries are
 * allow-lists: no customer document or e-mail. The billing job acts under a service principal and is
 * not recorded; the team's or a merchant's run of it (RunBilling) is.
 */
export const SUBSCRIPTIONS_AUDIT: AuditRules = {
  CreateSubscription: { action: "subscription.created", target: "subscription", id: "res.id", summary: { amount_cents: "res.amount_cents", interval: "res.interval", status: "res.status" } },
  UpdateSubscription: { action: "subscription.updated", target: "subscription", id: "res.id", summary: { amount_cents: "res.amount_cents", interval: "res.interval", status: "res.status", next_billing_at: "res.next_billing_at" } },
  DeleteSubscription: { action: "subscription.deleted", target: "subscription", id: "req.id" },
  RunBilling: { action: "billing_run.completed", target: "billing_run", summary: { as_of: "req.as_of", scope: "req.scope", charged: "res.charged", sem_data: "res.sem_data" } },
  ChargeNow: { action: "subscription.charged_now", target: "subscription", id: "req.id", summary: { txid: "res.txid", amount_cents: "res.amount_cents" } },
  // Test mode's Pix Automático actions (approve, reject, cancel the authorization; fail a cycle), as charges audits SimulatePayment.
  SimulateAutomatico: {
    action: "subscription.automatico_simulated", target: "subscription", id: "req.id",
    summary: { action: "req.action", txid: "req.txid", authorization_status: "res.authorization.status" },
  },
};
