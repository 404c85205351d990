/** POST /pix input → what to charge: manual mode (amount given) or product mode (amount from the catalog). */
import { errors, Problemas } from "@pix/errors";
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

/** What to charge, or one 400 listing every bad field; `novo_cliente` registers the payer (a write) once all is good. */
export async function draftPix(deps: IssuingDeps, principal: Principal, input: IssuePixInput, now: Date): Promise<PixDraft> {
  const problems = new Problemas();
  const draft = await gatherPixDraft(deps, principal, input, now, problems);
  checkNovoCliente(input, draft, problems);
  problems.throwIfAny();
  return { ...draft, customerId: await linkCustomer(deps, principal, input, draft) };
}

/**
 * What to charge, with every problem of the request's own fields gathered in `problems` (one 400 listing
 * them all, thrown by the caller once its own checks are in): nothing is written here. `customerId` is the
 * named customer; `novo_cliente`'s registration is the caller's, after the checks (linkCustomer).
 * A problem leaves a placeholder in the draft, never read: the caller throws before using it.
 */
export async function gatherPixDraft(deps: IssuingDeps, principal: Principal, input: IssuePixInput, now: Date, problems: Problemas): Promise<PixDraft> {
  const successUrl = problems.check("success_url", () => normalizeReturnUrl("success_url", input.successUrl)) ?? null;
  const cancelUrl = problems.check("cancel_url", () => normalizeReturnUrl("cancel_url", input.cancelUrl)) ?? null;
  const expiresAt = problems.check("expires_at", () => resolveExpiry(input.expiresAt, now)) ?? now;
  const { payer, customerId } = await resolvePayer(deps, principal, input, problems);
  // Only the subscription job (a service principal) links a charge to a subscription.
  const subscriptionId = principal.credential === "service" ? (input.subscriptionId ?? null) : null;
  // Any caller may choose its txid (the contract's POST /pix body has no such field; the BCB API's PUT
  // /cob/{txid} has): a txid already taken in the store is a conflict, never a second charge.
  const txid = input.txid ?? null;
  if (txid !== null && !isValidTxid(txid)) problems.add(errors.validation("txid", "FORMATO_INVALIDO", "txid deve ter de 1 a 35 letras e dígitos"));
  const method = principal.credential === "service" && input.method !== undefined ? input.method : "pix";
  if (!(CHARGE_METHODS as readonly string[]).includes(method)) problems.add(errors.validation("method", "OPCAO_INVALIDA", `method deve ser um de: ${CHARGE_METHODS.join(", ")}`));
  const common = { successUrl, cancelUrl, expiresAt, subscriptionId, txid, method: method as ChargeMethod, payer, customerId };

  if (input.productId === undefined) {
    if (input.amountCents === undefined) problems.add(errors.validation("amount", "CAMPO_OBRIGATORIO", "Informe amount (modo manual) ou product_id (modo produto)"));
    if (input.couponCode !== undefined) problems.add(errors.validation("coupon_code", "VALOR_INVALIDO", "coupon_code exige product_id"));
    const description = text(input.description) ?? DEFAULT_DESCRIPTION;
    return { ...common, amountCents: input.amountCents ?? 0, description, productId: null, couponId: null };
  }

  if (input.amountCents !== undefined) problems.add(errors.validation("amount", "VALOR_INVALIDO", "No modo produto o valor vem do produto: não envie amount"));
  const scope = scopeOf(principal);
  const product = isUuid(input.productId) ? await deps.catalog.findProduct(scope, input.productId) : null;
  if (!product) {
    problems.throwIfAny(); // the body's own problems come before a lookup's 404, as they always did
    throw errors.notFound("Produto");
  }
  if (!product.active) problems.add(errors.validation("product_id", "VALOR_INVALIDO", "Produto inativo: ative-o para vendê-lo"));
  let amountCents = product.priceCents;
  let couponId: string | null = null;
  if (input.couponCode !== undefined) {
    // Reading a coupon writes nothing (its uses are counted when a charge is paid).
    const redeemed = await problems.checkAsync("coupon_code", () => deps.catalog.redeemCoupon(scope, input.couponCode!, amountCents, product.id));
    if (redeemed === null) problems.add(errors.cupomNaoEncontrado(), "coupon_code");
    if (redeemed) ({ amountCents, couponId } = redeemed);
  }
  const description = text(input.description) ?? product.name;
  return { ...common, amountCents, description, productId: product.id, couponId };
}

/**
 * `novo_cliente: true` (manual and product mode): the inline payer becomes the store's customer of
 * that document, registered or reused (one per document, by a unique index), and is linked. The
 * document is what identifies a customer, so without `customer_cpf` it is a 400. A `customer_id`
 * already names the customer: nothing is registered.
 */
export async function linkCustomer(deps: IssuingDeps, principal: Principal, input: IssuePixInput, draft: PixDraft): Promise<string | null> {
  if (!input.novoCliente || draft.customerId !== null) return draft.customerId;
  return (await deps.catalog.registerCustomer(scopeOf(principal), draft.payer))?.id ?? null;
}

/** `novo_cliente` needs the document that identifies the customer: checked with the request's other fields. */
export function checkNovoCliente(input: IssuePixInput, draft: PixDraft, problems: Problemas): void {
  if (input.novoCliente && draft.customerId === null && draft.payer.cpf === null && text(input.customerCpf) === null) {
    problems.add(errors.validation("customer_cpf", "CAMPO_OBRIGATORIO", "novo_cliente exige customer_cpf: o CPF ou CNPJ identifica o cliente"));
  }
}
