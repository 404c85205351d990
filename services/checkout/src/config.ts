import { commonEnv, opsPort, z } from "@pix/config";
import { trustProxySetting } from "@pix/rate-limit";

export const checkoutEnv = z.object({
  ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9053),
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_checkout"),
  GRPC_ADDR: z.string().default("127.0.0.1:50053"),
  PRINCIPAL_SECRET: z.string().min(16),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  IDENTITY_ADDR: z.string().default("127.0.0.1:50051"),
  CHARGES_ADDR: z.string().default("127.0.0.1:50052"),
  /** Subscriptions' gRPC: a Pix Automático authorization's hosted page (GetPublicAuthorization). */
  SUBSCRIPTIONS_ADDR: z.string().default("127.0.0.1:50054"),
  /** Checkout's queues: `<prefix>.reference-deleted` (contract 4.7's later cleanup of links). */
  CHECKOUT_QUEUE_PREFIX: z.string().min(1).default("checkout"),
  /** The payers' HTTP server (public JSON routes and the hosted page). */
  HTTP_HOST: z.string().default("127.0.0.1"),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** Public address of that server as payers reach it; defaults to http://HTTP_HOST:<port>. */
  CHECKOUT_BASE_URL: z.string().url().optional(),
  /** Proxies whose X-Forwarded-For names the payer's IP for the rate limit (@pix/rate-limit). */
  TRUST_PROXY: trustProxySetting,
  /** Shared store of the per-IP limits, so every replica counts the same requests. */
  REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
  RATE_LIMIT_PREFIX: z.string().min(1).default("checkout:rl"),
  /** GET /checkout/{txid}: contract section 8 (300 per 10 minutes per IP). */
  READ_LIMIT_POINTS: z.coerce.number().int().positive().default(300),
  READ_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(600),
  /** Writes (link pay, simulate): not in the contract; bounds charge creation by one client. */
  WRITE_LIMIT_POINTS: z.coerce.number().int().positive().default(60),
  WRITE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(600),
});
export type CheckoutConfig = z.infer<typeof checkoutEnv>;
