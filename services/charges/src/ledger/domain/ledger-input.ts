import { intField, invalidField, oneOf, optionalOneOf, patternField, requiredText, textField, uuidField } from "@pix/errors";
import { STATEMENT_MAX_LIMIT } from "../../statement/domain/statement";
import { INFRACTION_STATUSES, MAX_DEFENSE_FILES, type DefenseFile, type InfractionStatus } from "../../infractions/domain/infraction";

/**
 * The rules of the money-side gRPC requests (withdrawals on the ledger, the statement, MED
 * infractions, references held for subscriptions) whoever calls; the shapes are the generated types.
 */
const positiveCents = (value: number) => intField("amount_cents", value, 1, Number.MAX_SAFE_INTEGER);

export function withdrawalMove(r: { withdrawal_id: string; amount_cents: number }) {
  return { withdrawalId: uuidField("withdrawal_id", r.withdrawal_id), amountCents: positiveCents(r.amount_cents) };
}

export const withdrawalOutcome = (value: string) => oneOf("outcome", value, ["paid", "rejected"] as const);

/** The period's bounds are parsePeriod's (domain/statement.ts); here only their size, the cursor's and the page's. */
export function statementQuery(r: { from: string; to: string; cursor?: string; limit: number }) {
  return {
    from: textField("from", r.from, 64), to: textField("to", r.to, 64),
    cursor: r.cursor === undefined ? undefined : textField("cursor", r.cursor, 200) || undefined,
    limit: intField("limit", r.limit, 0, STATEMENT_MAX_LIMIT),
  };
}

/** An empty status is no filter (the gateway forwards the query as given). */
export function infractionsQuery(r: { status?: string; cursor?: string; limit?: number }) {
  return {
    status: r.status ? optionalOneOf<InfractionStatus>("status", r.status, INFRACTION_STATUSES) : undefined,
    cursor: r.cursor === undefined ? undefined : textField("cursor", r.cursor, 400) || undefined,
    limit: r.limit === undefined ? undefined : intField("limit", r.limit, 0, 100),
  };
}

export const infractionId = (value: string) => uuidField("id", value);

const FILE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A defense file already stored by onboarding: its id, a name, an accepted type, 1 byte to 10 MiB, its sha256. */
function defenseFile(f: DefenseFile, i: number): DefenseFile {
  const at = (field: string) => `files[${i}].${field}`;
  return {
    id: uuidField(at("id"), f.id), name: requiredText(at("name"), f.name, 255), type: oneOf(at("type"), f.type, FILE_TYPES),
    size: intField(at("size"), Number(f.size), 1, MAX_FILE_BYTES),
    sha256: patternField(at("sha256"), f.sha256, /^[0-9a-f]{64}$/, "use o sha256 do arquivo em 64 hexadecimais minúsculos"),
  };
}

export function defenseInput(r: { id: string; text: string; files: DefenseFile[] }) {
  if (r.files.length > MAX_DEFENSE_FILES) throw invalidField("files", "TAMANHO_MAXIMO", `deve ter no máximo ${MAX_DEFENSE_FILES} itens`);
  const text = r.text.trim();
  if (text.length === 0) throw invalidField("text", "CAMPO_OBRIGATORIO", "texto da defesa é obrigatório");
  return { id: infractionId(r.id), text: textField("text", text, 5000), files: r.files.map(defenseFile) };
}

/** The reference fields charges holds for other services (contract 4.7); any other is a caller bug → 400. */
export function heldReference(r: { field: string; id: string }, held: string) {
  if (r.field !== held) throw invalidField("field", "OPCAO_INVALIDA", `charges não guarda referências em ${r.field}; use ${held}`);
  return { field: r.field, id: uuidField("id", r.id) };
}

/** Test mode's MED (issue 32): the charge, an optional amount (default what is left) and the reason. */
export function simulateInfractionInput(r: { txid: string; amount_cents?: number; reason?: string; idempotency_key?: string }) {
  return {
    txid: requiredText("txid", r.txid, 35),
    idempotencyKey: r.idempotency_key === undefined ? undefined : requiredText("idempotency_key", r.idempotency_key, 255),
    amountCents: r.amount_cents === undefined ? undefined : positiveCents(r.amount_cents),
    reason: r.reason ? oneOf("reason", r.reason, ["fraude", "falha_operacional"] as const) : ("fraude" as const),
  };
}

export function testDecisionInput(r: { id: string; outcome: string }) {
  return { id: infractionId(r.id), outcome: oneOf("outcome", r.outcome, ["upheld", "rejected"] as const) };
}
