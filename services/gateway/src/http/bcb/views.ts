/**
 * Our charges and refunds as the BCB's API Pix shows them (issue 39): pure mappings, no I/O.
 * Money stays integer centavos until here; the spec's amounts are decimal strings ("10.00").
 */
import type { Message } from "@pix/grpc";

type Charge = Message<"pix.charges.v1.Charge">;
type Refund = Message<"pix.charges.v1.Refund">;

/** Centavos as the spec writes an amount: "\d{1,10}\.\d{2}". */
export function reaisOf(cents: number | bigint): string {
  const c = BigInt(cents);
  const sign = c < 0n ? "-" : "";
  const abs = c < 0n ? -c : c;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** The spec's amount ("10.00", at most two decimals, up to 10 integer digits) in centavos; null when it is not one. */
export function centsOf(valor: string): number | null {
  const m = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** Our charge statuses as the spec's CobrancaStatus: an expired charge can no longer be paid, the PSP removed it. */
export function cobStatusOf(status: string): "ATIVA" | "CONCLUIDA" | "REMOVIDA_PELO_PSP" {
  if (status === "paid" || status === "refunded") return "CONCLUIDA";
  if (status === "expired") return "REMOVIDA_PELO_PSP";
  return "ATIVA";
}

/** The spec's status filter of GET /cob as ours (undefined: any). */
export function chargeStatusOf(cobStatus: string): string[] | null {
  switch (cobStatus) {
    case "ATIVA": return ["pending"];
    case "CONCLUIDA": return ["paid", "refunded"];
    case "REMOVIDA_PELO_PSP": return ["expired"];
    case "REMOVIDA_PELO_USUARIO_RECEBEDOR": return [];
    default: return null;
  }
}

/**
 * The location of a dynamic BR Code (EMV field 26, sub-field 25: the URL the payer's bank reads,
 * without scheme); undefined for a static code or anything unreadable.
 */
export function locationOf(pixCode: string | undefined): string | undefined {
  const field26 = pixCode && tlv(pixCode, "26");
  return (field26 && tlv(field26, "25")) || undefined;
}

function tlv(text: string, wanted: string): string | undefined {
  for (let i = 0; i + 4 <= text.length;) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!Number.isInteger(len) || i + 4 + len > text.length) return undefined;
    if (id === wanted) return text.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return undefined;
}

function devedorOf(c: Charge): { cpf: string; nome: string } | { cnpj: string; nome: string } | undefined {
  const doc = c.customer_cpf;
  const nome = c.customer_name;
  if (!doc || !nome) return undefined; // PessoaFisica and PessoaJuridica both require the name
  return doc.length === 11 ? { cpf: doc, nome } : { cnpj: doc, nome };
}

/** Whole seconds from creation to expiry (calendario.expiracao); the spec's default when the charge has none. */
export function expiracaoOf(c: Pick<Charge, "created_at" | "expires_at">): number {
  if (!c.expires_at) return 86400;
  return Math.max(1, Math.round((Date.parse(c.expires_at) - Date.parse(c.created_at)) / 1000));
}

/** A refund as the spec's Devolucao, under the caller's id when it gave one, else ours without dashes. */
export function devolucaoOf(r: Refund) {
  return {
    id: r.external_id ?? r.id.replace(/-/g, ""),
    // The return's id at the engine (pacs.004). Until the engine answers there is none: the field is left
    // out rather than invented (the spec requires it; docs/api-pix-bcb.md says so).
    ...(r.end_to_end_id && { rtrId: r.end_to_end_id }),
    valor: reaisOf(r.amount_cents),
    natureza: r.natureza,
    ...(r.motivo && { descricao: r.motivo }),
    horario: { solicitacao: r.created_at, ...(r.completed_at && r.status === "DEVOLVIDO" && { liquidacao: r.completed_at }) },
    status: r.status,
    ...(r.failure_reason && { motivo: r.failure_reason.slice(0, 140) }),
  };
}

/** A payment's componentesValor: the original always, each other part when it is not zero. */
export function componentesValorOf(a: Message<"pix.charges.v1.AmountOfDay">) {
  const part = (cents: number) => (cents > 0 ? { valor: reaisOf(cents) } : undefined);
  const multa = part(a.multa_cents);
  const juros = part(a.juros_cents);
  const abatimento = part(a.abatimento_cents);
  const desconto = part(a.desconto_cents);
  return {
    original: { valor: reaisOf(a.original_cents) },
    ...(multa && { multa }), ...(juros && { juros }), ...(abatimento && { abatimento }), ...(desconto && { desconto }),
  };
}

type PixPayment = Message<"pix.charges.v1.PixPayment">;

/**
 * One Pix received (the spec's Pix) with the devoluções that return it: refunds name the Pix they return.
 * The payment that paid a due-date charge carries what it brought part by part (cobv's componentesValor).
 */
export function pixItemOf(c: Pick<Charge, "txid" | "end_to_end_id" | "componentes_valor">, payment: PixPayment, chave: string | undefined, refunds: readonly Refund[]) {
  const own = refunds.filter((r) => r.payment_end_to_end_id === payment.end_to_end_id);
  const componentes = payment.end_to_end_id === c.end_to_end_id ? c.componentes_valor : undefined;
  return {
    endToEndId: payment.end_to_end_id, txid: c.txid, valor: reaisOf(payment.amount_cents),
    ...(componentes && { componentesValor: componentesValorOf(componentes) }),
    ...(chave && { chave }), horario: payment.paid_at,
    ...(own.length > 0 && { devolucoes: own.map(devolucaoOf) }),
  };
}

/** The Pix received for a charge: the payment that paid it and any later one (extra payments), each with its own devoluções. */
export function pixOf(c: Charge, chave: string | undefined, refunds: readonly Refund[]) {
  if (!c.end_to_end_id || !c.paid_at) return [];
  // What the first payment brought (a due-date charge's amount of its day, with its parts: issue 39's cobv).
  const first = { end_to_end_id: c.end_to_end_id, amount_cents: c.paid_amount_cents ?? c.amount_cents, paid_at: c.paid_at };
  return [pixItemOf(c, first, chave, refunds), ...(c.extra_payments ?? []).map((p) => pixItemOf(c, p, chave, refunds))];
}

/**
 * The charge's location as the spec's PayloadLocationCompleta (GET /loc/{id}, GET /loc), also the
 * `loc` of a cob or cobv (whose schema requires the txid too). The engine issues the location with the
 * charge, so it is created with it (`criacao`) and always serves its txid. Undefined without one.
 */
export function locOf(c: Pick<Charge, "loc_id" | "pix_code" | "txid" | "created_at" | "vencimento">) {
  const location = locationOf(c.pix_code);
  if (!c.loc_id || !location) return undefined;
  return { id: c.loc_id, txid: c.txid, location, tipoCob: c.vencimento ? ("cobv" as const) : ("cob" as const), criacao: c.created_at };
}

/** A charge as the spec's CobCompleta (GET) and CobGerada (PUT, POST: the same minus `pix`). */
export function cobOf(c: Charge, chave: string, refunds: readonly Refund[] = []) {
  const devedor = devedorOf(c);
  const location = locationOf(c.pix_code);
  const loc = locOf(c);
  const pix = pixOf(c, chave, refunds);
  return {
    calendario: { criacao: c.created_at, expiracao: expiracaoOf(c) },
    txid: c.txid,
    revisao: 0,
    ...(loc && { loc }),
    ...(location && { location }),
    status: cobStatusOf(c.status),
    ...(devedor && { devedor }),
    valor: { original: reaisOf(c.amount_cents) },
    chave,
    ...(c.description && { solicitacaoPagador: c.description.slice(0, 140) }),
    ...(c.pix_code && c.status === "pending" && { pixCopiaECola: c.pix_code }),
    ...(pix.length > 0 && { pix }),
  };
}

/** The spec's Paginacao over `total` items. */
export function paginacaoOf(paginaAtual: number, itensPorPagina: number, total: number) {
  return { paginaAtual, itensPorPagina, quantidadeDePaginas: Math.max(1, Math.ceil(total / itensPorPagina)), quantidadeTotalDeItens: total };
}
