import { errors } from "@pix/errors";
import { servicePrincipal } from "@pix/grpc";
import type { CheckoutDeps } from "./deps";

/** What the payer sees of a Pix Automático authorization (subscriptions' GetPublicAuthorization) and the store's name. */
export interface PublicAuthorization {
  store_id: string;
  store_name: string;
  environment: string;
  amount_cents: number;
  description: string;
  interval: string;
  journey: string;
  status: string;
  subscription_status: string;
  pix_code?: string;
  qr_code_url?: string;
  expires_at?: string;
  first_payment_now: boolean;
  /** J4: the first charge's due date (YYYY-MM-DD, Brasília). */
  first_payment_due_date?: string;
  first_debit_at?: string;
  /** PERMITE_3R_7D | NAO_PERMITE: the page promises retries only under the first. */
  retry_policy: string;
}

const KEY = /^[A-Za-z0-9_-]{24}$/;

/** The key is a capability (random, 144 bits): whoever holds it sees what the payer is asked to authorize. */
export async function getPublicAuthorization(deps: CheckoutDeps, key: string): Promise<PublicAuthorization> {
  if (!KEY.test(key)) throw errors.notFound("Autorização");
  const view = await deps.subscriptions.call("GetPublicAuthorization", { key });
  const principal = servicePrincipal(view.store_id, view.environment as "test" | "live");
  const store = await deps.identity.call("GetStoreProfile", { store_id: view.store_id }, { principal }).catch(() => ({ name: undefined }));
  return { ...view, amount_cents: Number(view.amount_cents), first_payment_now: Boolean(view.first_payment_now), store_name: store.name || "Loja" };
}
