import type { ServiceClient } from "@pix/grpc";
import type { PaymentLinksRepository } from "../repositories/payment-links";

export interface CheckoutDeps {
  links: PaymentLinksRepository;
  /** ChargesService: issuing for links, and the payer's public reads. */
  charges: ServiceClient;
  /** IdentityService: the link owner's store name, and whether the owner still exists. */
  identity: ServiceClient;
  /** SubscriptionsService: the hosted Pix Automático authorization page (GetPublicAuthorization). */
  subscriptions: ServiceClient;
  /** Public address of the payers' pages, known once the HTTP server listens. */
  checkoutBaseUrl(): string;
}
