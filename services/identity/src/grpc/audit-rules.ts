import type { AuditRules } from "@pix/messaging";

/**
 * Identity's audited RPCs (issue 12). Register, login, refresh and social sign-in happen before there
 * is a principal and are not store actions: not recorded (sessions are their own record).
 * CompleteOnboarding and RequestProduction are onboarding's calls inside POST /auth/onboarding and the
 * production upload: onboarding records those actions once (onboarding.submitted,
 * production_documents.submitted). Never the
 * API key (only its id and name), tokens, or the profile's personal data (only which fields changed
 * is not known here either: the action says "profile.updated").
 */
/** Each entry is written in the change's own transaction (issue 28, the repositories' `writeAuditRow`). */
export const IDENTITY_AUDIT: AuditRules = {
  UpdateProfile: { action: "profile.updated", target: "store", id: "store" },
  SwitchEnvironment: { action: "environment.switched", target: "store", id: "store", summary: { environment: "res.environment" } },
  CreateApiKey: { action: "api_key.created", target: "api_key", id: "res.api_key.id", summary: { name: "res.api_key.name", environment: "res.api_key.environment", last_four: "res.api_key.last_four", permissoes: "res.api_key.permissoes" } },
  // An invite may name many addresses: one entry for the call, the role granted (no e-mails: personal data).
  InviteMembers: { action: "members.invited", target: "member", summary: { role: "req.role" } },
  UpdateMember: { action: "member.role_changed", target: "member", id: "res.id", summary: { role: "res.role", status: "res.status" } },
  RemoveMember: { action: "member.removed", target: "member", id: "res.id", summary: { role: "res.role", status: "res.status" } },
  RevokeApiKey: { action: "api_key.revoked", target: "api_key", id: "res.id", summary: { name: "res.name", environment: "res.environment" } },
};
