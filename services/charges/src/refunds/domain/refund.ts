/**
 * Refunds (devolução) of a paid charge, pure (issue 24): the rules a request must meet, the share of
 * the service's fee returned with it, and the charge's state after one completes. Money in centavos.
 */
import { errors } from "@pix/errors";

export type RefundStatus = "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";
export const REFUND_STATUSES: readonly RefundStatus[] = ["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"];
/** Who bears the service's fee on a refund (subaccount mode): `lojista` = the service keeps it (Asaas' rule). */
export type FeeBearer = "lojista" | "servico";
export const FEE_BEARERS: readonly FeeBearer[] = ["lojista", "servico"];

/** BCB: a devolução is possible up to 90 days after the original Pix settled. */
export const REFUND_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;
export const MOTIVO_MAX = 140;

export interface Refund {
  id: string;
  storeId: string;
  environment: "test" | "live";
  chargeId: string;
  txid: string;
  amountCents: number;
  motivo: string | null;
  status: RefundStatus;
  failureReason: string | null;
  paymentEndToEndId: string;
  /** The return's id at the engine (BCB rtrId), once the engine answered. */
  endToEndId: string | null;
  feeBearer: FeeBearer;
  feeRefundCents: number;
  /** BCB natureza: ORIGINAL (the merchant's refund) or MED_* (an upheld infraction's return, issue 25). */
  natureza: string;
  /** The caller's own id (the BCB API's devolução id), unique per charge; null when it gave none. */
  externalId: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface RefundSettings {
  enabled: boolean;
  feeBearer: FeeBearer;
  updatedAt: Date | null;
}

export const REFUNDS_OFF: RefundSettings = { enabled: false, feeBearer: "lojista", updatedAt: null };

/** What the request is checked against, read under the charge's row lock. */
export interface RefundableCharge {
  status: string;
  paidAt: Date | null;
  /** The payment a refund returns (the charge's end-to-end id); null for a simulation without a Pix (a charge registered by POST /charges, or simulated before issue 32). */
  endToEndId: string | null;
  simulated: boolean;
  /** Every payment received (first and extra). */
  paidCents: number;
  /** Refunds DEVOLVIDO or still EM_PROCESSAMENTO (MED returns included): for the fee share's last refund. */
  committedCents: number;
  /** Each Pix of the charge (first payment, then extras) with what the ledger has left of it. */
  payments: PixLeft[];
  /**
   * What is left of the charge's payments in the ledger: paid − refunds − MED returns − open MED blocks
   * (issue 32). Above it a request is refused by the ledger (ESTORNO_ACIMA_DO_PAGO).
   */
  leftCents: number;
}

export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * The amount to refund (omitted = what is left of the payments), or the refusal: only paid charges
 * (the contract: pending, expired or any other state is 409), within 90 days of paid_at. Whether the
 * amount fits what is left of the payments is the ledger's one check (repositories/refund-ledger.ts).
 */
/** One Pix of a charge and what is left of it to return (paid − its refunds, MED returns and open blocks). */
export interface PixLeft {
  endToEndId: string;
  leftCents: number;
}

/** What a refund asks of the engine: this amount, returned from this one Pix. */
export interface RefundPlan {
  amountCents: number;
  endToEndId: string;
}

/**
 * The refund's amount and the Pix it returns, or the refusal. A devolução names one Pix (the BCB's
 * `/pix/{e2eid}/devolucao`), so a charge paid twice is returned one payment at a time. `pixE2e` names
 * that Pix (the BCB's route): the amount must fit what is left of it (omitted: all that is left of it).
 * Unnamed: the first Pix, in payment order, that has the whole amount left (omitted: all that is left
 * of the first Pix with anything left); an amount that fits the charge but no single Pix of it is
 * ESTORNO_ACIMA_DO_PIX.
 */
export function refundPlanFor(charge: RefundableCharge, requestedCents: number | undefined, now: Date, pixE2e?: string): RefundPlan {
  if (pixE2e !== undefined) return namedPixPlan(charge, requestedCents, now, pixE2e);
  const amountCents = refundAmountFor(charge, requestedCents, now);
  const open = charge.payments.filter((p) => p.leftCents > 0);
  const pix = requestedCents === undefined ? open[0] : open.find((p) => p.leftCents >= amountCents);
  if (pix) return { amountCents: requestedCents === undefined ? pix.leftCents : amountCents, endToEndId: pix.endToEndId };
  // One Pix or none with money left: the ledger's one check refuses (ESTORNO_ACIMA_DO_PAGO, what is left).
  if (open.length <= 1) return { amountCents, endToEndId: open[0]?.endToEndId ?? charge.endToEndId! };
  throw errors.estornoAcimaDoPix(Math.max(...open.map((p) => p.leftCents)), charge.leftCents);
}

/** The devolução of the one Pix the caller named; a Pix that is not this charge's is unknown (404). */
function namedPixPlan(charge: RefundableCharge, requestedCents: number | undefined, now: Date, pixE2e: string): RefundPlan {
  const pix = charge.payments.find((p) => p.endToEndId === pixE2e);
  if (!pix) throw errors.notFound("Pix");
  if (requestedCents === undefined && pix.leftCents <= 0) throw errors.estornoAcimaDoPixNomeado(0, charge.leftCents);
  const amountCents = refundAmountFor(charge, requestedCents ?? pix.leftCents, now);
  // Within what is left of the Pix, the ledger still checks the charge's whole (the same rows, locked).
  if (amountCents > pix.leftCents) throw errors.estornoAcimaDoPixNomeado(pix.leftCents, charge.leftCents);
  return { amountCents, endToEndId: pix.endToEndId };
}

function refundAmountFor(charge: RefundableCharge, requestedCents: number | undefined, now: Date): number {
  if (charge.status !== "paid" && charge.status !== "refunded") throw errors.cobrancaNaoPaga(charge.status);
  // A simulation pays through the test engine (issue 32): a Pix with an end-to-end id, refundable. Only a
  // charge registered without a Pix (POST /charges), or simulated before issue 32, was paid without one.
  if (!charge.endToEndId || !charge.paidAt) throw errors.estornoDeSimulacao();
  const deadline = refundDeadline(charge.paidAt);
  if (now.getTime() > deadline.getTime()) throw errors.prazoDeEstornoEncerrado(deadline);
  if (requestedCents !== undefined && requestedCents <= 0) throw errors.validation("amount", "VALOR_MINIMO", "amount do estorno deve ser maior que zero");
  // Omitted with nothing left: there is no amount to ask the ledger for; its answer would be this one.
  if (requestedCents === undefined && charge.leftCents <= 0) throw errors.estornoAcimaDoPago(0);
  return requestedCents ?? charge.leftCents;
}

/**
 * The service's share returned with a refund when it bears its fee: the fee in proportion to the
 * part of the payment refunded, floored (never more than the split gave it; the last refund of a
 * charge returns what is left of the fee so the sum is exact).
 */
export function feeShareCents(feeCents: number | null, paidCents: number, refundCents: number, feeReturnedCents: number, isLast: boolean): number {
  if (!feeCents || paidCents <= 0) return 0;
  if (isLast) return Math.max(0, feeCents - feeReturnedCents);
  return Math.min(feeCents - feeReturnedCents, Number((BigInt(feeCents) * BigInt(refundCents)) / BigInt(paidCents)));
}

/** After a refund completes: `refunded` once what was returned reaches what was paid. */
export function chargeStatusAfter(paidCents: number, refundedCents: number): "paid" | "refunded" {
  return refundedCents >= paidCents ? "refunded" : "paid";
}

/** A motivo as stored: trimmed, empty = none. */
export function normalizeMotivo(motivo: string | undefined | null): string | null {
  const m = motivo?.trim();
  return m ? m : null;
}
