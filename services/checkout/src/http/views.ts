import { centsToReais } from "@pix/money";
import type { AvailableLink } from "../usecases/public-links";
import { checkoutKeyOf, type PublicCharge } from "../usecases/public-charges";

/** The payer's JSON view of a charge: absent optional fields are null; nothing of the merchant beyond the store name. */
export function publicChargeJson(c: PublicCharge, baseUrl: string) {
  return {
    txid: c.txid,
    amount: centsToReais(c.amount_cents),
    description: c.description,
    store_name: c.store_name,
    status: c.status,
    pix_code: c.pix_code ?? null,
    qr_code_url: c.qr_code_url ?? null,
    expires_at: c.expires_at ?? null,
    paid_at: c.paid_at ?? null,
    environment: c.environment,
    success_url: c.success_url ?? null,
    cancel_url: c.cancel_url ?? null,
    checkout_url: `${baseUrl}/checkout/${encodeURIComponent(checkoutKeyOf(c))}`,
  };
}

export function publicLinkJson({ link, storeName, product }: AvailableLink, baseUrl: string) {
  return {
    slug: link.slug,
    description: link.description,
    amount: centsToReais(product?.priceCents ?? link.amountCents),
    product: product && { name: product.name, image_url: product.imageUrl },
    method: link.method,
    store_name: storeName,
    environment: link.environment,
    checkout_url: `${baseUrl}/checkout/link/${link.slug}`,
    /** Issue 37 (additive, links with a due date only): AAAA-MM-DD; each payer's charge says the amount of its day. */
    ...(link.dueTerms && { due_date: link.dueTerms.due_date }),
  };
}
