import { commonEnv, envBoolean, z } from "@pix/config";

export const onboardingEnv = z
  .object({
    ...commonEnv,
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_onboarding"),
    GRPC_ADDR: z.string().default("127.0.0.1:50056"),
    PRINCIPAL_SECRET: z.string().min(16),
    /** Identity: the one writer of the User's company and production_* fields. */
    IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
    /** Local-disk document storage (production request documents); `npm start` uses .run/documents. */
    DOCUMENTS_DIR: z.string().min(1).default(".run/documents"),
    /** Single-account mode: every store receives on the main account (no subaccount, no split). */
    CONTA_UNICA: envBoolean,
    /** Encrypts subaccounts' engine api keys at rest; needed outside single-account mode. */
    ENGINE_KEY_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
  })
  .refine((c) => c.CONTA_UNICA || c.ENGINE_KEY_SECRET !== undefined, {
    message: "required unless CONTA_UNICA=true (subaccounts' engine keys are stored encrypted with it)",
    path: ["ENGINE_KEY_SECRET"],
  });
export type OnboardingConfig = z.infer<typeof onboardingEnv>;
