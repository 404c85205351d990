/**
 * Pix Automático (issues 14 and 38), the rules that need no I/O: journeys, retry policies, the debit
 * date on a business day (ajusteDiaUtil), the 2–10 day send window of a cycle, when and for which day a
 * failed debit is retried, when a rejected instruction is sent again, which edits an authorization
 * covers, and the `subscription.authorization_updated` data. Each rule is one check here; the table in
 * docs/subscriptions.md names its source (Res. BCB 402/2024, IN BCB 513/2024 as amended by IN 614/2025,
 * the API Pix's `Rec`, `Cobr`, `politicaRetentativa`, `ajusteDiaUtil`).
 */
import { addDays, daysBetween, isCalendarDate, onOrNextBusinessDay, todayInBrasilia } from "@pix/business-days";
import { errors, type AppError } from "@pix/errors";
import type { Interval } from "./interval";

export const JOURNEYS = ["J3", "J2", "J4"] as const;
export type Journey = (typeof JOURNEYS)[number];
/** J3 (a QR that pays the first period now and authorizes in one step) is the default. */
export const DEFAULT_JOURNEY: Journey = "J3";

/**
 * J3 and J4 bill the first period at signup, paid by the QR that authorizes: J3 as an immediate charge
 * (cob), J4 as a charge with a due date (cobv, BCB "jornada 4"); their first automatic debit is the
 * second period. J2 only authorizes: its first automatic debit is the first period.
 */
export const paysFirstPeriod = (journey: string | null): boolean => journey === "J3" || journey === "J4";

/** J4's first charge is payable on its due day only (validadeAposVencimento): it never overlaps the cycles. */
export const J4_VALIDITY_DAYS = 0;

/**
 * J4's first charge (a cobv): due on the first period's date (Brasília; the next business day when it
 * falls on a weekend or holiday, as any due-date charge), payable until that day and no later — the
 * subscription's terms are its amount only (no fine, interest or discount) — so an unpaid first charge
 * never overlaps the cycles. Null for the other journeys.
 */
export function firstChargeDueTerms(journey: string | null, periodAt: Date): { dueDate: string; validadeAposVencimento: number } | null {
  return journey === "J4" ? { dueDate: todayInBrasilia(periodAt), validadeAposVencimento: J4_VALIDITY_DAYS } : null;
}

export const RETRY_POLICIES = ["PERMITE_3R_7D", "NAO_PERMITE"] as const;
export type RetryPolicy = (typeof RETRY_POLICIES)[number];
export const DEFAULT_RETRY_POLICY: RetryPolicy = "PERMITE_3R_7D";
export const MAX_RETRIES = 3;

export type AuthorizationStatus = "CRIADA" | "APROVADA" | "REJEITADA" | "EXPIRADA" | "CANCELADA";
export const AUTHORIZATION_STATUSES: readonly AuthorizationStatus[] = ["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"];

const DAY_MS = 24 * 3_600_000;
/** A cycle is sent at the earliest 10 and at the latest 2 days before its due date (Brazil has no DST: days are 24 h). */
export const SEND_EARLIEST_DAYS = 10;
export const SEND_LATEST_DAYS = 2;
/** Retries end 7 days after the failed due date. */
export const RETRY_WINDOW_DAYS = 7;
/** A cycle's charge stays payable by QR through the retry window and one more day. */
export const CYCLE_CHARGE_VALID_DAYS = RETRY_WINDOW_DAYS + 1;

/** The BCB periodicity of each subscription interval. */
export const PERIODICITY: Record<Interval, "SEMANAL" | "MENSAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL"> = {
  weekly: "SEMANAL",
  monthly: "MENSAL",
  quarterly: "TRIMESTRAL",
  semiannual: "SEMESTRAL",
  yearly: "ANUAL",
};

/**
 * ajusteDiaUtil (the API's default, `true`): a due date on a weekend or national holiday is debited on
 * the next business day, at the same time of day (the shared calendar, @pix/business-days; Brazil has
 * no DST, so whole days are 24 h).
 */
export function debitAt(dueAt: Date): Date {
  const day = todayInBrasilia(dueAt);
  return new Date(dueAt.getTime() + daysBetween(day, onOrNextBusinessDay(day)) * DAY_MS);
}

