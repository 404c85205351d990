/**
 * Pix Automático (issue 14), the rules that need no I/O: journeys, retry policies, the 2–10 day send
 * window of a cycle, when a failed debit is retried, and the `subscription.authorization_updated` data.
 * Modelled on the Banco Central's rules (`rec`, `cobr`).
 */
import type { Interval } from "./interval";

export const JOURNEYS = ["J3", "J2"] as const;
export type Journey = (typeof JOURNEYS)[number];
/** J3 (a QR that pays the first period now and authorizes in one step) is the default. */
export const DEFAULT_JOURNEY: Journey = "J3";

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

/** The instants a cycle due at `dueAt` may be sent between. */
export function sendWindow(dueAt: Date): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(dueAt.getTime() - SEND_EARLIEST_DAYS * DAY_MS), closesAt: new Date(dueAt.getTime() - SEND_LATEST_DAYS * DAY_MS) };
}

/**
 * How the job bills the period due at `dueAt` as of `asOf`:
 * - `not_due`: not yet (a cycle's window has not opened; a QR period is not due);
 * - `cycle`: send the cycle now (authorization approved, inside the window);
 * - `qr`: the ordinary Pix QR charge (no approved authorization, or the window closed before a run sent
 *   the cycle: the payer's bank could not schedule it in time).
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

/**
 * A failed debit (cycle REJEITADA at the engine): retry now, or give up (the period's charge stays payable by QR until it expires).
 * PERMITE_3R_7D: at most 3 retries, within 7 days after the due date, one per failed attempt (never twice for the same failure).
 */
export function retryDecision(p: { policy: string | null; retries: number; dueAt: Date; lastAttemptAt: Date; asOf: Date }): "retry" | "wait" | "give_up" {
  if (p.policy !== "PERMITE_3R_7D" || p.retries >= MAX_RETRIES) return "give_up";
  if (p.asOf.getTime() > p.dueAt.getTime() + RETRY_WINDOW_DAYS * DAY_MS) return "give_up";
  // A new attempt is at a later instant than the one that failed.
  if (p.asOf.getTime() <= p.lastAttemptAt.getTime()) return "wait";
  return "retry";
}

/** `data` of `subscription.authorization_updated`. */
export function authorizationUpdatedData(p: {
  subscriptionId: string;
  authorizationId: string;
  journey: string | null;
  status: string;
  previousStatus: string | null;
  cancelledBy?: string | null;
}) {
  return {
    subscription_id: p.subscriptionId,
    method: "pix_automatico" as const,
    authorization: { id: p.authorizationId, journey: p.journey, status: p.status, previous_status: p.previousStatus, cancelled_by: p.cancelledBy ?? null },
    // What bills the next periods: the cycles while approved, the ordinary Pix QR charge otherwise.
    billing: p.status === "APROVADA" ? "pix_automatico" : isFallback(p.status) ? "pix" : "aguardando_autorizacao",
  };
}
