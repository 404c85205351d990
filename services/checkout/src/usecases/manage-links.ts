import { errors, LISTING_CAP } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { ACTIVE_LINK_CAP, assertLinkAmount, LinkMethod } from "../domain/payment-link";
import { assertValidSlug, generateSlug } from "../domain/slug";
import { ActiveLinkCapError, LinkChanges, PaymentLink, SlugTakenError } from "../repositories/payment-links";
import type { CheckoutDeps } from "./deps";
import { fetchProduct } from "./link-product";

const GENERATION_ATTEMPTS = 5;

const slugTaken = () => errors.conflict("Este slug já está em uso; escolha outro");
const capReached = () => errors.limiteAtingido("links de pagamento ativos", ACTIVE_LINK_CAP);

/** Maps the repository's refusals to the contract's errors. */
function refusal(err: unknown): unknown {
  if (err instanceof SlugTakenError) return slugTaken();
  if (err instanceof ActiveLinkCapError) return capReached();
  return err;
}

/** A link with a product charges the product's price: a price of its own beside it is refused, not ignored. */
const amountWithProduct = () =>
  errors.validation("Um link com product_id cobra o preço do produto: não envie amount");

export interface CreateLinkInput {
  /** Required without a product; refused with one (the product's price is taken). */
  amountCents?: number;
  description: string;
  method: LinkMethod;
  productId?: string;
  slug?: string;
}

export async function createLink(deps: CheckoutDeps, principal: Principal, input: CreateLinkInput): Promise<PaymentLink> {
  const data = {
    amountCents: await linkAmount(deps, principal, input.amountCents, input.productId),
    description: input.description,
    method: input.method,
    productId: input.productId ?? null,
  };
  if (input.slug !== undefined) {
    try {
      return await deps.links.create(scopeOf(principal), { ...data, slug: assertValidSlug(input.slug) }, ACTIVE_LINK_CAP);
    } catch (err) {
      throw refusal(err);
    }
  }
  // A generated slug that collides is simply drawn again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.links.create(scopeOf(principal), { ...data, slug: generateSlug() }, ACTIVE_LINK_CAP);
    } catch (err) {
      if (!(err instanceof SlugTakenError) || attempt >= GENERATION_ATTEMPTS) throw refusal(err);
    }
  }
}

/** The product (which must exist in the principal's store and environment) sets the amount; else the given one. */
async function linkAmount(deps: CheckoutDeps, principal: Principal, amountCents: number | undefined, productId: string | undefined): Promise<number> {
  if (productId === undefined) {
    if (amountCents === undefined) throw errors.validation("Informe amount ou product_id");
    return assertLinkAmount(amountCents);
  }
  if (amountCents !== undefined) throw amountWithProduct();
  return (await fetchProduct(deps, principal, productId)).priceCents;
}

export function listLinks(deps: CheckoutDeps, principal: Principal) {
  return deps.links.list(scopeOf(principal), LISTING_CAP);
}

export interface UpdateLinkInput {
  amountCents?: number;
  description?: string;
  /** "" unlinks the product (contract 2.4). */
  productId?: string;
  active?: boolean;
  slug?: string;
  method?: LinkMethod;
}

export async function updateLink(deps: CheckoutDeps, principal: Principal, id: string, input: UpdateLinkInput): Promise<PaymentLink> {
  const changes: LinkChanges = {};
  if (input.productId !== undefined && input.productId !== "") {
    if (input.amountCents !== undefined) throw amountWithProduct();
    changes.productId = input.productId;
    changes.amountCents = (await fetchProduct(deps, principal, input.productId)).priceCents;
  } else {
    if (input.productId === "") changes.productId = null;
    if (input.amountCents !== undefined) {
      const current = input.productId === "" ? null : await deps.links.findById(scopeOf(principal), id);
      if (current?.productId) throw amountWithProduct();
      changes.amountCents = assertLinkAmount(input.amountCents);
    }
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.active !== undefined) changes.active = input.active;
  if (input.slug !== undefined) changes.slug = assertValidSlug(input.slug);
  if (input.method !== undefined) changes.method = input.method;
  let updated: PaymentLink | null;
  try {
    updated = await deps.links.update(scopeOf(principal), id, changes, ACTIVE_LINK_CAP);
  } catch (err) {
    throw refusal(err);
  }
  if (!updated) throw errors.notFound("Link de pagamento");
  return updated;
}

export async function deleteLink(deps: CheckoutDeps, principal: Principal, id: string): Promise<PaymentLink> {
  const deleted = await deps.links.delete(scopeOf(principal), id);
  if (!deleted) throw errors.notFound("Link de pagamento");
  return deleted;
}
