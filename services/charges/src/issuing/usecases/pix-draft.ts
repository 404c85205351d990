/** POST /pix input → what to charge: manual mode (amount given) or product mode (amount from the catalog). */
import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { CHARGE_METHODS, type ChargeMethod } from "../domain/charge";
import { normalizeReturnUrl, resolveExpiry, text } from "../domain/rules";
import { isValidTxid } from "../domain/txid";
import type { IssuingDeps } from "./deps";
import { isUuid, resolvePayer, type PayerInput } from "./payer";
import type { Payer } from "../../shared/usecases/ports";
import type { DueDateRequest } from "../domain/due-date-input";

export interface IssuePixInput extends PayerInput {
  amountCents?: number;
  description?: string;
  productId?: string;
  couponCode?: string;
  novoCliente?: boolean;
  expiresAt?: string;
  successUrl?: string;
  cancelUrl?: string;
  subscriptionId?: string;
  /** The caller's txid: the subscription job's of the period, or the BCB API's PUT /cob/{txid} (issue 39). */
  txid?: string;
  /** pix_automatico for a Pix Automático subscription's charges (service principals only). */
  method?: string;
  /** Issue 37: the terms of a charge with a due date, as the request brings them. */
  vencimento?: DueDateRequest;
}

export interface PixDraft {
  amountCents: number;
  description: string;
  payer: Payer;
  customerId: string | null;
  productId: string | null;
  couponId: string | null;
  subscriptionId: string | null;
  /** A txid chosen by the caller (subscription job, BCB API), or null: the service generates one. */
  txid: string | null;
  method: ChargeMethod;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: Date;
}

const DEFAULT_DESCRIPTION = "Cobrança Pix";

export async function draftPix(deps: IssuingDeps, principal: Principal, input: IssuePixInput, now: Date): Promise<PixDraft> {
  const successUrl = normalizeReturnUrl("success_url", input.successUrl);
  const cancelUrl = normalizeReturnUrl("cancel_url", input.cancelUrl);
  const expiresAt = resolveExpiry(input.expiresAt, now);
  const { payer, customerId: named } = await resolvePayer(deps, principal, input);
  // Only the subscription job (a service principal) links a charge to a subscription.
  const subscriptionId = principal.credential === "service" ? (input.subscriptionId ?? null) : null;
  // Any caller may choose its txid (the contract's POST /pix body has no such field; the BCB API's PUT
  // /cob/{txid} has): a txid already taken in the store is a conflict, never a second charge.
  const txid = input.txid ?? null;
  if (txid !== null && !isValidTxid(txid)) throw errors.validation("txid", "FORMATO_INVALIDO", "txid deve ter de 1 a 35 letras e dígitos");
  const method = principal.credential === "service" && input.method !== undefined ? input.method : "pix";
  if (!(CHARGE_METHODS as readonly string[]).includes(method)) throw errors.validation("method", "OPCAO_INVALIDA", `method deve ser um de: ${CHARGE_METHODS.join(", ")}`);
  const common = { successUrl, cancelUrl, expiresAt, subscriptionId, txid, method: method as ChargeMethod };

  if (input.productId === undefined) {
    if (input.amountCents === undefined) throw errors.validation("amount", "CAMPO_OBRIGATORIO", "Informe amount (modo manual) ou product_id (modo produto)");
    if (input.couponCode !== undefined) throw errors.validation("coupon_code", "VALOR_INVALIDO", "coupon_code exige product_id");
    const customerId = await linkCustomer(deps, principal, input, payer, named);
    const description = text(input.description) ?? DEFAULT_DESCRIPTION;
    return { ...common, amountCents: input.amountCents, description, payer, customerId, productId: null, couponId: null };
  }

  if (input.amountCents !== undefined) throw errors.validation("amount", "VALOR_INVALIDO", "No modo produto o valor vem do produto: não envie amount");
  const scope = scopeOf(principal);
  const product = isUuid(input.productId) ? await deps.catalog.findProduct(scope, input.productId) : null;
  if (!product) throw errors.notFound("Produto");
  if (!product.active) throw errors.validation("product_id", "VALOR_INVALIDO", "Produto inativo: ative-o para vendê-lo");
  let amountCents = product.priceCents;
  let couponId: string | null = null;
  if (input.couponCode !== undefined) {
    const redeemed = await deps.catalog.redeemCoupon(scope, input.couponCode, amountCents, product.id);
    if (!redeemed) throw errors.cupomNaoEncontrado();
    ({ amountCents, couponId } = redeemed);
  }
  const customerId = await linkCustomer(deps, principal, input, payer, named);
  const description = text(input.description) ?? product.name;
  return { ...common, amountCents, description, payer, customerId, productId: product.id, couponId };
}

/**
 * `novo_cliente: true` (manual and product mode): the inline payer becomes the store's customer of
 * that document, registered or reused (one per document, by a unique index), and is linked. The
 * document is what identifies a customer, so without `customer_cpf` it is a 400. A `customer_id`
 * already names the customer: nothing is registered.
 */
async function linkCustomer(deps: IssuingDeps, principal: Principal, input: IssuePixInput, payer: Payer, named: string | null): Promise<string | null> {
  if (!input.novoCliente || named !== null) return named;
  if (payer.cpf === null) throw errors.validation("customer_cpf", "CAMPO_OBRIGATORIO", "novo_cliente exige customer_cpf: o CPF ou CNPJ identifica o cliente");
  return (await deps.catalog.registerCustomer(scopeOf(principal), payer))?.id ?? null;
}
