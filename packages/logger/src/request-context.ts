import { AsyncLocalStorage } from "node:async_hooks";
import { context, trace } from "@opentelemetry/api";

/**
 * The correlation id of the HTTP request being served (the gateway's `x-request-id`), for the whole
 * async context of the work it causes in this process. The gateway runs each request inside
 * `withRequestId`; gRPC servers and broker consumers run their handlers inside the id their caller
 * or the event's envelope carried. Every log line written meanwhile carries it (`request_id`),
 * with the active trace's `trace_id`/`span_id` when tracing is on (see createLogger's mixin).
 */
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;
const storage = new AsyncLocalStorage<string>();

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === "string" && WELL_FORMED.test(value);
}

export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return isWellFormedRequestId(requestId) ? storage.run(requestId, fn) : fn();
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** What every log line gets: the request id and the active span's ids, when there are. */
export function logContext(): Record<string, string> {
  const out: Record<string, string> = {};
  const requestId = storage.getStore();
  if (requestId) out.request_id = requestId;
  const span = trace.getSpan(context.active());
  if (span) {
    const sc = span.spanContext();
    if (trace.isSpanContextValid(sc)) {
      out.trace_id = sc.traceId;
      out.span_id = sc.spanId;
    }
  }
  return out;
}
