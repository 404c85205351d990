export { clientKey } from "./client-key";
export { createLimiter, rateLimit, retryAfterSeconds, type LimitSettings } from "./limiter";
export { connectRedis } from "./redis";
export { trustProxySetting, type TrustProxy } from "./trust-proxy";
