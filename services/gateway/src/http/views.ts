import { present, type Message } from "@pix/grpc";

export { present };

/** gRPC messages → contract JSON: absent optional fields are `null`, never missing. */
const NULLABLE_USER_FIELDS = [
  "cnpj", "company", "cpf", "phone", "production_requested_at", "production_reviewed_at", "production_reject_reason",
  "onboarding_completed_at", "production_terms_accepted_at", "address", "address_number", "complement", "province",
  "postal_code", "company_type",
] as const;

/** `fields` are checked against the message type, so a field renamed in the proto fails typecheck here. */
export function withNulls<T extends object>(message: T | null | undefined, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const msg = present(message);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(msg)) if (!k.startsWith("_")) out[k] = v;
  for (const f of fields) out[f] = msg[f] ?? null;
  return out;
}

export function userJson(user: Message<"pix.identity.v1.User"> | null | undefined) {
  return withNulls(user, NULLABLE_USER_FIELDS);
}

export function apiKeyJson(key: Message<"pix.identity.v1.ApiKey"> | null | undefined) {
  // An empty list in the proto is a key with the store's full rights: null in the API (issue 40).
  return { ...withNulls(key, ["last_used_at", "revoked_at"]), permissoes: key?.permissoes?.length ? key.permissoes : null };
}

/**
 * Contract 4.7's answer beside the deleted record: `desvinculados` per "<table>.<field>" (every holder
 * that cleared now, whatever holders the record has) and `aviso` when some were left for later.
 */
export function unlinkedJson(r: { desvinculados?: Record<string, number | string>; aviso?: string | null }) {
  const desvinculados = Object.fromEntries(Object.entries(r.desvinculados ?? {}).map(([field, n]) => [field, Number(n)]));
  return { desvinculados, ...(r.aviso ? { aviso: r.aviso } : {}) };
}
