/**
 * Devoluções (refunds of a received Pix), as a PSP does them after the BCB API Pix:
 * `PUT /v3/pix/{e2eid}/devolucao/{id}` where `id` is the client's own id (so the PUT is idempotent:
 * the same id answers the same refund, never a second one), answered `EM_PROCESSAMENTO`; the refund
 * settles shortly after as `DEVOLVIDO` or `NAO_REALIZADO` and a `PIX_REFUND_UPDATED` notice goes to
 * the notice URL, like the payment notice. Several partial refunds are allowed up to the amount
 * received. `splitRefunds` takes back part of a split (Asaas-style split refunds): each wallet at
 * most what its split received.
 * Test controls: `/test/refunds/fail-next` makes the next refunds end `NAO_REALIZADO`;
 * `/test/refunds/hold` keeps new refunds in processing until released (to observe the state).
 */
import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import type { Account } from "./accounts";
import { type Charge, receivedCentsOf } from "./charges";

/** What one Pix of the charge brought: the first payment its received amount, an extra one the charge's amount. */
const receivedOf = (charge: Charge, e2e: string): number => (e2e === charge.endToEndId ? receivedCentsOf(charge) : charge.amountCents);
import type { Engine } from "./engine";
import { ApiError, badRequest, notFound } from "./errors";
import * as ids from "./ids";
import { toReais } from "./money";
import type { MED_NATUREZAS, RefundNotice } from "./notice";
import { parse } from "./routes";
import { testCaller } from "./test-caller";

export const refundRequestSchema = z.object({
  valueCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  natureza: z.literal("ORIGINAL").default("ORIGINAL"),
  descricao: z.string().max(140).optional(),
  splitRefunds: z.array(z.object({ walletId: z.string().min(1), valueCents: z.int().min(1) })).max(10).optional(),
});
type RefundRequest = z.infer<typeof refundRequestSchema>;

export type RefundStatus = "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";

export interface Refund extends Omit<RefundRequest, "natureza"> {
  /** ORIGINAL for a merchant's refund; MED_* for the return of an upheld infraction (infractions.ts). */
  natureza: "ORIGINAL" | (typeof MED_NATUREZAS)[number];
  id: string;
  accountId: string;
  chargeId: string;
  endToEndId: string;
  /** The return transaction's id (BCB `rtrId`), known from the request on. */
  rtrId: string;
  status: RefundStatus;
  motivo?: string;
  createdAt: string;
  settledAt?: string;
  request: string;
}

const CLIENT_ID = /^[a-zA-Z0-9]{1,35}$/;

export function refundView(r: Refund) {
  return {
    id: r.id,
    endToEndId: r.endToEndId,
    rtrId: r.rtrId,
    valor: toReais(r.valueCents),
    valueCents: r.valueCents,
    natureza: r.natureza,
    descricao: r.descricao ?? null,
    splitRefunds: r.splitRefunds ?? [],
    status: r.status,
    motivo: r.motivo ?? null,
    horario: { solicitacao: r.createdAt, liquidacao: r.settledAt ?? null },
  };
}
export type RefundView = ReturnType<typeof refundView>;

export function refundNotice(r: Refund): RefundNotice {
  return {
    id: ids.eventId(),
    event: "PIX_REFUND_UPDATED",
    dateCreated: new Date().toISOString(),
    refund: { id: r.id, endToEndId: r.endToEndId, rtrId: r.rtrId, status: r.status, value: toReais(r.valueCents), motivo: r.motivo ?? null },
  };
}

/** Return transaction id: "D" + ISPB + timestamp + 11 alphanumerics, the shape of an end-to-end id. */
const rtrIdOf = () => `D${ids.endToEndId(new Date()).slice(1)}`;

export class RefundStore {
  private readonly byKey = new Map<string, Refund>();
  private failPlan: { count: number; motivo: string } = { count: 0, motivo: "" };
  held = false;
  private readonly heldRefunds: Refund[] = [];

  constructor(
    private readonly engine: Engine,
    private readonly settleDelayMs: number,
  ) {}

  private key = (accountId: string, e2e: string, id: string) => `${accountId}:${e2e}:${id}`;

  all(): Refund[] {
    return [...this.byKey.values()];
  }

  forCharge(chargeId: string): Refund[] {
    return this.all().filter((r) => r.chargeId === chargeId);
  }

