import { AppError, Codigo, errors, isAppError } from "@pix/errors";
import { present, servicePrincipal, type Environment } from "@pix/grpc";
import { payIdempotency } from "../domain/pay-idempotency";
import type { PaymentLink } from "../repositories/payment-links";
import type { CheckoutDeps } from "./deps";
import { fetchProductForPage, type LinkProduct } from "./link-product";
import type { PublicCharge } from "./public-charges";

export interface AvailableLink {
  link: PaymentLink;
  storeName: string;
  /** The link's product as the catalogue has it now (name, image, price); null without one. */
  product: LinkProduct | null;
}

/**
 * A link the payer may use: it exists, is active and its owner still exists. Every other case
 * answers the same neutral LINK_INDISPONIVEL, so a payer never learns why.
 */
export async function loadAvailableLink(deps: CheckoutDeps, slug: string): Promise<AvailableLink> {
  const link = await deps.links.findBySlug(slug);
  if (!link || !link.active) throw errors.linkIndisponivel();
  try {
    const principal = servicePrincipal(link.userId, link.environment as Environment);
    const store = await deps.identity.call("GetStoreProfile", { store_id: link.userId }, { principal });
    const product = link.productId ? await fetchProductForPage(deps, principal, link.productId) : null;
    return { link, storeName: store.name, product };
  } catch (err) {
    if (isAppError(err) && err.kind === "not_found") throw errors.linkIndisponivel();
    throw err;
  }
}

export interface PayerInput {
  customer_name?: string;
  customer_email?: string;
  customer_cpf?: string;
  customer_phone?: string;
  coupon_code?: string;
}

/**
 * Issues the link's charge through the charges service, acting for the owner with a `service`
 * principal in the link's environment: charges looks up the owner's production status itself and
 * refuses live issuing before approval. A link with a product is charged in charges' product mode
 * (the product's price minus the payer's optional coupon, both checked by charges); any other
 * link charges its own amount and refuses a coupon.
 * With the payer's key, the same key and fields on this link give back the first charge.
 */
export async function payLink(deps: CheckoutDeps, slug: string, payer: PayerInput, payerKey?: string): Promise<{ charge: PublicCharge; replayed: boolean }> {
  const { link, storeName } = await loadAvailableLink(deps, slug);
  if (!link.productId && payer.coupon_code !== undefined) throw errors.validation("coupon_code", "VALOR_INVALIDO", "Este link não aceita cupom de desconto");
  const principal = servicePrincipal(link.userId, link.environment as Environment);
  // A double click or a retried request with the same key replays the first charge (charges' Idempotency-Key).
  const idempotency = payerKey === undefined ? undefined : payIdempotency(link.id, payerKey, { ...payer });
  try {
    const charged = link.productId ? { product_id: link.productId } : { amount_cents: link.amountCents };
    // Issue 37: a link with a due date gives each payer a due-date charge with its terms (the payer's
    // name and CPF/CNPJ, required by the page's form, are required by charges too). Charges takes a due
    // date already past from the checkout (a service) while it is payable: the charge is born late.
    const vencimento = link.dueTerms ?? undefined;
    const request = { ...charged, description: link.description, ...payer, vencimento, ...(idempotency && { idempotency }) };
    const issued = await deps.charges.call("IssuePix", request, { principal });
    const charge = present(issued.charge, "a cobrança");
    const replayed = issued.replayed;
    return {
      charge: {
        txid: charge.txid, amount_cents: charge.amount_cents, description: charge.description, store_name: storeName,
        status: charge.status, pix_code: charge.pix_code, qr_code_url: charge.qr_code_url, expires_at: charge.expires_at,
        environment: charge.environment, success_url: charge.success_url, cancel_url: charge.cancel_url, paid_at: charge.paid_at,
      },
      replayed: replayed === true,
    };
  } catch (err) {
    throw isAppError(err) ? forPayer(err) : err;
  }
}

/**
 * Errors about the merchant's own situation are reworded for the payer: the production refusal
 * keeps its code but not the merchant's approval details; a missing or unapproved receiving
 * account is, for the payer, an unavailable link, as is a missing product.
 */
function forPayer(err: AppError): AppError {
  // Product mode: an unknown coupon code is the payer's typo, a clear 400 (CUPOM_NAO_ENCONTRADO,
  // mapped by its code, kept as charges sent it); a product deleted since the link was made leaves
  // the link unusable.
  if (err.codigo === Codigo.CUPOM_NAO_ENCONTRADO) return err;
  if (err.kind === "not_found") return errors.linkIndisponivel();
  if (err.codigo === Codigo.PRODUCAO_NAO_LIBERADA) {
    return new AppError(err.kind, "Esta loja ainda não está liberada para receber pagamentos reais", err.codigo, {
      producao: { liberada: false },
    });
  }
  if (err.codigo === Codigo.SUBCONTA_INEXISTENTE || err.codigo === Codigo.SUBCONTA_NAO_APROVADA) return errors.linkIndisponivel();
  return err;
}
