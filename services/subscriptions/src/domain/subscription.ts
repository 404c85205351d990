/** The subscription's rules that need no I/O: statuses, billing keys, the `subscription.charged` data. */
import { createHash } from "node:crypto";
import { centsToReais } from "@pix/money";
import { dueAt, isInterval, type Interval } from "./interval";

export const STATUSES = ["active", "paused", "canceled"] as const;
export type SubscriptionStatus = (typeof STATUSES)[number];
export const METHODS = ["pix", "pix_automatico"] as const;
export type Method = (typeof METHODS)[number];

/** signup: the J3 first payment of a Pix Automático subscription, billed when it is created. */
export const SOURCES = ["job", "charge_now", "signup"] as const;
export type BillingSource = (typeof SOURCES)[number];

/**
 * Status moves (PUT {status}): active ⇄ paused; active or paused → canceled; canceled is final
 * (a canceled subscription is never billed again and cannot be reactivated: create a new one).
 */
export function canMove(from: string, to: SubscriptionStatus): boolean {
  if (from === to) return true;
  if (from === "canceled") return false;
  return true;
}

/**
 * The idempotency key of one billed period at charges: derived from the subscription and the period
 * (its due instant), so a rerun after a crash asks for the same charge and charges replays it.
 */
export function billingIdempotencyKey(subscriptionId: string, periodAt: Date): string {
  return `subscription:${subscriptionId}:${periodAt.toISOString()}`;
}

/**
 * The period's txid (35 letters and digits, the Pix maximum): derived from its billing row, so every
 * try of the period names the same charge. charges' txid is unique per store and environment, so a
 * retry after the Idempotency-Key retention (48 h) meets a conflict instead of a second charge.
 */
export function billingTxid(billingId: string): string {
  return `ASS${billingId.replace(/-/g, "")}`;
}

/**
 * A resent Pix Automático instruction's charge (IN BCB 614/2025: after a rejection, a new instruction
 * with a new txid): its own key and txid, derived from the period and the resend's number, so a rerun
 * after a crash names the same charge.
 */
export function resendKeyAndTxid(subscriptionId: string, periodAt: Date, billingId: string, resend: number): { key: string; txid: string } {
  const key = `${billingIdempotencyKey(subscriptionId, periodAt)}:reenvio:${resend}`;
  return { key, txid: `ASS${createHash("sha256").update(`${billingId}:reenvio:${resend}`).digest("hex").slice(0, 32)}` };
}

/** The request hash charges compares on a replay: of the key alone, so an edit between tries still replays. */
export function billingRequestHash(key: string): string {
  return createHash("sha256").update(`subscription-billing\n${key}`).digest("hex");
}

/** What the next period's due date is after `periods` billed periods from the anchor. */
export function nextDueAt(anchor: Date, interval: string, periods: number): Date {
  return dueAt(anchor, asInterval(interval), periods);
}

export function asInterval(value: string): Interval {
  if (!isInterval(value)) throw new Error(`unknown interval in a stored subscription: ${value}`);
  return value;
}

export interface ChargedCharge {
  txid: string;
  amount_cents: number;
  description: string;
  customer_name?: string | null;
  customer_email?: string | null;
  expires_at?: string | null;
}

/**
 * `data` of `subscription.charged`: the fields of contract section 6, money in reais, plus `method`
 * (issue 14): `pix` for a QR charge, `pix_automatico` for a cycle the payer's bank debits on its due date.
 */
export function subscriptionChargedData(subscriptionId: string, charge: ChargedCharge, method: Method = "pix") {
  return {
    subscription_id: subscriptionId,
    txid: charge.txid,
    amount: centsToReais(charge.amount_cents),
    description: charge.description,
    customer_name: charge.customer_name ?? null,
    customer_email: charge.customer_email ?? null,
    expires_at: charge.expires_at ?? null,
    method,
  };
}
