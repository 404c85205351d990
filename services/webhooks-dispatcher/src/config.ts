import { commonEnv, z } from "@pix/config";
import { parseSecretKey } from "./domain/secret";
import { PRIVATE_TARGET_MODES } from "./domain/target-policy";

export const webhooksDispatcherEnv = z.object({
  ...commonEnv,
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
});
export type WebhooksDispatcherConfig = z.infer<typeof webhooksDispatcherEnv>;
