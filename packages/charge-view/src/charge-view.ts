/**
 * The contract's (2.2) view of a charge, in one place: the gateway answers single charges with it and
 * charges serves the listing's JSON bytes with it (`ListPixChargesResponse.charges_json`), so the
 * listing passes through the gateway without being decoded and encoded again.
 */
import type { Message } from "@pix/grpc";
import { centsToReais } from "@pix/money";

type Decoded = Message<"pix.charges.v1.Charge">;
/**
 * pix.charges.v1.Charge as the gateway decodes it, or as charges builds the listing's messages (its
 * optional fields null rather than absent): a field renamed in the proto fails typecheck here.
 */
export type ChargeMessage = { [K in keyof Decoded]: undefined extends Decoded[K] ? Decoded[K] | null : Decoded[K] };

const nul = <T>(v: T | undefined | null): T | null => v ?? null;

/** pix.charges.v1.Charge → contract 2.2 JSON: money in reais, every field present (absent → null). */
export function chargeJson(c: ChargeMessage) {
  return {
    id: c.id,
    user_id: c.user_id,
    customer_id: nul(c.customer_id),
    txid: c.txid,
    description: c.description,
    amount: centsToReais(c.amount_cents),
    customer_name: nul(c.customer_name),
    customer_email: nul(c.customer_email),
    customer_cpf: nul(c.customer_cpf),
    customer_phone: nul(c.customer_phone),
    product_id: nul(c.product_id),
    success_url: nul(c.success_url),
    cancel_url: nul(c.cancel_url),
    expires_at: nul(c.expires_at),
    // Issue 37: a due-date charge's due date is a Brasília calendar day (the BCB's dataDeVencimento), as the
    // request sent it (AAAA-MM-DD); midnight UTC would read as the evening before in Brasília. Other
    // charges (POST /charges' recorded due_date) keep the contract's date-time.
    due_date: c.vencimento ? c.vencimento.due_date : nul(c.due_date),
    pix_code: nul(c.pix_code),
    qr_code_url: nul(c.qr_code_url),
    status: c.status,
    end_to_end_id: nul(c.end_to_end_id),
    paid_at: nul(c.paid_at),
    created_at: c.created_at,
    store_name: nul(c.store_name),
    store_document: nul(c.store_document),
    fee_amount: c.fee_amount_cents === undefined || c.fee_amount_cents === null ? null : centsToReais(c.fee_amount_cents),
    subscription_id: nul(c.subscription_id),
    coupon_id: nul(c.coupon_id),
    environment: c.environment,
    checkout_url: c.checkout_url,
    extra_payments: c.extra_payments.map((p) => ({
      end_to_end_id: p.end_to_end_id,
      amount: centsToReais(p.amount_cents),
      paid_at: p.paid_at,
    })),
    // Issue 24 (additive): what was returned to the payer by completed refunds.
    refunded_amount: centsToReais(c.refunded_amount_cents),
    // Issue 37 (additive, due-date charges only): the terms as the request gave them, in reais and percent.
    ...(c.vencimento && dueTermsJson(c.vencimento)),
  };
}

type Terms = NonNullable<Decoded["vencimento"]>;
const modalidadeJson = (m: { modalidade: number; valor_perc: number } | null | undefined) =>
  m ? { modalidade: m.modalidade, valor_perc: centsToReais(m.valor_perc) } : null;

/** A due-date charge's terms (valor_perc ×100 in the message) → the request's snake_case shape. */
export function dueTermsJson(t: Terms) {
  const d = t.desconto;
  return {
    validade_apos_vencimento: t.validade_apos_vencimento ?? null,
    multa: modalidadeJson(t.multa),
    juros: modalidadeJson(t.juros),
    abatimento: modalidadeJson(t.abatimento),
    desconto: !d ? null : d.descontos_data_fixa.length > 0
      ? { modalidade: d.modalidade, descontos_data_fixa: d.descontos_data_fixa.map((x) => ({ data: x.data, valor_perc: centsToReais(x.valor_perc) })) }
      : { modalidade: d.modalidade, valor_perc: centsToReais(d.valor_perc ?? 0) },
  };
}

/** GET /pix/{txid}/valor's `data`: the day and its components in reais (the BCB's componentesValor). */
export function amountOfDayJson(a: Message<"pix.charges.v1.AmountOfDay">) {
  return {
    data: a.data,
    original: centsToReais(a.original_cents),
    multa: centsToReais(a.multa_cents),
    juros: centsToReais(a.juros_cents),
    abatimento: centsToReais(a.abatimento_cents),
    desconto: centsToReais(a.desconto_cents),
    final: centsToReais(a.final_cents),
  };
}

/** The listing's `data`: the JSON array of the charges' views, as UTF-8 bytes. */
export function chargesJsonBytes(charges: readonly ChargeMessage[]): Buffer {
  return Buffer.from(JSON.stringify(charges.map(chargeJson)));
}

/**
 * The listing's body `{"data":[…], "aviso"?}` around the bytes of `chargesJsonBytes`, spliced rather
 * than parsed: the same bytes `res.json` would write for the parsed array.
 */
export function listingBody(chargesJson: Buffer, aviso?: string): Buffer {
  const tail = aviso === undefined ? "}" : `,"aviso":${JSON.stringify(aviso)}}`;
  return Buffer.concat([Buffer.from('{"data":'), chargesJson, Buffer.from(tail)]);
}
