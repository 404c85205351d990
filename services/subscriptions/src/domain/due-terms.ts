import { addDays, todayInBrasilia, type CalendarDate } from "@pix/business-days";
import { errors, type ProblemaDeCampo } from "@pix/errors";
import type { Message, MessageInput } from "@pix/grpc";

/**
 * Issue 37: a subscription billed as due-date charges. The merchant gives the charges' terms once (the
 * BCB's cobv modalities, as `POST /pix` takes them) and how many days after each period's date the
 * charge is due; each period's charge is issued through the one charges path (IssuePix) with them.
 * What is kept is the proto's SubscriptionDueTerms (valor_perc ×100), fields only.
 */
export interface SubscriptionDueTerms {
  dias_para_vencimento: number;
  validade_apos_vencimento?: number;
  multa?: { modalidade: number; valor_perc: number };
  juros?: { modalidade: number; valor_perc: number };
  abatimento?: { modalidade: number; valor_perc: number };
  desconto?: { modalidade: number; valor_perc: number };
}

/** At most two months between a period's date and its due date (a monthly period's charge is due before the next one's). */
export const MAX_DIAS_PARA_VENCIMENTO = 60;
type TermsMessage = Message<"pix.subscriptions.v1.SubscriptionDueTerms">;
type Modalidade = { modalidade: number; valor_perc: number } | null | undefined;
const mod = (m: Modalidade) => (m ? { modalidade: m.modalidade, valor_perc: m.valor_perc } : undefined);
const problem = (campo: string, codigo: ProblemaDeCampo["codigo"], mensagem: string): ProblemaDeCampo => ({ campo: `due_terms.${campo}`, local: "corpo", codigo, mensagem });

/**
 * The terms' own rules (the modalities' rules are the charges service's, checked by checkedBy): a
 * subscription of method pix; 0–60 days to the due date; a discount per day paid early only (a fixed
 * date does not recur: modalidades 1 and 2 are refused). The problems are returned beside the terms
 * (a refused part left out), so that the caller lists them with the charges service's in one 400.
 */
export function subscriptionDueTermsOf(t: TermsMessage, method: string): { terms: SubscriptionDueTerms; problems: ProblemaDeCampo[] } {
  const p: ProblemaDeCampo[] = [];
  if (method !== "pix") throw errors.validation("due_terms", "VALOR_INVALIDO", "due_terms vale só para method pix: no Pix Automático o banco do pagador debita na data");
  const dias = t.dias_para_vencimento;
  if (!Number.isSafeInteger(dias) || dias < 0 || dias > MAX_DIAS_PARA_VENCIMENTO) {
    p.push(problem("dias_para_vencimento", dias < 0 ? "VALOR_MINIMO" : "VALOR_MAXIMO", `use de 0 a ${MAX_DIAS_PARA_VENCIMENTO} dias depois da data de cada período`));
  }
  const fixed = t.desconto && (t.desconto.modalidade === 1 || t.desconto.modalidade === 2 || t.desconto.descontos_data_fixa.length > 0);
  if (fixed) {
    p.push(problem("desconto.modalidade", "OPCAO_INVALIDA", "numa assinatura o desconto é por dia de antecipação (modalidades 3 a 6, com valor_perc): datas fixas não se repetem a cada período"));
  }
  const d = fixed ? null : t.desconto;
  const out: SubscriptionDueTerms = {
    dias_para_vencimento: p.length > 0 && !Number.isSafeInteger(dias) ? 0 : Math.min(Math.max(dias, 0), MAX_DIAS_PARA_VENCIMENTO),
    validade_apos_vencimento: t.validade_apos_vencimento ?? undefined,
    multa: mod(t.multa), juros: mod(t.juros), abatimento: mod(t.abatimento),
    desconto: d ? { modalidade: d.modalidade, valor_perc: d.valor_perc ?? 0 } : undefined,
  };
  return { terms: Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as SubscriptionDueTerms, problems: p };
}

/** The due date of the period dated `periodAt`: its Brasília day plus dias_para_vencimento. */
export const periodDueDate = (terms: SubscriptionDueTerms, periodAt: Date): CalendarDate => addDays(todayInBrasilia(periodAt), terms.dias_para_vencimento);

/** The period's charge's terms as the charges service takes them (IssuePix's `vencimento`). */
export function periodVencimento(terms: SubscriptionDueTerms, periodAt: Date): MessageInput<"pix.charges.v1.DueDateTerms"> {
  const { dias_para_vencimento: _dias, ...rest } = terms;
  return { due_date: periodDueDate(terms, periodAt), ...rest };
}
