/**
 * MED 2.0 infractions (Mecanismo Especial de Devolução), as the receiving PSP sees them: the payer's
 * bank opens one on a received Pix; the PSP blocks the amount and notifies its client
 * (`INFRACTION_UPDATED`, like the payment notice); the client may send one defense
 * (`POST /v3/infracoes/{id}/defesa`, its own access_token); the analysis ends upheld (the PSP returns
 * the amount through a devolução with natureza MED_*, carried in the closing notice), rejected, or —
 * nobody deciding before the deadline — closed without a decision (the block is released).
 * Test controls: `POST /test/infractions` opens one like a payer's bank would,
 * `POST /test/infractions/{id}/decide {upheld}` ends the analysis, `/test/infractions/config` sets the
 * deadline (short in tests), `/test/infractions/{id}/resend-notice` redelivers the last notice.
 */
import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import type { Account } from "./accounts";
import type { Engine } from "./engine";
import { ApiError, badRequest, notFound } from "./errors";
import * as ids from "./ids";
import { toReais } from "./money";
import type { INFRACTION_OUTCOMES, INFRACTION_REASONS, INFRACTION_STATUSES, InfractionNotice, MED_NATUREZAS } from "./notice";
import { parse } from "./routes";
import { testCaller } from "./test-caller";

type Reason = (typeof INFRACTION_REASONS)[number];
type Status = (typeof INFRACTION_STATUSES)[number];
type Outcome = (typeof INFRACTION_OUTCOMES)[number];
type Natureza = (typeof MED_NATUREZAS)[number];

export interface Infraction {
  id: string;
  accountId: string;
  chargeId: string;
  txid: string;
  endToEndId: string;
  valueCents: number;
  reason: Reason;
  details: string | null;
  status: Status;
  outcome: Outcome | null;
  defenseDueAt: string;
  createdAt: string;
  closedAt: string | null;
  defense: { text: string; attachments: { name: string; type: string; size: number; sha256: string }[]; receivedAt: string } | null;
  refund: { id: string; rtrId: string; natureza: Natureza; valueCents: number } | null;
}

export const openInfractionSchema = z.object({
  end_to_end_id: z.string().min(1).max(64),
  /** Centavos; default the whole payment. */
  amount: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  reason: z.enum(["FRAUDE", "FALHA_OPERACIONAL"]).default("FRAUDE"),
  details: z.string().max(500).optional(),
});

export const defenseSchema = z.object({
  text: z.string().min(1).max(5000),
  attachments: z.array(z.object({ name: z.string().min(1).max(255), type: z.string().min(1).max(100), size: z.int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })).max(5).default([]),
});

export function infractionView(i: Infraction) {
  return {
    id: i.id, paymentId: i.chargeId, txid: i.txid, endToEndId: i.endToEndId, value: toReais(i.valueCents), valueCents: i.valueCents,
    reason: i.reason, details: i.details, status: i.status, outcome: i.outcome, defenseDueAt: i.defenseDueAt,
    createdAt: i.createdAt, closedAt: i.closedAt, defense: i.defense,
    refund: i.refund && { id: i.refund.id, rtrId: i.refund.rtrId, natureza: i.refund.natureza, value: toReais(i.refund.valueCents) },
  };
}
export type InfractionView = ReturnType<typeof infractionView>;

export function infractionNotice(i: Infraction): InfractionNotice {
  const v = infractionView(i);
  return {
    id: ids.eventId(), event: "INFRACTION_UPDATED", dateCreated: new Date().toISOString(),
    infraction: {
      id: v.id, paymentId: v.paymentId, txid: v.txid, endToEndId: v.endToEndId, value: v.value, reason: v.reason, details: v.details,
      status: v.status, outcome: v.outcome, defenseDueAt: v.defenseDueAt, createdAt: v.createdAt, closedAt: v.closedAt, refund: v.refund,
    },
  };
}

export class InfractionStore {
  private readonly byId = new Map<string, Infraction>();

  constructor(
    private readonly engine: Engine,
    /** How long the receiver has to defend itself; undecided by then, the infraction closes SEM_DECISAO. */
    public deadlineMs: number,
  ) {}

  all(): Infraction[] {
    return [...this.byId.values()];
  }

  get(id: string, accountId?: string): Infraction {
    const found = this.byId.get(id);
    if (!found || (accountId && found.accountId !== accountId)) throw notFound("infraction");
    return found;
  }

  /** `${end_to_end_id}:${Idempotency-Key}` → the infraction that key opened: a retried request opens no second one. */
  private readonly byKey = new Map<string, Infraction>();

