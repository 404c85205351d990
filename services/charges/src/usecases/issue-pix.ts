import { randomUUID } from "node:crypto";
import { assertMinimumCharge, errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { engineTxidOf, type Charge } from "../domain/charge";
import { firstSweepAt } from "../domain/issue-retry";
import { publicIdFor } from "../domain/public-id";
import { generateTxid } from "../domain/txid";
import type { CreatePixChargeInput, PaymentEngine, PaymentEngineError } from "../payment-engine/payment-engine";
import type { IdempotencySlot } from "../repositories/charges";
import { attemptIssue, engineOf } from "./complete-issue";
import type { ChargesDeps } from "./deps";
import { assertMayIssue, resolveIssuer, type Issuer } from "./gates";
import { ABANDONED_MS } from "./idempotency";
import { draftPix, type IssuePixInput, type PixDraft } from "./pix-draft";

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
export async function issuePix(deps: ChargesDeps, principal: Principal, input: IssuePixInput, slot?: IdempotencySlot): Promise<Charge> {
  const now = new Date();
  const draft = await draftPix(deps, principal, input, now);
  assertMinimumCharge(draft.amountCents);
  await assertMayIssue(deps, principal);
  const issuer = await resolveIssuer(deps, principal);

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
    expiresAt: draft.expiresAt,
    dueDate: null,
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
  const request = engineRequestOf(id, draft, issuer);
  await deps.issues.insertCreating(charge, request, firstSweepAt(deps.settings.issueRetry, now), slot);
  return finishOrThrow(deps, charge, issuer.engine, request);
}

/**
 * A retry with the Idempotency-Key of a request that left its charge `creating`: the same charge,
 * the same engine request. "restart" when that charge failed (errors are not replayed: run afresh);
 * "wait" while the first request may still be talking to the engine, or once another caller
 * completed the charge (its response is then on the key, to replay).
 */
export async function resumeIssue(deps: ChargesDeps, principal: Principal, chargeId: string): Promise<Resumed> {
  const charge = await deps.charges.findById(scopeOf(principal), chargeId);
  if (!charge || charge.status === "failed") return "restart";
  if (charge.status !== "creating") return "wait";
  const issue = await deps.issues.find(chargeId);
  if (!issue) return "wait"; // completed or failed between the two reads: the next read of the key tells which
  const firstCallOver = issue.lastError !== null || issue.attempts > 0 || Date.now() - issue.createdAt.getTime() > ABANDONED_MS;
  if (!firstCallOver) return "wait";
  const engine = await engineOf(deps, charge);
  if (!engine) throw errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.");
  const attempt = await attemptOrThrow(deps, charge, engine, issue.request);
  return attempt.completedHere ? attempt.charge : "wait";
}

async function finishOrThrow(deps: ChargesDeps, charge: Charge, engine: PaymentEngine, request: CreatePixChargeInput): Promise<Charge> {
  return (await attemptOrThrow(deps, charge, engine, request)).charge;
}

async function attemptOrThrow(deps: ChargesDeps, charge: Charge, engine: PaymentEngine, request: CreatePixChargeInput) {
  const attempt = await attemptIssue(deps, charge, engine, request);
  if (attempt.ok) return attempt;
  await onEngineFailure(deps, charge, attempt.error);
  // A slow failure may have been overtaken by the sweeper or a retry: then the charge exists, answer it.
  const now = await deps.charges.reload(charge);
  if (now?.status === "pending") return { ok: true as const, charge: now, completedHere: false };
  throw attempt.error.kind === "rejected"
    ? errors.badGateway("O provedor de pagamentos recusou a cobrança; tente novamente mais tarde.")
    : errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.");
}

async function onEngineFailure(deps: ChargesDeps, charge: Charge, err: PaymentEngineError): Promise<void> {
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

function engineRequestOf(id: string, draft: PixDraft, issuer: Issuer): CreatePixChargeInput {
  const { payer } = draft;
  return {
    txid: engineTxidOf(id),
    amountCents: draft.amountCents,
    description: draft.description.slice(0, ENGINE_DESCRIPTION_MAX),
    expiresAt: draft.expiresAt,
    // The engine takes numeric documents only; an alphanumeric CNPJ stays on our side.
    ...(payer.name && payer.cpf && /^\d+$/.test(payer.cpf) && { payer: { name: payer.name, cpfCnpj: payer.cpf } }),
    ...(issuer.split && { split: issuer.split }),
  };
}
