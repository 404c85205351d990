/**
 * What the use cases need from the outside, each behind one interface: other services (identity,
 * onboarding), the catalog (filled by its own issue), mail and the payment engine.
 */
import type { Environment } from "../../issuing/domain/charge";
import type { StoreScope } from "@pix/grpc";
import type { ProductionFacts } from "@pix/errors";
import type { PaymentEngine } from "../payment-engine/payment-engine";

/** Identity's view of a store (GetStoreProfile). */
export interface StoreProfile extends ProductionFacts {
  storeId: string;
  name: string;
  document: string | null;
  email: string;
  notifyPaymentEmail: boolean;
  receiptEmail: boolean;
}

export interface StoreProfiles {
  get(storeId: string): Promise<StoreProfile>;
  /** The profile if it is at hand now (a cache), without asking identity; the payment path never waits for identity. */
  cached?(storeId: string): StoreProfile | undefined;
}

/** The store's name and document as a receipt shows them (written on the charge when it is paid). */
export interface StoreSnapshot {
  name: string;
  document: string | null;
}

/** Who receives a store's charges in an environment (onboarding's GetReceivingAccount). */
export type Receiver =
  | { mode: "conta_unica" }
  | { mode: "subconta"; exists: false }
  | { mode: "subconta"; exists: true; status: string; accountId: string | null; walletId: string | null; engineApiKey: string | null };

export interface ReceivingAccounts {
  get(storeId: string, environment: Environment): Promise<Receiver>;
}

export interface Product {
  id: string;
  name: string;
  priceCents: number;
  /** An inactive product is not sold (POST /pix → 400). */
  active: boolean;
}

export interface Customer {
  id: string;
  name: string | null;
  email: string | null;
  cpf: string | null;
  phone: string | null;
}

export interface Payer {
  name: string | null;
  email: string | null;
  cpf: string | null;
  phone: string | null;
}

/**
 * Products, coupons and customers belong to the catalog issue. Every lookup is scoped by store and
 * environment and answers null for an unknown (or foreign) record.
 */
export interface Catalog {
  findProduct(scope: StoreScope, productId: string): Promise<Product | null>;
  /**
   * The coupon's id and the discounted amount of `productId`'s price; null when no coupon has that
   * code; throws 400 when it does not apply (inactive, expired, exhausted, other product, below 5.00).
   */
  redeemCoupon(scope: StoreScope, code: string, amountCents: number, productId?: string): Promise<{ couponId: string; amountCents: number } | null>;
  findCustomer(scope: StoreScope, customerId: string): Promise<Customer | null>;
  /** `novo_cliente`: registers the inline payer; null when the catalog keeps no customers. */
  registerCustomer(scope: StoreScope, payer: Payer): Promise<Customer | null>;
}

export type { Mail, Mailer } from "@pix/mailer";

/** The environment's engine with its main account's key, or acting as a subaccount; null when that environment's engine is not configured. */
export interface Engines {
  main(environment: Environment): PaymentEngine | null;
  asSubaccount(environment: Environment, apiKey: string): PaymentEngine | null;
}
