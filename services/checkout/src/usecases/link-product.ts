import { isAppError } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { CheckoutDeps } from "./deps";

/** What a link with a product shows and charges: the catalogue's current name, image and price. */
export interface LinkProduct {
  id: string;
  name: string;
  imageUrl: string | null;
  priceCents: number;
}

/**
 * The product as charges knows it for the principal's store and environment; charges owns the
 * catalogue, so another store's (or environment's) id answers its own 404 (NOT_FOUND "Produto").
 */
export async function fetchProduct(deps: CheckoutDeps, principal: Principal, productId: string): Promise<LinkProduct> {
  const p = await deps.charges.call("GetProduct", { id: productId }, { principal });
  return { id: p.id, name: p.name, imageUrl: httpUrlOrNull(p.image_url), priceCents: Number(p.price_cents) };
}

/** For the payer's page: a product deleted since the link was made just shows the link's own text. */
export async function fetchProductForPage(deps: CheckoutDeps, principal: Principal, productId: string): Promise<LinkProduct | null> {
  try {
    return await fetchProduct(deps, principal, productId);
  } catch (err) {
    if (isAppError(err) && err.kind === "not_found") return null;
    throw err;
  }
}

/** Only an http(s) URL ever reaches an <img src>; anything else (javascript:, data:) is dropped. */
export function httpUrlOrNull(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