  get(accountId: string, e2e: string, id: string): Refund {
    const refund = this.byKey.get(this.key(accountId, e2e, id));
    if (!refund) throw notFound("refund");
    return refund;
  }

  /** `created` false when the id already named a refund of this payment (the same request again). */
  request(account: Account, e2e: string, id: string, input: RefundRequest): { refund: Refund; created: boolean } {
    if (!CLIENT_ID.test(id)) throw badRequest("invalid_id", "id: 1 to 35 alphanumeric characters");
    const charge = this.engine.charges.byEndToEndId(e2e, account.id);
    if (!charge) throw notFound("transaction");
    const request = JSON.stringify(input);
    const existing = this.byKey.get(this.key(account.id, e2e, id));
    if (existing) {
      if (existing.request !== request) throw new ApiError(409, "invalid_id", "id was already used for a different refund");
      return { refund: existing, created: false };
    }
    const left = this.leftOf(charge, e2e);
    if (input.valueCents > left) {
      throw badRequest("invalid_valueCents", `refunds would exceed what is left of this Pix (${toReais(receivedOf(charge, e2e))}; left ${toReais(left)} after refunds and standing infractions)`);
    }
    this.checkSplitRefunds(charge, input);
    const refund: Refund = {
      ...input, id, accountId: account.id, chargeId: charge.id, endToEndId: e2e, rtrId: rtrIdOf(),
      status: "EM_PROCESSAMENTO", createdAt: new Date().toISOString(), request,
    };
    this.byKey.set(this.key(account.id, e2e, id), refund);
    if (this.held) this.heldRefunds.push(refund);
    else setTimeout(() => void this.settle(refund), this.settleDelayMs).unref();
    return { refund, created: true };
  }

  /**
   * What is left of one Pix (the charge's first payment, or an extra one by its end-to-end id) to refund
   * or contest (issue 32): received − its refunds (processing or returned, MED returns included) − its
   * infractions still standing (their amount is blocked). A devolução names one Pix, as at the BCB: an
   * extra payment is returned on its own end-to-end id. The one rule for refunds and infractions alike.
   */
  leftOf(charge: Charge, e2e = charge.endToEndId!): number {
    const refunded = this.forCharge(charge.id).filter((r) => r.endToEndId === e2e && r.status !== "NAO_REALIZADO").reduce((s, r) => s + r.valueCents, 0);
    const blocked = this.engine.infractions.all().filter((i) => i.chargeId === charge.id && i.endToEndId === e2e && i.status !== "ENCERRADA").reduce((s, i) => s + i.valueCents, 0);
    return receivedOf(charge, e2e) - refunded - blocked;
  }

  /** Each wallet gets back at most what the split gave it, over every refund of the charge. */
  private checkSplitRefunds(charge: Charge, input: RefundRequest) {
    for (const s of input.splitRefunds ?? []) {
      const split = charge.split.find((x) => x.walletId === s.walletId);
      if (!split) throw badRequest("invalid_splitRefunds", `wallet ${s.walletId} had no split in this payment`);
      const before = this.forCharge(charge.id)
        .filter((r) => r.status !== "NAO_REALIZADO")
        .flatMap((r) => r.splitRefunds ?? [])
        .filter((x) => x.walletId === s.walletId)
        .reduce((sum, x) => sum + x.valueCents, 0);
      if (before + s.valueCents > split.totalValueCents) throw badRequest("invalid_splitRefunds", `split refund exceeds what wallet ${s.walletId} received`);
    }
  }

  /**
   * The return of an upheld MED infraction: the engine debits what it blocked and returns it at once
   * (DEVOLVIDO); the infraction's own notice carries it. Counts against the amount received like any refund.
   */
  medReturn(charge: Charge, e2e: string, valueCents: number, natureza: (typeof MED_NATUREZAS)[number]): Refund {
    const now = new Date().toISOString();
    const refund: Refund = {
      id: ids.eventId().replace(/[^a-zA-Z0-9]/g, "").slice(0, 35), accountId: charge.accountId, chargeId: charge.id, endToEndId: e2e,
      rtrId: rtrIdOf(), valueCents, natureza, status: "DEVOLVIDO", createdAt: now, settledAt: now, request: "",
    };
    this.byKey.set(this.key(charge.accountId, e2e, refund.id), refund);
    return refund;
  }

  armFailures(count: number, motivo: string) {
    this.failPlan = { count, motivo };
  }

