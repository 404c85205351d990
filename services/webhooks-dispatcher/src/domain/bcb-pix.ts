import type { EventEnvelope, PublicEventName } from "@pix/messaging";

/**
 * The BCB's API Pix callback (issue 39): `POST {webhookUrl}/pix` with `{"pix":[…]}` (the spec's
 * WebhookPixBody) for each Pix received with a txid, and for each devolução that ends (DEVOLVIDO or
 * NAO_REALIZADO), shown inside the Pix it returns. A bcb_pix endpoint subscribes to these events; any
 * other event has no such body.
 */
export const BCB_PIX_EVENTS = ["charge.paid", "charge.extra_payment", "refund.completed", "refund.failed"] as const;

/** Reais as our events carry them (a JSON number, two decimals at most) in the spec's "10.00". */
function valorOf(reais: number): string {
  const cents = Math.round(reais * 100); // an event's amount is exact to the centavo: this only undoes the decimal point
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

type RefundData = EventEnvelope<"refund.completed">["data"];

/**
 * The Pix a devolução returns, with that devolução (the spec's Pix with `devolucoes`). Null when the
 * event does not name its Pix (refund events written before they did) or the engine gave the
 * devolução no rtrId (refused before it made the return: no pacs.004 exists), both of which the spec requires.
 */
function devolucaoBody(d: RefundData): string | null {
  if (!d.pix || !d.end_to_end_id) return null;
  const devolucao = {
    id: d.external_id ?? d.id.replace(/-/g, ""), // as GET /pix/{e2eid}/devolucao/{id} names it
    rtrId: d.end_to_end_id,
    valor: valorOf(d.amount),
    natureza: d.natureza,
    ...(d.motivo && { descricao: d.motivo.slice(0, 140) }),
    horario: { solicitacao: d.created_at, ...(d.status === "DEVOLVIDO" && d.completed_at && { liquidacao: d.completed_at }) },
    status: d.status,
    ...(d.motivo_falha && { motivo: d.motivo_falha.slice(0, 140) }),
  };
  return JSON.stringify({ pix: [{ endToEndId: d.pix.end_to_end_id, txid: d.txid, valor: valorOf(d.pix.amount), horario: d.pix.paid_at, devolucoes: [devolucao] }] });
}

type Componentes = { original: number; multa: number; juros: number; abatimento: number; desconto: number };

/**
 * What a payment brought: a due-date charge's (cobv) is the amount of its day, original + multa +
 * juros − abatimento − desconto, with those parts as the spec's componentesValor (issue 39); an
 * immediate charge's is its amount.
 */
function paidValorOf(d: { amount: number; componentes_valor?: Componentes | null }) {
  const c = d.componentes_valor;
  if (!c) return { valor: valorOf(d.amount) };
  const cents = (reais: number) => Math.round(reais * 100);
  const paid = cents(c.original) + cents(c.multa) + cents(c.juros) - cents(c.abatimento) - cents(c.desconto);
  const part = (reais: number) => (cents(reais) > 0 ? { valor: valorOf(reais) } : undefined);
  const [multa, juros, abatimento, desconto] = [part(c.multa), part(c.juros), part(c.abatimento), part(c.desconto)];
  return {
    valor: valorOf(paid / 100),
    componentesValor: { original: { valor: valorOf(c.original) }, ...(multa && { multa }), ...(juros && { juros }), ...(abatimento && { abatimento }), ...(desconto && { desconto }) },
  };
}

/** The body a bcb_pix endpoint receives for this event, or null when it receives nothing for it. */
export function bcbPixBody(envelope: EventEnvelope<PublicEventName>): string | null {
  if (envelope.event === "charge.paid") {
    const d = (envelope as EventEnvelope<"charge.paid">).data;
    if (!d.end_to_end_id) return null; // a simulated test payment without one is no Pix of the arrangement
    return JSON.stringify({ pix: [{ endToEndId: d.end_to_end_id, txid: d.txid, ...paidValorOf(d), horario: d.paid_at }] });
  }
  if (envelope.event === "charge.extra_payment") {
    const d = (envelope as EventEnvelope<"charge.extra_payment">).data;
    return JSON.stringify({ pix: [{ endToEndId: d.end_to_end_id, txid: d.txid, valor: valorOf(d.amount), horario: d.paid_at }] });
  }
  if (envelope.event === "refund.completed" || envelope.event === "refund.failed") {
    return devolucaoBody((envelope as EventEnvelope<"refund.completed">).data);
  }
  return null;
}
