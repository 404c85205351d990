import { commonEnv, opsPort, z } from "@pix/config";

export const identityEnv = z.object({
  ...commonEnv,
    /** Operator port: /metrics, /livez, /readyz (docs/operations.md, "Operations"). */
    OPS_PORT: opsPort(9051),
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_identity"),
  GRPC_ADDR: z.string().default("127.0.0.1:50051"),
  PRINCIPAL_SECRET: z.string().min(16),
  JWT_SECRET: z.string().min(32),
  JWT_ISSUER: z.string().default("pix-gateway"),
  JWT_AUDIENCE: z.string().default("pix-gateway-api"),
  /** Verification e-mails; unset or "" → no mail is sent (logged), accounts stay unverified. */
  SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  MAIL_FROM: z.string().default("Pix Gateway <nao-responda@pix.local>"),
  /**
   * The merchant panel's public address: the pages e-mails send a person to (an invite's sign-up
   * page with the address filled in, the store it invites to, the page confirming an address).
   * `npm start` serves it on 8082.
   */
  PANEL_PUBLIC_URL: z.string().url().default("http://127.0.0.1:8082"),
  /** Social sign-in; unset → POST /auth/social answers 503. */
  IDP_JWKS_URL: z.string().url().optional(),
  IDP_ISSUER: z.string().optional(),
  IDP_AUDIENCE: z.string().default("pix-gateway"),
  /** Identity's queues: `<prefix>.audit` (every service's audit.recorded events). */
  IDENTITY_QUEUE_PREFIX: z.string().min(1).default("identity"),
});
export type IdentityConfig = z.infer<typeof identityEnv>;
