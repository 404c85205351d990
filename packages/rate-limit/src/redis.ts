import { Redis } from "ioredis";
import type { Logger } from "@pix/logger";

/**
 * The Redis connection behind the shared limits. No offline queue and one retry per request: while
 * Redis is unreachable the limiters fall back to their in-memory insurance at once instead of
 * waiting, and the service still starts. The client reconnects on its own (every 2 s at most); an
 * outage is logged once, with what to do, and its end once, instead of each failed attempt.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  const where = withoutPassword(url);
  let reported = false;
  const lost = (err: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: err.message, redis: where }, redisDownMessage(where));
  };
  redis.on("error", lost);
  redis.on("ready", () => {
    if (!reported) return;
    reported = false;
    logger.info({ redis: where }, `Redis answers again at ${where}: limits are shared by every replica again`);
  });
  await redis.connect().catch(lost);
  return redis;
}

/** The one line an outage logs: what happens meanwhile and what to do. */
export function redisDownMessage(where: string): string {
  return `Redis does not answer at ${where} (REDIS_URL): limits are counted in this process's memory until it does; start Redis (README, Quick start) or point REDIS_URL at one that answers`;
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString().replace(/\/$/, "");
  } catch {
    return "the configured address";
  }
}
