import { errors, LISTING_CAP } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { ACTIVE_LINK_CAP, assertLinkAmount, LinkMethod } from "../domain/payment-link";
import { assertValidSlug, generateSlug } from "../domain/slug";
import { ActiveLinkCapError, LinkChanges, PaymentLink, Scope, SlugTakenError } from "../repositories/payment-links";
import type { CheckoutDeps } from "./deps";

const GENERATION_ATTEMPTS = 5;

const scopeOf = (p: Principal): Scope => ({ storeId: p.storeId, environment: p.environment });
const slugTaken = () => errors.conflict("Este slug já está em uso; escolha outro");
const capReached = () => errors.limiteAtingido("links de pagamento ativos", ACTIVE_LINK_CAP);

/** Maps the repository's refusals to the contract's errors. */
function refusal(err: unknown): unknown {
  if (err instanceof SlugTakenError) return slugTaken();
  if (err instanceof ActiveLinkCapError) return capReached();
  return err;
}

export interface CreateLinkInput {
  amountCents: number;
  description: string;
  method: LinkMethod;
  productId?: string;
  slug?: string;
}

export async function createLink(deps: CheckoutDeps, principal: Principal, input: CreateLinkInput): Promise<PaymentLink> {
  const data = {
    amountCents: assertLinkAmount(input.amountCents),
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
  if (input.amountCents !== undefined) changes.amountCents = assertLinkAmount(input.amountCents);
  if (input.description !== undefined) changes.description = input.description;
  if (input.productId !== undefined) changes.productId = input.productId === "" ? null : input.productId;
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
