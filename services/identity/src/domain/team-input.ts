import { emailField, intField, invalidField, isoInstantField, LISTING_CAP, oneOf, optionalOneOf, requiredText, textField, uuidField } from "@pix/errors";
import { companyFields, type CompanyFieldsRequest, ENVIRONMENTS } from "./account-input";
import { MEMBER_ROLES } from "./members";

/**
 * The rules of the store-management gRPC requests (members, API keys, audit, roadmap, the team's
 * production review) whoever calls; the shapes are the generated proto types.
 */
const optionalLabel = (field: string, value: string | undefined, max: number) => {
  if (value === undefined) return undefined;
  if (value.length === 0) throw invalidField(field, "CAMPO_OBRIGATORIO", "não pode ser vazio");
  return textField(field, value, max);
};

/** At most 500 addresses arrive; de-duplication and the 50 per invite are inviteAddresses' (domain/members.ts). */
export function inviteInput(r: { emails: string[]; role?: string }) {
  if (r.emails.length === 0) throw invalidField("emails", "TAMANHO_MINIMO", "informe ao menos um e-mail");
  if (r.emails.length > 500) throw invalidField("emails", "TAMANHO_MAXIMO", "deve ter no máximo 500 itens");
  return { emails: r.emails.map((e, i) => emailField(`emails[${i}]`, e)), role: optionalOneOf("role", r.role, MEMBER_ROLES) };
}

export const memberRoleInput = (role: string) => oneOf("role", role, MEMBER_ROLES);

/** A scope's shape (`recurso:acao`); which scopes exist is the gateway's permission table. */
const SCOPE = /^[a-z]{1,30}:[a-z]{1,30}$/;
const MAX_SCOPES = 64;

export function apiKeyInput(r: { name: string; environment: string; permissoes?: string[] }) {
  const permissoes = [...new Set(r.permissoes ?? [])];
  if (permissoes.length > MAX_SCOPES || permissoes.some((s) => !SCOPE.test(s))) throw invalidField("permissoes", "FORMATO_INVALIDO", "escopos no formato recurso:acao, no máximo 64");
  return { name: requiredText("name", r.name, 100), environment: oneOf("environment", r.environment, ENVIRONMENTS), permissoes: permissoes.sort() };
}

export interface AuditRequest {
  action?: string; actor_id?: string; target_id?: string; from?: string; to?: string; limit: number; cursor?: string; environment?: string;
}

/** GET /audit's filters (issue 12); `limit` 0 is the default page, at most the listing cap. */
export function auditQuery(r: AuditRequest) {
  return {
    action: optionalLabel("action", r.action, 100),
    actor_id: optionalLabel("actor_id", r.actor_id, 100),
    target_id: optionalLabel("target_id", r.target_id, 200),
    from: r.from === undefined ? undefined : isoInstantField("from", r.from),
    to: r.to === undefined ? undefined : isoInstantField("to", r.to),
    limit: intField("limit", r.limit, 0, LISTING_CAP),
    cursor: optionalLabel("cursor", r.cursor, 400),
    environment: optionalOneOf("environment", r.environment, ENVIRONMENTS),
  };
}

export const ROADMAP_STATUSES = ["idea", "planned", "in_progress", "done"] as const;

function cardTitle(value: string): string {
  const title = requiredText("title", value, 120);
  if (title.length < 3) throw invalidField("title", "TAMANHO_MINIMO", "deve ter no mínimo 3 caracteres");
  return title;
}
const cardDescription = (value: string) => textField("description", value.trim(), 5000);

/** A new card: description empty and status `idea` unless given. */
export function newCardInput(r: { title?: string; description?: string; status?: string }) {
  if (r.title === undefined) throw invalidField("title", "CAMPO_OBRIGATORIO", "informe o título do card");
  return { title: cardTitle(r.title), description: cardDescription(r.description ?? ""), status: oneOf("status", r.status ?? "idea", ROADMAP_STATUSES) };
}

/** A card's change: only the fields given. */
export function cardChangeInput(r: { id?: string; title?: string; description?: string; status?: string }) {
  const fields: { title?: string; description?: string; status?: string } = {};
  if (r.title !== undefined) fields.title = cardTitle(r.title);
  if (r.description !== undefined) fields.description = cardDescription(r.description);
  if (r.status !== undefined) fields.status = oneOf("status", r.status, ROADMAP_STATUSES);
  return { id: uuidField("id", r.id ?? ""), fields };
}

export const commentBody = (value: string) => requiredText("body", value, 2000);

const DECISIONS = ["approve", "reject"] as const;

/** The team's decision on a production request: a rejection says why in 10 to 1000 characters. */
export function productionReviewInput(r: { id: string; decision: string; reason?: string }) {
  const id = uuidField("id", r.id);
  if (oneOf("decision", r.decision, DECISIONS) === "approve") return { id, decision: "approve" as const, reason: null };
  const reason = requiredText("reason", r.reason ?? "", 1000);
  if (reason.length < 10) throw invalidField("reason", "TAMANHO_MINIMO", "O motivo precisa de ao menos 10 caracteres");
  return { id, decision: "reject" as const, reason };
}

/** A reviewed company-data change: approving carries the change's fields, rejecting a reason. */
export function changeReviewInput(r: { id: string; decision: string; reason?: string; fields?: CompanyFieldsRequest | null }) {
  const id = uuidField("id", r.id);
  if (oneOf("decision", r.decision, DECISIONS) === "reject") return { id, decision: { reject: requiredText("reason", r.reason ?? "", 1000) } };
  if (!r.fields) throw invalidField("fields", "CAMPO_OBRIGATORIO", "envie os campos da empresa que a mudança aprovada grava");
  return { id, decision: { approve: companyFields(r.fields, "fields.") } };
}
