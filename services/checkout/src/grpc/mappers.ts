import type { MessageInput } from "@pix/grpc";
import type { PaymentLink } from "../repositories/payment-links";

export function linkMessage(link: PaymentLink, checkoutBaseUrl: string): MessageInput<"pix.checkout.v1.PaymentLink"> {
  return {
    id: link.id,
    user_id: link.userId,
    product_id: link.productId ?? undefined,
    slug: link.slug,
    description: link.description,
    amount_cents: link.amountCents,
    method: link.method,
    active: link.active,
    created_at: link.createdAt.toISOString(),
    updated_at: link.updatedAt.toISOString(),
    checkout_url: `${checkoutBaseUrl}/checkout/link/${link.slug}`,
    vencimento: link.dueTerms ?? undefined,
  };
}
