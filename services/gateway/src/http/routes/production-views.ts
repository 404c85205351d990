import type { Message } from "@pix/grpc";
import { centsToReais } from "@pix/money";

/** Going live's views, shared by the merchant's routes and the team's. */

export function documentJson(d: Message<"pix.onboarding.v1.ProductionDocument">) {
  return { id: d.id, kind: d.kind, name: d.filename, type: d.content_type, size: d.size, sha256: d.sha256, created_at: d.created_at };
}

export function answersJson(a: Message<"pix.onboarding.v1.OnboardingAnswersView"> | Message<"pix.onboarding.v1.OnboardingAnswers">) {
  const { monthly_revenue_cents, ...rest } = a;
  const updated_at = "updated_at" in a ? a.updated_at : undefined;
  const nulls = ["origin", "segment", "email", "complement"] as const;
  const out: Record<string, unknown> = { ...rest, monthly_revenue: monthly_revenue_cents == null ? null : centsToReais(Number(monthly_revenue_cents)) };
  for (const f of nulls) out[f] = a[f] ?? null;
  if (updated_at) out.updated_at = updated_at;
  return out;
}

/** An approval as the team made it: the answers and documents it reviewed, who approved and when. */
export function approvalJson(a: Message<"pix.onboarding.v1.ProductionApproval">) {
  return {
    id: a.id, kind: a.kind, approved_at: a.approved_at, approved_by: a.approved_by, approved_by_email: a.approved_by_email ?? null,
    onboarding: a.answers ? answersJson(a.answers) : null, documents: (a.documents ?? []).map(documentJson),
  };
}

/** An approved store's open change request (pending or rejected), apart from what is in force. */
export function changeJson(c: Message<"pix.onboarding.v1.ChangeRequest"> | null | undefined) {
  if (!c) return null;
  return {
    id: c.id, status: c.status, submitted_at: c.submitted_at, reviewed_at: c.reviewed_at ?? null, motivo_recusa: c.reject_reason ?? null,
    onboarding: c.answers ? answersJson(c.answers) : null, documents: (c.documents ?? []).map(documentJson),
  };
}

