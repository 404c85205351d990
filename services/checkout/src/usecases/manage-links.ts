import { errors, LISTING_CAP } from "@pix/errors";
import { todayInBrasilia } from "@pix/business-days";
import { scopeOf, type Message, type Principal } from "@pix/grpc";
import { linkDueTermsOf, type LinkDueTerms } from "../domain/link-due-terms";
import { ACTIVE_LINK_CAP, assertLinkAmount, LinkMethod } from "../domain/payment-link";
import { assertValidSlug, generateSlug } from "../domain/slug";
import { ActiveLinkCapError, LinkChanges, PaymentLink, SlugTakenError } from "../repositories/payment-links";
import type { CheckoutDeps } from "./deps";
import { fetchProduct } from "./link-product";

const GENERATION_ATTEMPTS = 5;

const slugTaken = () => errors.conflict("Este slug já está em uso; escolha outro", "JA_EXISTE");
const capReached = () => errors.limiteAtingido("links de pagamento ativos", ACTIVE_LINK_CAP);

/** Maps the repository's refusals to the contract's errors. */
function refusal(err: unknown): unknown {
  if (err instanceof SlugTakenError) return slugTaken();
  if (err instanceof ActiveLinkCapError) return capReached();
  return err;
}

/** A link with a product charges the product's price: a price of its own beside it is refused, not ignored. */
const amountWithProduct = () =>
  errors.validation("amount", "VALOR_INVALIDO", "Um link com product_id cobra o preço do produto: não envie amount");

export interface CreateLinkInput {
  /** Required without a product; refused with one (the product's price is taken). */
  amountCents?: number;
  description: string;
  method: LinkMethod;
  productId?: string;
  slug?: string;
  /** Issue 37: the due-date terms of every payer's charge. */
  vencimento?: Message<"pix.charges.v1.DueDateTerms">;
}

type TermsMessage = Message<"pix.charges.v1.DueDateTerms">;

/**
 * Issue 37: a link's due-date terms are checked by the charges service as POST /pix checks them (its
 * amount simulation, for today in Brasília: nothing is created), so a link refuses what its payers'
 * charges would, with the same field paths (`multa.modalidade`). The payer's name and CPF/CNPJ are
 * asked on the link's page.
 */
async function checkedDueTerms(deps: CheckoutDeps, principal: Principal, amountCents: number, terms: TermsMessage): Promise<LinkDueTerms> {
  const kept = linkDueTermsOf(terms);
  await deps.charges.call("SimulateAmountOfDay", { amount_cents: amountCents, vencimento: kept, datas: [todayInBrasilia()] }, { principal });
  return kept;
}

export async function createLink(deps: CheckoutDeps, principal: Principal, input: CreateLinkInput): Promise<PaymentLink> {
  const amountCents = await linkAmount(deps, principal, input.amountCents, input.productId);
  const data = {
    amountCents,
    description: input.description,
    method: input.method,
    productId: input.productId ?? null,
    dueTerms: input.vencimento ? await checkedDueTerms(deps, principal, amountCents, input.vencimento) : null,
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
    if (amountCents === undefined) throw errors.validation("amount", "CAMPO_OBRIGATORIO", "Informe amount ou product_id");
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
  /** Issue 37: new terms (checked whole, against the link's amount after this update). */
  vencimento?: TermsMessage;
  /** Issue 37: the link charges immediately again. */
  removeVencimento?: boolean;
}

const termsTwice = () =>
  errors.validation("remove_vencimento", "VALOR_INVALIDO", "Envie os novos termos de vencimento ou remove_vencimento, não os dois");

export async function updateLink(deps: CheckoutDeps, principal: Principal, id: string, input: UpdateLinkInput): Promise<PaymentLink> {
  if (input.vencimento && input.removeVencimento) throw termsTwice();
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
  if (input.removeVencimento) changes.dueTerms = null;
  if (input.vencimento) {
    const amountCents = changes.amountCents ?? (await deps.links.findById(scopeOf(principal), id))?.amountCents;
    if (amountCents === undefined) throw errors.notFound("Link de pagamento");
    changes.dueTerms = await checkedDueTerms(deps, principal, amountCents, input.vencimento);
  }
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
