import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { errors, isAppError } from "@pix/errors";
import { clientKey, createLimiter, retryAfterSeconds } from "@pix/rate-limit";

export interface LoginLimits {
  /** Failed logins one account (normalised e-mail) may take per window. */
  perAccount: number;
  /** Failed logins one client address may make per window, whatever the accounts. */
  perAddress: number;
  windowS: number;
}

/** The account key: the e-mail as identity matches it (trimmed, lower case), hashed so Redis holds no addresses. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/** A refused attempt: 429 in the contract's shape, with the seconds to wait. */
export class LoginThrottled extends Error {
  constructor(readonly retryAfterS: number) {
    super("login throttled");
  }
}

/**
 * Counts failed logins per account and per client address, shared by every gateway replica
 * (Redis). Each attempt reserves one point on both budgets before the password is checked, so
 * concurrent guesses cannot overshoot; the point stays spent only when the credentials were wrong.
 * A successful login clears its account's count (the owner got in, so earlier typos stop counting)
 * but not the address's: otherwise one address could interleave its own good login between guesses
 * at other accounts. Any other outcome (identity down, bad input) gives both points back.
 */
export class LoginThrottle {
  constructor(private readonly byAccount: RateLimiterAbstract, private readonly byAddress: RateLimiterAbstract) {}

  static create(redis: Redis, prefix: string, limits: LoginLimits): LoginThrottle {
    return new LoginThrottle(
      createLimiter(redis, { prefix: `${prefix}:login:account`, points: limits.perAccount, durationS: limits.windowS }),
      createLimiter(redis, { prefix: `${prefix}:login:address`, points: limits.perAddress, durationS: limits.windowS }),
    );
  }

  async attempt<T>(email: string, ip: string | undefined, login: () => Promise<T>): Promise<T> {
    const account = accountKey(email);
    const address = clientKey(ip);
    await this.reserve(account, address);
    let result: T;
    try {
      result = await login();
    } catch (err) {
      if (!(isAppError(err) && err.kind === "unauthenticated")) await this.giveBack(account, address);
      throw err;
    }
    // Bookkeeping after a good login must never turn it into an error; a missed reset only errs on the safe side.
    await Promise.all([this.byAccount.delete(account), this.byAddress.reward(address, 1)]).catch(() => undefined);
    return result;
  }

  /** Spends one point on each budget; if either is exhausted, gives the other back and refuses. */
  private async reserve(account: string, address: string): Promise<void> {
    const [a, b] = await Promise.allSettled([this.byAccount.consume(account), this.byAddress.consume(address)]);
    const refused = [a, b].flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    if (refused.length === 0) return;
    const unexpected = refused.find((r) => !(r instanceof RateLimiterRes));
    if (a.status === "fulfilled") await this.byAccount.reward(account, 1).catch(() => undefined);
    if (b.status === "fulfilled") await this.byAddress.reward(address, 1).catch(() => undefined);
    if (unexpected) throw unexpected;
    throw new LoginThrottled(Math.max(...(refused as RateLimiterRes[]).map(retryAfterSeconds)));
  }

  private async giveBack(account: string, address: string): Promise<void> {
    await Promise.all([this.byAccount.reward(account, 1), this.byAddress.reward(address, 1)]).catch(() => undefined);
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set on app.locals by createGatewayApp. */
      loginThrottle?: LoginThrottle;
    }
  }
}

/** Runs a login under the app's limits; a refused attempt is 429 `{error:{message}}` with Retry-After. */
export async function underLoginLimits<T>(req: Request, res: Response, email: string, login: () => Promise<T>): Promise<T> {
  const throttle = req.app.locals.loginThrottle;
  if (!throttle) throw new Error("the gateway app was built without its login throttle");
  try {
    return await throttle.attempt(email, req.ip, login);
  } catch (err) {
    if (!(err instanceof LoginThrottled)) throw err;
    res.set("Retry-After", String(err.retryAfterS));
    throw errors.rateLimited("Muitas tentativas de login; tente novamente mais tarde");
  }
}
