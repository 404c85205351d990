import type { AuditRules } from "@pix/messaging";

/** Checkout's audited RPCs (issue 12; mechanism in packages/messaging/src/audit.ts). Payers' link payments run under a service principal: not recorded. */
export const CHECKOUT_AUDIT: AuditRules = {
  CreatePaymentLink: { action: "payment_link.created", target: "payment_link", id: "res.id", summary: { slug: "res.slug", amount_cents: "res.amount_cents", product_id: "res.product_id" } },
  UpdatePaymentLink: { action: "payment_link.updated", target: "payment_link", id: "res.id", summary: { slug: "res.slug", amount_cents: "res.amount_cents", active: "res.active" } },
  DeletePaymentLink: { action: "payment_link.deleted", target: "payment_link", id: "req.id" },
};
