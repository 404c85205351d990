import type { Message } from "@pix/grpc";
import { present } from "../views";
import { Router } from "express";
import { errors, z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { reais } from "../reais";
import { body } from "../validate";
import { chargeJson, dueTermsJson } from "@pix/charge-view";
import { modalidade } from "./charges-schemas";
import { uuidParam } from "./params";

const SUBSCRIPTION = "Assinatura";
/** Charge-now issues through charges and the engine (which may retry): as long as POST /pix may take. */
const CHARGE_NOW_DEADLINE_MS = 25_000;

/**
 * Shapes only; the rules (minimum, CPF/CNPJ, dates, status moves) are the subscriptions service's.
 * On create, null is taken as "not sent"; on update, null clears a text, and next_billing_at null is a 400.
 */
const optText = (max: number) => z.string().max(max).nullish().transform((v) => v ?? undefined);
const email = z.string().trim().email().max(254);
const date = z.iso.datetime({ offset: true });
const word = z.string().max(32);

const createBody = z.strictObject({
  customer_id: optText(64),
  customer_name: optText(200),
  customer_email: email.nullish().transform((v) => v ?? undefined),
  customer_cpf: optText(32),
  description: optText(500),
  amount: reais,
  method: word.optional(),
  interval: word.optional(),
  status: word.optional(),
  next_billing_at: date.optional(),
  /** Pix Automático (method pix_automatico): J3 (default) | J2, and PERMITE_3R_7D (default) | NAO_PERMITE. */
  journey: word.optional(),
  retry_policy: word.optional(),
  /** Issue 38: the fixed term's last day (both methods; Pix Automático's BCB dataFinal) and the receiver's contract (pix_automatico only: vinculo.contrato; ≤ 35 and its characters: the service's rule). */
  end_date: z.iso.date().optional(),
  contract: z.string().max(64).optional(),
  /**
   * Issue 37: each period's charge is a due-date charge (method pix), due dias_para_vencimento days after
   * the period's date, with POST /pix's terms; a discount per day paid early only (modalidades 3–6).
   */
  due_terms: z.strictObject({
    dias_para_vencimento: z.number().int(),
    validade_apos_vencimento: z.number().int().optional(),
    multa: modalidade.optional(),
    juros: modalidade.optional(),
    abatimento: modalidade.optional(),
    desconto: modalidade.optional(),
  }).optional(),
}).superRefine((b, ctx) => {
  if (b.method !== "pix_automatico") return;
  // The payer's bank shows these in the authorization (BCB Rec: vinculo.objeto ≤ 35, devedor.nome ≤ 140).
  const limit = (field: "description" | "customer_name", max: number, why: string) => {
    if ((b[field]?.length ?? 0) > max) {
      ctx.addIssue({ code: "too_big", origin: "string", maximum: max, inclusive: true, path: [field], input: b[field], message: `com Pix Automático, ${why}: deve ter no máximo ${max} caracteres` });
    }
  };
  limit("description", AUTOMATICO_OBJETO_MAX, "a descrição é o objeto que o pagador vê na autorização do banco");
  limit("customer_name", AUTOMATICO_PAGADOR_MAX, "o nome do pagador vai na autorização do banco");
});

/** Pix Automático's authorization (BCB `Rec`): `vinculo.objeto` and the payer's name, as the bank shows them. */
const AUTOMATICO_OBJETO_MAX = 35;
const AUTOMATICO_PAGADOR_MAX = 140;

/** "" or null clears description, customer_email and customer_cpf. */
const clearable = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]).nullable().optional().transform((v) => (v === null ? "" : v));
const updateBody = z.strictObject({
  customer_name: z.string().max(200).optional(),
  customer_email: clearable(email),
  customer_cpf: clearable(z.string().max(32)),
  description: clearable(z.string().max(500)),
  amount: reais.optional(),
  method: word.optional(),
  interval: word.optional(),
  status: word.optional(),
  next_billing_at: z.iso.datetime({ offset: true }).optional(),
});

