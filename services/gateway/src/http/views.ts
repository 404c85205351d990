/** gRPC messages → contract JSON: absent optional fields are `null`, never missing. */
const NULLABLE_USER_FIELDS = [
  "cnpj", "company", "cpf", "phone", "production_requested_at", "production_reviewed_at", "production_reject_reason",
  "onboarding_completed_at", "production_terms_accepted_at", "address", "address_number", "complement", "province",
  "postal_code", "company_type",
] as const;

export function withNulls<T extends Record<string, unknown>>(msg: T, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(msg)) if (!k.startsWith("_")) out[k] = v;
  for (const f of fields) out[f] = msg[f] ?? null;
  return out;
}

export function userJson(user: Record<string, unknown>) {
  return withNulls(user, NULLABLE_USER_FIELDS);
}

export function apiKeyJson(key: Record<string, unknown>) {
  return withNulls(key, ["last_used_at", "revoked_at"]);
}

/**
 * Contract 4.7's answer beside the deleted record: `desvinculados` per "<table>.<field>" (every holder
 * that cleared now, whatever holders the record has) and `aviso` when some were left for later.
 */
export function unlinkedJson(r: { desvinculados?: Record<string, number | string>; aviso?: string | null }) {
  const desvinculados = Object.fromEntries(Object.entries(r.desvinculados ?? {}).map(([field, n]) => [field, Number(n)]));
  return { desvinculados, ...(r.aviso ? { aviso: r.aviso } : {}) };
}
