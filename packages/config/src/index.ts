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
};

/** "true"/"1"/"yes" → true; anything else → false. Env vars are strings. */
export const envBoolean = z
  .string()
  .optional()
  .transform((v) => v !== undefined && ["1", "true", "yes"].includes(v.toLowerCase()));

export const envList = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean));
