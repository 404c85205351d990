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
  /** The payment a refund returns (the charge's end-to-end id); null for a simulated payment. */
  endToEndId: string | null;
  simulated: boolean;
  /** Every payment received (first and extra). */
  paidCents: number;
  /** Refunds DEVOLVIDO or still EM_PROCESSAMENTO: what is no longer refundable. */
  committedCents: number;
}

export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * The amount to refund (omitted = what remains), or the refusal: only paid charges (the contract),
 * within 90 days of paid_at, never above what remains of the amount paid.
 */
export function refundAmountFor(charge: RefundableCharge, requestedCents: number | undefined, now: Date): number {
  if (charge.status !== "paid" && charge.status !== "refunded") throw errors.conflict("Só cobranças pagas podem ser estornadas");
  const remaining = Math.max(0, charge.paidCents - charge.committedCents);
  if (charge.status === "refunded" || remaining === 0) throw errors.estornoAcimaDoPago(0);
  if (charge.simulated || !charge.endToEndId || !charge.paidAt) throw errors.estornoDeSimulacao();
  const deadline = refundDeadline(charge.paidAt);
  if (now.getTime() > deadline.getTime()) throw errors.prazoDeEstornoEncerrado(deadline);
  const amount = requestedCents ?? remaining;
  if (amount <= 0) throw errors.validation("amount do estorno deve ser maior que zero");
  if (amount > remaining) throw errors.estornoAcimaDoPago(remaining);
  return amount;
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
