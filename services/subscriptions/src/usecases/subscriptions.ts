/**
 * The merchant's subscriptions (contract 2.3, 3.5, 4.7, 4.8), always in the principal's store and
 * environment. Rules: customer by customer_id (a snapshot copied from charges) or inline; amount ≥ 5.00
 * on create and edit; method pix; interval monthly by default; next_billing_at defaults to the creation
 * instant (the first period is due at once: the next job run bills it, or charge-now right away).
 */
import { randomUUID } from "node:crypto";
import { assertMinimumCharge, capListing, errors, invalidRequest, isAppError, Problemas } from "@pix/errors";
import { assertLiveApproved, scopeOf, type Principal } from "@pix/grpc";
import type { UnlinkOutcome } from "@pix/messaging";
import type { ChargeMessage } from "../adapters/charges";
import { oneIntervalAfter } from "../domain/interval";
import {
  normalizeDocument,
  parseInterval,
  parseAutomatico,
  parseMethod,
  parseNextBillingAt,
  parseStatus,
  text,
} from "../domain/rules";
import { asInterval, canMove, nextDueAt } from "../domain/subscription";
import type { Interval } from "../domain/interval";
import type { SubscriptionRow } from "../repositories/prisma";
import type { SubscriptionChanges } from "../repositories/subscriptions";
import { billPeriod } from "./bill-period";
import { authorizationCoversEdit, parseContract, parseEndDate, paysFirstPeriod, type Journey } from "../domain/pix-automatico";
import { cancelAuthorization, cancellationEvents, startAuthorization } from "./pix-automatico";
import { mailChargeLink } from "./charge-link-mail";
import { removeSubscription } from "./remove-subscription";
import type { SubscriptionsDeps } from "./deps";
import type { Message } from "@pix/grpc";
import type { Prisma } from "../repositories/prisma";
import { periodVencimento, subscriptionDueTermsOf, type SubscriptionDueTerms } from "../domain/due-terms";

export const CUSTOMER_FIELD = "subscriptions.customer_id";
const SUBSCRIPTION = "Assinatura";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SubscriptionInput {
  customerId?: string;
  customerName?: string;
  customerEmail?: string;
  customerCpf?: string;
  description?: string;
  amountCents?: number;
  method?: string;
  interval?: string;
  status?: string;
  /** On update, null is refused (400); absent keeps the date (or recalculates it on reactivation). */
  nextBillingAt?: string | null;
  /** Pix Automático (method pix_automatico, on create): J3 (default) or J2, and the retry policy. */
  journey?: string;
  retryPolicy?: string;
  /** Pix Automático, on create (issue 38): the fixed term's last day (YYYY-MM-DD) and the receiver's contract reference. */
  endDate?: string;
  contract?: string;
  /** Issue 37, on create: each period's charge is a due-date charge with these terms (method pix). */
  dueTerms?: Message<"pix.subscriptions.v1.SubscriptionDueTerms">;
}


/** Live subscriptions need a store approved for production (the one gate). */
const assertMayGoLive = (deps: SubscriptionsDeps, principal: Principal) => assertLiveApproved(principal, (store) => deps.stores.production(store));