  /** Releases held refunds (settling them now) and stops holding. */
  release(): Promise<unknown> {
    this.held = false;
    const pending = this.heldRefunds.splice(0);
    return Promise.all(pending.map((r) => this.settle(r)));
  }

  private async settle(refund: Refund) {
    if (refund.status !== "EM_PROCESSAMENTO") return;
    if (this.failPlan.count > 0) {
      this.failPlan.count--;
      refund.status = "NAO_REALIZADO";
      refund.motivo = this.failPlan.motivo;
    } else {
      refund.status = "DEVOLVIDO";
    }
    refund.settledAt = new Date().toISOString();
    await this.engine.notifier.send(`refund:${refund.id}`, refundNotice(refund));
  }
}

const failSchema = z.object({ count: z.int().min(0).max(100).default(1), motivo: z.string().min(1).max(140).default("Conta do pagador encerrada") });
const holdSchema = z.object({ held: z.boolean() });

/** /v3/pix/{e2eid}/devolucao/{id} (any account, its own payments) and /test/refunds. */
export function refundRoutes(engine: Engine, store: RefundStore): Router {
  const router = Router();
  // Full paths, not a router under /v3/pix: that prefix is the charges API's too, whose requests
  // must meet the fault plan once.
  const auth: RequestHandler = (req, res, next) => {
    const key = req.header("access_token");
    const account = key ? engine.accounts.byApiKey(key) : undefined;
    if (!account) throw new ApiError(401, "invalid_access_token", "missing or invalid access_token header");
    res.locals.account = account;
    next();
  };
  const caller = (req: Request): Account => req.res!.locals.account;
  const path = "/v3/pix/:e2eid/devolucao/:id";
  router.put(path, engine.faults.middleware, auth, (req, res) => {
    const { refund, created } = store.request(caller(req), req.params.e2eid as string, req.params.id as string, parse(refundRequestSchema, req.body));
    res.status(created ? 201 : 200).json(refundView(refund));
  });
  router.get(path, engine.faults.middleware, auth, (req, res) => {
    res.json(refundView(store.get(caller(req).id, req.params.e2eid as string, req.params.id as string)));
  });

  router.get("/test/refunds", (req, res) => {
    const e2e = typeof req.query.endToEndId === "string" ? req.query.endToEndId : undefined;
    res.json({ refunds: store.all().filter((r) => !e2e || r.endToEndId === e2e).map(refundView) });
  });
  router.post("/test/refunds/fail-next", (req, res) => {
    const { count, motivo } = parse(failSchema, req.body);
    store.armFailures(count, motivo);
    res.status(204).end();
  });
  // The refund's last notice again, `times` times at once, byte-identical (receivers' idempotency).
  router.post("/test/refunds/:id/resend-notice", async (req, res) => {
    const times = parse(z.object({ times: z.int().min(1).max(100).default(1) }), req.body).times;
    const deliveries = await engine.notifier.resend(`refund:${req.params.id as string}`, times);
    if (!deliveries) throw notFound("notice for this refund");
    res.json({ deliveries });
  });
  router.post("/test/refunds/hold", async (req, res) => {
    const { held } = parse(holdSchema, req.body);
    if (held) store.held = true;
    else await store.release();
    res.status(204).end();
  });
  return router;
}

/** The /test controls of refunds, for tests against an emulator in this or another process. */
export function refundTestClient(url: string) {
  const call = testCaller(url);
  return {
    /** Every refund the engine holds, optionally of one payment (end-to-end id). */
    list: async (endToEndId?: string) =>
      (await call<{ refunds: RefundView[] }>("GET", `/refunds${endToEndId ? `?endToEndId=${encodeURIComponent(endToEndId)}` : ""}`)).refunds,
    /** The next `count` refunds end NAO_REALIZADO with `motivo`. */
    failNext: (count = 1, motivo?: string) => call<void>("POST", "/refunds/fail-next", { count, ...(motivo && { motivo }) }),
    /** Sends the refund's last notice again `times` times concurrently (`refundId` is the engine's id). */
    resendNotice: async (refundId: string, times: number) =>
      (await call<{ deliveries: { status?: number; error?: string }[] }>("POST", `/refunds/${encodeURIComponent(refundId)}/resend-notice`, { times })).deliveries,
    /** true keeps new refunds EM_PROCESSAMENTO; false settles them now and stops holding. */
    hold: (held: boolean) => call<void>("POST", "/refunds/hold", { held }),
  };
}
export type RefundTestClient = ReturnType<typeof refundTestClient>;
