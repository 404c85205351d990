/**
 * The charges service as this service uses it: issuing a subscription's Pix charge as the store (a
 * service principal: charges looks up the store's production approval itself, so live billing still
 * needs an approved store), reading customers, asking for a subscription's pending charge, and the
 * delete-then-unlink holder of charges.subscription_id.
 */
import { loadService, remoteReferenceHolder, servicePrincipal, ServiceClient, type Environment, type Principal } from "@pix/grpc";
import type { ReferenceHolder } from "@pix/messaging";

export const ChargesService = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService");
export const ChargesSubscriptionSupport = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesSubscriptionSupport");

/** A charge as charges' proto answers it (snake_case, centavos; proto-loader with longs as numbers). */
export interface ChargeMessage {
  id: string;
  txid: string;
  description: string;
  amount_cents: number;
  customer_name?: string | null;
  customer_email?: string | null;
  expires_at?: string | null;
  status: string;
  subscription_id?: string | null;
  environment: string;
  created_at: string;
  [field: string]: unknown;
}

export interface CustomerMessage {
  id: string;
  name?: string | null;
  email?: string | null;
  cpf_cnpj?: string | null;
  phone?: string | null;
  [field: string]: unknown;
}

export interface SubscriptionChargeRequest {
  amountCents: number;
  description: string;
  customerId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerCpf: string | null;
  subscriptionId: string;
  idempotency: { key: string; requestHash: string };
  /** The period's txid (billingTxid): a second charge of the period is refused by charges as a conflict. */
  txid: string;
}

export interface Owner {
  storeId: string;
  environment: Environment;
}

export interface ChargesPort {
  /** IssuePix as the store; the same idempotency key answers the same charge (a replay) for 24 h. */
  issueSubscriptionCharge(owner: Owner, req: SubscriptionChargeRequest): Promise<{ charge: ChargeMessage; replayed: boolean }>;
  /** The state of the charge holding this txid (any state; `charge` only when it is visible), or null status when none. */
  chargeByTxid(owner: Owner, txid: string): Promise<{ status: string | null; charge: ChargeMessage | null }>;
  /** The subscription's charge that is still payable (pending, not expired), or null. */
  pendingSubscriptionCharge(owner: Owner, subscriptionId: string): Promise<ChargeMessage | null>;
  getCustomer(principal: Principal, customerId: string): Promise<CustomerMessage>;
  /** charges.subscription_id as a holder of contract 4.7, asked as the deleting merchant. */
  subscriptionHolder(principal: Principal): ReferenceHolder;
  close(): void;
}

/**
 * Issuing may retry the engine (up to 3 attempts of charges' ENGINE_TIMEOUT_MS): the deadline covers
 * them, so a run does not record a failure for a charge that charges goes on to create.
 */
export const ISSUE_DEADLINE_MS = 20_000;

const opt = <T>(v: T | null | undefined) => (v === null || v === undefined || v === "" ? undefined : v);

export function grpcCharges(addr: string, principalSecret: string, deadlineMs: number): ChargesPort {
  const client = new ServiceClient("charges", ChargesService, addr, principalSecret, deadlineMs);
  const support = new ServiceClient("charges", ChargesSubscriptionSupport, addr, principalSecret, deadlineMs);
  const asStore = (o: Owner) => servicePrincipal(o.storeId, o.environment);
  return {
    async issueSubscriptionCharge(owner, r) {
      const out = await client.call<{ charge: ChargeMessage; replayed: boolean }>("IssuePix", {
        amount_cents: r.amountCents,
        description: opt(r.description),
        customer_id: opt(r.customerId),
        customer_name: opt(r.customerName),
        customer_email: opt(r.customerEmail),
        customer_cpf: opt(r.customerCpf),
        subscription_id: r.subscriptionId,
        idempotency: { key: r.idempotency.key, request_hash: r.idempotency.requestHash },
        txid: r.txid,
      }, { principal: asStore(owner), deadlineMs: Math.max(ISSUE_DEADLINE_MS, deadlineMs) });
      return { charge: out.charge, replayed: Boolean(out.replayed) };
    },
    async chargeByTxid(owner, txid) {
      const out = await support.call<{ status?: string | null; charge?: ChargeMessage | null }>("FindSubscriptionChargeByTxid", { txid }, { principal: asStore(owner) });
      return { status: out.status ?? null, charge: out.charge ?? null };
    },
    async pendingSubscriptionCharge(owner, subscriptionId) {
      const out = await support.call<{ charge?: ChargeMessage | null }>("FindPendingSubscriptionCharge", { subscription_id: subscriptionId }, { principal: asStore(owner) });
      return out.charge ?? null;
    },
    getCustomer: (principal, customerId) => client.call<CustomerMessage>("GetCustomer", { id: customerId }, { principal }),
    subscriptionHolder: (principal) => remoteReferenceHolder(support, "charges.subscription_id", principal),
    close: () => {
      client.close();
      support.close();
    },
  };
}
