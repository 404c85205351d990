import { commonEnv, z } from "@pix/config";

export const subscriptionsEnv = z.object({
  ...commonEnv,
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_subscriptions"),
  GRPC_ADDR: z.string().default("127.0.0.1:50054"),
  PRINCIPAL_SECRET: z.string().min(16),
});
export type SubscriptionsConfig = z.infer<typeof subscriptionsEnv>;
