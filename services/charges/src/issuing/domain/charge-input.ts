import {
  centsField, emailField, invalidField, isoInstantField, optionalOneOf, optionalText, patternField, textField, uuidField,
} from "@pix/errors";
import { isCalendarDate, todayInBrasilia } from "@pix/business-days";
import { type ChargeStatus, VISIBLE_STATUSES } from "./charge";
import { FEE_BEARERS } from "../../refunds/domain/refund";
import type { DueDateRequest } from "./due-date-input";

/**
 * The bounds a charge's gRPC requests keep whoever calls (the gateway checks the same at the HTTP
 * edge; the shapes are the generated proto types). Business rules (minimum amount, dates, CPF/CNPJ,
 * URLs) stay in the use cases and domain/rules.ts.
 */
export interface PayerRequest {
  customer_name?: string; customer_email?: string; customer_cpf?: string; customer_phone?: string; customer_id?: string;
}

/** A payer's e-mail as the edge trims it; its format is checked, never its case (it is shown as typed). */
export function payerEmail(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const email = value.trim();
  emailField(field, email);
  return email;
}

export function payerInput(r: PayerRequest) {
  return {
    customerName: optionalText("customer_name", r.customer_name, 200),
    customerEmail: payerEmail("customer_email", r.customer_email),
    customerCpf: optionalText("customer_cpf", r.customer_cpf, 32),
    customerPhone: optionalText("customer_phone", r.customer_phone, 32),
    customerId: optionalText("customer_id", r.customer_id, 64),
  };
}

/** The Idempotency-Key (1 to 255 characters) and the sha256 of the request it was first used with. */
export function idempotencyInput(i: { key: string; request_hash: string } | null | undefined) {
  if (!i) return undefined;
  if (i.key.length === 0) throw invalidField("idempotency.key", "CAMPO_OBRIGATORIO", "envie a Idempotency-Key");
  return {
    key: textField("idempotency.key", i.key, 255),
    requestHash: patternField("idempotency.request_hash", i.request_hash, /^[0-9a-f]{64}$/, "use o sha256 do pedido em 64 hexadecimais minúsculos"),
  };
}

export interface IssueRequest extends PayerRequest {
  amount_cents?: number; description?: string; product_id?: string; coupon_code?: string; novo_cliente?: boolean; expires_at?: string;
  success_url?: string; cancel_url?: string; subscription_id?: string; txid?: string; method?: string;
  vencimento?: DueDateRequest | null;
}

export function issueInput(r: IssueRequest) {
  return {
    amountCents: centsField("amount_cents", r.amount_cents), description: optionalText("description", r.description, 500), ...payerInput(r),
    productId: optionalText("product_id", r.product_id, 64), couponCode: optionalText("coupon_code", r.coupon_code, 64), novoCliente: r.novo_cliente,
    expiresAt: optionalText("expires_at", r.expires_at, 40), successUrl: optionalText("success_url", r.success_url, 2048),
    cancelUrl: optionalText("cancel_url", r.cancel_url, 2048), txid: optionalText("txid", r.txid, 35), method: optionalText("method", r.method, 32),
    subscriptionId: r.subscription_id === undefined ? undefined : uuidField("subscription_id", r.subscription_id),
    vencimento: r.vencimento ?? undefined,
  };
}

export interface CreateRequest extends PayerRequest { amount_cents?: number; description?: string; expires_at?: string; due_date?: string; txid?: string }

export function createInput(r: CreateRequest) {
  return {
    amountCents: centsField("amount_cents", r.amount_cents), description: optionalText("description", r.description, 500), ...payerInput(r),
    expiresAt: optionalText("expires_at", r.expires_at, 40), dueDate: optionalText("due_date", r.due_date, 40), txid: optionalText("txid", r.txid, 64),
  };
}

/** A charge's own key (txid or checkout key): present and at most 64 characters. */
export function chargeKey(field: "txid" | "checkout_key", value: string): string {
  if (value.length === 0) throw invalidField(field, "CAMPO_OBRIGATORIO", `${field} é obrigatório`);
  return textField(field, value, 64);
}

/** A devolução id of the BCB's API Pix (DevolucaoId). */
const EXTERNAL_REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
/** A Pix's end-to-end id (the BCB's EndToEndId: 32 letters or digits). */
const END_TO_END_ID = /^[a-zA-Z0-9]{32}$/;

