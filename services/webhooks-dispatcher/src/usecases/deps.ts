import type { DeliveryScheduler } from "../delivery/scheduler";
import type { PrivateTargets } from "../domain/target-policy";
import type { SecretBox } from "../domain/secret";
import type { SubscriptionCache } from "../domain/subscriptions";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { EndpointsRepository } from "../repositories/endpoints";
import type { StoreEventsRepository } from "../repositories/store-events";

export interface WebhooksDeps {
  endpoints: EndpointsRepository;
  deliveries: DeliveriesRepository;
  /** The test environment's per-store event log (GET /events/stream, `pix listen`). */
  storeEvents: StoreEventsRepository;
  /**
   * Which test stores listen, keyed by store id: the SubscriptionCache's machinery (TTL, generations,
   * trusted while its LISTEN is up), with "every event" standing for listening and "none" for silent;
   * cleared by LISTENING_CHANNEL. Spares a query per event of the stores that never listen.
   */
  listeners: SubscriptionCache;
  secrets: SecretBox;
  /** SSRF rule for endpoint URLs (ALLOW_PRIVATE_TARGETS). */
  targets: PrivateTargets;
  scheduler: DeliveryScheduler;
  /** Which events each store's endpoints want (domain/subscriptions.ts); forgotten on every endpoint change. */
  subscriptions: SubscriptionCache;
  /** `qr_code_url` of a `charge.created` webhook, from its Pix code (the event does not carry the image). */
  renderQr(pixCode: string): string;
}
