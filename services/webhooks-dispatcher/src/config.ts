import { commonEnv, z } from "@pix/config";

export const webhooksDispatcherEnv = z.object({
  ...commonEnv,
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_webhooks_dispatcher"),
  GRPC_ADDR: z.string().default("127.0.0.1:50055"),
  PRINCIPAL_SECRET: z.string().min(16),
});
export type WebhooksDispatcherConfig = z.infer<typeof webhooksDispatcherEnv>;
