import { z } from "zod";
import type { Logger } from "@pix/logger";
import { EnvelopeSchema, followPrincipalEvents, type PrincipalFeed } from "@pix/messaging";
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

/**
 * Feeds identity's `principal.*` events into this replica's PrincipalCache (the feed and its fail-safe
 * rules: followPrincipalEvents in @pix/messaging). The cache is on (from empty) only while the feed's
 * queue is bound and consuming, and off (emptied) as soon as it closes: while the broker is unreachable
 * every request asks identity, as before issue 13.
 */
export function startPrincipalInvalidations(opts: { amqpUrl: string; exchange: string; cache: PrincipalCache; logger: Logger }): PrincipalFeed {
  const { cache } = opts;
  const log = opts.logger.child({ component: "principal-invalidations" });
  return followPrincipalEvents({
    amqpUrl: opts.amqpUrl,
    exchange: opts.exchange,
    logger: log,
    name: "gateway:principal-invalidations",
    up: () => {
      cache.enable();
      log.info("principal cache on: invalidations bound");
    },
    down: () => cache.disable(),
    event: (body, routingKey) => {
      const tags = invalidationTags(body);
      if (tags) cache.invalidate(tags);
      else {
        log.warn({ routingKey }, "unreadable principal event; dropping every cached principal");
        cache.clear();
      }
    },
  });
}
