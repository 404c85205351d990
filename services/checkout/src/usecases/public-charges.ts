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
}

/** Same rule as the charges service: up to 35 letters and digits. Anything else names no charge. */
const TXID = /^[A-Za-z0-9]{1,35}$/;

function assertTxid(txid: string): string {
  if (!TXID.test(txid)) throw errors.notFound("Cobrança");
  return txid;
}

export function getPublicCharge(deps: CheckoutDeps, txid: string): Promise<PublicCharge> {
  return deps.charges.call("GetPublicCharge", { txid: assertTxid(txid) });
}

/** Test charges only: the charges service refuses live ones. */
export function simulatePublicPayment(deps: CheckoutDeps, txid: string): Promise<PublicCharge> {
  return deps.charges.call("SimulatePublicPayment", { txid: assertTxid(txid) });
}
