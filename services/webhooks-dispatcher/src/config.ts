import { commonEnv, opsPort, z } from "@pix/config";
import { DEFAULT_RETRY_BASE_MS } from "./domain/retry";
import { parseSecretKey } from "./domain/secret";
import { PRIVATE_TARGET_MODES } from "./domain/target-policy";

export const webhooksDispatcherEnv = z.object({
  ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9055),
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_webhooks_dispatcher"),
  GRPC_ADDR: z.string().default("127.0.0.1:50055"),
  PRINCIPAL_SECRET: z.string().min(16),
  /** Seals endpoint secrets at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64. Keep it out of the database's backups. */
  WEBHOOK_SECRET_KEY: z.string().transform((text, ctx) => {
    try {
      return parseSecretKey(text.trim());
    } catch (err) {
      ctx.addIssue({ code: "custom", message: (err as Error).message });
      return z.NEVER;
    }
  }),
  /** Non-public delivery targets: none (default, production) | loopback (local dev, tests) | all (never metadata). */
  ALLOW_PRIVATE_TARGETS: z.enum(PRIVATE_TARGET_MODES).default("none"),
  /** Durable queue of this service on the events exchange. */
  WEBHOOKS_QUEUE: z.string().min(1).default("webhooks-dispatcher.events"),
  /** Attempts in flight per endpoint: a slow endpoint holds at most this many connections and delays no one else. */
  ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  /** Automatic retries (retry_policy exponential): delay before the first retry, doubling after each. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(DEFAULT_RETRY_BASE_MS),
  /** Optional ceiling of one retry delay; unset in production (tests set it to run 16 attempts quickly). */
  WEBHOOK_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(1).optional(),
  /**
   * Fallback poll for due retries. Each retry starts at its due time without it (NOTIFY and a timer per
   * replica); the poll only covers notifications lost while a replica's LISTEN connection was down.
   */
  WEBHOOK_RETRY_POLL_MS: z.coerce.number().int().min(10).default(30_000),
  /**
   * How often each replica sweeps: pending deliveries another replica queued and died with are queued
   * here, and attempts left `sending` by a dead replica for WEBHOOK_INTERRUPTED_AFTER_MS are closed
   * (retried when the endpoint's retry_policy is exponential). Must exceed one attempt (8 s).
   */
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(100).default(30_000),
  WEBHOOK_INTERRUPTED_AFTER_MS: z.coerce.number().int().min(9_000).default(120_000),
});
export type WebhooksDispatcherConfig = z.infer<typeof webhooksDispatcherEnv>;
