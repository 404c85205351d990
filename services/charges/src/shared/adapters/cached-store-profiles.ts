import { z } from "zod";
import { LRUCache } from "lru-cache";
import type { Logger } from "@pix/logger";
import { EnvelopeSchema, followPrincipalEvents, type PrincipalFeed } from "@pix/messaging";
import type { StoreProfile, StoreProfiles } from "../usecases/ports";

/**
 * Identity's store profiles, kept in memory (issue 28): a payment's receipt and merchant notice read
 * the store's name, document and e-mail settings, and asking identity for them on every payment was
 * one gRPC call per notice. The profile is the store's `users` row, and identity's trigger writes a
 * `principal.user_changed` event naming the user on any change of it: each event drops that store.
 *
 * Fail safe as the gateway's principal cache: on only while the event feed is bound (from empty), off
 * and emptied when it closes; entries also expire after `ttlMs` (a late event's bound); a lookup that
 * raced an invalidation is not stored (it may describe the row before the change).
 */
export class CachedStoreProfiles implements StoreProfiles {
  private readonly entries: LRUCache<string, StoreProfile>;
  private on = false;
  private epoch = 0;

  constructor(private readonly source: StoreProfiles, opts: { ttlMs: number; maxEntries: number }) {
    this.entries = new LRUCache({ max: opts.maxEntries, ttl: opts.ttlMs });
  }

  async get(storeId: string): Promise<StoreProfile> {
    const hit = this.on ? this.entries.get(storeId) : undefined;
    if (hit) return hit;
    const epoch = this.epoch;
    const profile = await this.source.get(storeId);
    if (this.on && epoch === this.epoch) this.entries.set(storeId, profile);
    return profile;
  }

  cached(storeId: string): StoreProfile | undefined {
    return this.on ? this.entries.get(storeId) : undefined;
  }

  enable(): void {
    this.invalidate("all");
    this.on = true;
  }

  disable(): void {
    this.on = false;
    this.invalidate("all");
  }

  invalidate(storeIds: readonly string[] | "all"): void {
    this.epoch++;
    if (storeIds === "all") this.entries.clear();
    else for (const id of storeIds) this.entries.delete(id);
  }
}

const UserIds = z.object({ user_ids: z.array(z.string().min(1)).max(100) });

/** The user (store) ids a `principal.*` event names, or null when it cannot be read. */
export function changedUserIds(body: Buffer): string[] | null {
  try {
    return UserIds.parse(EnvelopeSchema.parse(JSON.parse(body.toString("utf8"))).data).user_ids;
  } catch {
    return null;
  }
}

/** Feeds identity's `principal.*` events into the cache (a store's profile is its owner's user row). */
export function startProfileInvalidations(opts: { amqpUrl: string; exchange: string; cache: CachedStoreProfiles; logger: Logger }): PrincipalFeed {
  const log = opts.logger.child({ component: "store-profile-invalidations" });
  return followPrincipalEvents({
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: log,
    name: "charges:store-profile-invalidations",
    up: () => opts.cache.enable(),
    down: () => opts.cache.disable(),
    event: (body) => opts.cache.invalidate(changedUserIds(body) ?? "all"),
  });
}
