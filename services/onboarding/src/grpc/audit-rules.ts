import type { AuditRules } from "@pix/messaging";

/**
 * Onboarding's audited RPCs (issue 12). The answers (CPF, CNPJ, address…), document contents and
 * names, and Pix keys stay out: the entry says what was done, not the data.
 */
export const ONBOARDING_AUDIT: AuditRules = {
  SubmitOnboarding: { action: "onboarding.submitted", target: "store", id: "store" },
  SubmitProductionRequest: { action: "production_documents.submitted", target: "store", id: "store", summary: { submitted_at: "res.submitted_at" } },
  CreateReceivingAccount: { action: "receiving_account.created", target: "receiving_account", id: "res.account_id", summary: { status: "res.status" } },
  RefreshReceivingAccount: { action: "receiving_account.refreshed", target: "receiving_account", id: "res.account_id", summary: { status: "res.status" } },
  SimulateReceivingAccountApproval: { action: "receiving_account.approval_simulated", target: "receiving_account", id: "res.account_id", summary: { status: "res.status" } },
  CreateWithdrawal: { action: "withdrawal.created", target: "withdrawal", id: "res.id", summary: { amount_cents: "res.amount_cents", pix_key_type: "res.pix_key_type", status: "res.status" } },
};
