import { commonEnv, z } from "@pix/config";

export const subscriptionsEnv = z.object({
  ...commonEnv,
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_subscriptions"),
  GRPC_ADDR: z.string().default("127.0.0.1:50054"),
  PRINCIPAL_SECRET: z.string().min(16),
  /** Charges' gRPC: issues the subscription's Pix charges, reads customers, holds charges.subscription_id. */
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  /** Identity's gRPC: the store's production approval (PRODUCAO_NAO_LIBERADA on live creation). */
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  /** This service's queues (e.g. `<prefix>.reference-deleted`). */
  SUBSCRIPTIONS_QUEUE_PREFIX: z.string().min(1).default("subscriptions"),
});
export type SubscriptionsConfig = z.infer<typeof subscriptionsEnv>;
