import { errors } from "@pix/errors";
import type { CheckoutDeps } from "./deps";

/** What a payer may see of a charge (charges' PublicCharge message), and nothing else. */
export interface PublicCharge {
  txid: string;
  amount_cents: number;
  description: string;
  store_name: string;
  status: string;
  pix_code?: string;
  qr_code_url?: string;
  expires_at?: string;
  environment: string;
  success_url?: string;
  cancel_url?: string;
  paid_at?: string;
  /** The key of this charge's public URLs; the charges service always sets it. */
  checkout_key?: string;
  /** Issue 37, a charge with a due date: the date (YYYY-MM-DD) and, while payable, today's amount in centavos. */
  due_date?: string;
  amount_of_day?: {
    data: string; original_cents: number; multa_cents: number; juros_cents: number; abatimento_cents: number; desconto_cents: number; final_cents: number;
  } | null;
}

/**
 * The key in `/checkout/<key>`: a generated txid, or the random public id of a charge whose txid
 * the merchant chose (that txid never opens a page). A charge issued from a link before the key was
 * passed along has a generated txid, which is its key.
 */
export const checkoutKeyOf = (c: PublicCharge): string => c.checkout_key ?? c.txid;

/** Keys have the form of a txid (up to 35 letters and digits). Anything else names no charge. */
const KEY = /^[A-Za-z0-9]{1,35}$/;

function assertKey(key: string): string {
  if (!KEY.test(key)) throw errors.notFound("Cobrança");
  return key;
}

/** The key is a capability: whoever holds it sees the charge (and, in test, may simulate its payment). */
export function getPublicCharge(deps: CheckoutDeps, key: string): Promise<PublicCharge> {
  return deps.charges.call("GetPublicCharge", { checkout_key: assertKey(key) });
}

/**
 * The test engine pays the charge as a payer would (issue 32), so this waits for it (charges' engine
 * timeout, 5 s by default): longer than the default deadline.
 */
const SIMULATION_DEADLINE_MS = 15_000;

/** Test charges only: the charges service refuses live ones. */
export function simulatePublicPayment(deps: CheckoutDeps, key: string): Promise<PublicCharge> {
  return deps.charges.call("SimulatePublicPayment", { checkout_key: assertKey(key) }, { deadlineMs: SIMULATION_DEADLINE_MS });
}
