import { centsToReais } from "@pix/money";

/** Going live's views, shared by the merchant's routes and the team's. */

export function documentJson(d: Record<string, any>) {
  return { id: d.id, kind: d.kind, name: d.filename, type: d.content_type, size: d.size, sha256: d.sha256, created_at: d.created_at };
}

export function answersJson(a: Record<string, any>) {
  const { monthly_revenue_cents, updated_at, ...rest } = a;
  const nulls = ["origin", "segment", "email", "complement"];
  const out: Record<string, unknown> = { ...rest, monthly_revenue: monthly_revenue_cents == null ? null : centsToReais(Number(monthly_revenue_cents)) };
  for (const f of nulls) out[f] = a[f] ?? null;
  if (updated_at) out.updated_at = updated_at;
  return out;
}

/** An approval as the team made it: the answers and documents it reviewed, who approved and when. */
export function approvalJson(a: Record<string, any>) {
  return {
    id: a.id, kind: a.kind, approved_at: a.approved_at, approved_by: a.approved_by, approved_by_email: a.approved_by_email ?? null,
    onboarding: answersJson(a.answers ?? {}), documents: (a.documents ?? []).map(documentJson),
  };
}

/** An approved store's open change request (pending or rejected), apart from what is in force. */
export function changeJson(c: Record<string, any> | undefined) {
  if (!c) return null;
  return {
    id: c.id, status: c.status, submitted_at: c.submitted_at, reviewed_at: c.reviewed_at ?? null, motivo_recusa: c.reject_reason ?? null,
    onboarding: c.answers ? answersJson(c.answers) : null, documents: (c.documents ?? []).map(documentJson),
  };
}

