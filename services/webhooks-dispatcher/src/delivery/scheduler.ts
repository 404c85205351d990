import { currentRequestId, withRequestId, type Logger } from "@pix/logger";
import { activeContext, inSpan, SpanKind, withContext, type Context } from "@pix/tracing";

export type RunDelivery = (deliveryId: string) => Promise<void>;

interface Lane {
  running: number;
  queue: string[];
}

/**
 * Runs delivery attempts with at most `perEndpoint` in flight per endpoint and no global queue, so a slow
 * or dead endpoint only ever waits behind itself: other endpoints and merchants are never delayed by it.
 * Work is identified by delivery id (the row, already persisted as pending, is the source of truth), so
 * whatever is still queued in memory when the process stops is picked up again on the next start.
 */
export class DeliveryScheduler {
  private readonly lanes = new Map<string, Lane>();
  private readonly known = new Set<string>();
  /** The trace context and request id of whatever queued each delivery (the event's consumer span), to attempt it in. */
  private readonly origins = new Map<string, { ctx: Context; requestId: string | undefined }>();
  private readonly inflight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly perEndpoint: number,
    private readonly run: RunDelivery,
    private readonly logger: Logger,
  ) {}

  /** Queues an attempt; a delivery already queued or running here is not queued twice. */
  enqueue(endpointId: string, deliveryId: string): void {
    if (this.stopped || this.known.has(deliveryId)) return;
    this.known.add(deliveryId);
    this.origins.set(deliveryId, { ctx: activeContext(), requestId: currentRequestId() });
    const lane = this.lanes.get(endpointId) ?? { running: 0, queue: [] };
    this.lanes.set(endpointId, lane);
    lane.queue.push(deliveryId);
    this.pump(endpointId, lane);
  }

  has(deliveryId: string): boolean {
    return this.known.has(deliveryId);
  }

  /** Resolves when nothing is queued or running (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /** Takes no new work, lets attempts in flight finish (each is bounded by the delivery timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) lane.queue.length = 0;
    this.origins.clear();
    await this.idle();
  }

  private pump(endpointId: string, lane: Lane): void {
    while (!this.stopped && lane.running < this.perEndpoint && lane.queue.length) {
      const deliveryId = lane.queue.shift()!;
      lane.running++;
      const origin = this.origins.get(deliveryId);
      this.origins.delete(deliveryId);
      const attempt = () => inSpan("webhook delivery", {
        service: "webhooks-dispatcher", kind: SpanKind.CLIENT, attributes: { "pix.delivery_id": deliveryId, "pix.endpoint_id": endpointId },
      }, () => this.run(deliveryId));
      const p = withContext(origin?.ctx, () => withRequestId(origin?.requestId, attempt))
        .catch((err) => this.logger.error({ err, deliveryId, endpointId }, "delivery attempt failed unexpectedly"))
        .finally(() => {
          lane.running--;
          this.known.delete(deliveryId);
          this.inflight.delete(p);
          if (lane.running === 0 && lane.queue.length === 0) this.lanes.delete(endpointId);
          else this.pump(endpointId, lane);
        });
      this.inflight.add(p);
    }
  }
}
