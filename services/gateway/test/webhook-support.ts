import { connect } from "amqplib";
import { buildEnvelope, type Envelope, type EventDataInput, type PublicEventName } from "@pix/messaging";
import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { TEST_AMQP_URL } from "@pix/testing";
import type { client } from "./stack";

export { startReceiver, type Hit, type Receiver } from "@pix/webhooks-dispatcher/test/receiver";

/** Publishes events as a producer's outbox relay would: envelopes on the run's exchange, keyed by event name, confirmed. */
export async function openPublisher(exchange: string) {
  const conn = await connect(TEST_AMQP_URL);
  const ch = await conn.createConfirmChannel();
  return {
    /** `data` on top of the event's sample payload (the catalogue's fixtures), so a spec names only what it checks. */
    async publish<N extends PublicEventName>(event: N, storeId: string, data: Partial<EventDataInput<N>>, environment: "test" | "live" = "test"): Promise<Envelope> {
      const envelope = buildEnvelope(event, { store_id: storeId, environment }, sampleEventData(event, data));
      await new Promise<void>((resolve, reject) =>
        ch.publish(exchange, event, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: envelope.id, contentType: "application/json" }, (err) => (err ? reject(err) : resolve())),
      );
      return envelope;
    },
    close: () => conn.close(),
  };
}

export async function publishEvent<N extends PublicEventName>(exchange: string, event: N, storeId: string, data: Partial<EventDataInput<N>>, environment: "test" | "live" = "test"): Promise<Envelope> {
  const publisher = await openPublisher(exchange);
  try {
    return await publisher.publish(event, storeId, data, environment);
  } finally {
    await publisher.close();
  }
}

/** Polls the delivery log until `done` holds for the deliveries of the endpoint (newest first). */
export async function deliveriesWhen(http: ReturnType<typeof client>, token: string, endpointId: string, done: (rows: any[]) => boolean, timeoutMs = 20_000): Promise<any[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await http("GET", `/webhook-endpoints/${endpointId}/deliveries?limit=100`, { token });
    if (res.status !== 200) throw new Error(`deliveries: ${res.status} ${JSON.stringify(res.body)}`);
    if (done(res.body.data)) return res.body.data;
    if (Date.now() > until) throw new Error(`delivery log never matched: ${JSON.stringify(res.body.data)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const settled = (rows: any[]) => rows.length > 0 && rows.every((r) => r.status === "succeeded" || r.status === "failed");
