/**
 * Pix Automático, modelled on the Banco Central's API (`rec`, `cobr`, `locrec`): a payer authorizes a
 * recurrence once (journey J2: a QR that only authorizes; J3: a QR that pays the first charge — an
 * immediate one, a cob — and authorizes in one step; J4: the same with a charge with a due date, a cobv), then the receiver sends each cycle's charge (`cobr`) 2 to 10 days before
 * its due date and the payer's bank debits it on that date. Retry policy NAO_PERMITE or PERMITE_3R_7D
 * (at most 3 new attempts within 7 days after a failed due date).
 *
 * The emulator keeps the cycle's money in an ordinary charge of the account (created by the receiver
 * with the cycle's txid beforehand): the scheduled debit pays that charge, so its PAYMENT_RECEIVED
 * notice is the one the gateway already handles. What happens outside the API in real life (the
 * payer approving, rejecting or cancelling in the bank; a debit failing; the calendar reaching a due
 * date) is driven by the /test routes at the bottom.
 *
 * Every status change of an authorization or a cycle is announced (RECURRENCE_UPDATED,
 * RECURRING_CHARGE_UPDATED; the BCB's webhookrec / webhookcobr) through the same Notifier as payments:
 * the store queues the notice, the route that made the change sends it.
 */
import { daysBetween, onOrNextBusinessDay } from "@pix/business-days";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Account } from "./accounts";
import { statusOf, type ChargeStore } from "./charges";
import type { Engine } from "./engine";
import { ApiError, badRequest, notFound } from "./errors";
import * as ids from "./ids";
import { RECURRENCE_STATUSES, RECURRING_CHARGE_STATUSES, type RecurrenceNotice, type RecurringChargeNotice } from "./notice";
import { paymentReceivedNotice, recurrenceUpdatedNotice, recurringChargeUpdatedNotice, type NoticeDelivery } from "./notices";
import { parse } from "./routes";

export const PERIODICITIES = ["SEMANAL", "MENSAL", "TRIMESTRAL", "SEMESTRAL", "ANUAL"] as const;
export const RETRY_POLICIES = ["NAO_PERMITE", "PERMITE_3R_7D"] as const;
export type RecurrenceStatus = (typeof RECURRENCE_STATUSES)[number];
export type CycleStatus = (typeof RECURRING_CHARGE_STATUSES)[number];

/** How long a payer has to answer an authorization request (the BCB lets the receiver choose; here one value). */
export const AUTHORIZATION_TTL_MS = 7 * 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
export const MAX_RETRIES = 3;
/** Retries are dated at most 7 days after the settlement date (its day counted as day 0). */
export const RETRY_WINDOW_DAYS = 7;
/** A cycle reaches the payer's PSP at the earliest 10 and at the latest 2 days before its settlement date. */
export const SEND_EARLIEST_MS = 10 * DAY_MS;
export const SEND_LATEST_MS = 2 * DAY_MS;
/**
 * Rejection codes of an attempt (the BCB's `CobRTentativas.rejeicao.codigo`). These end the cycle itself
 * (it becomes REJEITADA, final); any other code only fails that attempt, which a retry may follow.
 */
export const FINAL_REJECTION_CODES = ["AC05", "AM09", "DENC", "DS27", "DTED", "MIDI", "MSUC", "NITX", "RC09"] as const;
export const REJECTION_CODES = ["AB10", "AC05", "AC06", "AM02", "AM09", "DENC", "DS27", "DTED", "DTNT", "FBRD", "IRNT", "MIDI", "MSUC", "NIEC", "NIPA", "NITX", "QUNT", "RC09", "UDEI"] as const;
/** What the test route's failed debit answers when no code is given: "AM02", the amount not allowed (an attempt's failure, not final). */
export const DEFAULT_REJECTION_CODE = "AM02";
/** The calendar date in Brasília (UTC−3, no DST) of an instant. */
const dayOf = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
const dayNumber = (ms: number) => Math.floor((ms - 3 * 3_600_000) / DAY_MS);