function toRequest(b: { amount?: number } & Record<string, unknown>) {
  const { amount, ...rest } = b;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...fields, ...(amount === undefined ? {} : { amount_cents: amount }) };
}

const nul = <T>(v: T | undefined | null): T | null => v ?? null;

/**
 * pix.subscriptions.v1.Subscription → contract 2.3 JSON: amount in reais, absent fields null. A list item
 * (`listItem`) has no authorization `qr_code_url` (its PNG is on create and GET by id; `pix_code` stays).
 */
export function subscriptionJson(subscription: Message<"pix.subscriptions.v1.Subscription"> | null, { listItem = false } = {}) {
  const s = present(subscription);
  return {
    id: s.id,
    user_id: s.user_id,
    customer_id: nul(s.customer_id),
    customer_name: s.customer_name,
    customer_email: nul(s.customer_email),
    customer_cpf: nul(s.customer_cpf),
    description: s.description ?? "",
    amount: centsToReais(Number(s.amount_cents)),
    method: s.method,
    interval: s.interval,
    status: s.status,
    next_billing_at: nul(s.next_billing_at),
    created_at: s.created_at,
    updated_at: s.updated_at,
    // A fixed term (issue 38), only when the subscription has one: its last day, and once it ended by itself, why and when.
    ...(s.end_date && { end_date: s.end_date, ended_reason: nul(s.ended_reason), ended_at: nul(s.ended_at) }),
    // Issue 37 (additive): only a subscription billed as due-date charges has this field.
    ...(s.due_terms && { due_terms: { dias_para_vencimento: s.due_terms.dias_para_vencimento, ...dueTermsJson({ ...s.due_terms, due_date: "" }) } }),
    // Pix Automático only (a `pix` subscription keeps exactly its contract fields).
    ...(s.method === "pix_automatico" && { authorization: authorizationJson(s.authorization, listItem) }),
  };
}

/** `{id, status, journey, retry_policy, pix_code, qr_code_url, expires_at}`: the QR while the payer has not answered, null after. */
function authorizationJson(a: Message<"pix.subscriptions.v1.Authorization"> | null | undefined, listItem: boolean) {
  if (!a) return null;
  return {
    id: a.id,
    status: a.status,
    journey: a.journey,
    retry_policy: a.retry_policy,
    pix_code: nul(a.pix_code),
    ...(!listItem && { qr_code_url: nul(a.qr_code_url) }),
    expires_at: nul(a.expires_at),
    checkout_url: nul(a.checkout_url),
    end_date: nul(a.end_date),
    contract: a.contract,
  };
}

const SIMULATED_ACTIONS = new Set(["approve", "reject", "cancel"]);

