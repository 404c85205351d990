import { ChargeBatchesRepository } from "./batches/repositories/batches";
import { batchHandlers } from "./batches/grpc/batches";
import { join } from "node:path";
import { CHARGES_AUDIT } from "./shared/grpc/audit-rules";
import { loadService, remoteReferenceHolder, ServiceClient, type ServiceName } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { LRUCache } from "lru-cache";
import type { Consumer } from "@pix/messaging";
import { startRuntime } from "@pix/runtime";
import { prismaCatalog } from "./catalog/adapters/prisma-catalog";
import { CustomersRepository } from "./catalog/repositories/customers";
import { ProductsRepository } from "./catalog/repositories/products";
import { CouponsRepository } from "./catalog/repositories/coupons";
import { httpEngines } from "./shared/adapters/engines";
import { GrpcReceivingAccounts } from "./shared/adapters/receiving-accounts";
import { smtpMailer } from "@pix/mailer";
import { GrpcStoreProfiles } from "./shared/adapters/store-profiles";
import { CachedStoreProfiles, startProfileInvalidations } from "./shared/adapters/cached-store-profiles";
import { HOLDER_DEADLINE_MS } from "./catalog/adapters/remote-holders";
import { ChargeReferences } from "./catalog/repositories/charge-references";
import type { ChargesConfig } from "./config";
import { QrCache } from "./issuing/domain/qr-cache";
import { chargesHandlers } from "./issuing/grpc/handlers";
import { statementHandlers } from "./statement/grpc/statement";
import { listsHandlers } from "./lists/grpc/lists";
import { ListsRepository } from "./lists/repositories/lists";
import { StatementCursors } from "./statement/domain/statement-cursor";
import { StatementRepository } from "./statement/repositories/statement";
import { recurrenceHandlers } from "./subscriptions/grpc/recurrences";
import { subscriptionSupportHandlers } from "./subscriptions/grpc/subscription-support";
import { SubscriptionRefsRepository } from "./subscriptions/repositories/subscription-refs";
import { paidTotalsHandlers } from "./issuing/grpc/paid-totals";
import { infractionHandlers } from "./infractions/grpc/infractions";
import { ledgerHandlers } from "./ledger/grpc/ledger";
import { LedgerWithdrawals } from "./ledger/repositories/ledger-withdrawals";
import { LedgerReader } from "./ledger/repositories/ledger";
import { PaidTotalsRepository } from "./issuing/repositories/paid-totals";
import { ChargeIssuesRepository } from "./issuing/repositories/charge-issues";
import { ChargesRepository } from "./issuing/repositories/charges";
import { CrossStoreCharges } from "./issuing/repositories/cross-store-charges";
import { EngineNoticesRepository } from "./issuing/repositories/engine-notices";
import { SimulationsRepository } from "./issuing/repositories/simulations";
import { SentMailsRepository } from "./issuing/repositories/sent-mails";
import { TestReceiptsRepository } from "./issuing/repositories/test-receipts";
import { IdempotencyRepository } from "./issuing/repositories/idempotency";
import { createPrisma } from "./shared/repositories/prisma";
import { chargesPruneTasks } from "./shared/repositories/prune-tasks";
import { startChargesConsumers } from "./shared/messaging/consumers";
import type { ChargesDeps } from "./shared/usecases/deps";
import { startIssueSweeper, type IssueSweeper } from "./issuing/workers/issue-sweeper";
import { ChargeExpiryRepository } from "./issuing/repositories/charge-expiry";
import { startExpirySweeper, type ExpirySweeper } from "./issuing/workers/expiry";
import { reconcileDeps } from "./ledger/usecases/reconcile-deps";
import { startReconciliationJob, type ReconcileDeps } from "./ledger/usecases/reconcile";
import { startRefundSweeper, type RefundSweeper } from "./refunds/workers/refund-sweeper";
import { RefundsRepository } from "./refunds/repositories/refunds";
import { InfractionsRepository } from "./infractions/repositories/infractions";

/** How long a payer-facing page may show a store name changed in the panel. */
const STORE_NAME_TTL_MS = 30_000;
/** Cap of the sweeper's wait between two attempts at a stuck charge. */
const ISSUE_MAX_BACKOFF_MS = 10 * 60_000;