/** The instants a cycle due at `dueAt` may be sent between: 10 to 2 days before its debit date. */
export function sendWindow(dueAt: Date): { opensAt: Date; closesAt: Date } {
  const debit = debitAt(dueAt).getTime();
  return { opensAt: new Date(debit - SEND_EARLIEST_DAYS * DAY_MS), closesAt: new Date(debit - SEND_LATEST_DAYS * DAY_MS) };
}

/**
 * How the job bills the period due at `dueAt` as of `asOf` — on its first claim and on every resume
 * (a period claimed as a cycle and resumed after an outage is checked again, issue 38):
 * - `not_due`: not yet (a cycle's window has not opened; a QR period is not due);
 * - `cycle`: send the cycle now (authorization approved, inside the window);
 * - `qr`: the ordinary Pix QR charge (no approved authorization, or the window closed before a run sent
 *   the cycle: the payer's bank could not schedule it in time). Never a cycle inside 2 days or late.
 */
export function billingMode(p: { authorized: boolean; dueAt: Date; asOf: Date }): "not_due" | "cycle" | "qr" {
  if (!p.authorized) return p.dueAt.getTime() <= p.asOf.getTime() ? "qr" : "not_due";
  const { opensAt, closesAt } = sendWindow(p.dueAt);
  if (p.asOf.getTime() < opensAt.getTime()) return "not_due";
  if (p.asOf.getTime() <= closesAt.getTime()) return "cycle";
  return p.dueAt.getTime() <= p.asOf.getTime() ? "qr" : "not_due";
}

/** When the authorization no longer debits: the subscription falls back to QR charges. */
export function isFallback(status: string | null): boolean {
  return status === "REJEITADA" || status === "EXPIRADA" || status === "CANCELADA";
}

export type RetryPlan =
  | { kind: "retry"; at: Date }
  | { kind: "wait"; reason: "paused" }
  | { kind: "give_up"; reason: "policy" | "limit" | "window" };

/**
 * A failed debit attempt (the cycle still ATIVA, its latest attempt REJEITADA): under PERMITE_3R_7D the
 * receiver asks for a new attempt dated on a future day — the day after both the run's day and the
 * failed attempt's day, so each retry has a day of its own — at most 3, none dated more than 7 days
 * after the debit date; none while the subscription is paused (it waits, and gives up once the window
 * has passed). NAO_PERMITE: no retry, ever.
 */
export function retryPlan(p: { policy: string | null; retries: number; debitAt: Date; lastAttemptAt: Date; asOf: Date; active: boolean }): RetryPlan {
  if (p.policy !== "PERMITE_3R_7D") return { kind: "give_up", reason: "policy" };
  if (p.retries >= MAX_RETRIES) return { kind: "give_up", reason: "limit" };
  const debitDay = todayInBrasilia(p.debitAt);
  const [today, failedDay] = [todayInBrasilia(p.asOf), todayInBrasilia(p.lastAttemptAt)];
  const day = addDays(today > failedDay ? today : failedDay, 1);
  const offset = daysBetween(debitDay, day);
  if (offset > RETRY_WINDOW_DAYS) return { kind: "give_up", reason: "window" };
  if (!p.active) return { kind: "wait", reason: "paused" };
  return { kind: "retry", at: new Date(p.debitAt.getTime() + offset * DAY_MS) };
}

/**
 * A rejected instruction (the cycle REJEITADA, final): IN BCB 614/2025 lets the receiver send a new one
 * (a new txid) while at least 2 days remain before the debit date; a paused subscription waits; after
 * that the period's charge stays payable by its QR.
 */
export function resendPlan(p: { debitAt: Date; asOf: Date; active: boolean }): "resend" | "wait" | "give_up" {
  if (p.debitAt.getTime() - p.asOf.getTime() < SEND_LATEST_DAYS * DAY_MS) return "give_up";
  return p.active ? "resend" : "wait";
}

/**
 * An edit of a Pix Automático subscription while its authorization stands (CRIADA or APROVADA): the
 * authorization is for a fixed amount and a periodicity, so a new amount or interval is not covered —
 * refused (409 ALTERACAO_EXIGE_NOVA_AUTORIZACAO), never applied silently as QR charges. Once the
 * authorization has ended (the subscription bills by QR) any edit goes.
 */
