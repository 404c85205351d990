/**
 * Our Pix Automático instructions (issue 14 and 38: a billed period's engine cycle, with its charge's
 * txid) as the BCB's API Pix shows a cobr (issue 39): pure mappings, no I/O. Everything is read from
 * our records of the cycle (subscriptions' cycle history), not asked of the engine again.
 */
import { createHash } from "node:crypto";
import { todayInBrasilia } from "@pix/business-days";
import type { Message } from "@pix/grpc";
import { reaisOf } from "./views";

type Cycle = Message<"pix.subscriptions.v1.RecurringCycle">;
type Step = Message<"pix.subscriptions.v1.CycleEvent">;
type Charge = Message<"pix.charges.v1.Charge">;

export const COBR_STATUSES = ["CRIADA", "ATIVA", "CONCLUIDA", "EXPIRADA", "REJEITADA", "CANCELADA"] as const;
export type CobRStatus = (typeof COBR_STATUSES)[number];

/** The engine's cycle statuses are the spec's CobRStatus by name (ATIVA, CONCLUIDA, …); anything else is still live. */
export function cobrStatusOf(status: string): CobRStatus {
  return (COBR_STATUSES as readonly string[]).includes(status) ? (status as CobRStatus) : "ATIVA";
}

/** A Brasília calendar date (the spec's `format: date`) of an instant. */
export const dateOf = (iso: string): string => todayInBrasilia(new Date(iso));

/** The catalogue codes whose meaning we state; any other is named by its code only. */
const REJECTION_TEXTS: Record<string, string> = {
  AM02: "Valor não permitido pelo pagador (limite da autorização ou da conta)",
  AM09: "Valor diferente do autorizado",
  AC05: "Conta do pagador encerrada",
  AC06: "Conta do pagador bloqueada",
};
export const rejeicaoOf = (codigo: string) => ({ codigo, descricao: REJECTION_TEXTS[codigo] ?? `Rejeitada com o código ${codigo} do catálogo de mensagens do Pix` });

type AttemptStatus = "AGENDADA" | "PAGA" | "REJEITADA" | "CANCELADA";
interface Attempt { date: string; status: AttemptStatus; code?: string; history: { status: AttemptStatus; data: string }[] }

/**
 * The debit attempts of an instruction (the spec's `tentativas`) from its recorded steps: the first on
 * the debit date when sent, one more on each retry's date; a failure rejects the latest with its
 * code, a debit pays it, a cancellation cancels the one still scheduled.
 */
export function attemptsOf(steps: readonly Step[], debitDate: string): Attempt[] {
  const out: Attempt[] = [];
  const latest = () => out[out.length - 1];
  const move = (a: Attempt | undefined, status: AttemptStatus, at: string) => {
    if (!a) return;
    a.status = status;
    a.history.push({ status, data: at });
  };
  for (const s of steps) {
    switch (s.update) {
      case "sent":
      case "resent":
        out.push({ date: debitDate, status: "AGENDADA", history: [{ status: "AGENDADA", data: s.at }] });
        break;
      case "retry_scheduled":
        if (s.retry_at) out.push({ date: dateOf(s.retry_at), status: "AGENDADA", history: [{ status: "AGENDADA", data: s.at }] });
        break;
      case "failed": {
        const a = latest();
        move(a, "REJEITADA", s.at);
        if (a && s.rejection_code) a.code = s.rejection_code;
        break;
      }
      case "debited":
        move(latest(), "PAGA", s.at);
        break;
      case "cancelled":
        if (latest()?.status === "AGENDADA") move(latest(), "CANCELADA", s.at);
        break;
    }
  }
  return out;
}

/**
 * An attempt's endToEndId (the spec requires one per attempt). The paid attempt's is the Pix that paid
 * the charge. The engine names no other (an attempt that failed or is still scheduled moved no money):
 * the id is then ours, stable for the attempt — the spec's form, "E" + the agent of the idRec (its
 * characters 3–10) + the attempt's date + 11 characters of a hash of the cycle and the attempt's
 * position — and identifies no Pix in the SPI (docs/api-pix-bcb.md).
 */
