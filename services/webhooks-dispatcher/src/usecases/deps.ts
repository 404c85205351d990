import type { DeliveryScheduler } from "../delivery/scheduler";
import type { PrivateTargets } from "../domain/target-policy";
import type { SecretBox } from "../domain/secret";
import type { DeliveriesRepository } from "../repositories/deliveries";
import type { EndpointsRepository } from "../repositories/endpoints";

export interface WebhooksDeps {
  endpoints: EndpointsRepository;
  deliveries: DeliveriesRepository;
  secrets: SecretBox;
  /** SSRF rule for endpoint URLs (ALLOW_PRIVATE_TARGETS). */
  targets: PrivateTargets;
  scheduler: DeliveryScheduler;
}
