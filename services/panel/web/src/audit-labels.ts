/**
 * The audit trail in Portuguese: each action code (`webhook_endpoint.tested`) and target type as a
 * merchant reads them; the raw code stays available (tooltip and details) for support and the API.
 */
import type { Api } from "./api-types";
const ACTIONS: Record<string, string> = {
  "api_key.created": "Chave de API criada", "api_key.revoked": "Chave de API revogada",
  "billing_run.completed": "Cobrança de assinaturas executada", "charge.cancelled": "Cobrança cancelada",
  "charge.created": "Cobrança criada", "charge.payment_simulated": "Pagamento simulado", "charge.refunded": "Cobrança devolvida",
  "charge.test_clock_expired": "Cobranças de teste expiradas (relógio de teste)",
  "charge_batch.created": "Lote de cobranças com vencimento criado",
  "charge.test_clock_due_date": "Cobrança de teste avançada no tempo (relógio do vencimento)",
  "coupon.created": "Cupom criado", "coupon.updated": "Cupom alterado", "coupon.deleted": "Cupom excluído",
  "customer.created": "Cliente criado", "customer.updated": "Cliente alterado", "customer.deleted": "Cliente excluído",
  "environment.switched": "Ambiente trocado", "infraction.defense_sent": "Defesa de infração MED enviada",
  "infraction.simulated": "Infração MED simulada (teste)", "infraction.simulated_decision": "Infração MED de teste decidida",
  "members.invited": "Membros convidados", "member.role_changed": "Papel de membro alterado", "member.removed": "Membro removido",
  "onboarding.submitted": "Dados da empresa enviados", "production_documents.submitted": "Documentos de produção enviados",
  "payment_link.created": "Link de pagamento criado", "payment_link.updated": "Link de pagamento alterado", "payment_link.deleted": "Link de pagamento excluído",
  "product.created": "Produto criado", "product.updated": "Produto alterado", "product.deleted": "Produto excluído",
  "profile.updated": "Perfil alterado", "receiving_account.created": "Conta de recebimento aberta",
  "receiving_account.refreshed": "Situação da conta de recebimento consultada", "store.refunds_updated": "Regras de devolução alteradas",
  "subscription.created": "Assinatura criada", "subscription.updated": "Assinatura alterada", "subscription.deleted": "Assinatura excluída",
  "subscription.charged_now": "Assinatura cobrada agora", "subscription.automatico_simulated": "Pix Automático simulado",
  "webhook_endpoint.created": "Webhook criado", "webhook_endpoint.updated": "Webhook alterado", "webhook_endpoint.deleted": "Webhook excluído",
  "webhook_endpoint.tested": "Webhook testado", "webhook_endpoint.secret_rotated": "Segredo de webhook trocado",
  "webhook_delivery.redelivered": "Entrega de webhook reenviada",
  "withdrawal.created": "Saque solicitado",
};

const TARGETS: Record<string, string> = {
  api_key: "Chave de API", billing_run: "Cobrança de assinaturas", charge: "Cobrança", charge_batch: "Lote de cobranças", coupon: "Cupom", customer: "Cliente",
  infraction: "Infração MED", member: "Membro", payment_link: "Link de pagamento", product: "Produto",
  receiving_account: "Conta de recebimento", store: "Loja", subscription: "Assinatura", webhook_delivery: "Entrega de webhook",
  webhook_endpoint: "Webhook", withdrawal: "Saque",
};

const ACTORS: Record<string, string> = { user: "Conta", member: "Membro", api_key: "Chave de API" };

export type AuditEntry = Pick<Api["AuditEntry"], "action" | "actor" | "target" | "summary">;

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** An id as a person can compare it: its first 8 characters. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** The name the entry's summary gives its target (a product's name, a coupon's code, a link's slug), if any. */
function nameOf(e: AuditEntry): string | null {
  const s = e.summary ?? {};
  for (const k of ["name", "code", "slug"] as const) if (typeof s[k] === "string" && s[k]) return s[k] as string;
  return null;
}

/** `Link de pagamento «camiseta»`, or the type and a short id when the summary names nothing. */
export function targetLabel(e: AuditEntry): string {
  const type = TARGETS[e.target.type] ?? e.target.type;
  const name = nameOf(e);
  if (name) return `${type} «${name}»`;
  return e.target.id && e.target.type !== "store" ? `${type} ${shortId(e.target.id)}` : type;
}

/** Where the panel shows the target, when it has a page of its own. */
export function targetPath(e: AuditEntry): string | null {
  if (!e.target.id) return null;
  if (e.target.type === "webhook_endpoint") return `/webhooks/${encodeURIComponent(e.target.id)}`;
  // A charge's target id is its txid; a subscription charged now names its charge's txid in the summary.
  const txid = e.target.type === "charge" ? e.target.id : e.summary?.txid;
  return typeof txid === "string" && (e.target.type === "charge" || e.target.type === "subscription") ? `/cobrancas/${encodeURIComponent(txid)}` : null;
}

/** Who acted: "Você" for the signed-in person's own account, an API key by its name, else the kind of credential and a short id. */
export function actorLabel(actor: AuditEntry["actor"], selfId?: string): string {
  if (actor.type === "user" && actor.id === selfId) return "Você";
  if (actor.type === "api_key" && actor.name) return `Chave de API "${actor.name}"`;
  return `${ACTORS[actor.type] ?? actor.type} ${shortId(actor.id)}`;
}
