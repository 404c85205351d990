import type { Logger } from "@pix/logger";
import { manageConnection } from "./connection";
import { PRINCIPAL_EVENT_NAMES } from "./envelope";
import { assertTopology } from "./topology";

export interface PrincipalFeed {
  isConnected(): boolean;
  stop(): Promise<void>;
}

/**
 * Identity's `principal.*` events, for a process that caches what identity answers (the gateway's
 * principals, charges' store profiles). Every replica needs every event, so each one declares its
 * own server-named, exclusive, auto-delete queue (gone with the connection; nothing to clean up,
 * nothing piles up while a replica is down). No acknowledgements: a lost delivery can only come with
 * a lost connection, and the cache is off while the feed is down.
 *
 * Fail safe: `up()` is called only once the queue is bound and consuming (the cache may start, from
 * empty), `down()` as soon as the channel or connection closes (stop caching, forget everything).
 * `event` gets each message's body (an envelope; the caller reads what it needs, and drops everything
 * when it cannot).
 */
export function followPrincipalEvents(opts: {
  amqpUrl: string; exchange: string; logger: Logger; name: string;
  up(): void; down(): void; event(body: Buffer, routingKey: string): void;
}): PrincipalFeed {
  let stopping = false;
  const broker = manageConnection({
    url: opts.amqpUrl,
    name: opts.name,
    logger: opts.logger,
    setup: async (conn) => {
      conn.on("close", () => opts.down());
      const ch = await conn.createChannel();
      ch.on("error", (err: Error) => opts.logger.warn({ err }, "principal events channel error"));
      ch.on("close", () => {
        opts.down();
        if (!stopping) broker.reset();
      });
      await assertTopology(ch, opts.exchange);
      const { queue } = await ch.assertQueue("", { exclusive: true, autoDelete: true, durable: false });
      for (const event of PRINCIPAL_EVENT_NAMES) await ch.bindQueue(queue, opts.exchange, event);
      await ch.consume(queue, (msg: { content: Buffer; fields: { routingKey: string } } | null) => {
        if (msg === null) { // cancelled by the broker: start over
          opts.down();
          broker.reset();
          return;
        }
        opts.event(msg.content, msg.fields.routingKey);
      }, { noAck: true });
      opts.up();
    },
  });
  return {
    isConnected: () => broker.isConnected(),
    async stop() {
      stopping = true;
      opts.down();
      await broker.close();
    },
  };
}