export const ChargesService = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService");
/** What the subscriptions service asks charges (pending charge of a subscription, charges.subscription_id holder). */
export const ChargesSubscriptionSupport = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesSubscriptionSupport");
/** The statement (extrato) over the ledger: its own proto file and service, served by this process. */
export const ChargesStatement = loadService("charges/v1/statement.proto", "pix.charges.v1.ChargesStatement");
/** The BCB API's lists (GET /cob, /cobv, /pix) read in this database: their own proto file and service. */
export const ChargesLists = loadService("charges/v1/lists.proto", "pix.charges.v1.ChargesLists");

/** Composition root: wires repositories, adapters (engine, identity, onboarding, mail) and the gRPC server. */
export async function startCharges(config: ChargesConfig, logger: Logger) {
  const client = <N extends ServiceName>(name: string, proto: string, service: N, addr: string) =>
    new ServiceClient(name, loadService(proto, service), addr, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const identity = client("identity", "identity/v1/identity.proto", "pix.identity.v1.IdentityService", config.IDENTITY_ADDR);
  const checkout = client("checkout", "checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService", config.CHECKOUT_ADDR);
  const subscriptions = client("subscriptions", "subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService", config.SUBSCRIPTIONS_ADDR);
  const onboarding = client("onboarding", "onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService", config.ONBOARDING_ADDR);
  const engines = httpEngines({
    test: { url: config.ENGINE_URL, apiKey: config.ENGINE_API_KEY },
    live: { url: config.ENGINE_LIVE_URL, apiKey: config.ENGINE_LIVE_API_KEY },
    timeoutMs: config.ENGINE_TIMEOUT_MS,
  });
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : null;
  if (!config.ENGINE_URL) logger.warn("test payment engine not configured: test Pix issuing answers 503");
  if (!config.ENGINE_LIVE_URL) logger.warn("live payment engine not configured: live Pix issuing answers 503");

  let deps: ChargesDeps | undefined;
  let reconciliation: ReconcileDeps | undefined;
  let sweeper: IssueSweeper | undefined;
  let expirySweeper: ExpirySweeper | undefined;
  let refundSweeper: RefundSweeper | undefined;
  const stores = new CachedStoreProfiles(new GrpcStoreProfiles(identity), { ttlMs: config.STORE_PROFILE_CACHE_TTL_MS, maxEntries: 10_000 });
  const runtime = await startRuntime({
    name: "charges",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: CHARGES_AUDIT,
    pruneTasks: chargesPruneTasks(config.IDEMPOTENCY_RETENTION_HOURS),
    register(server, pool) {
      const prisma = createPrisma(pool);
      const customers = new CustomersRepository(prisma);
      const products = new ProductsRepository(prisma);
      const coupons = new CouponsRepository(prisma);
      deps = {
        charges: new ChargesRepository(prisma, pool),
        crossStore: new CrossStoreCharges(prisma, pool),
        issues: new ChargeIssuesRepository(prisma, pool),
        idempotency: new IdempotencyRepository(prisma),
        refunds: new RefundsRepository(prisma),
        infractions: new InfractionsRepository(prisma),
        batches: new ChargeBatchesRepository(prisma),
        notices: new EngineNoticesRepository(prisma, pool),
        simulations: new SimulationsRepository(pool),
        sentMails: new SentMailsRepository(pool),
        testReceipts: new TestReceiptsRepository(prisma),
        engines,
        receivingAccounts: new GrpcReceivingAccounts(onboarding),
        stores,
        customers,
        products,
        coupons,
        catalog: prismaCatalog(customers, products, coupons),
        mailer,
        qr: new QrCache(config.QR_CACHE_SIZE),
        storeNames: new LRUCache({ max: 10_000, ttl: STORE_NAME_TTL_MS }),
        logger,
        wakeIssueSweeper: (at) => sweeper?.wake(at),
        expiry: new ChargeExpiryRepository(pool),
        wakeExpirySweeper: (at) => expirySweeper?.wake(at),
        wakeRefundSweeper: (at) => refundSweeper?.wake(at),
        references: new ChargeReferences(prisma),
        // Other services' holders (contract 4.7): one entry each.
        productHolders: (p) => [remoteReferenceHolder(checkout, "payment_links.product_id", p, HOLDER_DEADLINE_MS)],
        customerHolders: (p) => [remoteReferenceHolder(subscriptions, "subscriptions.customer_id", p, HOLDER_DEADLINE_MS)],
        settings: {
          checkoutBaseUrl: config.CHECKOUT_BASE_URL,
          panelPublicUrl: config.PANEL_PUBLIC_URL,
          merchantName: config.MERCHANT_NAME,
          merchantCity: config.MERCHANT_CITY,
          serviceWalletIds: { test: config.SERVICE_WALLET_ID ?? null, live: config.SERVICE_WALLET_ID_LIVE ?? null },
          feePercent: config.FEE_PERCENT,
          feeFixedCents: config.FEE_FIXED_CENTS,
          noticeTokens: { test: config.ENGINE_NOTICE_TOKEN ?? null, live: config.ENGINE_LIVE_NOTICE_TOKEN ?? null },
          receiptEmailInTest: config.RECEIPT_EMAIL_IN_TEST,
          issueRetry: { retryAfterMs: config.ISSUE_RETRY_AFTER_MS, maxAttempts: config.ISSUE_MAX_ATTEMPTS, maxBackoffMs: ISSUE_MAX_BACKOFF_MS },
          refundRetryAfterMs: config.REFUND_RETRY_AFTER_MS,
        },
      };
      reconciliation = reconcileDeps(config, pool, engines, onboarding, deps.receivingAccounts, logger);
      server.add(ChargesService, {
        ...chargesHandlers(deps), ...infractionHandlers(deps), ...batchHandlers(deps), ...paidTotalsHandlers(new PaidTotalsRepository(prisma)),
        ...ledgerHandlers(new LedgerReader(pool), new LedgerWithdrawals(pool), reconciliation.repo),
      });
      const subscriptionRefs = new SubscriptionRefsRepository(prisma);
      server.add(ChargesSubscriptionSupport, { ...subscriptionSupportHandlers(deps, subscriptionRefs), ...recurrenceHandlers(deps, subscriptionRefs) });
      server.add(ChargesStatement, statementHandlers(new StatementRepository(pool), new StatementCursors(config.PRINCIPAL_SECRET)));
      server.add(ChargesLists, listsHandlers({ lists: new ListsRepository(pool), refunds: deps.refunds, settings: deps.settings }));
    },
  });
  const consumers: Consumer[] = startChargesConsumers(deps!, {
    amqpUrl: config.AMQP_URL,
    exchange: config.AMQP_EXCHANGE,
    queuePrefix: config.CHARGES_QUEUE_PREFIX,
    deliveryLimit: config.CONSUMER_DELIVERY_LIMIT,
    retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
    retryMaxMs: config.CONSUMER_RETRY_MAX_MS,
    logger,
  });
  // Off (every payment asks identity) when the TTL is 0.
  const profileFeed = config.STORE_PROFILE_CACHE_TTL_MS > 0
    ? startProfileInvalidations({ amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, cache: stores, logger })
    : null;
  runtime.onClose(async () => {
    await profileFeed?.stop();
    await Promise.all(consumers.map((c) => c.stop()));
    identity.close();
    onboarding.close();
    checkout.close();
    subscriptions.close();
    mailer?.close();
    await engines.close();
  });
  // The ledger's daily reconciliation (one replica per period); stops before the engines close.
  if (config.LEDGER_RECONCILE_CHECK_MS > 0) {
    const job = startReconciliationJob(reconciliation!, { intervalMs: config.LEDGER_RECONCILE_INTERVAL_MS, checkMs: config.LEDGER_RECONCILE_CHECK_MS });
    runtime.onClose(() => job.stop());
  }
  // Registered last, so it stops first: no pass starts once the engine pool is closing.
  sweeper = startIssueSweeper(deps!, config.ISSUE_SWEEP_INTERVAL_MS);
  runtime.onClose(() => sweeper!.stop());
  expirySweeper = startExpirySweeper(deps!, config.EXPIRY_SWEEP_INTERVAL_MS);
  runtime.onClose(() => expirySweeper!.stop());
  refundSweeper = startRefundSweeper(deps!, config.REFUND_SWEEP_INTERVAL_MS);
  runtime.onClose(() => refundSweeper!.stop());
  return runtime;
}
