import { commonEnv, opsPort, envBoolean, z } from "@pix/config";

/** Unset and "" mean the same: a setting left blank in a deployment file is not configured. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** Withdrawals: the balance asks charges, the live gate asks identity, payouts go to each environment's engine (ENGINE_URL / ENGINE_LIVE_URL, with the subaccount's own key). */
const withdrawalEnv = {
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  /** How soon the engine is asked again about a payout it has not settled yet (due withdrawals themselves wake the worker by NOTIFY). */
  WITHDRAWAL_POLL_MS: z.coerce.number().int().positive().default(2_000),
  /** Wait after a failed attempt (×4 per further attempt) or an unreachable engine. */
  WITHDRAWAL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  /** A withdrawal whose ledger reservation did not answer is voided after this long (well past the gRPC deadline). */
  WITHDRAWAL_RESERVING_GRACE_MS: z.coerce.number().int().positive().default(60_000),
  /** How often the ledger sync runs (workers/ledger-sync.ts); it also runs at start. */
  LEDGER_SYNC_MS: z.coerce.number().int().positive().default(60_000),
};

export const onboardingEnv = z
  .object({
    ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9056),
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_onboarding"),
    GRPC_ADDR: z.string().default("127.0.0.1:50056"),
    PRINCIPAL_SECRET: z.string().min(16),
    /** Local-disk document storage (production request documents); `npm start` uses .run/documents. */
    DOCUMENTS_DIR: z.string().min(1).default(".run/documents"),
    /** Single-account mode: every store receives on the main account (no subaccount, no split). */
    CONTA_UNICA: envBoolean,
    /**
     * Each environment's payment engine (URL + main account key) and the token of its notices, as
     * charges has them; unset → POST /receiving-account in that environment answers 503 plainly.
     */
    ENGINE_URL: optional(z.string().url()),
    ENGINE_API_KEY: optional(z.string().min(1)),
    ENGINE_NOTICE_TOKEN: optional(z.string().min(16)),
    ENGINE_LIVE_URL: optional(z.string().url()),
    ENGINE_LIVE_API_KEY: optional(z.string().min(1)),
    ENGINE_LIVE_NOTICE_TOKEN: optional(z.string().min(16)),
    ENGINE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Single-account mode: after a failed read of the main account's Pix key, the engine is asked again no sooner than this. */
    PLATFORM_PIX_KEY_RETRY_MS: z.coerce.number().int().positive().default(30_000),
    /** The service's fee shown in GET /receiving-account; the same values as charges' (which applies them). */
    FEE_PERCENT: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/, "percent as a decimal string, e.g. 1.99").default("1.99"),
    FEE_FIXED_CENTS: z.coerce.number().int().min(0).default(0),
    /** Encrypts subaccounts' engine api keys at rest; needed outside single-account mode. */
    ENGINE_KEY_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    ...withdrawalEnv,
  })
  .refine((c) => c.CONTA_UNICA || c.ENGINE_KEY_SECRET !== undefined, {
    message: "required unless CONTA_UNICA=true (subaccounts' engine keys are stored encrypted with it)",
    path: ["ENGINE_KEY_SECRET"],
  })
  .refine((c) => (c.ENGINE_URL === undefined) === (c.ENGINE_API_KEY === undefined), { message: "ENGINE_URL and ENGINE_API_KEY are set together", path: ["ENGINE_API_KEY"] })
  .refine((c) => (c.ENGINE_LIVE_URL === undefined) === (c.ENGINE_LIVE_API_KEY === undefined), { message: "ENGINE_LIVE_URL and ENGINE_LIVE_API_KEY are set together", path: ["ENGINE_LIVE_API_KEY"] })
  .refine((c) => !c.ENGINE_NOTICE_TOKEN || c.ENGINE_NOTICE_TOKEN !== c.ENGINE_LIVE_NOTICE_TOKEN, {
    message: "the test and live notice tokens differ: the token names the notice's environment",
    path: ["ENGINE_LIVE_NOTICE_TOKEN"],
  });
export type OnboardingConfig = z.infer<typeof onboardingEnv>;