export function endToEndIdField(field: string, value: string): string {
  return patternField(field, value, END_TO_END_ID, "use o id fim a fim do Pix: 32 letras ou dígitos");
}

export function refundInput(r: { txid: string; amount_cents?: number; motivo?: string; external_id?: string; payment_end_to_end_id?: string }) {
  return {
    paymentEndToEndId: r.payment_end_to_end_id === undefined ? undefined : endToEndIdField("payment_end_to_end_id", r.payment_end_to_end_id),
    txid: chargeKey("txid", r.txid), amountCents: centsField("amount_cents", r.amount_cents), motivo: optionalText("motivo", r.motivo, 140),
    externalId: r.external_id === undefined ? undefined : patternField("external_id", r.external_id, EXTERNAL_REFUND_ID, "use de 1 a 35 letras ou dígitos"),
  };
}

export function refundSettingsInput(r: { store_id: string; enabled: boolean; fee_bearer?: string }) {
  return { storeId: uuidField("store_id", r.store_id), enabled: r.enabled, feeBearer: optionalOneOf("fee_bearer", r.fee_bearer, FEE_BEARERS) };
}

/** A location's id (the BCB's PayloadLocationId): a positive integer, exact as a JSON number. */
export function locationIdInput(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw invalidField("loc_id", "VALOR_INVALIDO", "use o loc.id de uma cobrança: um inteiro positivo");
  return value;
}

/** The BCB's GET /loc filter as the repository reads it; the page at most 1000 items, as the gateway's lists. */
export function locationsInput(r: { inicio: string; fim: string; txid_presente?: boolean; tipo_cob?: string; pagina_atual: number; itens_por_pagina: number }) {
  const from = new Date(isoInstantField("inicio", r.inicio));
  const to = new Date(isoInstantField("fim", r.fim));
  if (!Number.isInteger(r.pagina_atual) || r.pagina_atual < 0) throw invalidField("pagina_atual", "VALOR_INVALIDO", "use uma página de 0 em diante");
  if (!Number.isInteger(r.itens_por_pagina) || r.itens_por_pagina < 1 || r.itens_por_pagina > 1000) {
    throw invalidField("itens_por_pagina", "VALOR_INVALIDO", "use de 1 a 1000 itens por página");
  }
  return {
    from, to, tipoCob: optionalOneOf("tipo_cob", r.tipo_cob, ["cob", "cobv"] as const), txidPresente: r.txid_presente,
    limit: r.itens_por_pagina, offset: r.pagina_atual * r.itens_por_pagina,
  };
}

export const listedStatus = (value: string | undefined): ChargeStatus | undefined => optionalOneOf("status", value, VISIBLE_STATUSES);

/** The engine's notice: a bounded token and at most 64 KiB of body. */
export const NOTICE_MAX_BYTES = 64 * 1024;
export function noticeInput(r: { token: string; body: string; body_bytes: Uint8Array }) {
  textField("token", r.token, 1024);
  if (r.body.length > NOTICE_MAX_BYTES || r.body_bytes.length > NOTICE_MAX_BYTES) throw invalidField("body", "TAMANHO_MAXIMO", "corpo maior que 64 KiB");
  return { token: r.token, body: r.body_bytes.length > 0 ? r.body_bytes : r.body };
}

/** RenderQrCode: a link for a merchant's view (http or https), never a Pix code of someone else's charge. */
export function qrLink(value: string): string {
  textField("text", value, 1000);
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return value;
  } catch { /* refused below */ }
  throw invalidField("text", "FORMATO_INVALIDO", "use um endereço completo, por exemplo https://loja.exemplo.com.br/retorno");
}

/** The expiry test clock's instant (issue 25). */
export const testClockInstant = (value: string) => isoInstantField("as_of", value);

/** GET /pix/{txid}/valor?data=: the txid and a calendar date (the BCB's DPP); none: today in Brasília. */
export function amountOfDayInput(r: { txid: string; data: string }, now = new Date()) {
  if (r.data === "") return { txid: chargeKey("txid", r.txid), data: todayInBrasilia(now) };
  if (!isCalendarDate(r.data)) throw invalidField("data", "FORMATO_INVALIDO", "use a data de pagamento no formato AAAA-MM-DD, por exemplo 2026-12-10", "consulta");
  return { txid: chargeKey("txid", r.txid), data: r.data };
}