  open(input: z.infer<typeof openInfractionSchema>, idempotencyKey?: string): Infraction {
    const slot = idempotencyKey ? `${input.end_to_end_id}:${idempotencyKey}` : undefined;
    const seen = slot ? this.byKey.get(slot) : undefined;
    if (seen) return seen;
    const infraction = this.openNew(input);
    if (slot) this.byKey.set(slot, infraction);
    return infraction;
  }

  private openNew(input: z.infer<typeof openInfractionSchema>): Infraction {
    const charge = this.engine.charges.paidWithEndToEndId(input.end_to_end_id);
    if (!charge) throw notFound("transaction");
    // The infraction contests the Pix it names (the first payment or an extra one), and blocks from it.
    const left = this.engine.refunds.leftOf(charge, input.end_to_end_id);
    const valueCents = input.amount ?? left;
    if (valueCents < 1 || valueCents > left) throw badRequest("invalid_amount", `amount must be between 0.01 and what is left of the payment (${toReais(left)})`);
    const now = new Date();
    const infraction: Infraction = {
      id: `inf_${ids.uuid().replace(/-/g, "")}`, accountId: charge.accountId, chargeId: charge.id, txid: charge.txid, endToEndId: input.end_to_end_id,
      valueCents, reason: input.reason, details: input.details ?? null, status: "ABERTA", outcome: null,
      defenseDueAt: new Date(now.getTime() + this.deadlineMs).toISOString(), createdAt: now.toISOString(), closedAt: null, defense: null, refund: null,
    };
    this.byId.set(infraction.id, infraction);
    setTimeout(() => void this.expire(infraction.id), this.deadlineMs).unref();
    return infraction;
  }

  defend(account: Account, id: string, input: z.infer<typeof defenseSchema>): Infraction {
    const infraction = this.get(id, account.id);
    if (infraction.status === "ENCERRADA" || Date.parse(infraction.defenseDueAt) <= Date.now()) throw new ApiError(409, "infraction_closed", "the infraction is closed or past its defense deadline");
    if (infraction.defense) throw new ApiError(409, "defense_already_sent", "a defense was already received for this infraction");
    infraction.defense = { ...input, receivedAt: new Date().toISOString() };
    infraction.status = "EM_ANALISE";
    return infraction;
  }

  /** The analysis' end. Upheld: the blocked amount goes back to the payer (natureza by reason and kind of charge). */
  decide(id: string, upheld: boolean): Infraction {
    const infraction = this.get(id);
    if (infraction.status === "ENCERRADA") throw new ApiError(409, "infraction_closed", "the infraction is already closed");
    if (upheld) {
      const charge = this.engine.charges.get(infraction.chargeId);
      const natureza: Natureza = this.engine.recurrences.isCycleCharge(charge.id) ? "MED_PIX_AUTOMATICO" : infraction.reason === "FRAUDE" ? "MED_FRAUDE" : "MED_OPERACIONAL";
      const refund = this.engine.refunds.medReturn(charge, infraction.endToEndId, infraction.valueCents, natureza);
      infraction.refund = { id: refund.id, rtrId: refund.rtrId, natureza, valueCents: refund.valueCents };
    }
    return this.close(infraction, upheld ? "PROCEDENTE" : "IMPROCEDENTE");
  }

  private close(infraction: Infraction, outcome: Outcome): Infraction {
    infraction.status = "ENCERRADA";
    infraction.outcome = outcome;
    infraction.closedAt = new Date().toISOString();
    return infraction;
  }

  /** The deadline passed with nobody deciding: closed SEM_DECISAO (the receiver's block is released). */
  private async expire(id: string) {
    const infraction = this.byId.get(id);
    if (!infraction || infraction.status === "ENCERRADA") return;
    this.close(infraction, "SEM_DECISAO");
    await this.engine.notifier.send(`infraction:${id}`, infractionNotice(infraction));
  }
}

const configSchema = z.object({ deadlineMs: z.int().min(50).max(30 * 24 * 3600_000) });

