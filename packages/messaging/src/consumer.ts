import type { Channel, ChannelModel, ConsumeMessage } from "amqplib";
import { withRequestId, type Logger } from "@pix/logger";
import { metrics, onScrape, secondsSince } from "@pix/observability";
import { extractContext, inSpan, SpanKind } from "@pix/tracing";
import { manageConnection } from "./connection";
import { EVENT_CATALOG, eventDataProblem, type EventName } from "./catalog";
import { EnvelopeSchema, type Envelope, type EventEnvelope } from "./envelope";
import type { Inbox } from "./inbox";
import { assertQueueTopology, dlqName } from "./topology";

/** A handler of the events `N`: `envelope.data` has been parsed by the catalogue's schema of `envelope.event`. */
export type EnvelopeHandler<N extends EventName = EventName> = (envelope: EventEnvelope<N>, raw: ConsumeMessage) => Promise<void>;

export interface ConsumerOptions<N extends EventName = EventName> {
  amqpUrl: string;
  exchange: string;
  /** Durable quorum queue owned by this service; its dead letters go to `<queue>.dlq`. */
  queue: string;
  /**
   * The catalogued events bound to the queue (exact routing keys, so the handler's payload type is
   * known). A message whose event is not among them, or whose `data` does not match the catalogue's
   * schema, is dead-lettered with the reason logged: retrying cannot fix it.
   */
  bindings: readonly N[];
  prefetch?: number;
  /** Failed deliveries tolerated before the message is dead-lettered. */
  deliveryLimit?: number;
  handler: EnvelopeHandler<N>;
  /** Makes redeliveries and duplicate publishes harmless; keyed by consumerName + envelope id. */
  inbox?: Inbox;
  /** Inbox key; defaults to the queue name. */
  consumerName?: string;
  /**
   * Wait before a failed message is requeued (by its x-delivery-count), so that an outage of a
   * dependency is ridden out instead of burning the delivery limit in milliseconds. Default: none.
   * The message keeps its prefetch slot meanwhile; stop() cuts the wait short.
   */
  retryDelayMs?: (deliveryCount: number) => number;
  logger: Logger;
  /** The consuming service, on the consumer spans (`pix.service`). */
  service?: string;
}

/** retryDelayMs for startConsumer: baseMs · 2^count, at most maxMs, with ±20 % jitter. */
export function exponentialBackoff(baseMs: number, maxMs: number): (deliveryCount: number) => number {
  return (count) => Math.round(Math.min(maxMs, baseMs * 2 ** Math.min(count, 30)) * (0.8 + Math.random() * 0.4));
}

export interface Consumer {
  /** Stops taking messages, waits for the ones in progress to settle, then disconnects. */
  stop(): Promise<void>;
}

