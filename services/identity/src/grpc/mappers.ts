import type { MessageInput } from "@pix/grpc";
import { productionStatusOf } from "../domain/production";
import { memberStatus } from "../domain/members";
import type { StoreMember } from "../repositories/members";
import type { ApiKey, User } from "../repositories/prisma";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);
const opt = <T>(v: T | null | undefined) => (v === null ? undefined : v);

/** `isAdmin` is derived by the caller on each response from the team grants (TeamRepository). */
export function userMessage(user: User, isAdmin: boolean): MessageInput<"pix.identity.v1.User"> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    cnpj: opt(user.cnpj),
    company: opt(user.company),
    cpf: opt(user.cpf),
    phone: opt(user.phone),
    notify_payment_email: user.notifyPaymentEmail,
    receipt_email: user.receiptEmail,
    created_at: user.createdAt.toISOString(),
    is_admin: isAdmin,
    production_status: productionStatusOf(user),
    production_requested_at: iso(user.productionRequestedAt),
    production_reviewed_at: iso(user.productionReviewedAt),
    production_reject_reason: opt(user.productionRejectReason),
    onboarding_completed_at: iso(user.onboardingCompletedAt),
    production_terms_accepted_at: iso(user.productionTermsAcceptedAt),
    address: opt(user.address),
    address_number: opt(user.addressNumber),
    complement: opt(user.complement),
    province: opt(user.province),
    postal_code: opt(user.postalCode),
    company_type: opt(user.companyType),
    email_verified: user.emailVerifiedAt !== null,
  };
}

export function apiKeyMessage(key: ApiKey): MessageInput<"pix.identity.v1.ApiKey"> {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    prefix: key.prefix,
    last_four: key.lastFour,
    created_at: key.createdAt.toISOString(),
    last_used_at: iso(key.lastUsedAt),
    revoked_at: iso(key.revokedAt),
    permissoes: key.permissoes,
  };
}

export function memberMessage(m: StoreMember): MessageInput<"pix.identity.v1.Member"> {
  return { id: m.id, email: m.email, role: m.role, status: memberStatus(m), created_at: m.createdAt.toISOString() };
}

export function auditEntryMessage(e: {
  id: string; action: string; actorType: string; actorId: string; targetType: string; targetId: string | null;
  environment: string; requestId: string | null; createdAt: Date; summary: unknown; actorName?: string;
}): MessageInput<"pix.identity.v1.AuditEntry"> {
  return {
    id: e.id, action: e.action, actor: { type: e.actorType, id: e.actorId, name: e.actorName }, target: { type: e.targetType, id: opt(e.targetId) },
    environment: e.environment, request_id: opt(e.requestId), created_at: e.createdAt.toISOString(), summary_json: JSON.stringify(e.summary ?? {}),
  };
}

export function roadmapCardMessage(c: { id: string; title: string; description: string; status: string; votes: number; voted: boolean; createdAt: Date }): MessageInput<"pix.identity.v1.RoadmapCard"> {
  return { id: c.id, title: c.title, description: c.description, status: c.status, votes: c.votes, voted: c.voted, created_at: c.createdAt.toISOString() };
}

export function roadmapCommentMessage(c: { id: string; body: string; createdAt: Date; author: { name: string } }): MessageInput<"pix.identity.v1.RoadmapComment"> {
  return { id: c.id, body: c.body, author_name: c.author.name, created_at: c.createdAt.toISOString() };
}
