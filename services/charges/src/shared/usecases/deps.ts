import type { ChargeExpiryRepository } from "../../issuing/repositories/charge-expiry";
import type { LRUCache } from "lru-cache";
import type { Principal } from "@pix/grpc";
import type { ReferenceHolder } from "@pix/messaging";
import type { Environment } from "../../issuing/domain/charge";
import type { Logger } from "@pix/logger";
import type { IssueRetryPolicy } from "../../issuing/domain/issue-retry";
import type { QrCache } from "../../issuing/domain/qr-cache";
import type { ChargeIssuesRepository } from "../../issuing/repositories/charge-issues";
import type { ChargesRepository } from "../../issuing/repositories/charges";
import type { CrossStoreCharges } from "../../issuing/repositories/cross-store-charges";
import type { ChargeReferences } from "../../catalog/repositories/charge-references";
import type { CustomersRepository } from "../../catalog/repositories/customers";
import type { ProductsRepository } from "../../catalog/repositories/products";
import type { CouponsRepository } from "../../catalog/repositories/coupons";
import type { EngineNoticesRepository } from "../../issuing/repositories/engine-notices";
import type { SimulationsRepository } from "../../issuing/repositories/simulations";
import type { SentMailsRepository } from "../../issuing/repositories/sent-mails";
import type { TestReceiptsRepository } from "../../issuing/repositories/test-receipts";
import type { IdempotencyRepository } from "../../issuing/repositories/idempotency";
import type { RefundsRepository } from "../../refunds/repositories/refunds";
import type { InfractionsRepository } from "../../infractions/repositories/infractions";
import type { ChargeBatchesRepository } from "../../batches/repositories/batches";
import type { Catalog, Engines, Mailer, ReceivingAccounts, StoreProfiles } from "./ports";

export interface ChargesSettings {
  checkoutBaseUrl: string;
  /** The merchant panel's public address: the MED e-mails link to its pages (PANEL_PUBLIC_URL, like identity's). */
  panelPublicUrl: string;
  merchantName: string;
  merchantCity: string;
  /** Split destination of the service's fee in subaccount mode, a wallet at each environment's engine; null when not configured. */
  serviceWalletIds: Record<Environment, string | null>;
  feePercent: string;
  feeFixedCents: number;
  /** Shared secret of each environment's engine notices; the token a notice carries names its environment. null refuses that engine's notices. */
  noticeTokens: Record<Environment, string | null>;
  receiptEmailInTest: boolean;
  /** When the sweeper retries a charge left `creating`, and when it gives up. */
  issueRetry: IssueRetryPolicy;
  /** Refunds: first resume of a refund left EM_PROCESSAMENTO, then doubled per attempt. */
  refundRetryAfterMs: number;
}

/**
 * Every collaborator, built once by the composition root (app.ts). A use case never takes the whole
 * bag: each capability names what it uses in its own `usecases/deps.ts` (`IssuingDeps`, `RefundDeps`,
 * `InfractionDeps`, `CatalogDeps`, `SubscriptionSupportDeps`, …, each a `Pick` of this), so a
 * function's signature says which repositories and ports it reaches. Only the wiring (app.ts,
 * issuing/grpc/handlers.ts, shared/messaging/consumers.ts) holds all of it.
 */
export interface ChargesDeps {
  charges: ChargesRepository;
  /** Every cross-store charge read (public id, engine notices, sweepers): see repositories/cross-store-charges.ts. */
  crossStore: CrossStoreCharges;
  issues: ChargeIssuesRepository;
  idempotency: IdempotencyRepository;
  refunds: RefundsRepository;
  /** MED infractions (issue 25). */
  infractions: InfractionsRepository;
  /** Batches of due-date charges (issue 37). */
  batches: ChargeBatchesRepository;
  notices: EngineNoticesRepository;
  /** Test mode's simulations (payments through the test engine, MED), recorded before the engine is asked (issue 32). */
  simulations: SimulationsRepository;
  sentMails: SentMailsRepository;
  /** Claims of test charges' payer receipts, bounded per store and recipient (domain/test-receipts.ts). */
  testReceipts: Pick<TestReceiptsRepository, "claim">;
  engines: Engines;
  receivingAccounts: ReceivingAccounts;
  stores: StoreProfiles;
  catalog: Catalog;
  customers: CustomersRepository;
  products: ProductsRepository;
  coupons: CouponsRepository;
  /** null when mail is not configured (no SMTP_URL). */
  mailer: Mailer | null;
  qr: QrCache;
  /** Stores' display names for payer-facing reads, by store id, kept for a short TTL. */
  storeNames: LRUCache<string, string>;
  logger: Logger;
  settings: ChargesSettings;
  /** Tells this process's issue sweeper that a charge left `creating` falls due at `at`. */
  wakeIssueSweeper(at: Date): void;
  /** Pending charges' expiry (issue 25): the worker's claims and the test clock's. */
  expiry: ChargeExpiryRepository;
  /** Tells this process's expiry worker that a charge it made pending expires at `at`. */
  wakeExpirySweeper(at: Date): void;
  /** Tells this process's refund resume worker that a refund falls due at `at`. */
  wakeRefundSweeper(at: Date): void;
  /** charges' own catalog columns as holders of contract 4.7, and the deferred cleanup of every catalog deletion. */
  references: ChargeReferences;
  /**
   * Other services' holders of references to a catalog record, asked on its deletion (contract 4.7),
   * after charges' own column. Adding one is one entry here, wired in app.ts: e.g. subscriptions'
   * subscriptions.customer_id goes in `customerHolders`.
   */
  productHolders?: (p: Principal) => ReferenceHolder[];
  couponHolders?: (p: Principal) => ReferenceHolder[];
  customerHolders?: (p: Principal) => ReferenceHolder[];
}

/** qr_code_url: only while pending; the image stored at issuing, or rendered from pix_code for older charges. */
export function qrCodeUrlOf(deps: Pick<ChargesDeps, "qr">, charge: { status: string; pixCode: string | null; qrCodeImage?: string | null }): string | null {
  if (charge.status !== "pending" || !charge.pixCode) return null;
  return charge.qrCodeImage ?? deps.qr.dataUrl(charge.pixCode);
}
