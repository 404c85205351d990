import type { Message } from "@pix/grpc";
import { present } from "../views";
import { Router, type Response } from "express";
import type { Clients } from "../../clients";
import { idempotent } from "../idempotency";
import { authenticate, principalOf } from "../authenticate";
import { body, query } from "../validate";
import { errors } from "@pix/errors";
import { TERMS_ONLY_ON_PIX, advanceDueDateBody, amountOfDayQuery, chargeBody, expiryRunBody, listQuery, pixBody, statusQuery, txidBody, vencimentoOf } from "./charges-schemas";
import { amountOfDayJson, chargeJson, chargesJsonBytes, listingBody } from "@pix/charge-view";
import { idempotencyOf } from "./charges-views";
import { SIMULATION_DEADLINE_MS } from "./infractions";

/** Rendering thousands of QR codes after a restart takes seconds; the list may take longer than other calls. */
const LIST_DEADLINE_MS = 30_000;
/**
 * Issuing may retry the engine (up to 3 attempts of ENGINE_TIMEOUT_MS, 5 s by default). The deadline
 * covers them, so the merchant is not told 503 about a charge that charges goes on to create.
 */
const ISSUE_DEADLINE_MS = 20_000;

/** Pix and charges (contract 4.2, 4.3, 4.9, 4.13) and the engine's inbound notice. */
export function pixRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  const created = (res: Response, r: Message<"pix.charges.v1.IssueResponse">) => {
    if (r.replayed) res.set("Idempotent-Replayed", "true");
    res.status(201).json({ data: chargeJson(present(r.charge)) });
  };

  router.post("/pix", auth("cobrancas:escrever"), async (req, res) => {
    const { amount, due_date, validade_apos_vencimento, multa, juros, abatimento, desconto, ...rest } = body(pixBody, req);
    const vencimento = vencimentoOf({ due_date, validade_apos_vencimento, multa, juros, abatimento, desconto });
    const request = { ...rest, amount_cents: amount, vencimento, idempotency: idempotencyOf(req) };
    created(res, await charges.call("IssuePix", request, { principal: principalOf(res), deadlineMs: ISSUE_DEADLINE_MS }));
  });

  router.post("/charges", auth("cobrancas:escrever"), async (req, res) => {
    // null is "not sent", as for the body's other fields.
    const term = TERMS_ONLY_ON_PIX.find((k) => (req.body as Record<string, unknown> | undefined)?.[k] != null);
    if (term) throw errors.vencimentoSomenteEmPix(term);
    const { amount, ...rest } = body(chargeBody, req);
    const request = { ...rest, amount_cents: amount, idempotency: idempotencyOf(req) };
    created(res, await charges.call("CreateCharge", request, { principal: principalOf(res), deadlineMs: ISSUE_DEADLINE_MS }));
  });

  router.get("/pix/status", auth("cobrancas:ler"), async (req, res) => {
    const r = await charges.call("GetCharge", query(statusQuery, req), { principal: principalOf(res) });
    res.json({ data: chargeJson(r) });
  });

  /** Issue 37: a due-date charge's amount on a payment date, with the BCB's componentesValor (reais). */
  router.get("/pix/:txid/valor", auth("cobrancas:ler"), async (req, res) => {
    const data = query(amountOfDayQuery, req).data ?? ""; // empty: today in Brasília, the charges service's
    const r = await charges.call("GetAmountOfDay", { txid: String(req.params.txid), data }, { principal: principalOf(res) });
    res.json({ data: amountOfDayJson(r) });
  });

  /** `{data: [Charge], aviso?: string}`: newest first; `aviso` only when more than the 5000 shown exist. */
  router.get("/pix/list", auth("cobrancas:ler"), async (req, res) => {
    const request = { ...query(listQuery, req), as_json: true };
    const r = await charges.call("ListPixCharges", request, { principal: principalOf(res), deadlineMs: LIST_DEADLINE_MS });
    const aviso = r.truncated ? `Mostrando as ${r.limit} cobranças mais recentes; há mais cobranças que não foram listadas.` : undefined;
    // charges writes the views' JSON; a charges that predates as_json answers messages (never an empty charges_json).
    const data = r.charges_json?.length ? r.charges_json : chargesJsonBytes(r.charges ?? []);
    res.type("json").send(listingBody(data, aviso));
  });

  router.post("/pix/cancel", auth("cobrancas:excluir"), async (req, res) => {
    await charges.call("CancelPix", body(txidBody, req), { principal: principalOf(res) });
    res.status(204).end(); // not reached today: the service answers 502 (cancellation is not executed)
  });

  // POST /pix/refund and GET /pix/refunds live in refunds.ts (issue 24).

  router.post("/pix/simulate-payment", auth("cobrancas:escrever"), idempotent(), async (req, res) => {
    const r = await charges.call("SimulatePayment", body(txidBody, req), { principal: principalOf(res), deadlineMs: SIMULATION_DEADLINE_MS });
    res.json({ data: chargeJson(r) });
  });

  // The expiry test clock (issue 25): the store's pending test charges past expires_at as of `as_of` expire
  // now (charge.expired each), as the worker would have done by then; due-date charges past their due date
  // as of then get charge.overdue first (issue 37). 409 in live.
  router.post("/pix/expiry-runs", auth("cobrancas:escrever"), async (req, res) => {
    const r = await charges.call("ExpireTestCharges", body(expiryRunBody, req), { principal: principalOf(res) });
    res.json({ data: { expired: Number(r.expired ?? 0), overdue: Number(r.overdue ?? 0) } });
  });

  // The due-date test clock (issue 37): a pending test charge with a due date `days` later in its life
  // (its dates moved back), then charge.overdue / charge.expired as they would have come. 409 in live.
  router.post("/pix/advance-due-date", auth("cobrancas:escrever"), async (req, res) => {
    const r = await charges.call("AdvanceTestDueDate", body(advanceDueDateBody, req), { principal: principalOf(res) });
    res.json({ data: { charge: chargeJson(r.charge!), overdue: Number(r.overdue ?? 0), expired: Number(r.expired ?? 0) } });
  });

  // POST /notices/payment-engine lives in engine-notices.ts: it reads raw bytes, before the JSON parser.

  return router;
}
