/**
 * Which events a store's active endpoints want, remembered per owner (store + environment) so that the
 * consumer skips, without opening any transaction, the events no endpoint of the store wants (most
 * `charge.created` of a merchant whose only endpoint takes `charge.paid`, every event of a store with no
 * endpoint).
 *
 * Freshness: this replica forgets an owner's entry whenever it changes one of that owner's endpoints;
 * a change made through another replica is seen here at most SUBSCRIPTION_CACHE_MS later (the bound on
 * how stale a "nobody wants it" answer can be). A "wanted" answer is only a hint: the transaction
 * that records the deliveries reads the endpoints again.
 */
export const SUBSCRIPTION_CACHE_MS = 1000;
/** Owners remembered at once; the oldest entry is dropped beyond it. */
export const SUBSCRIPTION_CACHE_MAX = 10_000;

/** One active endpoint's `events` ([] = every event). */
export type EndpointEvents = readonly string[];

interface Entry {
  endpoints: readonly EndpointEvents[];
  until: number;
}

export class SubscriptionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SUBSCRIPTION_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly max = SUBSCRIPTION_CACHE_MAX,
  ) {}

  /** Whether any active endpoint of the owner wants `event`; undefined when not known (or stale). */
  wants(ownerKey: string, event: string): boolean | undefined {
    const entry = this.entries.get(ownerKey);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(ownerKey);
      return undefined;
    }
    return entry.endpoints.some((events) => events.length === 0 || events.includes(event));
  }

  remember(ownerKey: string, endpoints: readonly EndpointEvents[]): void {
    this.entries.delete(ownerKey); // re-inserted last: Map order is the eviction order
    this.entries.set(ownerKey, { endpoints, until: this.now() + this.ttlMs });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(ownerKey: string): void {
    this.entries.delete(ownerKey);
  }
}

export const ownerKey = (owner: { storeId: string; environment: string }): string => `${owner.storeId}/${owner.environment}`;
