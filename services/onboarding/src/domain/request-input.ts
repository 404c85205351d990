import { intField, invalidField, oneOf, requiredText, textField, uuidField } from "@pix/errors";
import { PIX_KEY_TYPES } from "./withdrawal";

/**
 * The rules of onboarding's gRPC requests whoever calls (the gateway checks the same at the HTTP edge;
 * the shapes are the generated proto types). Pix key formats and balances are the use cases' rules.
 */
export const ENVIRONMENTS = ["test", "live"] as const;

export function receivingAccountRef(r: { store_id: string; environment: string }) {
  return { storeId: uuidField("store_id", r.store_id), environment: oneOf("environment", r.environment, ENVIRONMENTS) };
}

export const noticeToken = (value: string) => textField("token", value, 1000);

export function withdrawalInput(r: { amount_cents: number; pix_key: string; pix_key_type: string; idempotency_key?: string; request_hash?: string }) {
  if (r.pix_key.length === 0) throw invalidField("pix_key", "CAMPO_OBRIGATORIO", "informe a chave Pix de destino");
  return {
    ...(r.idempotency_key ? { idempotency: { key: textField("idempotency_key", r.idempotency_key, 255), requestHash: textField("request_hash", r.request_hash ?? "", 64) } } : {}),
    amountCents: intField("amount_cents", r.amount_cents, 1, Number.MAX_SAFE_INTEGER),
    pixKey: textField("pix_key", r.pix_key, 200),
    pixKeyType: oneOf("pix_key_type", r.pix_key_type, PIX_KEY_TYPES),
  };
}

/** charges' reconciliation pages through every withdrawal: after `after_id` (empty: from the start), 1 to 1000. */
export function withdrawalStatesQuery(r: { after_id: string; limit: number }) {
  return { afterId: r.after_id === "" ? null : uuidField("after_id", r.after_id), limit: intField("limit", r.limit, 1, 1000) };
}

/** At most the five files of one defense. */
export function defenseFileIds(ids: string[]): string[] {
  if (ids.length > 5) throw invalidField("ids", "TAMANHO_MAXIMO", "deve ter no máximo 5 itens");
  return ids.map((id, i) => uuidField(`ids[${i}]`, id));
}

/** The team's decision; whether a rejection gave its reason is the use case's rule. */
export function reviewInput(r: { store_id: string; decision: string; reason?: string }) {
  return {
    storeId: uuidField("store_id", r.store_id),
    decision: oneOf("decision", r.decision, ["approve", "reject"] as const),
    reason: r.reason === undefined ? null : requiredText("reason", r.reason, 1000),
  };
}
