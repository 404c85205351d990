/**
 * MED infractions (issue 25), pure: the engine's words mapped to ours, the views (API, events) and the
 * merchant's e-mail. README "MED infractions" has the whole story.
 */
import { brasiliaTime, panelLink } from "@pix/mailer";
import { centsToReais, formatBrl } from "@pix/money";

export type InfractionStatus = "open" | "defended" | "closed";
export type InfractionOutcome = "upheld" | "rejected" | "expired";
export type MedNatureza = "MED_FRAUDE" | "MED_OPERACIONAL" | "MED_PIX_AUTOMATICO";
export const INFRACTION_STATUSES: readonly InfractionStatus[] = ["open", "defended", "closed"];
export const MAX_DEFENSE_FILES = 5;

export interface DefenseFile {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface Infraction {
  id: string;
  storeId: string;
  environment: "test" | "live";
  engineInfractionId: string;
  chargeId: string;
  txid: string;
  endToEndId: string;
  amountCents: number;
  reason: string;
  details: string | null;
  status: InfractionStatus;
  outcome: InfractionOutcome | null;
  defenseDueAt: Date;
  debtCents: number;
  /** What the block took: at most what was left of the payment (0 for a duplicated notice, issue 32). */
  blockedCents: number;
  defenseText: string | null;
  defenseFiles: DefenseFile[];
  defenseSentAt: Date | null;
  refundId: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

/** The engine's outcome → ours: PROCEDENTE upheld (returned), IMPROCEDENTE rejected, SEM_DECISAO expired (both released). */
export function outcomeOfEngine(outcome: "PROCEDENTE" | "IMPROCEDENTE" | "SEM_DECISAO"): InfractionOutcome {
  return outcome === "PROCEDENTE" ? "upheld" : outcome === "IMPROCEDENTE" ? "rejected" : "expired";
}

/** The reason as the API shows it. */
export function reasonOf(engineReason: "FRAUDE" | "FALHA_OPERACIONAL"): string {
  return engineReason === "FRAUDE" ? "fraude" : "falha_operacional";
}

/** Whether a defense may still be sent at `now`. */
export function defenseOpen(i: Pick<Infraction, "status" | "defenseDueAt">, now: Date): boolean {
  return i.status === "open" && i.defenseDueAt.getTime() > now.getTime();
}

/** The contract-style view (money in reais), shared by the events; the gRPC message maps the same fields. */
export function infractionJson(i: Infraction) {
  return {
    id: i.id, txid: i.txid, end_to_end_id: i.endToEndId, amount: centsToReais(i.amountCents), status: i.status, reason: i.reason,
    defense_due_at: i.defenseDueAt.toISOString(), created_at: i.createdAt.toISOString(), closed_at: i.closedAt?.toISOString() ?? null,
    outcome: i.outcome, debt: centsToReais(i.debtCents), blocked: centsToReais(i.blockedCents), refund_id: i.refundId,
  };
}

/** What happened to the blocked amount, as the closing e-mail says it. */
const OUTCOME_TEXT: Record<InfractionOutcome, (blocked: string) => string> = {
  upheld: (blocked) => `procedente: ${blocked} foram devolvidos ao pagador (devolução MED)`,
  rejected: (blocked) => `improcedente: o bloqueio de ${blocked} foi liberado e o valor voltou ao seu saldo disponível`,
  expired: (blocked) => `encerrada sem decisão no prazo: o bloqueio de ${blocked} foi liberado e o valor voltou ao seu saldo disponível`,
};

/** The sale an infraction contests, as a merchant knows it: the charge's description, payer, amount and payment time. */
export interface ContestedSale {
  description: string;
  payerName: string | null;
  amountCents: number;
  paidAt: Date | null;
}

/** `venda «Camiseta azul M», de R$ 49,90, paga por Maria da Silva em 22/11/2026 às 00:15 (horário de Brasília)`. */
function saleInWords(sale: ContestedSale): string {
  const name = sale.description.trim() ? `venda «${sale.description.trim()}»` : "venda sem descrição";
  const by = sale.payerName ? ` por ${sale.payerName}` : "";
  const when = sale.paidAt ? ` em ${brasiliaTime(sale.paidAt)}` : "";
  return `${name}, de ${formatBrl(sale.amountCents)}, paga${by}${when}`;
}

/** The merchant's e-mail when an infraction opens or closes: the sale in words, links to the panel's pages. */
export function infractionMail(i: Infraction, kind: "opened" | "closed", to: string, sale: ContestedSale, panelUrl: string) {
  const amount = formatBrl(i.amountCents);
  const blocked = formatBrl(i.blockedCents);
  const test = i.environment === "test" ? " [TESTE]" : "";
  const subjectSale = sale.description.trim() ? `venda «${sale.description.trim()}»` : `venda de ${formatBrl(sale.amountCents)}`;
  const links = [
    `Infrações MED no painel: ${panelLink(panelUrl, "/infracoes")}`,
    `A venda no painel: ${panelLink(panelUrl, `/cobrancas/${encodeURIComponent(i.txid)}`)}`,
    `Referências para o suporte: txid ${i.txid}, Pix ${i.endToEndId}.`,
  ];
  if (kind === "opened") {
    return {
      to,
      subject: `Infração MED aberta${test}: ${blocked} bloqueados da ${subjectSale}`,
      text: [
        `O banco do pagador contestou o Pix da ${saleInWords(sale)}: infração MED de ${amount} por ${i.reason === "fraude" ? "suspeita de fraude" : "falha operacional"}.`,
        `Valor bloqueado por precaução: ${blocked}.`,
        // Issue 32: a block never takes more than is left of the payment after refunds and other infractions.
        ...(i.blockedCents < i.amountCents ? [`O bloqueio se limita ao que resta do pagamento depois de devoluções e outras infrações: ${i.blockedCents === 0 ? "nada foi bloqueado" : `${blocked} de ${amount}`}.`] : []),
        ...(i.debtCents > 0 ? [`O saldo disponível não cobria o bloqueio: ${formatBrl(i.debtCents)} ficaram como débito, e os saques estão suspensos até novos recebimentos cobrirem o débito.`] : []),
        `Envie sua defesa (texto e até ${MAX_DEFENSE_FILES} arquivos) até ${brasiliaTime(i.defenseDueAt)}, no painel, em Infrações MED.`,
        "",
        ...links,
      ].join("\n"),
    };
  }
  const outcome = i.outcome ?? "expired";
  return {
    to,
    subject: `Infração MED encerrada${test}: ${subjectSale}, ${outcome === "upheld" ? "valor devolvido ao pagador" : "bloqueio liberado"}`,
    text: [
      `A infração MED sobre a ${saleInWords(sale)} foi ${OUTCOME_TEXT[outcome](blocked)}${i.closedAt ? ` em ${brasiliaTime(i.closedAt)}` : ""}.`,
      "Nada mais a fazer nesta infração.",
      "",
      ...links,
    ].join("\n"),
  };
}
