/**
 * Pix Automático at the payment engine (issue 14), modelled on the Banco Central's API: the
 * authorization (`rec`) a payer approves once, and each cycle's charge (`cobr`) the receiver sends
 * 2–10 days before its due date and the payer's bank debits on that date. Money in centavos.
 *
 * The same HTTP client as charges (key, timeouts, retries of idempotent calls, error mapping): only
 * calls the engine can repeat safely are retried (creation carries an idempotency key; a cycle is
 * identified by its charge).
 */
import { z } from "@pix/errors";
import { HttpPaymentEngine } from "../../shared/payment-engine/http-payment-engine";
import type { PaymentEngine } from "../../shared/payment-engine/payment-engine";

export type Journey = "J2" | "J3" | "J4";
export type RecurrenceStatus = "CRIADA" | "APROVADA" | "REJEITADA" | "EXPIRADA" | "CANCELADA";
export type CycleStatus = "CRIADA" | "ATIVA" | "CONCLUIDA" | "EXPIRADA" | "REJEITADA" | "CANCELADA";
export type Periodicity = "SEMANAL" | "MENSAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
export type RetryPolicy = "NAO_PERMITE" | "PERMITE_3R_7D";

export interface CreateRecurrenceInput {
  journey: Journey;
  amountCents: number;
  periodicity: Periodicity;
  firstDueDate: Date;
  retryPolicy: RetryPolicy;
  payer: { name: string; cpfCnpj: string };
  /** The receiver's contract reference (BCB vinculo.contrato, ≤ 35): the merchant's, or the subscription id without hyphens. */
  contract: string;
  /** BCB calendario.dataFinal (YYYY-MM-DD): no cycle due after it. */
  endDate?: string;
  description?: string;
  /** J3: the engine's immediate charge the payer pays now with the same QR; J4: its charge with a due date (cobv). */
  firstChargeId?: string;
}

export interface Recurrence {
  id: string;
  journey: Journey;
  status: RecurrenceStatus;
  /** `locrec`: host/path without scheme, as the BR Code carries it (field 80). */
  locationUrl: string;
  expiresAt: Date;
  cancelledBy?: "PAGADOR" | "RECEBEDOR";
}

export interface Cycle {
  id: string;
  recurrenceId: string;
  txid: string;
  status: CycleStatus;
  dueDate: Date;
  attemptDate: Date;
  retries: number;
  /** Failed debit attempts so far. */
  failures: number;
  /** Every debit attempt (BCB `tentativas`), oldest first. */
  attempts: CycleAttempt[];
  /** The code of the latest rejected attempt, or of the final rejection. */
  rejectionCode?: string;
}

export interface CycleAttempt {
  date: Date;
  status: "AGENDADA" | "PAGA" | "REJEITADA" | "CANCELADA";
  rejectionCode?: string;
}

export interface RecurrenceEngine {
  createRecurrence(input: CreateRecurrenceInput, idempotencyKey: string): Promise<Recurrence>;
  getRecurrence(id: string): Promise<Recurrence>;
  cancelRecurrence(id: string): Promise<Recurrence>;
  /** Sends a cycle whose amount and txid are the engine charge `chargeId`'s; the same charge answers the same cycle. */
  sendCycle(input: { recurrenceId: string; chargeId: string; dueDate: Date }): Promise<Cycle>;
  getCycle(id: string): Promise<Cycle>;
  /** PERMITE_3R_7D: a new debit attempt on `date`. */
  retryCycle(id: string, date: Date): Promise<Cycle>;
  /** Test engines only: what the payer or the payer's bank does (approve, reject, cancel; a debit failing). */
  simulate(target: "recurrence" | "cycle", id: string, action: "approve" | "reject" | "cancel" | "fail", code?: string): Promise<void>;
}

const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const recurrenceSchema: z.ZodType<Recurrence> = z.object({
  id: z.string(),
  journey: z.enum(["J2", "J3", "J4"]),
  status: z.enum(["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"]),
  locationUrl: z.string(),
  expiresAt: date,
  cancelledBy: z.enum(["PAGADOR", "RECEBEDOR"]).optional(),
});
const cycleSchema = z
  .object({
    id: z.string(),
    recurrenceId: z.string(),
    txid: z.string(),
    status: z.enum(["CRIADA", "ATIVA", "CONCLUIDA", "EXPIRADA", "REJEITADA", "CANCELADA"]),
    dueDate: date,
    attemptDate: date,
    retries: z.int().min(0),
    attempts: z.array(z.object({ date, status: z.enum(["AGENDADA", "PAGA", "REJEITADA", "CANCELADA"]), rejectionCode: z.string().max(4).optional() })),
    rejection: z.object({ code: z.string().max(4) }).optional(),
  })
  .transform(({ rejection, ...c }): Cycle => {
    const failed = c.attempts.filter((a) => a.status === "REJEITADA");
    const rejectionCode = rejection?.code ?? failed.at(-1)?.rejectionCode;
    return { ...c, failures: failed.length, ...(rejectionCode && { rejectionCode }) };
  });
const anything = z.unknown();
const enc = encodeURIComponent;

/** The recurrence side of an engine client; null when the engine has no HTTP client behind it (unit fakes). */
export function recurrencesOf(engine: PaymentEngine): RecurrenceEngine | null {
  if (!(engine instanceof HttpPaymentEngine)) return null;
  const http = engine;
  return {
    createRecurrence: (input, key) =>
      http.request({
        method: "POST", op: "createRecurrence", path: "/v3/pix/recurrences", schema: recurrenceSchema, idempotent: true,
        headers: { "idempotency-key": key },
        body: { ...input, firstDueDate: input.firstDueDate.toISOString() },
      }),
    getRecurrence: (id) => http.request({ method: "GET", op: "getRecurrence", path: `/v3/pix/recurrences/${enc(id)}`, schema: recurrenceSchema, idempotent: true }),
    cancelRecurrence: (id) => http.request({ method: "POST", op: "cancelRecurrence", path: `/v3/pix/recurrences/${enc(id)}/cancel`, schema: recurrenceSchema, idempotent: true }),
    sendCycle: (input) =>
      // ajusteDiaUtil: true (the API's default): the payer's PSP settles a weekend or holiday due date on the next business day.
      http.request({ method: "POST", op: "sendRecurringCharge", path: "/v3/pix/recurring-charges", schema: cycleSchema, idempotent: true, body: { ...input, dueDate: input.dueDate.toISOString(), ajusteDiaUtil: true } }),
    getCycle: (id) => http.request({ method: "GET", op: "getRecurringCharge", path: `/v3/pix/recurring-charges/${enc(id)}`, schema: cycleSchema, idempotent: true }),
    // Not retried: a second attempt would count as another retry at the engine.
    retryCycle: (id, at) => http.request({ method: "POST", op: "retryRecurringCharge", path: `/v3/pix/recurring-charges/${enc(id)}/retry`, schema: cycleSchema, idempotent: false, body: { date: at.toISOString() } }),
    simulate: async (target, id, action, code) => {
      const path = target === "recurrence" ? `/test/recurrences/${enc(id)}/${action}` : `/test/recurring-charges/${enc(id)}/${action}`;
      await http.request({ op: "simulateRecurrence", method: "POST", path, schema: anything, idempotent: false, ...(code && { body: { code } }) });
    },
  };
}
