import type { Principal } from "@pix/grpc";

/**
 * The gateway's cache of resolved principals (issue 13): API key (+ x-store) → principal, session
 * (+ x-store) → principal, so that an authenticated read needs no call to identity.
 *
 * Bounds, in order of what normally applies:
 * - an identity write that can change an answer drops the affected entries at once: identity's
 *   database triggers write a `principal.*` event in the same transaction, every gateway replica
 *   receives it on its own exclusive queue (principal-invalidations.ts) and calls invalidate();
 * - an identity write made through this replica clears this replica's cache as soon as identity
 *   answers (read-your-writes without waiting for the broker: see invalidatingIdentity in app.ts);
 * - every entry expires after `ttlMs` (AUTH_CACHE_TTL_MS, 30 s by default): the bound when an event
 *   is late (identity's relay cut off from the broker, a silently dead connection not yet noticed);
 * - without the broker the cache is off (fail safe): `enable()` is only called once the invalidation
 *   queue is bound, `disable()` as soon as its connection closes, and both drop every entry, so a
 *   reconnect never trusts entries that may have missed events;
 * - at most `maxEntries` entries; the oldest insertion goes first.
 *
 * Lookups that raced an invalidation are not stored: `begin()` returns the epoch, `set()` ignores a
 * result resolved before the latest invalidation (it may describe the state before the change).
 * Failures (401, 403) are never cached: they go to identity every time, as before.
 *
 * An entry may also hold the account GET /auth/me answers (the store's user row as identity shows it
 * to this principal): it rests on the same rows as the principal (the users trigger fires on any
 * column), so it is dropped by the same events.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private on = false;
  private readonly listeners = new Set<(tags: readonly string[] | "all") => void>();

  constructor(readonly ttlMs: number, readonly maxEntries: number, private readonly now: () => number = Date.now) {}

  get enabled(): boolean {
    return this.on && this.ttlMs > 0 && this.maxEntries > 0;
  }

  /**
   * Whether the invalidation feed is live (between enable() and disable()), whatever the TTL: while it
   * is, every change to a principal arrives here as an invalidation (open event streams rely on it).
   */
  get following(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The invalidation feed is live: start caching (from empty). */
  enable(): void {
    this.clear();
    this.on = true;
  }

  /** The invalidation feed is gone: stop caching and forget everything (fail safe). */
  disable(): void {
    this.on = false;
    this.clear();
  }

  /** The token to pass to set() for a lookup starting now. */
  begin(): number {
    return this.epoch;
  }

  get(key: string): Principal | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.principal;
  }

  /** The account stored with the principal (set with one), if the entry is still valid. */
  account(key: string): unknown {
    return this.get(key) === undefined ? undefined : this.entries.get(key)?.account;
  }

  /** Stores the principal unless caching is off or an invalidation happened since `epoch`. */
  set(key: string, principal: Principal, epoch: number, account?: unknown): boolean {
    if (!this.enabled || epoch !== this.epoch) return false;
    this.entries.delete(key);
    this.entries.set(key, { principal, account, tags: tagsOf(principal), expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return true;
  }

  /** Drops every entry carrying one of `tags` (see principalTags), and any lookup in flight. */
  invalidate(tags: readonly string[]): void {
    this.epoch++;
    if (tags.length === 0) return;
    const wanted = new Set(tags);
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => wanted.has(t))) this.entries.delete(key);
    this.emit(tags);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.emit("all");
  }

  /** For tests and metrics: called after each invalidation with its tags ("all" for a clear). */
  onInvalidate(listener: (tags: readonly string[] | "all") => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(tags: readonly string[] | "all"): void {
    for (const listener of this.listeners) listener(tags);
  }
}

interface Entry {
  principal: Principal;
  account?: unknown;
  tags: string[];
  expiresAt: number;
}

/** Tags an invalidation event names: the API key, the session, and every account the principal rests on. */
export const tag = {
  apiKey: (id: string) => `k:${id}`,
  session: (id: string) => `s:${id}`,
  user: (id: string) => `u:${id}`,
};

/**
 * What a principal's answer depends on: its API key or session row, the acting account (user row,
 * team grant, store membership) and the store's account (approval, environment gating).
 */
export function tagsOf(p: Principal): string[] {
  const tags = [tag.user(p.userId)];
  if (p.storeId !== p.userId) tags.push(tag.user(p.storeId));
  if (p.apiKeyId) tags.push(tag.apiKey(p.apiKeyId));
  if (p.sessionId) tags.push(tag.session(p.sessionId));
  return tags;
}
