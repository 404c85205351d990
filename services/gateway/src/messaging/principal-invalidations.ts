import type { Logger } from "@pix/logger";
import { EnvelopeSchema, EVENT_CATALOG, followPrincipalEvents, PRINCIPAL_EVENT_NAMES, type PrincipalFeed } from "@pix/messaging";
import { tag, type PrincipalCache } from "../http/principal-cache";


/** The cache tags one `principal.*` event names, or null when the event cannot be read (then: drop everything). */
export function invalidationTags(body: Buffer): string[] | null {
  try {
    const envelope = EnvelopeSchema.parse(JSON.parse(body.toString("utf8")));
    // Read by the catalogue's schema of its principal.* event; any other event is unreadable here.
    const event = PRINCIPAL_EVENT_NAMES.find((name) => name === envelope.event);
    if (!event) return null;
    const data = EVENT_CATALOG[event].data.parse(envelope.data);
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
