/**
 * Pix Automático, modelled on the Banco Central's API (`rec`, `cobr`, `locrec`): a payer authorizes a
 * recurrence once (journey J2: a QR that only authorizes; J3: a QR that pays the first charge and
 * authorizes in one step), then the receiver sends each cycle's charge (`cobr`) 2 to 10 days before
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
export const RETRY_WINDOW_MS = 7 * DAY_MS;

export const createRecurrenceSchema = z.object({
  journey: z.enum(["J2", "J3"]),
  amountCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  periodicity: z.enum(PERIODICITIES),
  firstDueDate: z.iso.datetime({ offset: true }),
  retryPolicy: z.enum(RETRY_POLICIES),
  payer: z.object({ name: z.string().min(1), cpfCnpj: z.string().regex(/^(\d{11}|\d{14})$/) }),
  /** The receiver's contract reference (the subscription). */
  contract: z.string().min(1).max(35),
  description: z.string().max(140).optional(),
  /** J3: the account's charge the payer pays now with the same QR. */
  firstChargeId: z.string().min(1).optional(),
});

export const createCycleSchema = z.object({
  recurrenceId: z.string().min(1),
  /** The account's charge holding this cycle's amount and txid; the debit pays it. */
  chargeId: z.string().min(1),
  dueDate: z.iso.datetime({ offset: true }),
});

const retrySchema = z.object({ date: z.iso.datetime({ offset: true }) });
const settleSchema = z.object({ asOf: z.iso.datetime({ offset: true }) });

export interface Recurrence {
  id: string;
  accountId: string;
  journey: "J2" | "J3";
  amountCents: number;
  periodicity: (typeof PERIODICITIES)[number];
  firstDueDate: string;
  retryPolicy: (typeof RETRY_POLICIES)[number];
  payer: { name: string; cpfCnpj: string };
  contract: string;
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
  /** The date of the debit attempt now scheduled (the due date, then each retry's date). */
  attemptDate: string;
  /** Every debit attempt so far: its date and outcome. */
  attempts: { date: string; outcome: "FALHA" | "SUCESSO" }[];
  retries: number;
  createdAt: string;
  settledAt?: string;
}

export class RecurrenceStore {
  private readonly recs = new Map<string, Recurrence>();
  private readonly cycles = new Map<string, Cycle>();
  private readonly idempotency = new Map<string, string>();
  /** Status changes not yet announced, in order (see drainNotices). */
  private readonly unsent: { subjectId: string; notice: RecurrenceNotice | RecurringChargeNotice }[] = [];

  constructor(private readonly charges: ChargeStore) {}

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
    if (input.journey === "J3") {
      if (!input.firstChargeId) throw badRequest("invalid_firstChargeId", "journey J3 needs the first charge (firstChargeId)");
      const first = this.charges.get(input.firstChargeId, account.id);
      if (first.amountCents !== input.amountCents) throw badRequest("invalid_firstChargeId", "the first charge's amount differs from the recurrence's");
    } else if (input.firstChargeId) {
      throw badRequest("invalid_firstChargeId", "journey J2 has no first charge");
    }
    const now = new Date();
    const rec: Recurrence = {
      ...input,
      id: `RR${ids.uuid().replace(/-/g, "").slice(0, 27).toUpperCase()}`,
      accountId: account.id,
      locationId: ids.uuid(),
      status: "CRIADA",
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS).toISOString(),
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

  /** The payer approves in the bank. J3: the first charge is paid by the same act (returned to notify it). */
  approve(id: string): { rec: Recurrence; paidFirst?: string } {
    const rec = this.move(this.recurrence(id), "APROVADA", ["CRIADA"]);
    if (rec.journey === "J3" && rec.firstChargeId) {
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
      if (c.recurrenceId === rec.id && (c.status === "ATIVA" || c.status === "REJEITADA" || c.status === "CRIADA")) this.cycleChanged(c, "CANCELADA");
    }
    return rec;
  }

