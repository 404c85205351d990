import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The one metrics registry of the process (one service per process in production; the e2e test stack
 * runs several in one process, which then share it). Every series of the product is defined here, so
 * that a name is registered once and the alert rules (deploy/alerts) have one place to look at.
 */
export const registry = new Registry();

/** Latency buckets in seconds: 5 ms … 10 s. */
const LATENCY = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  /** Every HTTP request of gateway and checkout: `route` is the express route pattern (never the raw path). */
  httpDuration: new Histogram({
    name: "http_request_duration_seconds", help: "HTTP request latency by method, route pattern and status code",
    labelNames: ["method", "route", "code"] as const, buckets: LATENCY, registers: [registry],
  }),
  /** Every RPC a service answers: `route` is the RPC method, `code` the gRPC status name. */
  grpcDuration: new Histogram({
    name: "grpc_server_handling_seconds", help: "gRPC server latency by RPC and status code",
    labelNames: ["route", "code"] as const, buckets: LATENCY, registers: [registry],
  }),
  outboxPending: new Gauge({
    name: "outbox_pending_events", help: "Outbox rows not yet published (parked rows excluded)",
    labelNames: ["service"] as const, registers: [registry],
  }),
  outboxLag: new Gauge({
    name: "outbox_lag_seconds", help: "Age of the oldest outbox row not yet published (0 when none)",
    labelNames: ["service"] as const, registers: [registry],
  }),
  outboxParked: new Gauge({
    name: "outbox_parked_events", help: "Outbox rows parked after too many failed publishes (wait for an operator)",
    labelNames: ["service"] as const, registers: [registry],
  }),
  outboxPublished: new Counter({
    name: "outbox_published_total", help: "Outbox rows published (broker confirmed)", labelNames: ["service"] as const, registers: [registry],
  }),
  outboxPublishFailures: new Counter({
    name: "outbox_publish_failures_total", help: "Failed publishes of outbox rows (retried with backoff, then parked)",
    labelNames: ["service"] as const, registers: [registry],
  }),
  /** outcome: ack, duplicate (inbox hit), requeue (handler failed), dead_letter (malformed). */
  consumerMessages: new Counter({
    name: "consumer_messages_total", help: "Messages consumed by queue and outcome", labelNames: ["queue", "outcome"] as const, registers: [registry],
  }),
  consumerDuration: new Histogram({
    name: "consumer_handling_seconds", help: "Handling time of a consumed message by queue and outcome",
    labelNames: ["queue", "outcome"] as const, buckets: LATENCY, registers: [registry],
  }),
  /** Consumer lag: messages ready in the queue, waiting for a consumer (read at scrape time). */
  consumerLag: new Gauge({
    name: "consumer_queue_messages", help: "Messages ready in a consumer's queue (consumer lag)", labelNames: ["queue"] as const, registers: [registry],
  }),
  dlqDepth: new Gauge({
    name: "consumer_dlq_messages", help: "Messages in a consumer's dead-letter queue <queue>.dlq", labelNames: ["queue"] as const, registers: [registry],
  }),
  /** outcome: delivered (2xx), failed (non-2xx, network error, timeout, refused target). */
  webhookDeliveries: new Counter({
    name: "webhook_deliveries_total", help: "Webhook delivery attempts by outcome", labelNames: ["outcome"] as const, registers: [registry],
  }),
  webhookDuration: new Histogram({
    name: "webhook_delivery_duration_seconds", help: "Webhook delivery attempt latency by outcome",
    labelNames: ["outcome"] as const, buckets: LATENCY, registers: [registry],
  }),
  /** result: ok, error. */
  billingRuns: new Counter({
    name: "billing_job_runs_total", help: "Runs of the subscriptions' billing job by result", labelNames: ["result"] as const, registers: [registry],
  }),
  billingPeriods: new Counter({
    name: "billing_job_periods_total", help: "Subscription periods the billing job handled, by result", labelNames: ["result"] as const, registers: [registry],
  }),
  billingDuration: new Histogram({
    name: "billing_job_duration_seconds", help: "Duration of a billing job run", buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600], registers: [registry],
  }),
  /** Calls to the payment engine: `operation` names the call, `code` the HTTP status or `error` (network, timeout). */
  engineDuration: new Histogram({
    name: "engine_request_duration_seconds", help: "Payment engine call latency by operation and status",
    labelNames: ["operation", "code"] as const, buckets: LATENCY, registers: [registry],
  }),
  engineErrors: new Counter({
    name: "engine_request_errors_total", help: "Payment engine calls that failed (5xx, network error, timeout)",
    labelNames: ["operation", "kind"] as const, registers: [registry],
  }),
};

/** Seconds since `start` (a performance.now() reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * Work run before every scrape to refresh gauges that live elsewhere (outbox rows, queue depths).
 * Each returns an unregister function; a collector that fails or takes longer than the scrape's
 * budget leaves its gauges at their last value.
 */
const collectors = new Set<() => Promise<void>>();
export function onScrape(collect: () => Promise<void>): () => void {
  collectors.add(collect);
  return () => void collectors.delete(collect);
}

export async function scrape(timeoutMs = 2_000): Promise<string> {
  await Promise.all([...collectors].map((c) => withTimeout(c(), timeoutMs).catch(() => undefined)));
  return registry.metrics();
}

let defaults = false;
/** Process metrics (CPU, memory, GC, event loop lag): once per process, from runService. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  // A coarse event-loop monitor: its timer wakes the loop at this resolution, even when idle (1/s).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 1000 });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timeout")), ms);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e) => { clearTimeout(t); reject(e); });
  });
}

/**
 * One call to a payment engine, in engine_request_duration_seconds{operation, code} (`code` the HTTP
 * status, or `error` without one) and, when the engine failed — no answer, a timeout, 429 or 5xx, a
 * body of the wrong shape — engine_request_errors_total{operation, kind}. A 4xx refusal is the
 * engine working: it is not an error here.
 */
export function recordEngineCall(operation: string, start: number, status: number | null, failure: string | null): void {
  metrics.engineDuration.observe({ operation, code: status === null ? "error" : String(status) }, secondsSince(start));
  if (failure) metrics.engineErrors.inc({ operation, kind: failure });
}
