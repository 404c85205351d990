import { commonEnv, opsPort, envBoolean, z } from "@pix/config";
import { nextSlot } from "./workers/cron-timer";

/** Unset and "" mean the same: a setting left blank in a deployment file is not configured. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const subscriptionsEnv = z.object({
  ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (README "Operations"). */
    OPS_PORT: opsPort(9054),
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_subscriptions"),
  GRPC_ADDR: z.string().default("127.0.0.1:50054"),
  PRINCIPAL_SECRET: z.string().min(16),
  /** Charges' gRPC: issues the subscription's Pix charges, reads customers, holds charges.subscription_id. */
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  /** Identity's gRPC: the store's production approval (PRODUCAO_NAO_LIBERADA on live creation). */
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  /** Public address of the checkout's pages: a Pix Automático authorization's hosted page is `<this>/checkout/autorizacao/<key>`. */
  CHECKOUT_BASE_URL: z.string().url().default("http://127.0.0.1:8081"),
  /** SMTP for charge-now's e-mail to the subscriber (the charge's payment link); unset: no e-mail. */
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().default("Pix Gateway <nao-responda@pix.local>"),
  /** This service's queues (e.g. `<prefix>.reference-deleted`). */
  SUBSCRIPTIONS_QUEUE_PREFIX: z.string().min(1).default("subscriptions"),
  /** The daily billing job's pg-boss schedule: `off` runs no scheduler in this process (tests; manual runs still work). */
  BILLING_SCHEDULE: z.enum(["on", "off"]).default("on"),
  /** When the daily billing job runs (cron, 5 fields), in BILLING_TZ. */
  BILLING_CRON: z.string().min(9).default("0 6 * * *"),
  BILLING_TZ: z.string().min(1).default("America/Sao_Paulo"),
  /** pg-boss's own schema in this service's database. */
  BILLING_PGBOSS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default("pgboss"),
  /** Subscriptions claimed per statement, and billed at the same time within a batch. */
  BILLING_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  BILLING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** A claim's lease: how long a subscription waits if the run holding it dies before releasing it. */
  BILLING_LEASE_MS: z.coerce.number().int().min(1000).default(15 * 60_000),
  /**
   * Test clocks for the team: `POST /internal/cron/run` may run the job "as of" another instant (live
   * data included) only when true. Off by default (production); on in test and development. A merchant's
   * test clock (`POST /subscriptions/billing-runs`) only touches its own test data and is always on.
   */
  TEST_CLOCKS: envBoolean,
  /**
   * The token each engine (test, live) sends with its notices, as charges and onboarding have them:
   * Pix Automático's RECURRENCE_UPDATED / RECURRING_CHARGE_UPDATED come here through the gateway; the
   * token names the notice's environment. Unset → that engine's notices are refused (the job still polls).
   */
  ENGINE_NOTICE_TOKEN: optional(z.string().min(16)),
  ENGINE_LIVE_NOTICE_TOKEN: optional(z.string().min(16)),
}).refine((c) => !c.ENGINE_NOTICE_TOKEN || c.ENGINE_NOTICE_TOKEN !== c.ENGINE_LIVE_NOTICE_TOKEN, {
  message: "the test and live notice tokens differ: the token names the notice's environment",
  path: ["ENGINE_LIVE_NOTICE_TOKEN"],
}).refine((c) => isSchedulable(c.BILLING_CRON, c.BILLING_TZ), {
  message: "BILLING_CRON must be a 5-field cron expression and BILLING_TZ a time zone",
  path: ["BILLING_CRON"],
});

/** Refused at boot, before pg-boss starts (a failed start would leave its worker loop running). */
function isSchedulable(cron: string, tz: string): boolean {
  try {
    nextSlot(cron, tz, new Date());
    return true;
  } catch {
    return false;
  }
}
export type SubscriptionsConfig = z.infer<typeof subscriptionsEnv>;
