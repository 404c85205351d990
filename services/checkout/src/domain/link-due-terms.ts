import { type AmountOfDay, type DueDateTerms, DEFAULT_VALIDADE_APOS_VENCIMENTO, amountOfDay, lastPayableDate } from "@pix/amount-of-day";
import type { CalendarDate } from "@pix/business-days";
import type { Message, MessageInput } from "@pix/grpc";

/**
 * Issue 37: a payment link's due-date terms, kept as the charges service takes them (its proto's
 * DueDateTerms, valor_perc ×100) and passed as they are to each payer's charge. Only the fields are
 * kept: the decoded message's oneof markers (`_multa`…) and absent parts are left out.
 */
export interface LinkDueTerms {
  due_date: string;
  validade_apos_vencimento?: number;
  multa?: { modalidade: number; valor_perc: number };
  juros?: { modalidade: number; valor_perc: number };
  abatimento?: { modalidade: number; valor_perc: number };
  desconto?: { modalidade: number; valor_perc?: number; descontos_data_fixa?: { data: string; valor_perc: number }[] };
}

type TermsMessage = Message<"pix.charges.v1.DueDateTerms">;
type Modalidade = NonNullable<TermsMessage["multa"]>;

const modalidadeOf = (m: Modalidade | null | undefined) => (m ? { modalidade: m.modalidade, valor_perc: m.valor_perc } : undefined);

export function linkDueTermsOf(t: TermsMessage): LinkDueTerms {
  const d = t.desconto;
  const out: LinkDueTerms = {
    due_date: t.due_date,
    validade_apos_vencimento: t.validade_apos_vencimento ?? undefined,
    multa: modalidadeOf(t.multa),
    juros: modalidadeOf(t.juros),
    abatimento: modalidadeOf(t.abatimento),
    desconto: d ? {
      modalidade: d.modalidade,
      ...(d.valor_perc !== undefined && d.valor_perc !== null && { valor_perc: d.valor_perc }),
      ...(d.descontos_data_fixa.length > 0 && { descontos_data_fixa: d.descontos_data_fixa.map(({ data, valor_perc }) => ({ data, valor_perc })) }),
    } : undefined,
  };
  // Absent parts are left out, not stored as undefined (JSON would drop them anyway; equality in specs would not).
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as LinkDueTerms;
}

/** The terms as a proto message again (a link's answer, a payer's charge request). */
export const dueTermsMessage = (t: LinkDueTerms): MessageInput<"pix.charges.v1.DueDateTerms"> => t;

/**
 * The link's terms as @pix/amount-of-day reads them (the charges service checked them when the link was
 * saved, so the modalities are the BCB's): the one module computes the link page's amount of today,
 * exactly as it will the payer's charge.
 */
export function amountTermsOf(t: LinkDueTerms): DueDateTerms {
  const d = t.desconto;
  return {
    dueDate: t.due_date,
    validadeAposVencimento: t.validade_apos_vencimento ?? DEFAULT_VALIDADE_APOS_VENCIMENTO,
    ...(t.multa && { multa: { modalidade: t.multa.modalidade, valorPerc: t.multa.valor_perc } as DueDateTerms["multa"] }),
    ...(t.juros && { juros: { modalidade: t.juros.modalidade, valorPerc: t.juros.valor_perc } as DueDateTerms["juros"] }),
    ...(t.abatimento && { abatimento: { modalidade: t.abatimento.modalidade, valorPerc: t.abatimento.valor_perc } as DueDateTerms["abatimento"] }),
    ...(d && {
      desconto: (d.modalidade === 1 || d.modalidade === 2
        ? { modalidade: d.modalidade, descontosDataFixa: (d.descontos_data_fixa ?? []).map((x) => ({ data: x.data, valorPerc: x.valor_perc })) }
        : { modalidade: d.modalidade, valorPerc: d.valor_perc ?? 0 }) as DueDateTerms["desconto"],
    }),
  };
}

/** What a payer of the link owes on `date` (null past the last payable day), and that last day. */
export function linkAmountOfDay(originalCents: number, t: LinkDueTerms, date: CalendarDate): { today: AmountOfDay | null; lastPayable: CalendarDate } {
  const terms = amountTermsOf(t);
  return { today: amountOfDay(originalCents, terms, date), lastPayable: lastPayableDate(terms) };
}