/** Contract 2.3, 3.5, 4.7, 4.8: the merchant's subscriptions in the credential's environment. */
export function subscriptionRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const subscriptions = clients.subscriptions;

  router.post("/subscriptions", auth("assinaturas:escrever"), async (req, res) => {
    const s = await subscriptions.call("CreateSubscription", toRequest(body(createBody, req)), { principal: principalOf(res) });
    res.status(201).json({ data: subscriptionJson(s) });
  });
  router.get("/subscriptions", auth("assinaturas:ler"), async (_req, res) => {
    const r = await subscriptions.call("ListSubscriptions", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada às ${r.limit} assinaturas mais recentes` } : {};
    res.json({ data: (r.subscriptions ?? []).map((s) => subscriptionJson(s, { listItem: true })), ...aviso });
  });
  router.get("/subscriptions/:id", auth("assinaturas:ler"), async (req, res) => {
    const s = await subscriptions.call("GetSubscription", { id: uuidParam(req, SUBSCRIPTION) }, { principal: principalOf(res) });
    res.json({ data: subscriptionJson(s) });
  });
  /** Pix Automático: each cycle's history (`subscription.cycle_updated`'s steps), oldest first. */
  router.get("/subscriptions/:id/cycles", auth("assinaturas:ler"), async (req, res) => {
    const out = await subscriptions.call("ListCycleEvents", { id: uuidParam(req, SUBSCRIPTION) }, { principal: principalOf(res) });
    res.json({ data: (out.data ?? []).map((e) => ({
      period_at: e.period_at, debit_at: nul(e.debit_at), update: e.update, at: e.at, txid: e.txid, rejection_code: nul(e.rejection_code), retry_at: nul(e.retry_at),
    })) });
  });
  router.put("/subscriptions/:id", auth("assinaturas:escrever"), async (req, res) => {
    const id = uuidParam(req, SUBSCRIPTION);
    const s = await subscriptions.call("UpdateSubscription", { ...toRequest(body(updateBody, req)), id }, { principal: principalOf(res) });
    res.json({ data: subscriptionJson(s) });
  });
  /** Contract 4.7: charges lose subscription_id; a holder that could not unlink now is named in `aviso`. */
  router.delete("/subscriptions/:id", auth("assinaturas:excluir"), async (req, res) => {
    const r = await subscriptions.call("DeleteSubscription", { id: uuidParam(req, SUBSCRIPTION) }, { principal: principalOf(res) });
    const desvinculados = Object.fromEntries(Object.entries(r.desvinculados ?? {}).map(([k, v]) => [k, Number(v)]));
    res.json({ data: subscriptionJson(r.subscription), desvinculados, ...(r.aviso ? { aviso: r.aviso } : {}) });
  });
  /** Contract 4.8: the current period's charge now, through the job's path; the charge as POST /pix answers it. */
  router.post("/subscriptions/:id/charge", auth("assinaturas:escrever"), async (req, res) => {
    const id = uuidParam(req, SUBSCRIPTION);
    const charge = await subscriptions.call("ChargeNow", { id }, { principal: principalOf(res), deadlineMs: CHARGE_NOW_DEADLINE_MS });
    res.status(201).json({ data: chargeJson(charge) });
  });
  /**
   * Pix Automático test mode (test credentials only; live → 409): the payer approves, rejects or cancels
   * the authorization in the bank (J3 approval pays the first charge too), or a cycle's debit fails.
   */
  router.post("/subscriptions/:id/test/authorization/:action", auth("assinaturas:escrever"), async (req, res) => {
    const id = uuidParam(req, SUBSCRIPTION);
    const action = String(req.params.action);
    if (!SIMULATED_ACTIONS.has(action)) throw errors.notFound("Rota");
    body(z.strictObject({}), req);
    const s = await subscriptions.call("SimulateAutomatico", { id, action }, { principal: principalOf(res), deadlineMs: CHARGE_NOW_DEADLINE_MS });
    res.json({ data: subscriptionJson(s) });
  });
  router.post("/subscriptions/:id/test/cycles/:txid/fail", auth("assinaturas:escrever"), async (req, res) => {
    const id = uuidParam(req, SUBSCRIPTION);
    const txid = String(req.params.txid);
    if (!/^[A-Za-z0-9]{1,35}$/.test(txid)) throw errors.notFound("Ciclo");
    const { codigo } = body(cycleFailBody, req);
    const s = await subscriptions.call("SimulateAutomatico", { id, action: "fail", txid, ...(codigo && { code: codigo }) }, { principal: principalOf(res) });
    res.json({ data: subscriptionJson(s) });
  });
  return router;
}

/**
 * A test-mode failed debit: `codigo`, a rejection code of the Pix catalogue (AM02 when absent: the
 * attempt fails and may be retried; AC05, AM09, DENC, DS27, DTED, MIDI, MSUC, NITX, RC09 reject the instruction).
 */
const cycleFailBody = z.strictObject({ codigo: z.string().regex(/^[A-Z0-9]{4}$/, "código de rejeição do catálogo do Pix: 4 letras maiúsculas ou dígitos (ex.: AM02, MIDI)").optional() });

/** The request schemas, for the API document (src/openapi). */
export { createBody as subscriptionCreateBody, updateBody as subscriptionUpdateBody, cycleFailBody as subscriptionCycleFailBody };
