import { Redis } from "ioredis";
import type { Logger } from "@pix/logger";

/**
 * The Redis connection behind the shared limits. No offline queue and one retry per request: while
 * Redis is unreachable the limiters fall back to their in-memory insurance at once instead of
 * waiting, and the service still starts.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on("error", (err) => logger.warn({ err: err.message }, "redis connection failed"));
  await redis.connect().catch((err) => logger.warn({ err: err.message }, "redis unreachable at start; limiting in memory"));
  return redis;
}