export async function createSubscription(deps: SubscriptionsDeps, principal: Principal, input: SubscriptionInput, now = new Date()): Promise<SubscriptionRow> {
  if (input.amountCents === undefined) throw errors.validation("amount", "CAMPO_OBRIGATORIO", "amount é obrigatório");
  assertMinimumCharge(input.amountCents);
  const method = parseMethod(input.method);
  const automatico = parseAutomatico(method, input.journey, input.retryPolicy);
  const interval = parseInterval(input.interval);
  if (input.status !== undefined && parseStatus(input.status) !== "active") {
    throw errors.validation("status", "VALOR_INVALIDO", "Uma assinatura é criada ativa: não envie status, ou envie \"active\"");
  }
  const next = input.nextBillingAt === undefined ? now : parseNextBillingAt(input.nextBillingAt, now);
  const terms = authorizationTerms(automatico, input, next, interval);
  const dueTerms = input.dueTerms ? await checkedDueTerms(deps, principal, input.amountCents, input.dueTerms, method, next) : null;
  let name = text(input.customerName);
  let email = text(input.customerEmail);
  let cpf = normalizeDocument(input.customerCpf);
  let customerId: string | null = null;
  await assertMayGoLive(deps, principal);
  if (input.customerId !== undefined) {
    if (!UUID.test(input.customerId)) throw errors.notFound("Cliente");
    const customer = await deps.charges.getCustomer(principal, input.customerId);
    customerId = customer.id;
    name ??= text(customer.name);
    email ??= text(customer.email);
    cpf ??= customer.cpf_cnpj ? normalizeDocument(customer.cpf_cnpj) : null;
  }
  if (!name) throw errors.validation("customer_name", "CAMPO_OBRIGATORIO", "customer_name é obrigatório (ou informe customer_id de um cliente com nome)");
  // The payer's bank authorizes a recurrence for a CPF/CNPJ (the engine's `devedor`).
  if (automatico && !cpf) throw errors.clienteSemDocumento();
  // A due-date charge names its payer (the BCB's devedor): the customer's CPF/CNPJ is needed from the start.
  if (dueTerms && !cpf) throw errors.validation("customer_cpf", "CAMPO_OBRIGATORIO", "uma assinatura cobrada com vencimento precisa do CPF ou CNPJ do cliente: informe customer_cpf");
  const created = await deps.subscriptions.create({
    id: randomUUID(),
    storeId: principal.storeId,
    environment: principal.environment,
    customerId,
    customerName: name,
    customerEmail: email,
    customerCpf: cpf,
    description: text(input.description) ?? "",
    amountCents: BigInt(input.amountCents),
    method,
    interval,
    status: "active",
    nextBillingAt: next,
    billingAnchorAt: next,
    periodsBilled: 0,
    authorizationEndDate: terms.endDate,
    ...(dueTerms && { dueTerms: dueTerms as unknown as Prisma.InputJsonObject }),
    ...(automatico && { journey: automatico.journey, retryPolicy: automatico.retryPolicy, authorizationContract: terms.contract }),
  }, { audited: !automatico });
  return automatico ? startAuthorization(deps, created, automatico) : created;
}

/**
 * Issue 37: the terms of the subscription's due-date charges, checked by the charges service as POST /pix
 * checks them (its amount simulation for the first period's due date: nothing is created), so a
 * subscription refuses what its charges would, each field under `due_terms.`.
 */
async function checkedDueTerms(deps: SubscriptionsDeps, principal: Principal, amountCents: number, t: Message<"pix.subscriptions.v1.SubscriptionDueTerms">, method: string, first: Date): Promise<SubscriptionDueTerms> {
  const { terms, problems: own } = subscriptionDueTermsOf(t, method);
  const problems = new Problemas();
  if (own.length > 0) problems.add(invalidRequest(own));
  await problems.checkAsync("due_terms", () => deps.charges.checkDueTerms(principal, amountCents, periodVencimento(terms, first), "due_terms."));
  problems.throwIfAny();
  return terms;
}

/**
 * `end_date` (issue 38, both methods) and `contract` (pix_automatico only). The term cannot end before the
 * first period a payer pays after signing up: `pix`, the first period; Pix Automático, the first automatic
 * debit — the first period (J2) or the second (J3 pays the first one now).
 */
function authorizationTerms(automatico: { journey: Journey } | null, input: SubscriptionInput, next: Date, interval: Interval) {
  if (!automatico) {
    if (input.contract !== undefined) throw errors.validation("contract", "VALOR_INVALIDO", "contract vale só para method pix_automatico");
    return { endDate: parseEndDate(input.endDate, next), contract: null };
  }
  const firstDebit = paysFirstPeriod(automatico.journey) ? nextDueAt(next, interval, 1) : next;
  return { endDate: parseEndDate(input.endDate, firstDebit), contract: parseContract(input.contract) };
}

export async function listSubscriptions(deps: SubscriptionsDeps, principal: Principal) {
  return capListing(await deps.subscriptions.list(scopeOf(principal)));
}