  /** The receiver sends a cycle: one live cycle per recurrence and due date; the same charge answers the same cycle. */
  createCycle(account: Account, input: z.infer<typeof createCycleSchema>): Cycle {
    const rec = this.recurrence(input.recurrenceId, account.id);
    for (const c of this.cycles.values()) {
      if (c.chargeId === input.chargeId && c.recurrenceId === rec.id) return c; // a retried request: the same cycle
    }
    if (rec.status !== "APROVADA") throw new ApiError(409, "invalid_recurrence_status", `recurrence is ${rec.status}`);
    const due = Date.parse(input.dueDate);
    for (const c of this.cycles.values()) {
      if (c.recurrenceId === rec.id && Date.parse(c.dueDate) === due && c.status !== "CANCELADA") {
        throw new ApiError(409, "cycle_exists", "a cycle with this due date already exists for the recurrence");
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
      attemptDate: new Date(due).toISOString(),
      attempts: [],
      retries: 0,
      createdAt: new Date().toISOString(),
    };
    this.cycles.set(cycle.id, cycle);
    return cycle;
  }

  cycle(id: string, accountId?: string): Cycle {
    const c = this.cycles.get(id);
    if (!c || (accountId !== undefined && c.accountId !== accountId)) throw notFound("recurring charge");
    return c;
  }

  /** The debit of the current attempt fails (no balance, the payer's bank refused). */
  fail(id: string, at = new Date()): Cycle {
    const c = this.cycle(id);
    if (c.status !== "ATIVA") throw new ApiError(409, "invalid_status", `recurring charge is ${c.status}`);
    c.attempts.push({ date: at.toISOString(), outcome: "FALHA" });
    this.cycleChanged(c, "REJEITADA");
    return c;
  }

  /** PERMITE_3R_7D: a new attempt on `date`, at most 3, within 7 days after the due date. */
  retry(id: string, accountId: string, date: Date): Cycle {
    const c = this.cycle(id, accountId);
    const rec = this.recurrence(c.recurrenceId);
    if (rec.retryPolicy !== "PERMITE_3R_7D") throw new ApiError(409, "retry_not_allowed", "the recurrence's policy does not allow retries");
    if (rec.status !== "APROVADA") throw new ApiError(409, "invalid_recurrence_status", `recurrence is ${rec.status}`);
    if (c.status !== "REJEITADA") throw new ApiError(409, "invalid_status", `recurring charge is ${c.status}`);
    if (c.retries >= MAX_RETRIES) throw new ApiError(409, "retry_limit", `at most ${MAX_RETRIES} retries`);
    if (date.getTime() > Date.parse(c.dueDate) + RETRY_WINDOW_MS) throw new ApiError(409, "retry_window", "retries end 7 days after the due date");
    c.retries++;
    c.attemptDate = date.toISOString();
    this.cycleChanged(c, "ATIVA");
    return c;
  }

  cancelCycle(id: string, accountId: string): Cycle {
    const c = this.cycle(id, accountId);
    if (c.status === "CONCLUIDA") throw new ApiError(409, "invalid_status", "recurring charge already settled");
    if (c.status !== "CANCELADA") this.cycleChanged(c, "CANCELADA");
    return c;
  }

  /**
   * The calendar reaching `asOf`: authorizations left unanswered past their deadline expire, and every
   * live cycle whose attempt date has come is debited (its charge paid). Returns the charges paid.
   */
  settle(asOf: Date): { paid: string[]; expired: string[] } {
    const paid: string[] = [];
    const expired: string[] = [];
    for (const rec of this.recs.values()) {
      if (rec.status === "CRIADA" && Date.parse(rec.expiresAt) <= asOf.getTime()) {
        this.move(rec, "EXPIRADA", ["CRIADA"]);
        expired.push(rec.id);
      }
    }
    for (const c of this.cycles.values()) {
      if (c.status !== "ATIVA" || Date.parse(c.attemptDate) > asOf.getTime()) continue;
      const charge = this.charges.get(c.chargeId);
      if (statusOf(charge) !== "PENDING") {
        this.cycleChanged(c, statusOf(charge) === "RECEIVED" ? "CONCLUIDA" : "EXPIRADA");
        continue;
      }
      this.charges.pay(charge.id);
      c.attempts.push({ date: c.attemptDate, outcome: "SUCESSO" });
      c.settledAt = c.attemptDate;
      this.cycleChanged(c, "CONCLUIDA");
      paid.push(charge.id);
    }
    return { paid, expired };
  }
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
  router.post("/recurring-charges/:id/fail", async (req, res) => {
    const cycle = recurrences.fail(req.params.id as string);
    res.json({ cycle: cycleView(cycle), notices: await sendNotices(engine) });
  });
  return router;
}
