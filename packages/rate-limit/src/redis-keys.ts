import { Redis } from "ioredis";

/** Deletes a test run's rate-limit keys (everything under its private prefix). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
    return keys.length ? await redis.del(...keys) : 0;
  } finally {
    redis.disconnect();
  }
}

/** Keys currently stored under a prefix (to prove a run shares, then cleans, its budget). */
export async function countRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    let n = 0;
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) n += (batch as string[]).length;
    return n;
  } finally {
    redis.disconnect();
  }
}