export async function getSubscription(deps: SubscriptionsDeps, principal: Principal, id: string): Promise<SubscriptionRow> {
  const found = await deps.subscriptions.find(scopeOf(principal), id);
  if (!found) throw errors.notFound(SUBSCRIPTION);
  return found;
}

/** The store's Pix Automático subscription by its authorization's id (the BCB's idRec). */
export async function getSubscriptionByAuthorization(deps: SubscriptionsDeps, principal: Principal, authorizationId: string): Promise<SubscriptionRow> {
  const found = await deps.subscriptions.findByAuthorization(scopeOf(principal), authorizationId);
  if (!found) throw errors.notFound(SUBSCRIPTION);
  return found;
}

/**
 * PUT: absent fields are kept. Status moves: active ⇄ paused, active/paused → canceled, canceled is
 * final. Reactivating (paused → active, or an active row without a date) without next_billing_at
 * recalculates it as now + interval and anchors there; a given next_billing_at anchors there too.
 * Changing the interval re-anchors at the (current or given) next date, keeping that date's day.
 */
export async function updateSubscription(deps: SubscriptionsDeps, principal: Principal, id: string, input: SubscriptionInput, now = new Date()) {
  if (input.amountCents !== undefined) assertMinimumCharge(input.amountCents);
  if (input.method !== undefined) parseMethod(input.method);
  if (input.journey !== undefined || input.retryPolicy !== undefined) throw errors.validation("journey", "VALOR_INVALIDO", "journey e retry_policy são definidos na criação");
  if (input.endDate !== undefined || input.contract !== undefined) throw errors.validation(input.endDate !== undefined ? "end_date" : "contract", "VALOR_INVALIDO", "end_date e contract são definidos na criação: a autorização do pagador os inclui");
  const interval = input.interval === undefined ? undefined : parseInterval(input.interval);
  const status = input.status === undefined ? undefined : parseStatus(input.status);
  const next = input.nextBillingAt === undefined ? undefined : parseNextBillingAt(input.nextBillingAt, now);
  const cpf = input.customerCpf === undefined ? undefined : normalizeDocument(input.customerCpf);
  if (input.customerName !== undefined && !text(input.customerName)) throw errors.validation("customer_name", "TAMANHO_MINIMO", "customer_name não pode ficar vazio");

  const updated = await deps.subscriptions.update(scopeOf(principal), id, (current) => {
    const changes: SubscriptionChanges = {};
    if (input.method !== undefined && input.method !== current.method) {
      throw errors.validation("method", "VALOR_INVALIDO", "method não muda depois da criação: crie uma nova assinatura com o outro método");
    }
    if (current.method === "pix_automatico") {
      const refused = authorizationCoversEdit({
        authorizationStatus: current.authorizationStatus, amountCents: Number(current.amountCents), interval: current.interval,
        edit: { amountCents: input.amountCents, interval },
      });
      if (refused) throw refused;
    }
    if (input.description !== undefined) changes.description = text(input.description) ?? "";
    if (input.amountCents !== undefined) changes.amountCents = BigInt(input.amountCents);
    if (input.customerName !== undefined) changes.customerName = text(input.customerName)!;
    if (input.customerEmail !== undefined) changes.customerEmail = text(input.customerEmail);
    if (cpf !== undefined) changes.customerCpf = cpf;
    if (status !== undefined) {
      if (!canMove(current.status, status)) throw errors.assinaturaCancelada();
      changes.status = status;
    }
    const effectiveInterval = interval ?? asInterval(current.interval);
    if (interval !== undefined) changes.interval = interval;
    const reactivating = status === "active" && (current.status !== "active" || current.nextBillingAt === null);
    let anchorAt: Date | null | undefined;
    if (next !== undefined) anchorAt = next;
    else if (reactivating) anchorAt = oneIntervalAfter(now, effectiveInterval);
    else if (interval !== undefined && interval !== current.interval) anchorAt = current.nextBillingAt;
    if (anchorAt !== undefined) Object.assign(changes, { nextBillingAt: anchorAt, billingAnchorAt: anchorAt, periodsBilled: 0 });
    return changes;
  }, cancellationEvents);
  if (!updated) throw errors.notFound(SUBSCRIPTION);
  // Tried now so the answer shows it; the outbox event written with the change retries it until the engine answers.
  if (updated.status === "canceled") await cancelAuthorization(deps, updated).catch((err) =>
    deps.logger.warn({ err, subscription_id: updated.id }, "could not cancel the Pix Automático authorization now; the outbox retries it"));
  return (updated.status === "canceled" && updated.method === "pix_automatico" ? await deps.subscriptions.find(scopeOf(principal), id) : null) ?? updated;
}

