import { type AnswersSnapshot, snapshotOf } from "../domain/onboarding-answers";
import type { ApprovedDocument, OnboardingAnswers, ProductionApproval, ProductionDocument, ProductionSubmission } from "../repositories/production";

type SubmissionWithDocuments = ProductionSubmission & { documents: ProductionDocument[] };

export function documentMessage(d: ProductionDocument): ApprovedDocument {
  return {
    id: d.id, kind: d.kind, filename: d.filename, content_type: d.contentType, size: d.size, sha256: d.sha256, created_at: d.createdAt.toISOString(),
  };
}

/** `documents`: the request in force; `change`: an approved store's change request still open (pending or rejected). */
export function productionRequestView(s: SubmissionWithDocuments | null, change: SubmissionWithDocuments | null = null) {
  if (!s) return { exists: false, documents: [] };
  return {
    exists: true,
    submitted_at: s.createdAt.toISOString(),
    terms_accepted_at: s.termsAcceptedAt.toISOString(),
    documents: s.documents.map(documentMessage),
    change: change ? changeMessage(change) : undefined,
  };
}

export function changeMessage(c: SubmissionWithDocuments) {
  return {
    id: c.id, status: c.status, submitted_at: c.createdAt.toISOString(), reviewed_at: c.reviewedAt?.toISOString(),
    reject_reason: c.rejectReason ?? undefined, answers: c.answers ? answersViewOf(c.answers as AnswersSnapshot) : undefined,
    documents: c.documents.map(documentMessage),
  };
}

export function approvalMessage(a: ProductionApproval) {
  return {
    id: a.id, kind: a.kind, approved_at: a.approvedAt.toISOString(), approved_by: a.approvedBy, approved_by_email: a.approvedByEmail ?? undefined,
    answers: answersViewOf(a.answers as AnswersSnapshot), documents: a.documents as unknown as ApprovedDocument[],
  };
}

/** The stored answers row as a snapshot (canonical, snake_case). */
export function rowSnapshot(a: OnboardingAnswers): AnswersSnapshot {
  return snapshotOf({
    origin: a.origin ?? undefined, responsible_name: a.responsibleName, responsible_cpf: a.responsibleCpf, company: a.company, cnpj: a.cnpj,
    company_type: a.companyType as AnswersSnapshot["company_type"] & string, segment: a.segment ?? undefined,
    monthly_revenue_cents: a.monthlyRevenueCents === null ? undefined : Number(a.monthlyRevenueCents), phone: a.phone, email: a.email ?? undefined,
    address: a.address, address_number: a.addressNumber, complement: a.complement ?? undefined, province: a.province, postal_code: a.postalCode,
    city: a.city, state: a.state as AnswersSnapshot["state"] & string,
  });
}

/** OnboardingAnswersView: absent optional answers are left out (proto optional). */
export function answersViewOf(s: AnswersSnapshot, updatedAt?: Date) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) if (v !== null && v !== undefined) out[k] = v;
  return { ...out, updated_at: updatedAt?.toISOString() };
}

export function answersMessage(a: OnboardingAnswers) {
  return answersViewOf(rowSnapshot(a), a.updatedAt);
}
