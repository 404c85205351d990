import { randomUUID } from "node:crypto";
import type { Middleware } from "openapi-fetch";
import { PixApiError } from "./errors";

export interface RetryPolicy {
  /** Further attempts after the first (default 2). */
  maxRetries: number;
  /** A `Retry-After` longer than this is not waited for: the answer goes back to the caller (default 10 s). */
  maxDelayMs: number;
  /** Wait before retry n (0-based) when the answer says nothing: baseDelayMs × 2ⁿ (default 500 ms). */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, maxDelayMs: 10_000, baseDelayMs: 500 };

/**
 * Every POST carries an `Idempotency-Key` (a random UUID unless the call gave one), set before the
 * first attempt so that the retries below repeat the same key: a retried charge is never a second charge.
 */
export const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (request.method === "POST" && !request.headers.has("idempotency-key")) request.headers.set("idempotency-key", randomUUID());
    return request;
  },
};

/**
 * A fetch whose failure to get any answer (DNS, refused connection, TLS, reset) is a PixApiError with
 * codigo SEM_CONEXAO instead of undici's bare "TypeError: fetch failed". An abort stays an abort.
 */
export function answeringFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await base(input, init);
    } catch (err) {
      const aborted = (err as { name?: unknown } | null)?.name === "AbortError" || init?.signal?.aborted || (input instanceof Request && input.signal.aborted);
      if (aborted || err instanceof PixApiError) throw err;
      throw PixApiError.network(input instanceof Request ? input.url : String(input), err);
    }
  };
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** 503 and 429 are retried; so is 409 IDEMPOTENCIA_EM_ANDAMENTO (the same key's first attempt still runs). */
async function retriable(res: Response): Promise<boolean> {
  if (res.status === 503 || res.status === 429) return true;
  if (res.status !== 409) return false;
  const body = (await res.clone().json().catch(() => null)) as { error?: { codigo?: string } } | null;
  return body?.error?.codigo === "IDEMPOTENCIA_EM_ANDAMENTO";
}

/**
 * A fetch that retries what the gateway asks to retry, honouring `Retry-After` within the policy's
 * bounds; anything else (or a wait beyond `maxDelayMs`) returns the answer as it is.
 */
export function retryingFetch(base: typeof fetch, policy: RetryPolicy, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    for (let attempt = 0; ; attempt++) {
      const res = await base(request.clone());
      if (attempt >= policy.maxRetries || !(await retriable(res))) return res;
      const wait = retryAfterMs(res.headers.get("retry-after")) ?? policy.baseDelayMs * 2 ** attempt;
      if (wait > policy.maxDelayMs) return res;
      await res.body?.cancel();
      await sleep(wait);
    }
  };
}
