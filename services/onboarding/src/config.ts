import { commonEnv, envBoolean, z } from "@pix/config";

/** Unset and "" mean the same: a setting left blank in a deployment file is not configured. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** Withdrawals: the balance asks charges, the live gate asks identity, payouts go to each environment's engine. */
const withdrawalEnv = {
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  /** Engine base URL per environment (payouts use the subaccount's own key); unset → withdrawals answer 503. */
  ENGINE_URL: optional(z.string().url()),
  ENGINE_URL_LIVE: optional(z.string().url()),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How often the payout worker looks for due withdrawals and unsettled transfers. */
  WITHDRAWAL_POLL_MS: z.coerce.number().int().positive().default(2_000),
  /** Wait after a failed attempt (×4 per further attempt) or an unreachable engine. */
  WITHDRAWAL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
};

export const onboardingEnv = z
  .object({
    ...commonEnv,
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_onboarding"),
    GRPC_ADDR: z.string().default("127.0.0.1:50056"),
    PRINCIPAL_SECRET: z.string().min(16),
    /** Single-account mode: every store receives on the main account (no subaccount, no split). */
    CONTA_UNICA: envBoolean,
    /** Encrypts subaccounts' engine api keys at rest; needed outside single-account mode. */
    ENGINE_KEY_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    ...withdrawalEnv,
  })
  .refine((c) => c.CONTA_UNICA || c.ENGINE_KEY_SECRET !== undefined, {
    message: "required unless CONTA_UNICA=true (subaccounts' engine keys are stored encrypted with it)",
    path: ["ENGINE_KEY_SECRET"],
  });
export type OnboardingConfig = z.infer<typeof onboardingEnv>;
