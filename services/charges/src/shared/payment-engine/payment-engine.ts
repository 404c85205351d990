/**
 * Port to the Pix payment engine (the PSP holding merchants' subaccounts). Money is always
 * integer centavos; the adapter converts at the edge.
 */
import type { DueDateTerms } from "@pix/amount-of-day";

/** An approval front's value (the commercial-info front also expires). */
export type ReviewStatus = "PENDING" | "AWAITING_APPROVAL" | "APPROVED" | "REJECTED" | "EXPIRING_SOON" | "EXPIRED";

export interface CreateSubaccountInput {
  name: string;
  email: string;
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  cpfCnpj: string;
  companyType?: "MEI" | "LIMITED" | "INDIVIDUAL" | "ASSOCIATION";
  mobilePhone?: string;
  address?: string;
  postalCode?: string;
}

export interface Subaccount {
  id: string;
  walletId: string;
  /** The subaccount's own engine credential: a secret, store it encrypted. */
  apiKey: string;
  status: ReviewStatus;
}

export interface SubaccountStatus {
  id: string;
  general: ReviewStatus;
  commercialInfo: ReviewStatus;
  bankAccountInfo: ReviewStatus;
  documentation: ReviewStatus;
  /** Where the merchant completes KYC; null once nothing is pending. */
  onboardingUrl: string | null;
}

export interface SplitRule {
  walletId: string;
  /** Percent of the NET value as a decimal string ("1.99"), never a float. */
  percentualValue?: string;
  fixedValueCents?: number;
}

export interface CreatePixChargeInput {
  /** 26-35 alphanumerics, unique per receiving account. */
  txid: string;
  amountCents: number;
  description?: string;
  expiresAt: Date;
  payer?: { name: string; cpfCnpj: string };
  split?: SplitRule[];
  /** A charge with a due date (cobv): the payer's bank pays the amount of the payment date these terms give. */
  dueTerms?: DueDateTerms;
}

export type PixChargeStatus = "PENDING" | "RECEIVED" | "EXPIRED";

export interface PixCharge {
  id: string;
  txid: string;
  status: PixChargeStatus;
  /** Dynamic-code location, host/path without scheme, as the Pix BR Code carries it. */
  locationUrl: string;
  amountCents: number;
  /** Amount minus the engine's fee; splits are computed on it. */
  netValueCents: number;
  description?: string;
  expiresAt: Date;
  split: { walletId: string; totalValueCents: number }[];
  /** Set once RECEIVED. */
  endToEndId?: string;
  paidAt?: Date;
}

export interface PixTransaction {
  id: string;
  endToEndId: string;
  chargeId: string;
  txid: string;
  amountCents: number;
  paidAt: Date;
}

export type PaymentEngineErrorKind = "rejected" | "unavailable" | "timeout";

/**
 * rejected: the engine refused the request (4xx); retrying the same request won't help.
 * unavailable: engine down, 5xx/429, connection failure or unusable response.
 * timeout: no (complete) answer in time; the call may or may not have taken effect.
 */
export class PaymentEngineError extends Error {
  override readonly name = "PaymentEngineError";

  constructor(
    readonly kind: PaymentEngineErrorKind,
    message: string,
    readonly status?: number,
    /** The engine's error code, e.g. "invalid_amountCents". */
    readonly code?: string,
  ) {
    super(message);
  }

  /**
   * Worth retrying if the call is idempotent: timeouts, connection failures, 429 and 5xx.
   * An unusable 2xx body is "unavailable" too, but the same request would get the same body.
   */
  get transient(): boolean {
    if (this.kind === "timeout") return true;
    return this.kind === "unavailable" && (this.status === undefined || this.status === 429 || this.status >= 500);
  }
}

export interface PaymentEngine {
  /** Not retried: the engine has no idempotency for it, so a timeout leaves the outcome unknown. */
  createSubaccount(input: CreateSubaccountInput): Promise<Subaccount>;
  getSubaccountStatus(id: string): Promise<SubaccountStatus>;
  /** Safe to retry: the engine returns the same charge for the same idempotency key. */
  createPixCharge(input: CreatePixChargeInput, idempotencyKey: string): Promise<PixCharge>;
  getPixCharge(id: string): Promise<PixCharge>;
  /** null when the engine knows no such transaction. */
  findTransaction(endToEndId: string): Promise<PixTransaction | null>;
}