export function startConsumer<N extends EventName>(opts: ConsumerOptions<N>): Consumer {
  const { queue, handler, inbox } = opts;
  const consumerName = opts.consumerName ?? queue;
  const log = opts.logger.child({ component: "consumer", queue });
  let active: { ch: Channel; tag: string } | null = null;
  let connection: ChannelModel | null = null;
  const inflight = new Set<Promise<void>>();
  const waits = new Set<() => void>();

  const broker = manageConnection({
    url: opts.amqpUrl,
    name: `consumer:${queue}`,
    logger: log,
    setup: async (conn) => {
      connection = conn;
      const ch = await conn.createChannel();
      ch.on("error", (err: Error) => log.warn({ err }, "consumer channel error"));
      ch.on("close", () => {
        if (active?.ch !== ch) return;
        active = null;
        broker.reset(); // reconnecting is the simplest way to get a working channel back
      });
      await assertQueueTopology(ch, {
        exchange: opts.exchange,
        queue,
        bindings: [...opts.bindings],
        deliveryLimit: opts.deliveryLimit ?? 5,
      });
      await ch.prefetch(opts.prefetch ?? 16);
      const { consumerTag } = await ch.consume(queue, (msg) => {
        if (msg === null) {
          // The broker cancelled us (queue deleted, leader moved): start over, re-declaring the queue.
          log.warn("consumer cancelled by the broker; reconnecting");
          broker.reset();
          return;
        }
        // Also handled after stop(): deliveries that beat the cancel are finished and acked rather than
        // returned, because RabbitMQ 3.x counts returns on channel close towards x-delivery-limit.
        const p = handle(ch, msg).finally(() => inflight.delete(p));
        inflight.add(p);
      });
      active = { ch, tag: consumerTag };
    },
  });

  // Consumer lag and DLQ depth, read at scrape time on a throwaway channel (a failed check closes
  // only that channel, never the one consuming).
  const unscrape = onScrape(async () => {
    const conn = connection;
    if (!conn || !broker.isConnected()) return;
    const ch = await conn.createChannel();
    ch.on("error", () => undefined);
    try {
      metrics.consumerLag.set({ queue }, (await ch.checkQueue(queue)).messageCount);
      metrics.dlqDepth.set({ queue }, (await ch.checkQueue(dlqName(queue))).messageCount);
    } finally {
      await ch.close().catch(() => undefined);
    }
  });
  const count = (outcome: string, start: number) => {
    metrics.consumerMessages.inc({ queue, outcome });
    metrics.consumerDuration.observe({ queue, outcome }, secondsSince(start));
  };

  const bound = new Set<string>(opts.bindings);
  /** The envelope with `data` parsed by the catalogue (unknown fields dropped); throws the reason it is not one. */
  function readEnvelope(body: unknown): EventEnvelope<N> {
    const envelope: Envelope = EnvelopeSchema.parse(body);
    if (!bound.has(envelope.event)) throw new Error(`event ${envelope.event} is not one this queue consumes`);
    const problem = eventDataProblem(envelope.event, envelope.data);
    if (problem) throw new Error(`${envelope.event}: data does not match the catalogue: ${problem}`);
    const data = EVENT_CATALOG[envelope.event as N].data.parse(envelope.data);
    return { ...envelope, data } as EventEnvelope<N>;
  }

  async function handle(ch: Channel, msg: ConsumeMessage): Promise<void> {
    const start = performance.now();
    const meta = { routingKey: msg.fields.routingKey, messageId: msg.properties.messageId };
    let envelope: EventEnvelope<N>;
    try {
      envelope = readEnvelope(JSON.parse(msg.content.toString("utf8")));
    } catch (err) {
      // Retrying cannot fix a bad body or a payload off the catalogue: straight to the DLQ, with the reason.
      log.error({ err, reason: err instanceof Error ? err.message : String(err), ...meta }, "malformed message; dead-lettering");
      settle(() => ch.nack(msg, false, false));
      count("dead_letter", start);
      return;
    }
    try {
      let outcome = "ack";
      // Under the request id of the request that caused the event, in a consumer span continuing the
      // publisher's trace (message headers; the envelope's own context when a producer set no headers).
      const headers = msg.properties.headers ?? {};
      const carrier = headers.traceparent ? headers : envelope.context ?? {};
      await withRequestId(envelope.context?.request_id, () => inSpan(`consume ${envelope.event}`, {
        service: opts.service ?? consumerName, kind: SpanKind.CONSUMER, parent: extractContext(carrier),
        attributes: { "messaging.system": "rabbitmq", "messaging.destination.name": queue, "messaging.message.id": envelope.id },
      }, async () => {
        const run = (): Promise<void> => handler(envelope, msg);
        if (!inbox) await run();
        else if (!(await inbox.runOnce(consumerName, envelope.id, run))) {
          log.debug({ id: envelope.id, event: envelope.event }, "duplicate message skipped");
          outcome = "duplicate";
        }
      }));
      settle(() => ch.ack(msg));
      count(outcome, start);
    } catch (err) {
      // Requeue; the quorum queue counts deliveries and dead-letters past x-delivery-limit.
      const deliveryCount = Number(msg.properties.headers?.["x-delivery-count"] ?? 0);
      const delayMs = opts.retryDelayMs?.(deliveryCount) ?? 0;
      log.warn({ err, id: envelope.id, event: envelope.event, deliveryCount, delayMs }, "handler failed; requeueing");
      if (delayMs > 0) await pause(delayMs);
      settle(() => ch.nack(msg, false, true));
      count("requeue", start);
    }
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });
  }

  function settle(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      // Channel already closed: the broker has requeued the message and will redeliver it.
      log.warn({ err }, "could not settle message");
    }
  }

  return {
    async stop() {
      unscrape();
      const current = active;
      if (current) await current.ch.cancel(current.tag).catch(() => undefined);
      for (const wake of [...waits]) wake(); // failed messages waiting out their backoff are requeued now
      while (inflight.size) await Promise.allSettled([...inflight]);
      active = null; // so that closing the channel below is not taken for a failure
      // Channel first: its close is queued behind our acks, while a bare connection close can overtake them.
      await current?.ch.close().catch(() => undefined);
      await broker.close();
    },
  };
}
