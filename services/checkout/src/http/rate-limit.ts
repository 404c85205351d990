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
 * Counts in Redis, so every checkout replica shares one budget per client. If Redis is down the
 * insurance limiter counts in this process's memory instead: payers keep paying, each replica
 * still bounds abuse, and /health reports Redis as down.
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
      res.set("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      next(errors.rateLimited());
    }
  };
}
