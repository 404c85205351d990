import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { errors, isAppError } from "@pix/errors";
import { clientKey, createLimiter, retryAfterSeconds } from "@pix/rate-limit";
import { type KnownAddresses, pairHasher, RedisKnownAddresses } from "./known-addresses";

export interface LoginLimits {
  /** Failed logins one client address may make on one account per window; then that pair is refused. */
  perAccountAddress: number;
  /** Failed logins one client address may make per window, whatever the accounts. */
  perAddress: number;
  windowS: number;
  /** Failures on one account per window, from any addresses, after which unknown addresses are slowed. */
  attackedAfter: number;
  slowdownMs: number;
  /** How long an address that signed in to an account passes its slowdown and its own address budget. */
  knownAddressDays: number;
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

export interface ThrottleParts {
  /** Failures per (account, address) pair: the only budget that refuses on an account. */
  byPair: RateLimiterAbstract;
  /** Failures per client address across accounts. */
  byAddress: RateLimiterAbstract;
  /** Failures per account from every address: it only ever slows (penalty/get, never consume). */
  byAccount: RateLimiterAbstract;
  known: KnownAddresses;
  pairKey: (account: string, address: string) => string;
  attackedAfter: number;
  slowdownMs: number;
  sleep?: (ms: number) => Promise<void>;
}

type Budget = [RateLimiterAbstract, string];

/**
 * The login limits (issues 8 and 23), shared by every gateway replica (Redis). An attacker's failures
 * must never keep the owner out, so nothing counted across addresses ever refuses an account:
 * - each (account, client address) pair may fail `perAccountAddress` times per window, then that pair
 *   alone is refused (429): an attacker locks out itself, not the owner at another address;
 * - each client address may fail `perAddress` times across accounts (password spraying), except on
 *   accounts it signed in to before: someone else behind the owner's NAT cannot lock the owner out;
 * - an account that failed `attackedAfter` times in the window from any addresses is under attack:
 *   logins to it from addresses that never signed in to it wait `slowdownMs` before the password is
 *   checked (every guess of a botnet costs it a held connection; the owner still gets in, later);
 * - an address that signed in to the account before (remembered per account as keyed hashes, renewed
 *   by each success) passes without waiting.
 * Each attempt reserves its points before the password is checked, so concurrent guesses cannot
 * overshoot; they stay spent only when the credentials were wrong. A success clears its pair's count
 * and gives back its own point on the address (not the address's other failures, or one address could
 * interleave its own good login between guesses at other accounts). Any other outcome (identity down,
 * bad input) gives the points back.
 */
export class LoginThrottle {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly p: ThrottleParts) {
    this.sleep = p.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  static create(redis: Redis, prefix: string, secret: string, limits: LoginLimits): LoginThrottle {
    const limiter = (name: string, points: number) => createLimiter(redis, { prefix: `${prefix}:login:${name}`, points, durationS: limits.windowS });
    return new LoginThrottle({
      byPair: limiter("pair", limits.perAccountAddress),
      byAddress: limiter("address", limits.perAddress),
      byAccount: limiter("account", limits.attackedAfter),
      known: new RedisKnownAddresses(redis, prefix, limits.knownAddressDays * 86_400_000),
      pairKey: pairHasher(secret),
      attackedAfter: limits.attackedAfter,
      slowdownMs: limits.slowdownMs,
    });
  }

  async attempt<T>(email: string, ip: string | undefined, login: () => Promise<T>): Promise<T> {
    const account = accountKey(email);
    const address = clientKey(ip);
    const pair = this.p.pairKey(account, address);
    // Redis unreachable: the address is treated as unknown (slowed, never refused for it).
    const known = await this.p.known.has(account, pair).catch(() => false);
    const budgets: Budget[] = known ? [[this.p.byPair, pair]] : [[this.p.byPair, pair], [this.p.byAddress, address]];
    await reserve(budgets);
    if (!known) await this.slowIfAttacked(account);
    let result: T;
    try {
      result = await login();
    } catch (err) {
      if (isAppError(err) && err.kind === "unauthenticated") await this.p.byAccount.penalty(account, 1).catch(() => undefined);
      else await giveBack(budgets);
      throw err;
    }
    // Bookkeeping after a good login must never turn it into an error; a missed step only errs on the safe side.
    await Promise.all([
      this.p.byPair.delete(pair),
      known ? undefined : this.p.byAddress.reward(address, 1),
      this.p.known.remember(account, pair),
    ]).catch(() => undefined);
    return result;
  }

  private async slowIfAttacked(account: string): Promise<void> {
    const failures = (await this.p.byAccount.get(account).catch(() => null))?.consumedPoints ?? 0;
    if (failures >= this.p.attackedAfter) await this.sleep(this.p.slowdownMs);
  }
}

/** Spends one point on each budget; if any is exhausted, gives the others back and refuses. */
async function reserve(budgets: Budget[]): Promise<void> {
  const outcomes = await Promise.allSettled(budgets.map(([limiter, key]) => limiter.consume(key)));
  const refused = outcomes.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
  if (refused.length === 0) return;
  await giveBack(budgets.filter((_, i) => outcomes[i].status === "fulfilled"));
  const unexpected = refused.find((r) => !(r instanceof RateLimiterRes));
  if (unexpected) throw unexpected;
  throw new LoginThrottled(Math.max(...(refused as RateLimiterRes[]).map(retryAfterSeconds)));
}

async function giveBack(budgets: Budget[]): Promise<void> {
  await Promise.all(budgets.map(([limiter, key]) => limiter.reward(key, 1))).catch(() => undefined);
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
