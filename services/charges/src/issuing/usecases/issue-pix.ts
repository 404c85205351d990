import { randomUUID } from "node:crypto";
import { assertMinimumCharge, errors, invalidField, Problemas } from "@pix/errors";
import { todayInBrasilia } from "@pix/business-days";
import { type DueDateTerms, dueDateInstant, expiresAtOf } from "@pix/amount-of-day";
import { dueDateTermsInput, requireDueDatePayer } from "../domain/due-date-input";
import { scopeOf, type Principal } from "@pix/grpc";
import { engineTxidOf, type Charge } from "../domain/charge";
import { firstSweepAt } from "../domain/issue-retry";
import { text } from "../domain/rules";
import { publicIdFor } from "../domain/public-id";
import { generateTxid } from "../domain/txid";
import type { CreatePixChargeInput, PaymentEngine, PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import type { IdempotencySlot } from "../repositories/charges";
import { attemptIssue, engineOf } from "./complete-issue";
import type { IssuingDeps } from "./deps";
import { assertMayIssue, resolveIssuer, type Issuer } from "./gates";
import { ABANDONED_MS } from "./idempotency";
import { checkNovoCliente, gatherPixDraft, linkCustomer, type IssuePixInput, type PixDraft } from "./pix-draft";

const ENGINE_DESCRIPTION_MAX = 140;

/** Charge: this retry completed it; "restart": run afresh; "wait": read the key again (in flight, or completed by another caller). */
export type Resumed = Charge | "restart" | "wait";

/**
 * POST /pix (and the link checkout, the subscription job): validate, price, gate (minimum →
 * production → receiving account), then write the charge first (`creating`, with the engine request
 * beside it), have the engine create it (idempotency key: the charge id) and complete it: Pix code,
 * engine ids, `pending` and `charge.created` in one transaction.
 *
 * If the engine does not answer the request gets 503 and the charge stays `creating` (never shown):
 * a retry with the same Idempotency-Key resumes it, and otherwise the sweeper does
 * (workers/issue-sweeper.ts). If the engine refuses it, the charge is `failed` and the answer 502.
 */
export async function issuePix(deps: IssuingDeps, principal: Principal, input: IssuePixInput, slot?: IdempotencySlot): Promise<Charge> {
  return finishIssue(deps, await prepareIssue(deps, principal, input, slot));
}

/** A charge written `creating`, with the engine and the request that finish it. */
export interface PreparedIssue {
  charge: Charge;
  engine: PaymentEngine;
  request: CreatePixChargeInput;
}

/** issuePix's first half: validate, price, gate and write the charge `creating`. */
export async function prepareIssue(deps: IssuingDeps, principal: Principal, input: IssuePixInput, slot?: IdempotencySlot): Promise<PreparedIssue> {
  const prepared = await draftIssue(deps, principal, input);
  await deps.issues.insertCreating(prepared.charge, prepared.request, firstSweepAtOf(deps, prepared), slot);
  return prepared;
}

/** When the sweeper takes over a charge the request left `creating`. */
export const firstSweepAtOf = (deps: Pick<IssuingDeps, "settings">, prepared: PreparedIssue): Date =>
  firstSweepAt(deps.settings.issueRetry, prepared.charge.createdAt);

/**
 * Validate, price and gate: the charge to write `creating` and its engine request, nothing written
 * yet. A batch (issue 37) drafts its items with this, writes a group of them in one statement
 * and passes the gates once for all (`gated`: checkIssuer's answer).
 */
export async function draftIssue(deps: IssuingDeps, principal: Principal, input: IssuePixInput, gated?: Issuer): Promise<PreparedIssue> {
  const now = new Date();
  // Every bad field of the request in one 400 (issue 37): the checks below gather, nothing is written before.
  const problems = new Problemas();
  if (input.vencimento && input.expiresAt !== undefined) {
    problems.add(invalidField("expires_at", "CAMPO_DESCONHECIDO", "uma cobrança com vencimento expira pela validade_apos_vencimento (dias após o vencimento): não envie expires_at"));
  }
  const drafted = await gatherPixDraft(deps, principal, { ...input, expiresAt: input.vencimento ? undefined : input.expiresAt }, now, problems);
  checkNovoCliente(input, drafted, problems);
  // Without amount (nor product) there is no amount to check against: only its absence is reported.
  const amountKnown = input.productId !== undefined || input.amountCents !== undefined;
  if (amountKnown) problems.check("amount", () => assertMinimumCharge(drafted.amountCents));
  const dueTerms = dueTermsOf(input, drafted, amountKnown, now, principal.credential === "service", problems);
  problems.throwIfAny();
  const draft = { ...drafted, customerId: await linkCustomer(deps, principal, input, drafted) };
  const issuer = gated ?? (await checkIssuer(deps, principal));

  const id = randomUUID();
  const txid = draft.txid ?? generateTxid();
  const charge: Charge = {
    id,
    storeId: principal.storeId,
    environment: principal.environment,
    txid,
    publicId: publicIdFor(txid, draft.txid === null),
    customerId: draft.customerId,
    description: draft.description,
    amountCents: draft.amountCents,
    customerName: draft.payer.name,
    customerEmail: draft.payer.email,
    customerCpf: draft.payer.cpf,
    customerPhone: draft.payer.phone,
    productId: draft.productId,
    couponId: draft.couponId,
    subscriptionId: draft.subscriptionId,
    method: draft.method,
    successUrl: draft.successUrl,
    cancelUrl: draft.cancelUrl,
    expiresAt: dueTerms ? expiresAtOf(dueTerms) : draft.expiresAt,
    dueDate: dueTerms ? dueDateInstant(dueTerms) : null,
    dueTerms,
    pixCode: null,
    status: "creating",
    engineChargeId: null,
    engineAccountId: issuer.accountId,
    feeAmountCents: null,
    endToEndId: null,
    paidAt: null,
    simulated: false,
    storeName: null,
    storeDocument: null,
    createdAt: now,
  };
  const request = engineRequestOf(id, { ...draft, expiresAt: charge.expiresAt ?? draft.expiresAt }, issuer, dueTerms);
  return { charge, engine: issuer.engine, request };
}

/** The gates in front of issuing (production approval, then the receiving account) and the issuer they leave. */
export async function checkIssuer(deps: IssuingDeps, principal: Principal): Promise<Issuer> {
  await assertMayIssue(deps, principal);
  return resolveIssuer(deps, principal);
}

/** issuePix's second half: the engine call and the completion (or the 502/503 of its failure). */
export async function finishIssue(deps: IssuingDeps, prepared: PreparedIssue): Promise<Charge> {
  return (await attemptOrThrow(deps, prepared.charge, prepared.engine, prepared.request)).charge;
}

/**
 * Issue 37: a due-date charge (cobv) has checked terms and a named payer with a CPF/CNPJ; its validity
 * after the due date replaces expires_at (refused beside a due date, before anything else). A service
 * (the checkout, for a payment link's payer) may issue it after its due date, within its validity.
 */
function dueTermsOf(input: IssuePixInput, draft: PixDraft, amountKnown: boolean, now: Date, byService: boolean, problems: Problemas): DueDateTerms | null {
  if (!input.vencimento) return null;
  const terms = problems.check("", () => dueDateTermsInput(input.vencimento!, amountKnown ? draft.amountCents : undefined, todayInBrasilia(now), { pastDueDate: byService }));
  // A document sent but invalid is already reported on customer_cpf: here only a missing one is.
  problems.check("", () => requireDueDatePayer({ name: draft.payer.name, cpf: draft.payer.cpf ?? text(input.customerCpf) }));
  return terms ?? null;
}

/**
 * A retry with the Idempotency-Key of a request that left its charge `creating`: the same charge,
 * the same engine request. "restart" when that charge failed (errors are not replayed: run afresh);
 * "wait" while the first request may still be talking to the engine, or once another caller
 * completed the charge (its response is then on the key, to replay).
 */
export async function resumeIssue(deps: IssuingDeps, principal: Principal, chargeId: string): Promise<Resumed> {
  const charge = await deps.charges.findById(scopeOf(principal), chargeId);
  if (!charge || charge.status === "failed") return "restart";
  if (charge.status !== "creating") return "wait";
  const issue = await deps.issues.find(chargeId);
  if (!issue) return "wait"; // completed or failed between the two reads: the next read of the key tells which
  const firstCallOver = issue.lastError !== null || issue.attempts > 0 || Date.now() - issue.createdAt.getTime() > ABANDONED_MS;
  if (!firstCallOver) return "wait";
  const engine = await engineOf(deps, charge);
  if (!engine) throw errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.", "PROVEDOR_INDISPONIVEL");
  const attempt = await attemptOrThrow(deps, charge, engine, issue.request);
  return attempt.completedHere ? attempt.charge : "wait";
}

async function attemptOrThrow(deps: IssuingDeps, charge: Charge, engine: PaymentEngine, request: CreatePixChargeInput) {
  const attempt = await attemptIssue(deps, charge, engine, request);
  if (attempt.ok) return attempt;
  return { ok: true as const, charge: await afterEngineFailure(deps, charge, attempt.error), completedHere: false };
}

/**
 * An engine call that failed: the charge `failed` (refused) or rescheduled for the sweeper
 * (unanswered), then POST /pix's 502/503, unless a slow failure was overtaken by the sweeper or a
 * retry: then the charge exists, and it is the answer.
 */
export async function afterEngineFailure(deps: IssuingDeps, charge: Charge, error: PaymentEngineError): Promise<Charge> {
  await onEngineFailure(deps, charge, error);
  const now = await deps.charges.reload(charge);
  if (now?.status === "pending") return now;
  throw error.kind === "rejected"
    ? errors.badGateway("O provedor de pagamentos recusou a cobrança; tente novamente mais tarde.", "PROVEDOR_RECUSOU")
    : errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.", "PROVEDOR_INDISPONIVEL");
}

async function onEngineFailure(deps: IssuingDeps, charge: Charge, err: PaymentEngineError): Promise<void> {
  deps.logger.error({ err, chargeId: charge.id, kind: err.kind, status: err.status, code: err.code }, "payment engine did not create the Pix charge");
  if (err.kind === "rejected") {
    await deps.issues.fail(charge.id);
    return;
  }
  // Recorded so that a retry with the same Idempotency-Key knows this attempt is over and resumes at once.
  const at = firstSweepAt(deps.settings.issueRetry, new Date());
  await deps.issues.reschedule(charge.id, err.message, at);
  deps.wakeIssueSweeper(at);
}

/** A due-date charge's terms go along: the engine's location answers the amount of the payment date. */
function engineRequestOf(id: string, draft: PixDraft, issuer: Issuer, dueTerms: DueDateTerms | null): CreatePixChargeInput {
  const { payer } = draft;
  return {
    txid: engineTxidOf(id),
    amountCents: draft.amountCents,
    description: draft.description.slice(0, ENGINE_DESCRIPTION_MAX),
    expiresAt: draft.expiresAt,
    // The engine takes numeric documents only; an alphanumeric CNPJ stays on our side.
    ...(payer.name && payer.cpf && /^\d+$/.test(payer.cpf) && { payer: { name: payer.name, cpfCnpj: payer.cpf } }),
    ...(issuer.split && { split: issuer.split }),
    ...(dueTerms && { dueTerms }),
  };
}
