import { commonEnv, opsPort, envBoolean, z } from "@pix/config";

/** Unset and "" mean the same: a setting left blank in a deployment file is not configured. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const chargesEnv = z
  .object({
    ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9052),
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_charges"),
    GRPC_ADDR: z.string().default("127.0.0.1:50052"),
    PRINCIPAL_SECRET: z.string().min(16),
    IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
    ONBOARDING_ADDR: z.string().default("127.0.0.1:50056"),
    /** Checkout's gRPC: payment links hold product references (contract 4.7 on product deletion). */
    CHECKOUT_ADDR: z.string().default("127.0.0.1:50053"),
    /** Subscriptions' gRPC: subscriptions.customer_id holds customer references (contract 4.7 on customer deletion). */
    SUBSCRIPTIONS_ADDR: z.string().default("127.0.0.1:50054"),
    GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
    /** The test environment's payment engine; unset → test issuing answers 503 with a plain sentence. */
    ENGINE_URL: optional(z.string().url()),
    ENGINE_API_KEY: optional(z.string().min(1)),
    /** The live environment's payment engine (another engine, or another main account); unset → live issuing answers 503. */
    ENGINE_LIVE_URL: optional(z.string().url()),
    ENGINE_LIVE_API_KEY: optional(z.string().min(1)),
    ENGINE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Shared secret each engine sends in `asaas-access-token`; it names the notice's environment. Unset → that engine's notices are refused. */
    ENGINE_NOTICE_TOKEN: optional(z.string().min(16)),
    ENGINE_LIVE_NOTICE_TOKEN: optional(z.string().min(16)),
    /** Subaccount mode: the service's fee goes to this wallet (one per engine), as FEE_PERCENT of the net + FEE_FIXED_CENTS. */
    SERVICE_WALLET_ID: optional(z.string().min(1)),
    SERVICE_WALLET_ID_LIVE: optional(z.string().min(1)),
    FEE_PERCENT: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/, "percent as a decimal string, e.g. 1.99").default("1.99"),
    FEE_FIXED_CENTS: z.coerce.number().int().min(0).default(0),
    CHECKOUT_BASE_URL: z.string().url().default("http://127.0.0.1:8081"),
    /** The merchant panel as a person's browser reaches it: the MED e-mails link to its pages. */
    PANEL_PUBLIC_URL: z.string().url().default("http://127.0.0.1:8082"),
    /** BR Code fields 59/60 (the receiver shown by the payer's app comes from the engine's location). */
    MERCHANT_NAME: z.string().min(1).default("PIX GATEWAY"),
    MERCHANT_CITY: z.string().min(1).default("SAO PAULO"),
    /** Mail (payer receipt, merchant notice); unset → no mail is sent. */
    SMTP_URL: optional(z.string().url()),
    MAIL_FROM: z.string().default("Pix Gateway <nao-responda@pix.local>"),
    /** Payer receipts for test charges too (contract 1: off unless enabled). */
    RECEIPT_EMAIL_IN_TEST: envBoolean,
    /** charges' own queues: `<prefix>.engine-notices` (confirmation), `<prefix>.payment-followup` (e-mails) and `<prefix>.reference-deleted` (contract 4.7 cleanup of charges' reference columns, subscriptions' included). */
    CHARGES_QUEUE_PREFIX: z.string().min(1).default("charges"),
    /** Retries of those queues: backoff from base to max per attempt, dead-lettered past the limit. */
    CONSUMER_DELIVERY_LIMIT: z.coerce.number().int().min(1).default(50),
    CONSUMER_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1_000),
    CONSUMER_RETRY_MAX_MS: z.coerce.number().int().min(1).default(5 * 60_000),
    /** Idempotency-Key rows (they hold payers' data) are deleted after this; replays are promised for 24 h. */
    IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().min(25).default(48),
    /**
     * Store profiles (name, document, e-mail settings: every payment's receipt reads them) kept in
     * memory, dropped by identity's principal.* events; this bounds an event that came late. 0: ask identity every time.
     */
    STORE_PROFILE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
    /** QR PNGs kept in memory, by Pix code; at least the 5000 a full listing can show. */
    QR_CACHE_SIZE: z.coerce.number().int().min(1).default(10_000),
    /** A charge still `creating` this long after POST /pix is retried by the sweeper (then with doubling waits). */
    ISSUE_RETRY_AFTER_MS: z.coerce.number().int().min(100).default(30_000),
    /** Sweeper attempts before a stuck charge becomes `failed`. */
    ISSUE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** At the latest, how often each replica looks for stuck charges (a row another replica left behind when it died); rows are otherwise taken when they fall due. */
    ISSUE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(30_000),
    /**
     * At the latest, how often each replica looks for charges due to expire that it did not issue itself
     * (its own wake it at their expires_at); ≤ 60 s keeps the promise "expired within 60 seconds".
     */
    EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(30_000),
    /** The ledger's reconciliation (issue 24) runs once per this period (one replica claims it). */
    LEDGER_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(60_000).default(24 * 60 * 60_000),
    /** How often each replica looks whether the period's reconciliation is due; 0 runs no job here (the command still works). */
    LEDGER_RECONCILE_CHECK_MS: z.coerce.number().int().min(0).default(60 * 60_000),
    /** Refunds (issue 24): how long after a request (then with backoff) the resume worker asks the engine again. */
    REFUND_RETRY_AFTER_MS: z.coerce.number().int().min(100).default(30_000),
    /** The refund resume worker's fallback pass (rows another replica left behind). */
    REFUND_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(30_000),
  })
  .refine((c) => (c.ENGINE_URL === undefined) === (c.ENGINE_API_KEY === undefined), {
    message: "ENGINE_URL and ENGINE_API_KEY are set together",
    path: ["ENGINE_API_KEY"],
  })
  .refine((c) => (c.ENGINE_LIVE_URL === undefined) === (c.ENGINE_LIVE_API_KEY === undefined), {
    message: "ENGINE_LIVE_URL and ENGINE_LIVE_API_KEY are set together",
    path: ["ENGINE_LIVE_API_KEY"],
  })
  .refine((c) => !c.ENGINE_NOTICE_TOKEN || c.ENGINE_NOTICE_TOKEN !== c.ENGINE_LIVE_NOTICE_TOKEN, {
    message: "the test and live notice tokens differ: the token names the notice's environment",
    path: ["ENGINE_LIVE_NOTICE_TOKEN"],
  });
export type ChargesConfig = z.infer<typeof chargesEnv>;