export const createRecurrenceSchema = z.object({
  journey: z.enum(["J2", "J3", "J4"]),
  amountCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  periodicity: z.enum(PERIODICITIES),
  firstDueDate: z.iso.datetime({ offset: true }),
  retryPolicy: z.enum(RETRY_POLICIES),
  payer: z.object({ name: z.string().min(1).max(140), cpfCnpj: z.string().regex(/^(\d{11}|\d{14})$/) }),
  /** The receiver's contract reference (BCB `vinculo.contrato`, ≤ 35: "número, identificador, ou código"). */
  contract: z.string().min(1).max(35),
  /** BCB `calendario.dataFinal`: a fixed term's last day (a Brasília date); no cycle is due after it. */
  endDate: z.iso.date().optional(),
  /** What the payer's bank shows as the authorization's object (BCB `vinculo.objeto`). */
  description: z.string().max(35).optional(),
  /** J3: the account's immediate charge the payer pays now with the same QR; J4: its charge with a due date (cobv). */
  firstChargeId: z.string().min(1).optional(),
});

export const createCycleSchema = z.object({
  recurrenceId: z.string().min(1),
  /** The account's charge holding this cycle's amount and txid; the debit pays it. */
  chargeId: z.string().min(1),
  dueDate: z.iso.datetime({ offset: true }),
  /** ajusteDiaUtil (the API's default): a due date on a weekend or national holiday is settled on the next business day. */
  ajusteDiaUtil: z.boolean().default(true),
});

const retrySchema = z.object({ date: z.iso.datetime({ offset: true }) });
const settleSchema = z.object({ asOf: z.iso.datetime({ offset: true }) });
const failSchema = z.object({ code: z.enum(REJECTION_CODES).optional() });

export interface Recurrence {
  id: string;
  accountId: string;
  journey: "J2" | "J3" | "J4";
  amountCents: number;
  periodicity: (typeof PERIODICITIES)[number];
  firstDueDate: string;
  retryPolicy: (typeof RETRY_POLICIES)[number];
  payer: { name: string; cpfCnpj: string };
  contract: string;
  endDate?: string;
  description?: string;
  firstChargeId?: string;
  locationId: string;
  status: RecurrenceStatus;
  /** Who ended it: the payer (in the bank) or the receiver. */
  cancelledBy?: "PAGADOR" | "RECEBEDOR";
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
}

export interface Cycle {
  id: string;
  recurrenceId: string;
  accountId: string;
  chargeId: string;
  txid: string;
  dueDate: string;
  status: CycleStatus;
  /** The settlement date: the due date, or the next business day under ajusteDiaUtil. */
  settlementDate: string;
  /** The date of the latest debit attempt (the settlement date, then each retry's date). */
  attemptDate: string;
  /**
   * Every debit attempt (BCB `tentativas`): AGENDADA until its date, then PAGA or REJEITADA (with the
   * catalogue's code); a cycle has at most one AGENDADA attempt.
   */
  attempts: Attempt[];
  retries: number;
  /** A final rejection (the cycle REJEITADA): the code that ended it. */
  rejection?: { code: string };
  createdAt: string;
  settledAt?: string;
}

export interface Attempt {
  date: string;
  status: "AGENDADA" | "PAGA" | "REJEITADA" | "CANCELADA";
  rejectionCode?: string;
}

export class RecurrenceStore {
  private readonly recs = new Map<string, Recurrence>();
  private readonly cycles = new Map<string, Cycle>();
  private readonly idempotency = new Map<string, string>();
  /** Status changes not yet announced, in order (see drainNotices). */
  private readonly unsent: { subjectId: string; notice: RecurrenceNotice | RecurringChargeNotice }[] = [];

  /**
   * The engine's calendar: the last instant the test routes set (settle, clock), else the real now. A
   * payer's PSP checks the send window and future retry dates against its own calendar.
   */
  private calendar: number | null = null;

  constructor(private readonly charges: ChargeStore) {}

  now(): number {
    return this.calendar ?? Date.now();
  }

  setClock(at: Date): void {
    this.calendar = at.getTime();
  }

