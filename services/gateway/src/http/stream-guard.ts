import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { tagsOf, type PrincipalCache } from "./principal-cache";

/**
 * The guards of a long-lived connection (GET /events/stream): how many one credential may hold open,
 * and when its credential stops being good enough to keep one open.
 */

/** Concurrent event streams one credential (an API key, a session) may hold open on a gateway replica. */
export const STREAMS_PER_CREDENTIAL = 5;
/** Retry-After of the 429 past the cap: a stream closes when its client leaves, so a few seconds is a fair wait. */
export const STREAM_CAP_RETRY_AFTER_S = 5;
/**
 * The bound docs/security.md promises for a revoked key, an ended session or a removed member. With the
 * invalidation feed live, a stream is checked again when an invalidation names it (milliseconds);
 * without it (broker down, or no cache), it is checked with identity this often.
 */
export const RECHECK_MS = 1000;

/** The credential a stream counts against: its API key, else its session. */
export function credentialOf(p: Principal): string {
  return p.apiKeyId ? `k:${p.apiKeyId}` : p.sessionId ? `s:${p.sessionId}` : `u:${p.userId}`;
}

/** Open streams per credential on this replica. take() is synchronous, so requests racing for the last slot cannot both get it. */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap = STREAMS_PER_CREDENTIAL) {}

  /** One slot of `credential`, or 429 LIMITE_DE_STREAMS; the function returned gives it back (calling it again does nothing). */
  take(credential: string): () => void {
    const held = this.open.get(credential) ?? 0;
    if (held >= this.cap) throw errors.limiteDeStreams(this.cap, STREAM_CAP_RETRY_AFTER_S);
    this.open.set(credential, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(credential) ?? 1) - 1;
      if (left > 0) this.open.set(credential, left);
      else this.open.delete(credential);
    };
  }

  held(credential: string): number {
    return this.open.get(credential) ?? 0;
  }
}

/**
 * Calls `lost` once the stream's credential no longer holds. It is checked again (`stillValid`, which
 * asks identity) when the principal cache reports an invalidation naming the principal — identity's
 * `principal.*` events, which every replica receives within a second of the change, the same signal
 * that drops cached principals — or dropping everything; and every RECHECK_MS while that feed is not
 * live, since then no invalidation would come. Checks never overlap: one asked for during another
 * runs right after it. A check that fails for any reason counts as lost (fail safe: the client
 * reconnects with its Last-Event-ID and is authenticated afresh). Returns the function that stops watching.
 */
export function watchCredential(opts: {
  cache: PrincipalCache | null;
  principal: Principal;
  stillValid(): Promise<boolean>;
  lost(): void;
}): () => void {
  const tags = new Set(tagsOf(opts.principal));
  let stopped = false;
  let running = false;
  let again = false;
  const stop = () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
  const check = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const valid = await opts.stillValid().catch(() => false);
        if (!valid && !stopped) {
          stop();
          opts.lost();
        }
      } while (again && !stopped);
    } finally {
      running = false;
    }
  };
  const unsubscribe = opts.cache?.onInvalidate((named) => {
    if (named === "all" || named.some((t) => tags.has(t))) void check();
  }) ?? (() => undefined);
  const timer = setInterval(() => {
    if (!opts.cache?.following) void check();
  }, RECHECK_MS);
  timer.unref();
  return stop;
}
