/** POST /pix input → what to charge: manual mode (amount given) or product mode (amount from the catalog). */
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { normalizeReturnUrl, resolveExpiry, text } from "../domain/rules";
import type { ChargesDeps } from "./deps";
import { isUuid, resolvePayer, type PayerInput } from "./payer";
import type { Payer } from "./ports";

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
}

export interface PixDraft {
  amountCents: number;
  description: string;
  payer: Payer;
  customerId: string | null;
  productId: string | null;
  couponId: string | null;
  subscriptionId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: Date;
}

const DEFAULT_DESCRIPTION = "Cobrança Pix";

export async function draftPix(deps: ChargesDeps, principal: Principal, input: IssuePixInput, now: Date): Promise<PixDraft> {
  const successUrl = normalizeReturnUrl("success_url", input.successUrl);
  const cancelUrl = normalizeReturnUrl("cancel_url", input.cancelUrl);
  const expiresAt = resolveExpiry(input.expiresAt, now);
  const { payer, customerId: registered } = await resolvePayer(deps, principal, input);
  let customerId = registered;
  // Only the subscription job (a service principal) links a charge to a subscription.
  const subscriptionId = principal.credential === "service" ? (input.subscriptionId ?? null) : null;
  const common = { successUrl, cancelUrl, expiresAt, subscriptionId };

  if (input.productId === undefined) {
    if (input.amountCents === undefined) throw errors.validation("Informe amount (modo manual) ou product_id (modo produto)");
    if (input.couponCode !== undefined || input.novoCliente) throw errors.validation("coupon_code e novo_cliente exigem product_id");
    const description = text(input.description) ?? DEFAULT_DESCRIPTION;
    return { ...common, amountCents: input.amountCents, description, payer, customerId, productId: null, couponId: null };
  }

  if (input.amountCents !== undefined) throw errors.validation("No modo produto o valor vem do produto: não envie amount");
  const { storeId, environment } = principal;
  const product = isUuid(input.productId) ? await deps.catalog.findProduct(storeId, environment, input.productId) : null;
  if (!product) throw errors.notFound("Produto");
  if (!product.active) throw errors.validation("Produto inativo: ative-o para vendê-lo");
  let amountCents = product.priceCents;
  let couponId: string | null = null;
  if (input.couponCode !== undefined) {
    const redeemed = await deps.catalog.redeemCoupon(storeId, environment, input.couponCode, amountCents, product.id);
    if (!redeemed) throw errors.notFound("Cupom");
    ({ amountCents, couponId } = redeemed);
  }
  if (input.novoCliente && customerId === null) {
    customerId = (await deps.catalog.registerCustomer(storeId, environment, payer))?.id ?? null;
  }
  const description = text(input.description) ?? product.name;
  return { ...common, amountCents, description, payer, customerId, productId: product.id, couponId };
}
