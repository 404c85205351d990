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