export function authorizationCoversEdit(p: {
  authorizationStatus: string | null;
  amountCents: number;
  interval: string;
  edit: { amountCents?: number; interval?: string };
}): AppError | null {
  if (p.authorizationStatus !== "CRIADA" && p.authorizationStatus !== "APROVADA") return null;
  const changes = [
    ...(p.edit.amountCents !== undefined && p.edit.amountCents !== p.amountCents ? ["amount"] : []),
    ...(p.edit.interval !== undefined && p.edit.interval !== p.interval ? ["interval"] : []),
  ];
  return changes.length ? errors.alteracaoExigeNovaAutorizacao(p.authorizationStatus, changes) : null;
}

/** `data` of `subscription.authorization_updated`. */
export function authorizationUpdatedData(p: {
  subscriptionId: string;
  authorizationId: string;
  journey: string | null;
  status: string;
  previousStatus: string | null;
  cancelledBy?: string | null;
  /** The subscription's fixed term is over (its next period is due after end_date): nothing bills the next periods. */
  termOver?: boolean;
}) {
  return {
    subscription_id: p.subscriptionId,
    method: "pix_automatico" as const,
    authorization: { id: p.authorizationId, journey: p.journey, status: p.status, previous_status: p.previousStatus, cancelled_by: p.cancelledBy ?? null },
    // What bills the next periods: the cycles while approved, the ordinary Pix QR charge otherwise — nothing
    // once the fixed term is over (the authorization with dataFinal ended with it; subscription.ended follows).
    billing: p.status === "APROVADA" ? "pix_automatico" as const
      : isFallback(p.status) ? (p.termOver ? "encerrada" as const : "pix" as const) : "aguardando_autorizacao" as const,
  };
}

/** BCB `Rec.vinculo.contrato`: "número, identificador, ou código que representa o objeto da autorização", ≤ 35. */
export const CONTRACT_MAX = 35;
/** Letters (accents too, as in the API's "Banda Larga Fibra Ótica"), digits, spaces and the usual separators. */
const CONTRACT_CHARS = /^[\p{L}\p{N} .,\-/_:#()&'+]+$/u;

/** The receiver's contract reference the merchant sets (issue 38), trimmed; null when not sent (then the subscription id). */
export function parseContract(value: string | undefined): string | null {
  if (value === undefined) return null;
  const contract = value.trim();
  if (!contract) throw errors.validation("contract", "CAMPO_OBRIGATORIO", "contract não pode ser vazio: omita o campo para usar o id da assinatura");
  if (contract.length > CONTRACT_MAX) throw errors.validation("contract", "TAMANHO_MAXIMO", `contract deve ter no máximo ${CONTRACT_MAX} caracteres (o banco do pagador mostra o contrato na autorização)`);
  if (!CONTRACT_CHARS.test(contract)) throw errors.validation("contract", "FORMATO_INVALIDO", "contract aceita letras, números, espaços e . , - / _ : # ( ) & ' +, por exemplo \"Plano 2026/01\"");
  return contract;
}

/** The contract sent to the engine: the merchant's, else the subscription id without hyphens (32 characters). */
export const contractOf = (row: { id: string; authorizationContract: string | null }): string => row.authorizationContract ?? row.id.replace(/-/g, "");

/**
 * BCB `Rec.calendario.dataFinal` (issue 38): the fixed term's last day, `YYYY-MM-DD`, never before the
 * first automatic debit's day (`RecOperacaoInvalida`: dataFinal before dataInicial). Null: no fixed term.
 */
export function parseEndDate(value: string | undefined, firstDebitAt: Date): string | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) throw errors.validation("end_date", "FORMATO_INVALIDO", "end_date deve ser uma data AAAA-MM-DD, por exemplo 2027-06-30");
  const first = todayInBrasilia(firstDebitAt);
  if (value < first) throw errors.validation("end_date", "VALOR_INVALIDO", `end_date não pode ser antes do primeiro período cobrado depois da adesão (${first}; no Pix Automático, o primeiro débito automático)`);
  return value;
}

/** A period due after the fixed term's last day is not billed (both methods: domain/fixed-term.ts). */
export { pastTerm } from "./fixed-term";