/** `/v3/infracoes/{id}` (the account's own) and `/test/infractions`. */
export function infractionRoutes(engine: Engine, store: InfractionStore): Router {
  const router = Router();
  const auth: RequestHandler = (req, res, next) => {
    const key = req.header("access_token");
    const account = key ? engine.accounts.byApiKey(key) : undefined;
    if (!account) throw new ApiError(401, "invalid_access_token", "missing or invalid access_token header");
    res.locals.account = account;
    next();
  };
  const caller = (req: Request): Account => req.res!.locals.account;
  const notify = (i: Infraction) => engine.notifier.send(`infraction:${i.id}`, infractionNotice(i));

  router.get("/v3/infracoes/:id", engine.faults.middleware, auth, (req, res) => {
    res.json(infractionView(store.get(req.params.id as string, caller(req).id)));
  });
  router.post("/v3/infracoes/:id/defesa", engine.faults.middleware, auth, async (req, res) => {
    const infraction = store.defend(caller(req), req.params.id as string, parse(defenseSchema, req.body));
    res.json(infractionView(infraction));
    void notify(infraction);
  });

  // Responds once the notice was delivered (or failed), so tests can assert right after.
  router.post("/test/infractions", async (req, res) => {
    const infraction = store.open(parse(openInfractionSchema, req.body), req.get("idempotency-key"));
    const delivery = await notify(infraction);
    res.status(201).json({ id: infraction.id, infraction: infractionView(infraction), delivery });
  });
  router.get("/test/infractions", (_req, res) => {
    res.json({ infractions: store.all().map(infractionView) });
  });
  router.post("/test/infractions/config", (req, res) => {
    store.deadlineMs = parse(configSchema, req.body).deadlineMs;
    res.json({ deadlineMs: store.deadlineMs });
  });
  router.get("/test/infractions/:id", (req, res) => {
    res.json(infractionView(store.get(req.params.id as string)));
  });
  router.post("/test/infractions/:id/decide", async (req, res) => {
    const { upheld } = parse(z.object({ upheld: z.boolean() }), req.body);
    const infraction = store.decide(req.params.id as string, upheld);
    const delivery = await notify(infraction);
    res.json({ infraction: infractionView(infraction), delivery });
  });
  // A PSP's duplicate: the infraction's current notice once more under a new infraction id (same
  // payment, amount and status), correctly signed. The engine records nothing: its books keep one infraction.
  router.post("/test/infractions/:id/duplicate-notice", async (req, res) => {
    const duplicate = { ...store.get(req.params.id as string), id: `inf_${ids.uuid().replace(/-/g, "")}` };
    const delivery = await engine.notifier.send(`infraction:${duplicate.id}`, infractionNotice(duplicate));
    res.status(201).json({ id: duplicate.id, delivery });
  });
  router.post("/test/infractions/:id/resend-notice", async (req, res) => {
    const times = parse(z.object({ times: z.int().min(1).max(100).default(1) }), req.body).times;
    const deliveries = await engine.notifier.resend(`infraction:${req.params.id as string}`, times);
    if (!deliveries) throw notFound("notice for this infraction");
    res.json({ deliveries });
  });
  return router;
}

/** The /test controls of infractions, for tests against an emulator in this or another process. */
export function infractionTestClient(url: string) {
  const call = testCaller(url);
  type Delivery = { status?: number; error?: string };
  return {
    /** Opens an infraction on a paid Pix (amount in centavos, default all of it); resolves once its notice was delivered. */
    open: (input: { end_to_end_id: string; amount?: number; reason?: "FRAUDE" | "FALHA_OPERACIONAL"; details?: string }) =>
      call<{ id: string; infraction: InfractionView; delivery: Delivery }>("POST", "/infractions", input),
    get: (id: string) => call<InfractionView>("GET", `/infractions/${encodeURIComponent(id)}`),
    list: async () => (await call<{ infractions: InfractionView[] }>("GET", "/infractions")).infractions,
    decide: (id: string, upheld: boolean) => call<{ infraction: InfractionView; delivery: Delivery }>("POST", `/infractions/${encodeURIComponent(id)}/decide`, { upheld }),
    /** The defense deadline of infractions opened from now on (undecided by then: closed SEM_DECISAO). */
    setDeadline: (deadlineMs: number) => call<{ deadlineMs: number }>("POST", "/infractions/config", { deadlineMs }),
    resendNotice: async (id: string, times: number) =>
      (await call<{ deliveries: Delivery[] }>("POST", `/infractions/${encodeURIComponent(id)}/resend-notice`, { times })).deliveries,
    /** The infraction's notice again under a new infraction id the engine does not record (a duplicate); its id and delivery. */
    duplicateNotice: (id: string) => call<{ id: string; delivery: Delivery }>("POST", `/infractions/${encodeURIComponent(id)}/duplicate-notice`),
  };
}
export type InfractionTestClient = ReturnType<typeof infractionTestClient>;
