import { randomBytes } from "node:crypto";
import { SpanKind } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { SERVICE_ATTRIBUTE, startInMemoryTracing } from "@pix/tracing";
import { client, signUp, startStack, type Stack } from "./stack";
import { startReceiver, type Receiver } from "./webhook-support";

/**
 * Tracing (issue 15): one POST /pix is one connected trace, from the gateway's HTTP span through the
 * gRPC call to charges (context in metadata), the outbox row (the envelope's context), the broker
 * (message headers), the dispatcher's consumer, to the webhook delivery; and every log line written
 * for it, in any service, carries the request's id. In-memory exporter; the whole stack runs in this
 * process, so spans name their service in `pix.service`.
 */
const tracing = startInMemoryTracing();
const lines: Record<string, any>[] = [];
let stack: Stack;
let receiver: Receiver;

beforeAll(async () => {
  stack = await startStack({
    services: ["charges", "webhooks-dispatcher"],
    logSink: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await stack.close();
  await receiver.close();
  await tracing.shutdown();
});

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

it("makes one POST /pix one connected trace across gateway, charges and webhooks-dispatcher, down to the webhook delivery", async () => {
  const http = client(stack.url);
  const { accessToken: token } = await signUp(http);
  const endpoint = await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/pix`, events: ["charge.created"] } });
  expect(endpoint.status).toBe(201);

  const requestId = `trace-${randomBytes(8).toString("hex")}`;
  const pix = await http("POST", "/pix", { token, body: { amount: 12.34 }, headers: { "x-request-id": requestId } });
  expect(pix.status).toBe(201);
  await receiver.waitFor(1, (h) => h.body?.event === "charge.created" && h.body.data.txid === pix.body.data.txid);

  const spans = () => tracing.exporter.getFinishedSpans();
  const root = await until("the gateway's span of POST /pix", () =>
    spans().find((s) => s.kind === SpanKind.SERVER && s.name === "POST /pix" && s.attributes[SERVICE_ATTRIBUTE] === "gateway"));
  const traceId = root.spanContext().traceId;
  const inTrace = () => spans().filter((s) => s.spanContext().traceId === traceId);
  // The delivery span ends after the receiver answered: wait for it.
  await until("the webhook delivery span", () => inTrace().find((s) => s.name === "webhook delivery"));
  const trace = inTrace();

  // Connected: one root (the gateway's), every other span's parent is in the same trace.
  const ids = new Set(trace.map((s) => s.spanContext().spanId));
  const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
  expect(trace.filter((s) => !parentOf(s) || !ids.has(parentOf(s)!)).map((s) => s.name)).toEqual(["POST /pix"]);
  expect(parentOf(root)).toBeUndefined();

  // Across at least three services, along the whole path.
  const services = new Set(trace.map((s) => s.attributes[SERVICE_ATTRIBUTE]).filter(Boolean));
  expect([...services]).toEqual(expect.arrayContaining(["gateway", "charges", "webhooks-dispatcher"]));
  const find = (name: string, kind: SpanKind, service?: string) =>
    trace.find((s) => s.name === name && s.kind === kind && (service === undefined || s.attributes[SERVICE_ATTRIBUTE] === service));
  const grpcServer = find("IssuePix", SpanKind.SERVER, "charges");
  const publish = find("publish charge.created", SpanKind.PRODUCER, "charges");
  const consume = find("consume charge.created", SpanKind.CONSUMER, "webhooks-dispatcher");
  const delivery = find("webhook delivery", SpanKind.CLIENT, "webhooks-dispatcher");
  for (const span of [grpcServer, publish, consume, delivery]) expect(span).toBeDefined();
  // Each hop is a descendant of the previous one.
  const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
  const descends = (child: ReadableSpan, ancestor: ReadableSpan) => {
    for (let s: ReadableSpan | undefined = child; s; s = byId.get(parentOf(s) ?? "")) if (s === ancestor) return true;
    return false;
  };
  expect([descends(grpcServer!, root), descends(publish!, grpcServer!), descends(consume!, publish!), descends(delivery!, consume!)]).toEqual([true, true, true, true]);

  // The request id on every log line written within the trace, whichever service wrote it.
  const traced = lines.filter((l) => l.trace_id === traceId);
  expect(traced.length).toBeGreaterThan(0);
  expect(traced.filter((l) => l.request_id !== requestId)).toEqual([]);
}, 60_000);
