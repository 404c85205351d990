import { createParser, type EventSourceMessage } from "eventsource-parser";
import { PixApiError } from "./errors";
import { retryAfterMs } from "./transport";

/** One event of GET /events/stream: the body is the exact JSON an endpoint would receive. */
export interface StreamedEvent {
  /** Position in the store's event log: pass it back as `after` to resume from here. */
  seq: string;
  /** The envelope id (`webhook-id`). */
  id: string;
  event: string;
  created_at: string;
  /** The body, byte for byte as a webhook delivery carries it. */
  body: string;
}

export interface StreamOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Resume after this seq (the last one handled); absent: from now on. */
  after?: string;
  signal?: AbortSignal;
  /** Each (re)connection accepted, with the seq it starts after. */
  onConnected?(info: { after: string; reconnect: boolean }): void;
  /** A connection dropped (or could not open): it is opened again after `delayMs`. */
  onDisconnected?(info: { error?: unknown; delayMs: number }): void;
}

const INITIAL_RETRY_MS = 1000;
const MAX_RETRY_MS = 15_000;

/** 4xx other than 408/429 will not get better by reconnecting (a bad or live key): they end the stream. */
const fatal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * The store's test-environment events, for as long as the caller iterates. A dropped connection is
 * reopened with `Last-Event-ID` set to the last event yielded, so the gateway replays whatever was
 * recorded meanwhile: nothing is lost, nothing is repeated. Ends when `signal` aborts.
 */
export async function* streamEvents(opts: StreamOptions): AsyncGenerator<StreamedEvent> {
  const doFetch = opts.fetch ?? globalThis.fetch;
  let last = opts.after;
  let retryMs = INITIAL_RETRY_MS;
  let connections = 0;
  while (!opts.signal?.aborted) {
    let error: unknown;
    /** A refusal's Retry-After (429 LIMITE_DE_STREAMS: the credential's streams are all open), for this wait only. */
    let waitMs: number | null = null;
    try {
      const res = await doFetch(`${opts.baseUrl}/events/stream`, {
        headers: { authorization: `Bearer ${opts.apiKey}`, accept: "text/event-stream", ...(last ? { "last-event-id": last } : {}) },
        signal: opts.signal,
      });
      if (!res.ok) {
        const err = PixApiError.from(res, await res.json().catch(() => null));
        if (fatal(res.status)) throw err;
        error = err;
        waitMs = retryAfterMs(res.headers.get("retry-after"));
      } else {
        for await (const message of messages(res, (ms) => (retryMs = ms))) {
          if (message.event === "ready") {
            last ??= String(JSON.parse(message.data).desde);
            opts.onConnected?.({ after: last, reconnect: connections++ > 0 });
            continue;
          }
          if (!message.id) continue;
          const event = { seq: message.id, ...(JSON.parse(message.data) as Omit<StreamedEvent, "seq">) };
          last = message.id;
          yield event;
        }
      }
    } catch (err) {
      if (opts.signal?.aborted) return;
      if (err instanceof PixApiError && fatal(err.status)) throw err;
      error = err;
    }
    if (opts.signal?.aborted) return;
    const delayMs = Math.min(waitMs ?? retryMs, MAX_RETRY_MS);
    opts.onDisconnected?.({ error, delayMs });
    await new Promise((r) => setTimeout(r, delayMs));
  }
}

/** The SSE messages of one response, in order, until it ends. */
async function* messages(res: Response, onRetry: (ms: number) => void): AsyncGenerator<EventSourceMessage> {
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (m) => pending.push(m), onRetry });
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    while (pending.length) yield pending.shift()!;
  }
}
