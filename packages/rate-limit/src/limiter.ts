import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { errors } from "@pix/errors";
import { clientKey } from "./client-key";

export interface LimitSettings {
  prefix: string;
  points: number;
  durationS: number;
}

/**
 * Counts in Redis, so every replica of a service shares one budget per key. If Redis is down the
 * insurance limiter counts in this process's memory instead: requests keep being served, each
 * replica still bounds abuse, and /health reports Redis as down.
 */
export function createLimiter(redis: Redis, s: LimitSettings): RateLimiterAbstract {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: s.prefix,
    points: s.points,
    duration: s.durationS,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: s.prefix, points: s.points, duration: s.durationS }),
  });
}

/** Spends one point per request of the client IP (req.ip honours TRUST_PROXY); 429 when none is left. */
export function rateLimit(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter.consume(clientKey(req.ip));
      next();
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection);
      res.set("Retry-After", String(retryAfterSeconds(rejection)));
      next(errors.rateLimited());
    }
  };
}

/** Whole seconds until a refused key may try again (the Retry-After header), at least 1. */
export function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}
