/**
 * Which events a store's active endpoints want, remembered per owner (store + environment) so that the
 * consumer skips, without opening any transaction, the events no endpoint of the store wants (most
 * `charge.created` of a merchant whose only endpoint takes `charge.paid`, every event of a store with no
 * endpoint).
 *
 * Freshness: every replica forgets everything whenever any endpoint changes, whichever replica made the
 * change (a trigger on webhook_endpoints NOTIFYs; app.ts LISTENs and calls clear()). While that LISTEN
 * is not connected the cache answers nothing (`trusted`), and a read that started before a change is
 * not remembered after it (generations). SUBSCRIPTION_CACHE_MS is only a backstop. A "wanted" answer
 * is only a hint: the transaction that records the deliveries reads the endpoints again.
 */
export const SUBSCRIPTION_CACHE_MS = 60_000;
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
  private changes = 0;

  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly max: number;
  /** False while changes made elsewhere could go unheard (the LISTEN connection is down). */
  private readonly trusted: () => boolean;

  constructor(opts: { ttlMs?: number; now?: () => number; max?: number; trusted?: () => boolean } = {}) {
    this.ttlMs = opts.ttlMs ?? SUBSCRIPTION_CACHE_MS;
    this.now = opts.now ?? Date.now;
    this.max = opts.max ?? SUBSCRIPTION_CACHE_MAX;
    this.trusted = opts.trusted ?? (() => true);
  }

  /** Whether any active endpoint of the owner wants `event`; undefined when not known (or stale). */
  wants(ownerKey: string, event: string): boolean | undefined {
    if (!this.trusted()) return undefined;
    const entry = this.entries.get(ownerKey);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(ownerKey);
      return undefined;
    }
    return entry.endpoints.some((events) => events.length === 0 || events.includes(event));
  }

  /** Taken before reading the endpoints; remember() ignores a read that a change overtook. */
  generation(): number {
    return this.changes;
  }

  remember(ownerKey: string, endpoints: readonly EndpointEvents[], readAt = this.changes): void {
    if (readAt !== this.changes) return;
    this.entries.delete(ownerKey); // re-inserted last: Map order is the eviction order
    this.entries.set(ownerKey, { endpoints, until: this.now() + this.ttlMs });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(ownerKey: string): void {
    this.changes++;
    this.entries.delete(ownerKey);
  }

  /** Some endpoint changed somewhere (or we may have missed it): nothing remembered holds. */
  clear(): void {
    this.changes++;
    this.entries.clear();
  }
}

export const ownerKey = (owner: { storeId: string; environment: string }): string => `${owner.storeId}/${owner.environment}`;