  /** True when the charge is a Pix Automático cycle's (a MED on it is `MED_PIX_AUTOMATICO`). */
  isCycleCharge(chargeId: string): boolean {
    for (const c of this.cycles.values()) if (c.chargeId === chargeId) return true;
    return false;
  }

  /** The notices of the changes made since the last call, oldest first; the caller sends them. */
  drainNotices(): { subjectId: string; notice: RecurrenceNotice | RecurringChargeNotice }[] {
    return this.unsent.splice(0);
  }

  private recurrenceChanged(rec: Recurrence): void {
    this.unsent.push({ subjectId: rec.id, notice: recurrenceUpdatedNotice(rec) });
  }

  private cycleChanged(c: Cycle, to: CycleStatus): void {
    c.status = to;
    this.unsent.push({ subjectId: c.id, notice: recurringChargeUpdatedNotice(c) });
  }

  createRecurrence(account: Account, input: z.infer<typeof createRecurrenceSchema>, key?: string): Recurrence {
    const slot = key ? `${account.id}:${key}` : undefined;
    const seen = slot ? this.idempotency.get(slot) : undefined;
    if (seen) return this.recs.get(seen)!;
    let firstExpiresAt: number | undefined;
    if (input.journey === "J3" || input.journey === "J4") {
      if (!input.firstChargeId) throw badRequest("invalid_firstChargeId", `journey ${input.journey} needs the first charge (firstChargeId)`);
      const first = this.charges.get(input.firstChargeId, account.id);
      if (first.amountCents !== input.amountCents) throw badRequest("invalid_firstChargeId", "the first charge's amount differs from the recurrence's");
      // RecOperacaoInvalida: "txid correspondente a uma CobV e ativacao.tipoJornada igual a JORNADA_3" (and J4 takes a cobv).
      if (input.journey === "J3" && first.dueTerms) throw badRequest("invalid_firstChargeId", "journey J3 takes an immediate charge (cob), not one with a due date: use J4");
      if (input.journey === "J4" && !first.dueTerms) throw badRequest("invalid_firstChargeId", "journey J4 takes a charge with a due date (cobv)");
      if (statusOf(first) !== "PENDING") throw badRequest("invalid_firstChargeId", "the first charge is no longer payable");
      // J4: the payer may answer until the due-date charge can no longer be paid.
      if (input.journey === "J4") firstExpiresAt = Date.parse(first.expiresAt);
    } else if (input.firstChargeId) {
      throw badRequest("invalid_firstChargeId", "journey J2 has no first charge");
    }
    // RecOperacaoInvalida: "rec.calendario.dataFinal é anterior ao campo rec.calendario.dataInicial".
    if (input.endDate && input.endDate < dayOf(Date.parse(input.firstDueDate))) throw badRequest("invalid_endDate", "endDate is before the first due date");
    const now = new Date();
    const rec: Recurrence = {
      ...input,
      id: `RR${ids.uuid().replace(/-/g, "").slice(0, 27).toUpperCase()}`,
      accountId: account.id,
      locationId: ids.uuid(),
      status: "CRIADA",
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: new Date(Math.max(now.getTime() + AUTHORIZATION_TTL_MS, firstExpiresAt ?? 0)).toISOString(),
    };
    this.recs.set(rec.id, rec);
    if (slot) this.idempotency.set(slot, rec.id);
    return rec;
  }

  recurrence(id: string, accountId?: string): Recurrence {
    const rec = this.recs.get(id);
    if (!rec || (accountId !== undefined && rec.accountId !== accountId)) throw notFound("recurrence");
    return rec;
  }

  private move(rec: Recurrence, to: RecurrenceStatus, from: RecurrenceStatus[]): Recurrence {
    if (rec.status === to) return rec;
    if (!from.includes(rec.status)) throw new ApiError(409, "invalid_status", `recurrence is ${rec.status}`);
    rec.status = to;
    rec.updatedAt = new Date().toISOString();
    this.recurrenceChanged(rec);
    return rec;
  }

