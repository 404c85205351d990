import type { AuditRules } from "@pix/messaging";

/**
 * Charges' audited RPCs (issue 12; mechanism in packages/messaging/src/audit.ts). Summaries are
 * allow-lists: no payer personal data, no BR Code, no QR image. Calls under a service principal
 * (link checkout, subscription job) and the engine notices carry no merchant and are not recorded;
 * an Idempotency-Key replay changed nothing and is not recorded again.
 *
 * Each entry is written in the change's own transaction (issue 28), except SubmitInfractionDefense's
 * (AUDITED_AFTER_THE_CALL in packages/runtime: the claimed defense is undone when the engine refuses).
 */
export const CHARGES_AUDIT: AuditRules = {
  IssuePix: { action: "charge.created", target: "charge", id: "res.charge.txid", summary: { amount_cents: "res.charge.amount_cents", product_id: "res.charge.product_id" }, skipIf: "res.replayed" },
  CreateCharge: { action: "charge.created", target: "charge", id: "res.charge.txid", summary: { amount_cents: "res.charge.amount_cents" }, skipIf: "res.replayed" },
  // Issue 37: the batch's one entry (its charges are the batch's; they get none of their own).
  CreateChargeBatch: { action: "charge_batch.created", target: "charge_batch", id: "res.id", summary: { total: "res.total" }, skipIf: "res.replayed" },
  CancelPix: { action: "charge.cancelled", target: "charge", id: "req.txid" },
  // Recorded when a refund was accepted (an enabled store); the contract's 502 is an error and records nothing.
  RefundPix: { action: "charge.refunded", target: "charge", id: "req.txid", summary: { refund_id: "res.refund.id", amount_cents: "res.refund.amount_cents", motivo: "res.refund.motivo" }, skipIf: "res.replayed" },
  SetRefundSettings: { action: "store.refunds_updated", target: "store", id: "req.store_id", summary: { enabled: "res.enabled", fee_bearer: "res.fee_bearer" } },
  SimulatePayment: { action: "charge.payment_simulated", target: "charge", id: "req.txid" },
  ExpireTestCharges: { action: "charge.test_clock_expired", target: "charge", summary: { as_of: "req.as_of", expired: "res.expired", overdue: "res.overdue" } },
  AdvanceTestDueDate: { action: "charge.test_clock_due_date", target: "charge", id: "req.txid", summary: { days: "req.days", overdue: "res.overdue", expired: "res.expired" } },
  CreateCustomer: { action: "customer.created", target: "customer", id: "res.id" },
  UpdateCustomer: { action: "customer.updated", target: "customer", id: "res.id" },
  DeleteCustomer: { action: "customer.deleted", target: "customer", id: "req.id", summary: { unlinked_charges: "res.unlinked_charges" } },
  CreateProduct: { action: "product.created", target: "product", id: "res.id", summary: { name: "res.name", price_cents: "res.price_cents", sku: "res.sku" } },
  UpdateProduct: { action: "product.updated", target: "product", id: "res.id", summary: { name: "res.name", price_cents: "res.price_cents", active: "res.active" } },
  DeleteProduct: { action: "product.deleted", target: "product", id: "req.id", summary: { unlinked_charges: "res.unlinked_charges", unlinked_links: "res.unlinked_links" } },
  CreateCoupon: { action: "coupon.created", target: "coupon", id: "res.id", summary: { code: "res.code", discount_type: "res.discount_type", discount_value: "res.discount_value" } },
  UpdateCoupon: { action: "coupon.updated", target: "coupon", id: "res.id", summary: { code: "res.code", is_active: "res.is_active" } },
  DeleteCoupon: { action: "coupon.deleted", target: "coupon", id: "req.id" },
  // MED (issue 25): the defense sent for an infraction (its text is not copied: it is the merchant's evidence).
  // Test mode's MED (issue 32): the simulated infraction (on the charge) and its simulated decision.
  SimulateInfraction: { action: "infraction.simulated", target: "charge", id: "req.txid", summary: { amount_cents: "req.amount_cents", reason: "req.reason" } },
  DecideTestInfraction: { action: "infraction.simulated_decision", target: "infraction", id: "req.id", summary: { outcome: "req.outcome" } },
  SubmitInfractionDefense: { action: "infraction.defense_sent", target: "infraction", id: "req.id", summary: { txid: "res.txid", files: "res.defense_files.length" } },
};
