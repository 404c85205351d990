/**
 * Refunds (devolução), issue 24. Off by default: without the team's enablement POST /pix/refund keeps
 * the contract's 502 (refund-cancel.ts). For an enabled store the refund row and its ledger reservation
 * commit first (repositories/refunds.ts), then the engine is asked under the refund's id (its PUT is
 * idempotent: asking again never makes a second refund). The outcome comes by the engine's notice, by
 * its answer when already final, or by the resume worker (refund-sweeper.ts) reading the engine again.
 */
import { randomUUID } from "node:crypto";
import { Codigo, errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { buildEnvelope, type Envelope } from "@pix/messaging";
import { centsToReais } from "@pix/money";
import type { Charge } from "../../issuing/domain/charge";
import { feeShareCents, normalizeMotivo, refundPlanFor, type FeeBearer, type Refund, type RefundSettings } from "../domain/refund";
import { PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import { refundsOf, type EngineRefund, type RefundEngine } from "../payment-engine/refunds";
import type { Outcome, RefundedPix } from "../repositories/refunds";
import { engineOf } from "../../issuing/usecases/complete-issue";
import type { ChargesDeps } from "../../shared/usecases/deps";
import type { RefundDeps, RefundNoticeDeps } from "./deps";
import { withIdempotencyOf, type IdempotencyInput } from "../../issuing/usecases/idempotency";
import { findOwnCharge } from "../../issuing/usecases/read-charges";
import { refundPixContract } from "./refund-cancel";

export interface RefundInput {
  txid: string;
  amountCents?: number;
  motivo?: string;
  /** The caller's own id of the refund (the BCB API's devolução id), unique per charge. */
  externalId?: string;
  /** The one Pix of the charge to return (its end-to-end id: the BCB API's `/pix/{e2eid}/devolucao`); absent: refundPlanFor picks. */
  paymentEndToEndId?: string;
}

export async function refundPix(deps: RefundDeps, principal: Principal, input: RefundInput, idempotency?: IdempotencyInput): Promise<{ refund: Refund; replayed: boolean }> {
  const settings = await deps.refunds.settings(principal.storeId);
  if (!settings.enabled) return refundPixContract(deps, principal, input.txid, input.amountCents);
  const out = await withIdempotencyOf(
    deps, principal, idempotency,
    async (response) => (await deps.refunds.findById(String(response.refund_id)))!,
    (slot) => requestRefund(deps, principal, settings, input, slot),
  );
  return { refund: out.value, replayed: out.replayed };
}

async function requestRefund(deps: RefundDeps, principal: Principal, settings: RefundSettings, input: RefundInput, slot?: Parameters<ChargesDeps["refunds"]["insertRequested"]>[4]): Promise<Refund> {
  const charge = await findOwnCharge(deps, principal, input.txid);
  if (input.externalId !== undefined && (await deps.refunds.listForCharge(charge.id)).some((r) => r.externalId === input.externalId)) {
    throw errors.conflict("Já existe uma devolução com este id para este Pix; consulte-a ou use outro id", Codigo.JA_EXISTE);
  }
  const refunds = await refundEngineOf(deps, charge);
  const motivo = normalizeMotivo(input.motivo);
  const now = new Date();
  // The first resume pass: the engine usually answers (or notifies) well before.
  const firstResume = new Date(now.getTime() + deps.settings.refundRetryAfterMs);
  const refund = await deps.refunds.insertRequested(scopeOf(principal), input.txid, (locked) => {
    const { amountCents, endToEndId } = refundPlanFor(locked, input.amountCents, now, input.paymentEndToEndId);
    // Only a charge split to the service (subaccount mode) has a share to give back.
    const bearer: FeeBearer = locked.engineAccountId ? settings.feeBearer : "lojista";
    const isLast = locked.committedCents + amountCents >= locked.paidCents;
    const feeRefundCents = bearer === "servico" ? feeShareCents(locked.feeAmountCents, locked.paidCents, amountCents, locked.feeReturnedCents, isLast) : 0;
    return {
      id: randomUUID(), externalId: input.externalId ?? null, storeId: principal.storeId, environment: principal.environment, chargeId: locked.id, txid: locked.txid,
      amountCents, motivo, paymentEndToEndId: endToEndId, feeBearer: bearer, feeRefundCents,
    };
  }, firstResume, slot);
  if (!refund) throw errors.notFound("Cobrança");
  deps.wakeRefundSweeper(firstResume);
  await attemptRefund(deps, refund, refunds);
  return (await deps.refunds.findById(refund.id))!;
}

/** The engine that received the payment (main account or the store's subaccount), with refunds. */
async function refundEngineOf(deps: RefundDeps, charge: Charge): Promise<RefundEngine> {
  const engine = await engineOf(deps, charge);
  const refunds = engine && refundsOf(engine);
  if (!refunds) throw errors.unavailable("Provedor de pagamentos indisponível para estornos desta cobrança; tente novamente em alguns minutos", "PROVEDOR_INDISPONIVEL");
  return refunds;
}

/**
 * One ask of the engine, by the request and by the resume worker: the same PUT under the refund's id.
 * A final answer settles the refund; a refusal makes it NAO_REALIZADO (the reservation returns); a
 * timeout or an outage leaves it EM_PROCESSAMENTO for the worker. Returns whether it is settled.
 */
export async function attemptRefund(deps: RefundDeps, refund: Refund, engine: RefundEngine): Promise<"settled" | "processing" | { retry: string }> {
  let answer: EngineRefund;
  try {
    answer = await engine.requestRefund({
      endToEndId: refund.paymentEndToEndId, refundId: refund.id, valueCents: refund.amountCents, descricao: refund.motivo ?? undefined,
      splitRefunds: refund.feeRefundCents > 0 ? splitRefundsOf(deps, refund) : undefined,
    });
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    if (err.kind === "rejected") {
      deps.logger.warn({ refundId: refund.id, error: err.message }, "refund refused by the engine");
      await settleRefund(deps, refund.id, { status: "NAO_REALIZADO", endToEndId: null, reason: "Recusado pelo provedor de pagamentos" });
      return "settled";
    }
    deps.logger.warn({ refundId: refund.id, error: err.message }, "refund: engine did not answer; the resume worker will ask again");
    return { retry: err.message };
  }
  await deps.refunds.setEngineId(refund.id, answer.rtrId);
  if (answer.status === "EM_PROCESSAMENTO") return "processing";
  await settleRefund(deps, refund.id, outcomeOf(answer));
  return "settled";
}

function splitRefundsOf(deps: RefundDeps, refund: Refund) {
  const wallet = deps.settings.serviceWalletIds[refund.environment];
  return wallet ? [{ walletId: wallet, valueCents: refund.feeRefundCents }] : undefined;
}

export function outcomeOf(answer: Pick<EngineRefund, "status" | "rtrId" | "motivo">): Outcome {
  return answer.status === "DEVOLVIDO"
    ? { status: "DEVOLVIDO", endToEndId: answer.rtrId, reason: null }
    : { status: "NAO_REALIZADO", endToEndId: answer.rtrId, reason: answer.motivo ?? "Não realizado pelo provedor de pagamentos" };
}

/** Settles once: the ledger posting, the charge's refunded amount and state, and refund.completed|failed. */
export async function settleRefund(deps: RefundNoticeDeps, refundId: string, outcome: Outcome): Promise<boolean> {
  const done = await deps.refunds.complete(refundId, outcome, refundEvent);
  if (done) deps.logger.info({ refundId, status: outcome.status }, "refund settled");
  return done !== null;
}

/** refund.completed|failed, naming the Pix it returns (the BCB's webhook shows a devolução inside its Pix). */
export function refundEvent(refund: Refund, chargeStatus: string, pix: RefundedPix | null): Envelope {
  const name = refund.status === "DEVOLVIDO" ? "refund.completed" : "refund.failed";
  return buildEnvelope(name, { store_id: refund.storeId, environment: refund.environment }, {
    ...refundJson(refund), charge_status: chargeStatus, external_id: refund.externalId,
    ...(pix && { pix: { end_to_end_id: pix.endToEndId, amount: centsToReais(pix.amountCents), paid_at: pix.paidAt.toISOString() } }),
  });
}

/** The contract-style view (money in reais), shared by events; the gRPC message is mappers' refundMessage. */
export function refundJson(r: Refund) {
  return {
    id: r.id, txid: r.txid, amount: centsToReais(r.amountCents), status: r.status, motivo: r.motivo, end_to_end_id: r.endToEndId,
    created_at: r.createdAt.toISOString(), completed_at: r.completedAt?.toISOString() ?? null, natureza: r.natureza,
    ...(r.status === "NAO_REALIZADO" && { motivo_falha: r.failureReason }),
  };
}

export async function listRefunds(deps: RefundDeps, principal: Principal, txid: string): Promise<Refund[]> {
  const charge = await findOwnCharge(deps, principal, txid);
  return deps.refunds.listForCharge(charge.id);
}

/** The team's switch (audited by the gateway's admin route through charges' audit rules). */
export async function setRefundSettings(deps: RefundDeps, principal: Principal, storeId: string, enabled: boolean, feeBearer: FeeBearer | undefined) {
  if (!principal.isAdmin) throw errors.somenteAdmin();
  const current = await deps.refunds.settings(storeId);
  return deps.refunds.setSettings(storeId, enabled, feeBearer ?? current.feeBearer, principal.userId);
}

/** A merchant reads its own store's; the team any store's. */
export async function getRefundSettings(deps: RefundDeps, principal: Principal, storeId?: string) {
  if (storeId && storeId !== principal.storeId && !principal.isAdmin) throw errors.somenteAdmin();
  const id = storeId ?? principal.storeId;
  return { storeId: id, ...(await deps.refunds.settings(id)) };
}