  /**
   * The payer approves in the bank. J3 and J4: the first charge is paid by the same act (returned to
   * notify it) — J4's due-date charge for the amount of the day, as any cobv payment.
   */
  approve(id: string): { rec: Recurrence; paidFirst?: string } {
    const rec = this.move(this.recurrence(id), "APROVADA", ["CRIADA"]);
    if ((rec.journey === "J3" || rec.journey === "J4") && rec.firstChargeId) {
      const first = this.charges.get(rec.firstChargeId);
      if (statusOf(first) === "PENDING") return { rec, paidFirst: this.charges.pay(first.id).id };
    }
    return { rec };
  }

  reject(id: string): Recurrence {
    return this.move(this.recurrence(id), "REJEITADA", ["CRIADA"]);
  }

  /** Either side ends it; every cycle not yet settled is cancelled with it. */
  cancel(id: string, by: "PAGADOR" | "RECEBEDOR", accountId?: string): Recurrence {
    const rec = this.move(this.recurrence(id, accountId), "CANCELADA", ["CRIADA", "APROVADA"]);
    rec.cancelledBy ??= by;
    for (const c of this.cycles.values()) {
      if (c.recurrenceId === rec.id && (c.status === "ATIVA" || c.status === "CRIADA")) {
        const attempt = scheduled(c);
        if (attempt) attempt.status = "CANCELADA";
        this.cycleChanged(c, "CANCELADA");
      }
    }
    return rec;
  }

