import type { IncomingMessage, ServerResponse } from "node:http";
import {
  context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span,
} from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, InMemorySpanExporter, SimpleSpanProcessor, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

export { SpanKind, type Context, type Span };

/**
 * OpenTelemetry traces across the whole path: gateway HTTP → gRPC (W3C `traceparent` in metadata) →
 * outbox row (the envelope's `context`) → broker headers → consumer → webhook delivery.
 *
 * Off by default: without `startTracing` finding an OTLP endpoint, no SDK is registered and every
 * helper below runs against OpenTelemetry's no-op API (no spans, no headers, next to no cost).
 * Spans carry `pix.service` (the service that made them), so a trace read in one process (tests)
 * still tells the services apart; exported spans also carry it as the resource's `service.name`.
 */
export const SERVICE_ATTRIBUTE = "pix.service";
const TRACER = "@pix/tracing";

export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Registers the SDK with an OTLP/HTTP exporter when `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (and neither `OTEL_SDK_DISABLED=true` nor
 * `OTEL_TRACES_EXPORTER=none`); the exporter reads its other standard variables itself
 * (`OTEL_EXPORTER_OTLP_HEADERS`, timeouts). Returns null when tracing stays off.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === "true" || env.OTEL_TRACES_EXPORTER === "none") return null;
  return register(serviceName || env.OTEL_SERVICE_NAME || "pix", new BatchSpanProcessor(new OTLPTraceExporter()));
}

/** For tests: every span of this process, kept in memory as soon as it ends. */
export function startInMemoryTracing(serviceName = "test"): Tracing & { exporter: InMemorySpanExporter } {
  const exporter = new InMemorySpanExporter();
  return { ...register(serviceName, new SimpleSpanProcessor(exporter)), exporter };
}

function register(serviceName: string, processor: SpanProcessor): Tracing {
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ "service.name": serviceName }), spanProcessors: [processor] });
  // The global provider, the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  return {
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** A carrier of the active context: `traceparent` (and `tracestate`), empty when tracing is off. */
export function injectContext(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The context a carrier (HTTP headers, gRPC metadata map, AMQP headers, an envelope) names. */
export function extractContext(carrier: Record<string, unknown> | undefined | null): Context {
  if (!carrier) return ROOT_CONTEXT;
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(carrier)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string") strings[k.toLowerCase()] = value;
    else if (Buffer.isBuffer(value)) strings[k.toLowerCase()] = value.toString("utf8");
  }
  return propagation.extract(ROOT_CONTEXT, strings);
}

export interface SpanOptions {
  /** The service making the span (`pix.service`); omitted on client spans of shared code that does not know it. */
  service?: string;
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent; the active context when omitted. */
  parent?: Context;
}

/** Runs `fn` inside a new active span, ended when `fn` settles (an error marks it failed and is rethrown). */
export function inSpan<T>(name: string, opts: SpanOptions, fn: (span: Span) => Promise<T> | T): Promise<T> {
  const tracer = trace.getTracer(TRACER);
  return tracer.startActiveSpan(
    name,
    { kind: opts.kind ?? SpanKind.INTERNAL, attributes: { ...(opts.service ? { [SERVICE_ATTRIBUTE]: opts.service } : {}), ...opts.attributes } },
    opts.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

/** Runs `fn` in `ctx` (for work resumed later, e.g. a delivery queued by a consumer). */
export function withContext<T>(ctx: Context | undefined, fn: () => T): T {
  return ctx ? context.with(ctx, fn) : fn();
}

export function activeContext(): Context {
  return context.active();
}

/** The active span's ids, for log lines (undefined when there is none or tracing is off). */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const sc = span.spanContext();
  return trace.isSpanContextValid(sc) ? { trace_id: sc.traceId, span_id: sc.spanId } : undefined;
}

/**
 * Express/Node middleware of an HTTP server span: the parent comes from the caller's `traceparent`,
 * the name is `METHOD route` once the router matched one, the status code is recorded at the end.
 * The request's and response's event listeners run in the span's context (body parsers read the
 * request in 'data'/'end' listeners).
 */
export function httpServerSpan(service: string) {
  return (req: IncomingMessage & { route?: { path?: string }; baseUrl?: string; path?: string }, res: ServerResponse, next: () => void): void => {
    if (propagation.fields().length === 0) return next(); // tracing off (no propagator registered): nothing to do
    const tracer = trace.getTracer(TRACER);
    const parent = extractContext(req.headers as Record<string, unknown>);
    const span = tracer.startSpan(`${req.method} request`, {
      kind: SpanKind.SERVER,
      attributes: { [SERVICE_ATTRIBUTE]: service, "http.request.method": req.method ?? "", "url.path": (req.url ?? "").split("?")[0] },
    }, parent);
    const ctx = trace.setSpan(parent, span);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = req.route?.path ? `${req.baseUrl ?? ""}${req.route.path}` : undefined;
      if (route) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute("http.route", route);
      }
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once("finish", end);
    res.once("close", end);
    context.bind(ctx, req);
    context.bind(ctx, res);
    context.with(ctx, next);
  };
}
