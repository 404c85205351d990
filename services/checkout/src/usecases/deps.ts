import type { ClientOf } from "@pix/grpc";
import type { PaymentLinksRepository } from "../repositories/payment-links";

export interface CheckoutDeps {
  links: PaymentLinksRepository;
  /** ChargesService: issuing for links, and the payer's public reads. */
  charges: ClientOf<"pix.charges.v1.ChargesService">;
  /** IdentityService: the link owner's store name, and whether the owner still exists. */
  identity: ClientOf<"pix.identity.v1.IdentityService">;
  /** SubscriptionsService: the hosted Pix Automático authorization page (GetPublicAuthorization). */
  subscriptions: ClientOf<"pix.subscriptions.v1.SubscriptionsService">;
  /** Public address of the payers' pages, known once the HTTP server listens. */
  checkoutBaseUrl(): string;
}