export function attemptEndToEndId(idRec: string, cycleId: string, index: number, date: string, paidE2e?: string): string {
  if (paidE2e && /^[a-zA-Z0-9]{32}$/.test(paidE2e)) return paidE2e;
  const agent = (idRec.slice(2, 10) + "00000000").slice(0, 8).replace(/[^a-zA-Z0-9]/g, "0");
  const hash = createHash("sha256").update(`${cycleId}:${index}`).digest("base64").replace(/[^a-zA-Z0-9]/g, "").slice(0, 11).padEnd(11, "0");
  return `E${agent}${date.replace(/-/g, "")}0000${hash}`;
}

/** The spec's `atualizacao` of the cobr: ATIVA when sent, then its end (the step that ended it). */
export function statusHistoryOf(status: CobRStatus, steps: readonly Step[]): { status: CobRStatus; data: string }[] {
  const start = steps.find((s) => s.update === "sent" || s.update === "resent") ?? steps[0];
  const out = start ? [{ status: "ATIVA" as CobRStatus, data: start.at }] : [];
  const endedBy: Partial<Record<CobRStatus, string>> = { CONCLUIDA: "debited", CANCELADA: "cancelled", EXPIRADA: "given_up", REJEITADA: "failed" };
  const step = endedBy[status] && [...steps].reverse().find((s) => s.update === endedBy[status]);
  if (step) out.push({ status, data: step.at });
  return out;
}

/** The store's account as the spec's DadosBancariosRecebedor: its subaccount at our provider, a payment account. */
export function recebedorOf(accountId: string | undefined) {
  // `conta` holds at most 20 characters: the subaccount's id without hyphens, cut to them.
  return { conta: (accountId ?? "").replace(/-/g, "").slice(0, 20), tipoConta: "PAGAMENTO" as const };
}

/** An instruction as the spec's CobRCompleta (GET /cobr/{txid}, each item of GET /cobr). */
export function cobrOf(c: Cycle, recebedor: ReturnType<typeof recebedorOf>, charge?: Pick<Charge, "end_to_end_id" | "paid_at" | "paid_amount_cents" | "amount_cents">) {
  const status = cobrStatusOf(c.status);
  const steps = c.events ?? [];
  const debitDate = dateOf(c.debit_at ?? c.period_at);
  const paid = charge?.end_to_end_id && charge.paid_at ? charge : undefined;
  const attempts = attemptsOf(steps, debitDate);
  const lastCode = [...attempts].reverse().find((a) => a.code)?.code;
  return {
    idRec: c.authorization_id,
    txid: c.txid,
    calendario: { criacao: dateOf(c.sent_at), dataDeVencimento: dateOf(c.period_at) },
    valor: { original: reaisOf(c.amount_cents) },
    ajusteDiaUtil: true,
    recebedor,
    status,
    politicaRetentativa: c.retry_policy === "NAO_PERMITE" ? "NAO_PERMITE" as const : "PERMITE_3R_7D" as const,
    ...(c.customer_email && { devedor: { email: c.customer_email } }),
    atualizacao: statusHistoryOf(status, steps),
    ...(status === "REJEITADA" && lastCode && { encerramento: { rejeicao: rejeicaoOf(lastCode) } }),
    tentativas: attempts.map((a, i) => ({
      dataLiquidacao: a.date,
      tipo: i === 0 ? "AGND" as const : "NTAG" as const,
      status: a.status,
      endToEndId: attemptEndToEndId(c.authorization_id, c.cycle_id, i, a.date, a.status === "PAGA" ? paid?.end_to_end_id : undefined),
      atualizacao: a.history,
      ...(a.code && { rejeicao: rejeicaoOf(a.code) }),
    })),
    ...(paid && { pix: [{ endToEndId: paid.end_to_end_id!, txid: c.txid, valor: reaisOf(paid.paid_amount_cents ?? paid.amount_cents), horario: paid.paid_at! }] }),
  };
}

