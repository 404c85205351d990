import { z } from "zod";
import type { Logger } from "@pix/logger";
import { assertTopology, EnvelopeSchema, manageConnection, PRINCIPAL_EVENT_NAMES } from "@pix/messaging";
import { tag, type PrincipalCache } from "../http/principal-cache";

const DataSchema = z.object({
  user_ids: z.array(z.string().min(1)).max(100),
  api_key_id: z.string().min(1).optional(),
  session_id: z.string().min(1).optional(),
});

/** The cache tags one `principal.*` event names, or null when the event cannot be read (then: drop everything). */
export function invalidationTags(body: Buffer): string[] | null {
  try {
    const envelope = EnvelopeSchema.parse(JSON.parse(body.toString("utf8")));
    const data = DataSchema.parse(envelope.data);
    return [
      ...data.user_ids.map(tag.user),
      ...(data.api_key_id ? [tag.apiKey(data.api_key_id)] : []),
      ...(data.session_id ? [tag.session(data.session_id)] : []),
    ];
  } catch {
    return null;
  }
}

export interface PrincipalInvalidations {
  isConnected(): boolean;
  stop(): Promise<void>;
}

/**
 * Feeds identity's `principal.*` events into this replica's PrincipalCache. Every replica needs every
 * event, so each one declares its own server-named, exclusive, auto-delete queue (gone with the
 * connection; nothing to clean up, nothing piles up while a replica is down) bound to those routing
 * keys on the events exchange. No acknowledgements: a lost delivery can only come with a lost
 * connection, and losing the connection turns the cache off.
 *
 * Fail safe: the cache is enabled (empty) only once the queue is bound and consuming, and disabled
 * (emptied) when the channel or connection closes; while the broker is unreachable every request
 * asks identity, as before issue 13.
 */
export function startPrincipalInvalidations(opts: { amqpUrl: string; exchange: string; cache: PrincipalCache; logger: Logger }): PrincipalInvalidations {
  const { cache } = opts;
  const log = opts.logger.child({ component: "principal-invalidations" });
  let stopping = false;
  const broker = manageConnection({
    url: opts.amqpUrl,
    name: "gateway:principal-invalidations",
    logger: log,
    setup: async (conn) => {
      conn.on("close", () => cache.disable());
      const ch = await conn.createChannel();
      ch.on("error", (err: Error) => log.warn({ err }, "invalidation channel error"));
      ch.on("close", () => {
        cache.disable();
        if (!stopping) broker.reset();
      });
      await assertTopology(ch, opts.exchange);
      const { queue } = await ch.assertQueue("", { exclusive: true, autoDelete: true, durable: false });
      for (const event of PRINCIPAL_EVENT_NAMES) await ch.bindQueue(queue, opts.exchange, event);
      await ch.consume(queue, (msg: { content: Buffer; fields: { routingKey: string } } | null) => {
        if (msg === null) { // cancelled by the broker: start over
          cache.disable();
          broker.reset();
          return;
        }
        const tags = invalidationTags(msg.content);
        if (tags) cache.invalidate(tags);
        else {
          log.warn({ routingKey: msg.fields.routingKey }, "unreadable principal event; dropping every cached principal");
          cache.clear();
        }
      }, { noAck: true });
      cache.enable();
      log.info("principal cache on: invalidations bound");
    },
  });
  return {
    isConnected: () => broker.isConnected(),
    async stop() {
      stopping = true;
      cache.disable();
      await broker.close();
    },
  };
}
