import { createHmac, hkdfSync } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * The client addresses that signed in to each account (issue 23): a login from one of them is let
 * through an attack on the account. Entries are keyed hashes of (account, address), so the store
 * holds no address: a plain hash of an IPv4 address is reversed by trying all 2^32.
 */
export interface KnownAddresses {
  has(account: string, pair: string): Promise<boolean>;
  remember(account: string, pair: string): Promise<void>;
}

/** HMAC of (account key, address key) under a key derived from the gateway's secret for this use alone. */
export function pairHasher(secret: string): (account: string, address: string) => string {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "pix-gateway: login (account, address) pairs", 32));
  return (account, address) => createHmac("sha256", key).update(`${account}\n${address}`).digest("base64url");
}

/** How many addresses one account remembers at most (its most recent): bounds the set an account can grow. */
const MAX_PER_ACCOUNT = 50;

/**
 * One sorted set per account in Redis, scored by the last successful sign-in: an entry counts while
 * younger than `ttlMs`, each sign-in renews it, and the set expires with its newest entry.
 */
export class RedisKnownAddresses implements KnownAddresses {
  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly ttlMs: number) {}

  private key(account: string): string {
    return `${this.prefix}:login:known:${account}`;
  }

  async has(account: string, pair: string): Promise<boolean> {
    const since = await this.redis.zscore(this.key(account), pair);
    return since !== null && Number(since) > Date.now() - this.ttlMs;
  }

  async remember(account: string, pair: string): Promise<void> {
    const key = this.key(account);
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(key, now, pair)
      .zremrangebyscore(key, "-inf", now - this.ttlMs)
      .zremrangebyrank(key, 0, -(MAX_PER_ACCOUNT + 1))
      .pexpire(key, this.ttlMs)
      .exec();
  }
}

/** The same rule in one process's memory (unit specs). */
export class MemoryKnownAddresses implements KnownAddresses {
  private readonly sets = new Map<string, Set<string>>();

  async has(account: string, pair: string): Promise<boolean> {
    return this.sets.get(account)?.has(pair) ?? false;
  }

  async remember(account: string, pair: string): Promise<void> {
    const set = this.sets.get(account) ?? new Set<string>();
    set.add(pair);
    this.sets.set(account, set);
  }
}
