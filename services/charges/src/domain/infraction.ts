/**
 * MED infractions (issue 25), pure: the engine's words mapped to ours, the views (API, events) and the
 * merchant's e-mail. README "MED infractions" has the whole story.
 */
import { brasiliaTime } from "@pix/mailer";
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
    outcome: i.outcome, debt: centsToReais(i.debtCents), refund_id: i.refundId,
  };
}

const OUTCOME_TEXT: Record<InfractionOutcome, string> = {
  upheld: "procedente: o valor bloqueado foi devolvido ao pagador (devolução MED)",
  rejected: "improcedente: o bloqueio foi liberado e o valor voltou ao saldo disponível",
  expired: "encerrada sem decisão no prazo: o bloqueio foi liberado e o valor voltou ao saldo disponível",
};

/** The merchant's e-mail when an infraction opens or closes. */
export function infractionMail(i: Infraction, kind: "opened" | "closed", to: string) {
  const amount = formatBrl(i.amountCents);
  const test = i.environment === "test" ? " [TESTE]" : "";
  const link = ["Acompanhe e responda no painel, em Infrações MED, ou pela API (GET /infractions)."];
  if (kind === "opened") {
    return {
      to,
      subject: `Infração MED aberta${test}: ${amount} bloqueados da cobrança ${i.txid}`,
      text: [
        `O banco do pagador abriu uma infração MED (${i.reason === "fraude" ? "suspeita de fraude" : "falha operacional"}) sobre o Pix ${i.endToEndId} da cobrança ${i.txid}.`,
        `Valor bloqueado por precaução: ${amount}.`,
        ...(i.debtCents > 0 ? [`O saldo disponível não cobria o bloqueio: ${formatBrl(i.debtCents)} ficaram como débito, e os saques estão suspensos até novos recebimentos cobrirem o débito.`] : []),
        `Envie sua defesa (texto e até ${MAX_DEFENSE_FILES} arquivos) até ${brasiliaTime(i.defenseDueAt)}.`,
        ...link,
      ].join("\n"),
    };
  }
  return {
    to,
    subject: `Infração MED encerrada${test}: cobrança ${i.txid}`,
    text: [`A infração MED sobre o Pix ${i.endToEndId} (cobrança ${i.txid}, ${amount}) foi ${OUTCOME_TEXT[i.outcome ?? "expired"]}.`, ...link].join("\n"),
  };
}
