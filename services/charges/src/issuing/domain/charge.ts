import type { DueDateTerms } from "@pix/amount-of-day";
/** A charge as the use cases see it: integer centavos, Dates, null for absent fields. */
export type Environment = "test" | "live";
/**
 * The statuses a merchant or a payer sees: the contract's (3.1) and `expired` (issue 25: a pending
 * charge past expires_at; a late payment still turns it `paid`).
 */
export type ChargeStatus = "pending" | "paid" | "refunded" | "expired";
/**
 * Stored statuses around issuing, never shown: `creating` while the engine has not answered (the
 * row exists before the engine is called), `failed` once issuing gave up (the engine refused, or the
 * sweeper's attempts ran out).
 */
export type IssuingStatus = "creating" | "failed";
export const CHARGE_METHODS = ["pix", "pix_automatico"] as const;
export type ChargeMethod = (typeof CHARGE_METHODS)[number];
export const VISIBLE_STATUSES: readonly ChargeStatus[] = ["pending", "paid", "refunded", "expired"];

export interface Charge {
  id: string;
  storeId: string;
  environment: Environment;
  txid: string;
  /** The public checkout key: `{checkout_base_url}/checkout/<publicId>` (see domain/public-id.ts). */
  publicId: string;
  customerId: string | null;
  description: string;
  amountCents: number;
  customerName: string | null;
  customerEmail: string | null;
  customerCpf: string | null;
  customerPhone: string | null;
  productId: string | null;
  couponId: string | null;
  subscriptionId: string | null;
  /** pix (default) | pix_automatico (a Pix Automático subscription's J3 first payment or cycle); set by the subscription job only. */
  method?: ChargeMethod | string;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: Date | null;
  /** When the charge turned pending → expired; kept when a late payment pays it (charge.paid's `late`). */
  expiredAt?: Date | null;
  dueDate: Date | null;
  /** Issue 37: the terms of a charge with a due date (cobv); null or absent on an immediate charge. */
  dueTerms?: DueDateTerms | null;
  pixCode: string | null;
  /**
   * Issue 39, the BCB's `loc.id`: drawn by the database at insert, so absent on a charge not yet
   * stored. Shown only with the BR Code that carries the location (locationIdOf).
   */
  locId?: number;
  /** The QR PNG of pixCode (a data URL), rendered once at issuing; absent on charges issued before it was stored. */
  qrCodeImage?: string | null;
  status: ChargeStatus | IssuingStatus;
  engineChargeId: string | null;
  engineAccountId: string | null;
  feeAmountCents: number | null;
  endToEndId: string | null;
  paidAt: Date | null;
  simulated: boolean;
  storeName: string | null;
  storeDocument: string | null;
  createdAt: Date;
  /** Sum of the charge's DEVOLVIDO refunds (issue 24); absent on charges built before it existed. */
  refundedAmountCents?: number;
  /** Payments received after the one that paid the charge (loaded on reads; absent on new charges). */
  extraPayments?: ExtraPayment[];
  /**
   * What the payment that paid the charge brought (loaded on reads with the payments): a due-date
   * charge's amount of its day, which may differ from amountCents (issue 39's cobv view shows it).
   */
  paidCents?: number;
}

/** A further Pix payment of an already paid charge: kept and surfaced, never dropped. */
export interface ExtraPayment {
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
}

/** What a payment records on the charge (contract 3.1: pending → paid). */
export interface Payment {
  endToEndId: string | null;
  paidAt: Date;
  simulated: boolean;
}

/** The txid sent to the engine: BACEN's cob rule wants 26–35 characters, ours fit the BR Code's 25. */
export function engineTxidOf(chargeId: string): string {
  return chargeId.replace(/-/g, "");
}

const DATE_FIELDS = ["expiresAt", "dueDate", "paidAt", "createdAt"] as const;

/** JSON snapshot of a charge (an idempotent replay returns it), and back. */
export function chargeToJson({ qrCodeImage: _image, ...charge }: Charge): Record<string, unknown> {
  // The QR image is derived from pix_code (2 KB): snapshots leave it out, a replay renders it again.
  return JSON.parse(JSON.stringify(charge));
}

export function chargeFromJson(json: Record<string, unknown>): Charge {
  const out = { ...json } as Record<string, unknown>;
  for (const f of DATE_FIELDS) out[f] = typeof out[f] === "string" ? new Date(out[f] as string) : null;
  // Snapshots written before public ids existed: every charge then had the txid as its key.
  out.publicId ??= out.txid;
  return out as unknown as Charge;
}

/**
 * The id of the charge's location (the BCB's `loc.id`), once there is one: the engine issues the
 * location with the BR Code that carries it, so a charge without its code (still `creating`, or a
 * charge registered without Pix) has none.
 */
export function locationIdOf(c: Pick<Charge, "pixCode" | "locId">): number | undefined {
  return c.pixCode ? c.locId : undefined;
}
