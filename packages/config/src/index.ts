import { isIP } from "node:net";
import { z } from "zod";

export { z };

/**
 * Parses the environment once, at boot. Every service calls this with its own schema; nothing
 * else reads process.env, so a missing or malformed setting fails the boot with one clear message.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/** Settings every service shares. */
export const commonEnv = {
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AMQP_URL: z.string().url().default("amqp://guest:guest@127.0.0.1:5672"),
  AMQP_EXCHANGE: z.string().min(1).default("pix.events"),
  /** Outbox relay: failed publishes of one row before it is parked. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** Retention of published outbox rows and of inbox markers (processed_messages), in days. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  INBOX_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Period of the pruning job (every replica schedules it; an advisory lock lets one work at a time). */
  MAINTENANCE_INTERVAL_MS: z.coerce.number().int().min(1_000).default(15 * 60_000),
  /** Outbox relay's fallback poll; LISTEN/NOTIFY wakes it on every commit, so this only covers lost notifications. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(30_000),
  /** Interface of the operator port (/metrics, /livez, /readyz; OPS_PORT in each service's schema): 0.0.0.0 in a pod. */
  OPS_HOST: z.string().default("127.0.0.1"),
  /** Bound of a graceful stop on SIGTERM (in-flight requests, RPCs and messages finish); then the process exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
};

/** The operator port of a service, with its default (gRPC services: 90xx beside their 500xx). */
export const opsPort = (dflt: number) => z.coerce.number().int().min(0).max(65535).default(dflt);

/** "true"/"1"/"yes" → true; anything else → false. Env vars are strings. */
export const envBoolean = z
  .string()
  .optional()
  .transform((v) => v !== undefined && ["1", "true", "yes"].includes(v.toLowerCase()));

export const envList = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean));

/** proxy-addr's names of address ranges (express `trust proxy`). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * The proxies whose X-Forwarded-For names the client (express `trust proxy` with a list, i.e.
 * proxy-addr): a comma list of addresses, CIDR subnets and the names loopback, linklocal,
 * uniquelocal. The header is believed only when the TCP peer is one of them, and then only its
 * entries added by listed proxies. Unset or empty: no proxy, the socket address is the client. A hop
 * count or "true" is refused: either believes the header from whoever connects.
 */
export const trustedProxies = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const entries = (v ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const wrong = entries.filter((e) => !isProxyEntry(e));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `not a proxy address or subnet: ${wrong.join(", ")} (list addresses, CIDRs or loopback/linklocal/uniquelocal; a hop count or "true" would believe any client)`,
    });
    return z.NEVER;
  });
