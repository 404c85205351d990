import type { Channel } from "amqplib";

export const dlxName = (exchange: string): string => `${exchange}.dlx`;
export const dlqName = (queue: string): string => `${queue}.dlq`;

/** The events exchange: durable topic, routing key = event name ("charge.paid", "withdrawal.*"). */
export async function assertTopology(channel: Channel, exchange: string): Promise<void> {
  await channel.assertExchange(exchange, "topic", { durable: true });
}

export interface QueueTopology {
  exchange: string;
  queue: string;
  bindings: string[];
  deliveryLimit: number;
}

/**
 * A consumer's durable quorum queue and its dead-letter path. The DLX is a *direct* exchange shared
 * by every queue on this events exchange; each queue dead-letters with its own name as routing key,
 * so its DLQ receives only its own failures (a fanout DLX would copy them into every service's DLQ).
 * x-delivery-limit is explicit because RabbitMQ 3.10 quorum queues have none: a poison message would
 * otherwise be redelivered forever. Queue arguments cannot change once declared (406 on mismatch):
 * change them with a policy or a new queue.
 */
export async function assertQueueTopology(channel: Channel, t: QueueTopology): Promise<void> {
  const dlx = dlxName(t.exchange);
  const dlq = dlqName(t.queue);
  await assertTopology(channel, t.exchange);
  await channel.assertExchange(dlx, "direct", { durable: true });
  await channel.assertQueue(dlq, { durable: true, arguments: { "x-queue-type": "quorum" } });
  await channel.bindQueue(dlq, dlx, t.queue);
  await channel.assertQueue(t.queue, {
    durable: true,
    arguments: {
      "x-queue-type": "quorum",
      "x-delivery-limit": t.deliveryLimit,
      "x-dead-letter-exchange": dlx,
      "x-dead-letter-routing-key": t.queue,
    },
  });
  for (const pattern of t.bindings) await channel.bindQueue(t.queue, t.exchange, pattern);
}
