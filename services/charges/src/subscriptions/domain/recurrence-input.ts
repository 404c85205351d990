import { intField, invalidField, isoInstantField, oneOf, optionalText, patternField, textField } from "@pix/errors";

/**
 * The rules of Pix Automático's gRPC requests (subscriptions → charges → the engine), whoever calls;
 * the shapes are the generated proto types.
 */
const JOURNEYS = ["J2", "J3", "J4"] as const;
const PERIODICITIES = ["SEMANAL", "MENSAL", "TRIMESTRAL", "SEMESTRAL", "ANUAL"] as const;
const RETRY_POLICIES = ["NAO_PERMITE", "PERMITE_3R_7D"] as const;

/** An id or txid the engine or a charge handed out: present and bounded. */
export function engineRef(field: string, value: string, max: number): string {
  if (value.length === 0) throw invalidField(field, "CAMPO_OBRIGATORIO", `${field} é obrigatório`);
  return textField(field, value, max);
}

export interface RecurrenceRequest {
  journey: string; amount_cents: number; periodicity: string; first_due_at: string; retry_policy: string; payer_name: string;
  payer_cpf: string; contract: string; description?: string; first_charge_txid?: string; idempotency_key: string; end_date?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * BCB `vinculo.contrato` (≤ 35). A subscription id with hyphens (36) is what subscriptions sent before
 * the merchant could set the contract (issue 38): its hyphens go, as before; any other value is kept.
 */
const contractOf = (value: string) => engineRef("contract", UUID.test(value) ? value.replace(/-/g, "") : value, 35);

/**
 * J3 (pay an immediate charge now and authorize) and J4 (pay a charge with a due date and authorize)
 * name their first charge; J2 (authorize only) never does.
 */
export function recurrenceInput(r: RecurrenceRequest) {
  const journey = oneOf("journey", r.journey, JOURNEYS);
  const firstChargeTxid = r.first_charge_txid === undefined ? undefined : engineRef("first_charge_txid", r.first_charge_txid, 35);
  if ((journey !== "J2") !== (firstChargeTxid !== undefined)) throw invalidField("first_charge_txid", "VALOR_INVALIDO", "J3 e J4 exigem first_charge_txid; J2 não o aceita");
  return {
    journey, firstChargeTxid,
    amountCents: intField("amount_cents", r.amount_cents, 1, Number.MAX_SAFE_INTEGER),
    periodicity: oneOf("periodicity", r.periodicity, PERIODICITIES),
    firstDueAt: isoInstantField("first_due_at", r.first_due_at),
    retryPolicy: oneOf("retry_policy", r.retry_policy, RETRY_POLICIES),
    payerName: engineRef("payer_name", r.payer_name, 200),
    payerCpf: patternField("payer_cpf", r.payer_cpf, /^(\d{11}|\d{14})$/, "CPF ou CNPJ numérico: 11 ou 14 dígitos"),
    contract: contractOf(r.contract),
    endDate: r.end_date === undefined ? undefined : patternField("end_date", r.end_date, /^\d{4}-\d{2}-\d{2}$/, "uma data AAAA-MM-DD"),
    description: optionalText("description", r.description, 500),
    idempotencyKey: engineRef("idempotency_key", r.idempotency_key, 200),
  };
}

export function cycleInput(r: { recurrence_id: string; txid: string; due_at: string }) {
  return { recurrenceId: engineRef("recurrence_id", r.recurrence_id, 64), txid: engineRef("txid", r.txid, 35), dueAt: isoInstantField("due_at", r.due_at) };
}

export const retryInput = (r: { id: string; date: string }) => ({ id: engineRef("id", r.id, 64), date: isoInstantField("date", r.date) });

/** Test-only simulations: a recurrence is approved, rejected or cancelled; a cycle fails. */
export function simulationInput(r: { target: string; id: string; action: string; code?: string }) {
  const target = oneOf("target", r.target, ["recurrence", "cycle"] as const);
  const action = oneOf("action", r.action, ["approve", "reject", "cancel", "fail"] as const);
  if ((target === "cycle") !== (action === "fail")) throw invalidField("action", "OPCAO_INVALIDA", "recurrence: approve, reject ou cancel; cycle: fail");
  const code = r.code === undefined ? undefined : patternField("code", r.code, /^[A-Z0-9]{4}$/, "código de rejeição do catálogo: 4 letras ou dígitos");
  if (code !== undefined && action !== "fail") throw invalidField("code", "VALOR_INVALIDO", "code só vale com fail");
  return { target, id: engineRef("id", r.id, 64), action, code };
}