/** Contract 4.7: count the charges naming it (> 500 → 409, nothing deleted), delete, then unlink. */
export async function deleteSubscription(deps: SubscriptionsDeps, principal: Principal, id: string): Promise<UnlinkOutcome<SubscriptionRow>> {
  const out = await removeSubscription(deps, principal, id);
  if (!out) throw errors.notFound(SUBSCRIPTION);
  return out;
}

/**
 * Contract 4.8: bills the current period now, through the job's path (billPeriod, source charge_now:
 * charges emits charge.created; no subscription.charged). Refused (409) when the subscription is not
 * active, has no CPF/CNPJ, or has a valid pending charge. Concurrent charge-nows (and the job) bill one
 * period: the check and the claim share the row lock, so every other request answers 409
 * COBRANCA_PENDENTE naming the one charge.
 */
export async function chargeNow(deps: SubscriptionsDeps, principal: Principal, id: string): Promise<ChargeMessage> {
  const sub = await getSubscription(deps, principal, id);
  if (sub.status !== "active") throw errors.assinaturaInativa(sub.status);
  if (!sub.customerCpf) throw errors.clienteSemDocumento();
  const owner = scopeOf(principal);
  // The pending-charge check runs inside billPeriod's claim, under the subscription's row lock.
  const out = await billPeriod(deps, id, "charge_now", { owner, pendingCharge: () => deps.charges.pendingSubscriptionCharge(owner, id) });
  switch (out.kind) {
    case "charged":
      await mailChargeLink(deps, sub, out.charge);
      return out.charge;
    case "failed":
      throw isAppError(out.error) ? out.error : errors.unavailable("Não foi possível gerar a cobrança agora; tente novamente em instantes", "SERVICO_INDISPONIVEL");
    case "skipped": {
      if (out.reason === "not_found") throw errors.notFound(SUBSCRIPTION);
      if (out.reason === "inactive") throw errors.assinaturaInativa((await getSubscription(deps, principal, id)).status);
      if (out.reason === "pending") throw errors.cobrancaPendente(out.txid ?? "");
      if (out.reason === "term_over") {
        throw errors.conflict(`O prazo desta assinatura termina em ${sub.authorizationEndDate}: o próximo período vence depois dele e não é cobrado (a assinatura termina sozinha depois desse dia)`, "ESTADO_INCOMPATIVEL");
      }
      // Another request or the job billed this period a moment ago: its charge is the pending one.
      const now = await deps.charges.pendingSubscriptionCharge(owner, id);
      throw errors.cobrancaPendente(now?.txid ?? "");
    }
  }
}

/** Holder side of a customer's deletion (contract 4.7): subscriptions.customer_id. */
function customerField(field: string): void {
  if (field !== CUSTOMER_FIELD) throw errors.validation("", "VALOR_INVALIDO", `subscriptions não guarda referências em ${field}`);
}

export async function countCustomerReferences(deps: SubscriptionsDeps, principal: Principal, field: string, customerId: string) {
  customerField(field);
  return deps.subscriptions.countCustomerReferences(scopeOf(principal), customerId);
}

/** Clears customer_id; the customer snapshot (name, e-mail, CPF/CNPJ) stays and billing continues. */
export async function unlinkCustomerReferences(deps: SubscriptionsDeps, principal: Principal, field: string, customerId: string) {
  customerField(field);
  return deps.subscriptions.unlinkCustomer(scopeOf(principal), customerId);
}