  /**
   * The receiver sends a cycle: 2 to 10 days before its due date by the engine's calendar; one live
   * cycle (not REJEITADA nor CANCELADA) per recurrence and periodicity cycle; the same charge answers
   * the same cycle. After a final rejection a new cycle (a new charge, a new txid) may be sent for the
   * same period while the window allows it (IN BCB 614/2025).
   */
  createCycle(account: Account, input: z.infer<typeof createCycleSchema>): Cycle {
    const rec = this.recurrence(input.recurrenceId, account.id);
    for (const c of this.cycles.values()) {
      if (c.chargeId === input.chargeId && c.recurrenceId === rec.id) return c; // a retried request: the same cycle
    }
    if (rec.status !== "APROVADA") throw new ApiError(409, "invalid_recurrence_status", `recurrence is ${rec.status}`);
    const due = Date.parse(input.dueDate);
    const settlement = input.ajusteDiaUtil ? nextBusinessDay(due) : due;
    const ahead = settlement - this.now();
    if (ahead < SEND_LATEST_MS || ahead > SEND_EARLIEST_MS) {
      throw new ApiError(409, "cycle_window", `a cycle is sent 2 to 10 days before its settlement date (${new Date(settlement).toISOString()}; engine date ${new Date(this.now()).toISOString()})`);
    }
    if (rec.endDate && dayOf(due) > rec.endDate) throw new ApiError(409, "after_end_date", `the recurrence ends on ${rec.endDate}: no cycle is due after it`);
    const period = periodOf(rec, due);
    for (const c of this.cycles.values()) {
      if (c.recurrenceId === rec.id && periodOf(rec, Date.parse(c.dueDate)) === period && c.status !== "CANCELADA" && c.status !== "REJEITADA") {
        throw new ApiError(409, "cycle_exists", "a live cycle of the recurrence already exists in this periodicity cycle");
      }
    }
    const charge = this.charges.get(input.chargeId, account.id);
    if (charge.amountCents !== rec.amountCents) throw badRequest("invalid_amount", "the cycle's amount differs from the recurrence's fixed amount");
    const cycle: Cycle = {
      id: `CR${ids.uuid().replace(/-/g, "").slice(0, 27).toUpperCase()}`,
      recurrenceId: rec.id,
      accountId: account.id,
      chargeId: charge.id,
      txid: charge.txid,
      dueDate: new Date(due).toISOString(),
      status: "ATIVA",
      settlementDate: new Date(settlement).toISOString(),
      attemptDate: new Date(settlement).toISOString(),
      attempts: [{ date: new Date(settlement).toISOString(), status: "AGENDADA" }],
      retries: 0,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.cycles.set(cycle.id, cycle);
    return cycle;
  }

  cycle(id: string, accountId?: string): Cycle {
    const c = this.cycles.get(id);
    if (!c || (accountId !== undefined && c.accountId !== accountId)) throw notFound("recurring charge");
    return c;
  }

  /**
   * The scheduled attempt is rejected with `code` (no balance, the payer's bank refused, the payer's
   * PSP refused the instruction). A final code, or a policy without retries, ends the cycle (REJEITADA);
   * otherwise the cycle stays ATIVA with no attempt scheduled, and the receiver may ask for a retry.
   */
  fail(id: string, code: string = DEFAULT_REJECTION_CODE): Cycle {
    const c = this.cycle(id);
    const attempt = scheduled(c);
    if (c.status !== "ATIVA" || !attempt) throw new ApiError(409, "invalid_status", `recurring charge is ${c.status} with no attempt scheduled`);
    attempt.status = "REJEITADA";
    attempt.rejectionCode = code;
    const rec = this.recurrence(c.recurrenceId);
    if ((FINAL_REJECTION_CODES as readonly string[]).includes(code) || rec.retryPolicy === "NAO_PERMITE") {
      c.rejection = { code };
      this.cycleChanged(c, "REJEITADA");
    } else {
      this.cycleChanged(c, "ATIVA");
    }
    return c;
  }

  /**
   * PERMITE_3R_7D: the receiver asks for a new attempt on `date` (BCB `POST /cobr/{txid}/retentativa/{data}`):
   * only after a failed attempt (none scheduled), at most 3, each on a future day of the engine's
   * calendar, a day no attempt had, at most 7 days after the due date.
   */
  retry(id: string, accountId: string, date: Date): Cycle {
    const c = this.cycle(id, accountId);
    const rec = this.recurrence(c.recurrenceId);
    if (rec.retryPolicy !== "PERMITE_3R_7D") throw new ApiError(409, "retry_not_allowed", "the recurrence's policy does not allow retries");
    if (rec.status !== "APROVADA") throw new ApiError(409, "invalid_recurrence_status", `recurrence is ${rec.status}`);
    if (c.status !== "ATIVA" || scheduled(c) || c.attempts.length === 0) throw new ApiError(409, "invalid_status", `recurring charge is ${c.status}; a retry follows a failed attempt`);
    if (c.retries >= MAX_RETRIES) throw new ApiError(409, "retry_limit", `at most ${MAX_RETRIES} retries`);
    const day = dayNumber(date.getTime());
    if (day <= dayNumber(this.now())) throw new ApiError(409, "retry_not_future", `a retry is dated on a future day (engine date ${dayOf(this.now())})`);
    if (c.attempts.some((a) => dayNumber(Date.parse(a.date)) >= day)) throw new ApiError(409, "retry_day_taken", "a retry is dated after every earlier attempt, on a day of its own");
    if (day > dayNumber(Date.parse(c.settlementDate)) + RETRY_WINDOW_DAYS) throw new ApiError(409, "retry_window", "retries end 7 days after the settlement date");
    c.retries++;
    c.attemptDate = date.toISOString();
    c.attempts.push({ date: c.attemptDate, status: "AGENDADA" });
    this.cycleChanged(c, "ATIVA");
    return c;
  }

  cancelCycle(id: string, accountId: string): Cycle {
    const c = this.cycle(id, accountId);
    if (c.status === "CONCLUIDA") throw new ApiError(409, "invalid_status", "recurring charge already settled");
    if (c.status !== "CANCELADA") {
      const attempt = scheduled(c);
      if (attempt) attempt.status = "CANCELADA";
      this.cycleChanged(c, "CANCELADA");
    }
    return c;
  }

  /**
   * The calendar reaching `asOf`: authorizations left unanswered past their deadline expire; every
   * scheduled attempt whose date has come is debited (its charge paid); a cycle whose attempt failed
   * and that can have no more (3 retries, or 7 days past its due date) expires; an approved
   * authorization with a fixed term (`endDate`, BCB `dataFinal`) expires once that day is over and none
   * of its cycles is still live (a payer's PSP ends it after its last cycle). Returns the charges paid.
   */
  settle(asOf: Date): { paid: string[]; expired: string[] } {
    this.setClock(asOf);
    const paid: string[] = [];
    const expired: string[] = [];
    for (const rec of this.recs.values()) {
      if (rec.status === "CRIADA" && Date.parse(rec.expiresAt) <= asOf.getTime()) {
        this.move(rec, "EXPIRADA", ["CRIADA"]);
        expired.push(rec.id);
      }
    }
    for (const c of this.cycles.values()) {
      if (c.status !== "ATIVA") continue;
      const attempt = scheduled(c);
      if (!attempt) {
        const windowOver = dayNumber(asOf.getTime()) > dayNumber(Date.parse(c.settlementDate)) + RETRY_WINDOW_DAYS;
        if (c.retries >= MAX_RETRIES || windowOver) this.cycleChanged(c, "EXPIRADA");
        continue;
      }
      if (Date.parse(attempt.date) > asOf.getTime()) continue;
      const charge = this.charges.get(c.chargeId);
      if (statusOf(charge) !== "PENDING") {
        attempt.status = statusOf(charge) === "RECEIVED" ? "PAGA" : "CANCELADA";
        this.cycleChanged(c, statusOf(charge) === "RECEIVED" ? "CONCLUIDA" : "EXPIRADA");
        continue;
      }
      this.charges.pay(charge.id);
      attempt.status = "PAGA";
      c.settledAt = attempt.date;
      this.cycleChanged(c, "CONCLUIDA");
      paid.push(charge.id);
    }
    for (const rec of this.recs.values()) {
      if (rec.status !== "APROVADA" || !rec.endDate || dayOf(asOf.getTime()) <= rec.endDate) continue;
      if ([...this.cycles.values()].some((c) => c.recurrenceId === rec.id && c.status === "ATIVA")) continue;
      this.move(rec, "EXPIRADA", ["APROVADA"]);
      expired.push(rec.id);
    }
    return { paid, expired };
  }
}

/** ajusteDiaUtil: the instant moved to the next business day of the national calendar (Brasília days), same time of day. */
function nextBusinessDay(ms: number): number {
  const day = dayOf(ms);
  return ms + daysBetween(day, onOrNextBusinessDay(day)) * DAY_MS;
}

/** The attempt waiting for its date, if any. */
const scheduled = (c: Cycle): Attempt | undefined => c.attempts.find((a) => a.status === "AGENDADA");

const MONTHS: Record<Recurrence["periodicity"], number> = { SEMANAL: 0, MENSAL: 1, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };

/**
 * The periodicity cycle a due date falls in, counted from the recurrence's first due date: weeks for
 * SEMANAL, else calendar months grouped by the periodicity (a MENSAL recurrence has one cycle per month).
 */
export function periodOf(rec: Pick<Recurrence, "periodicity" | "firstDueDate">, dueMs: number): number {
  const first = Date.parse(rec.firstDueDate);
  if (rec.periodicity === "SEMANAL") return Math.floor((dayNumber(dueMs) - dayNumber(first)) / 7);
  const month = (ms: number) => {
    const d = dayOf(ms);
    return Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  };
  return Math.floor((month(dueMs) - month(first)) / MONTHS[rec.periodicity]);
}

export function recurrenceView(rec: Recurrence, publicHost: string) {
  const { accountId: _a, locationId, ...rest } = rec;
  return { ...rest, locationUrl: `${publicHost}/rec/v2/${locationId}` };
}

export function cycleView(c: Cycle) {
  const { accountId: _a, ...rest } = c;
  return rest;
}

const caller = (req: Request): Account => req.res!.locals.account;

/** Sends the queued status notices, one after the other (their order is the changes' order). */
async function sendNotices(engine: Engine): Promise<NoticeDelivery[]> {
  const deliveries: NoticeDelivery[] = [];
  for (const { subjectId, notice } of engine.recurrences.drainNotices()) deliveries.push(await engine.notifier.send(subjectId, notice));
  return deliveries;
}

/**
 * Mounted inside the authenticated /v3 router. A change the receiver makes (cancel, retry) is answered
 * first and announced after, as a real engine's notices come asynchronously.
 */
export function recurrenceApiRoutes(engine: Engine): Router {
  const { recurrences } = engine;
  const router = Router();
  const announceAfter = (res: Response) => res.on("finish", () => void sendNotices(engine));
  router.post("/pix/recurrences", (req, res) => {
    const rec = recurrences.createRecurrence(caller(req), parse(createRecurrenceSchema, req.body), req.header("idempotency-key") || undefined);
    res.json(recurrenceView(rec, engine.publicHost));
  });
  router.get("/pix/recurrences/:id", (req, res) => {
    res.json(recurrenceView(recurrences.recurrence(req.params.id as string, caller(req).id), engine.publicHost));
  });
  router.post("/pix/recurrences/:id/cancel", (req, res) => {
    announceAfter(res);
    res.json(recurrenceView(recurrences.cancel(req.params.id as string, "RECEBEDOR", caller(req).id), engine.publicHost));
  });
  router.post("/pix/recurring-charges", (req, res) => {
    res.json(cycleView(recurrences.createCycle(caller(req), parse(createCycleSchema, req.body))));
  });
  router.get("/pix/recurring-charges/:id", (req, res) => {
    res.json(cycleView(recurrences.cycle(req.params.id as string, caller(req).id)));
  });
  router.post("/pix/recurring-charges/:id/retry", (req, res) => {
    const { date } = parse(retrySchema, req.body);
    announceAfter(res);
    res.json(cycleView(recurrences.retry(req.params.id as string, caller(req).id, new Date(date))));
  });
  router.post("/pix/recurring-charges/:id/cancel", (req, res) => {
    announceAfter(res);
    res.json(cycleView(recurrences.cancelCycle(req.params.id as string, caller(req).id)));
  });
  return router;
}

/** Under /test: the payer's and the calendar's side. */
export function recurrenceTestRoutes(engine: Engine): Router {
  const { recurrences, notifier } = engine;
  const router = Router();
  const notifyPaid = async (chargeId: string) => notifier.send(chargeId, paymentReceivedNotice(engine.charges.get(chargeId)));
  // The test routes answer after their notices were attempted (each delivery in the answer), so a test
  // knows the receiver has had them.
  router.post("/recurrences/:id/approve", async (req, res) => {
    const { rec, paidFirst } = recurrences.approve(req.params.id as string);
    const delivery = paidFirst ? await notifyPaid(paidFirst) : undefined;
    const notices = await sendNotices(engine);
    res.json({ recurrence: recurrenceView(rec, engine.publicHost), ...(delivery && { delivery }), notices });
  });
  router.post("/recurrences/:id/reject", async (req, res) => {
    const rec = recurrences.reject(req.params.id as string);
    res.json({ recurrence: recurrenceView(rec, engine.publicHost), notices: await sendNotices(engine) });
  });
  router.post("/recurrences/:id/cancel", async (req, res) => {
    const rec = recurrences.cancel(req.params.id as string, "PAGADOR");
    res.json({ recurrence: recurrenceView(rec, engine.publicHost), notices: await sendNotices(engine) });
  });
  router.post("/recurring-charges/settle", async (req, res) => {
    const { asOf } = parse(settleSchema, req.body);
    const out = recurrences.settle(new Date(asOf));
    const deliveries = [];
    for (const id of out.paid) deliveries.push(await notifyPaid(id));
    res.json({ ...out, deliveries, notices: await sendNotices(engine) });
  });
  router.post("/clock", (req, res) => {
    const { asOf } = parse(settleSchema, req.body);
    recurrences.setClock(new Date(asOf));
    res.json({ asOf });
  });
  router.post("/recurring-charges/:id/fail", async (req, res) => {
    const { code } = parse(failSchema, req.body ?? {});
    const cycle = recurrences.fail(req.params.id as string, code);
    res.json({ cycle: cycleView(cycle), notices: await sendNotices(engine) });
  });
  return router;
}
