import type { ProductionDocument, ProductionSubmission } from "../repositories/production";

export function documentMessage(d: ProductionDocument) {
  return {
    id: d.id, kind: d.kind, filename: d.filename, content_type: d.contentType, size: d.size, sha256: d.sha256, created_at: d.createdAt.toISOString(),
  };
}

export function productionRequestView(s: (ProductionSubmission & { documents: ProductionDocument[] }) | null) {
  if (!s) return { exists: false, documents: [] };
  return {
    exists: true,
    submitted_at: s.createdAt.toISOString(),
    terms_accepted_at: s.termsAcceptedAt.toISOString(),
    documents: s.documents.map(documentMessage),
  };
}
