import { type CalendarDate, isCalendarDate } from "@pix/business-days";
import { CodigoCampo, type ProblemaDeCampo, invalidRequest } from "@pix/errors";
import {
  ABATIMENTO_MODALIDADES, DEFAULT_VALIDADE_APOS_VENCIMENTO, DESCONTO_MODALIDADES, JUROS_MODALIDADES, MAX_DESCONTOS_DATA_FIXA, MULTA_MODALIDADES,
  type Desconto, type DueDateTerms, adjustedDueDate, amountOfDay, lastPayableDate,
} from "@pix/amount-of-day";

/**
 * The terms of a charge with a due date as a request brings them (the proto's DueDateTerms, valor_perc
 * ×100) → DueDateTerms, with the BCB's cross-field rules. Every problem is reported at once, each with
 * the field's path as the merchant wrote it (`desconto.descontos_data_fixa[1].data`).
 */
export interface ModalidadeRequest { modalidade?: number; valor_perc?: number }
export interface DueDateRequest {
  due_date?: string;
  validade_apos_vencimento?: number;
  multa?: ModalidadeRequest | null;
  juros?: ModalidadeRequest | null;
  abatimento?: ModalidadeRequest | null;
  desconto?: { modalidade?: number; valor_perc?: number; descontos_data_fixa?: { data?: string; valor_perc?: number }[] } | null;
}

/** The most days a charge stays payable after its due date (ten years: nothing reasonable is longer). */
export const MAX_VALIDADE_APOS_VENCIMENTO = 3650;
/** 100 %, ×100. */
const CEM_POR_CENTO = 10_000;

type Problems = ProblemaDeCampo[];
const problem = (campo: string, codigo: CodigoCampo, mensagem: string): ProblemaDeCampo => ({ campo, local: "corpo", codigo, mensagem });

function modalidadeOf<T extends number>(p: Problems, field: string, value: number | undefined, options: readonly T[]): T | undefined {
  if (value !== undefined && (options as readonly number[]).includes(value)) return value as T;
  p.push(problem(`${field}.modalidade`, value === undefined ? CodigoCampo.CAMPO_OBRIGATORIO : CodigoCampo.OPCAO_INVALIDA, `use uma destas modalidades: ${options.join(", ")}`));
  return undefined;
}

/** A positive valor_perc; a percent one below `maxPercent` (×100) when given. */
function valorPercOf(p: Problems, field: string, value: number | undefined, isPercent: boolean, maxPercent = CEM_POR_CENTO): number | undefined {
  if (value === undefined) {
    p.push(problem(field, CodigoCampo.CAMPO_OBRIGATORIO, isPercent ? "informe o percentual, por exemplo 2.00 para 2 %" : "informe o valor em reais, por exemplo 2.00"));
    return undefined;
  }
  if (!Number.isSafeInteger(value) || value <= 0) {
    p.push(problem(field, CodigoCampo.VALOR_MINIMO, "deve ser maior que zero"));
    return undefined;
  }
  if (isPercent && value > maxPercent) {
    p.push(problem(field, CodigoCampo.VALOR_MAXIMO, `deve ser no máximo ${maxPercent / 100} %`));
    return undefined;
  }
  return value;
}

function descontoOf(p: Problems, d: NonNullable<DueDateRequest["desconto"]>, dueDate: CalendarDate | undefined): Desconto | undefined {
  const modalidade = modalidadeOf(p, "desconto", d.modalidade, DESCONTO_MODALIDADES);
  if (modalidade === undefined) return undefined;
  const tiers = d.descontos_data_fixa ?? [];
  if (modalidade === 1 || modalidade === 2) {
    if (d.valor_perc !== undefined) p.push(problem("desconto.valor_perc", CodigoCampo.CAMPO_DESCONHECIDO, "nas modalidades 1 e 2 o desconto vai em descontos_data_fixa, com data e valor_perc"));
    if (tiers.length === 0 || tiers.length > MAX_DESCONTOS_DATA_FIXA) {
      p.push(problem("desconto.descontos_data_fixa", tiers.length === 0 ? CodigoCampo.CAMPO_OBRIGATORIO : CodigoCampo.TAMANHO_MAXIMO, `informe de 1 a ${MAX_DESCONTOS_DATA_FIXA} descontos, cada um com data e valor_perc`));
      return undefined;
    }
    const seen = new Set<string>();
    const out = tiers.map((t, i) => {
      const at = `desconto.descontos_data_fixa[${i}]`;
      const data = t.data ?? "";
      if (!isCalendarDate(data)) p.push(problem(`${at}.data`, CodigoCampo.FORMATO_INVALIDO, "use a data no formato AAAA-MM-DD, por exemplo 2026-12-05"));
      else if (dueDate && data > dueDate) p.push(problem(`${at}.data`, CodigoCampo.VALOR_INVALIDO, `a data do desconto deve ser no máximo o vencimento (${dueDate})`));
      else if (seen.has(data)) p.push(problem(`${at}.data`, CodigoCampo.VALOR_INVALIDO, "cada desconto deve ter uma data diferente"));
      seen.add(data);
      return { data, valorPerc: valorPercOf(p, `${at}.valor_perc`, t.valor_perc, modalidade === 2, CEM_POR_CENTO - 1) ?? 0 };
    });
    return { modalidade, descontosDataFixa: out };
  }
  if (tiers.length > 0) p.push(problem("desconto.descontos_data_fixa", CodigoCampo.CAMPO_DESCONHECIDO, "descontos_data_fixa vale só para as modalidades 1 e 2; nas de 3 a 6 envie valor_perc (por dia de antecipação)"));
  const valorPerc = valorPercOf(p, "desconto.valor_perc", d.valor_perc, modalidade >= 5, CEM_POR_CENTO - 1);
  return valorPerc === undefined ? undefined : { modalidade, valorPerc };
}

/** The validity after the due date: an integer of days, default 30 (the BCB's). */
function validadeOf(p: Problems, value: number | undefined): number {
  if (value === undefined) return DEFAULT_VALIDADE_APOS_VENCIMENTO;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_VALIDADE_APOS_VENCIMENTO) {
    p.push(problem("validade_apos_vencimento", value < 0 ? CodigoCampo.VALOR_MINIMO : CodigoCampo.VALOR_MAXIMO, `use um número inteiro de dias de 0 a ${MAX_VALIDADE_APOS_VENCIMENTO}`));
  }
  return value;
}

/** A value modality's amount must stay below what it reduces (the original, less the abatimento). */
function belowOriginal(p: Problems, field: string, cents: number | undefined, limit: number, what: string): void {
  if (cents !== undefined && cents >= limit) p.push(problem(field, CodigoCampo.VALOR_MAXIMO, `${what} deve ser menor que o valor da cobrança menos o abatimento (R$ ${(limit / 100).toFixed(2)})`));
}

/**
 * The checked terms, or one 400 listing every problem. `today` is Brasília's date: the due date may be
 * today or later. With `pastDueDate` (a payment link's terms, set when the link was made and used by
 * payers after it) a past due date is taken while today is still payable: the charge is born late, with
 * its fine and interest. The payer (name and CPF/CNPJ) is checked with the payer's other fields.
 * `originalCents` undefined: the amount is missing (its own problem), the checks against it are skipped.
 */
export function dueDateTermsInput(r: DueDateRequest, originalCents: number | undefined, today: CalendarDate, opts: { pastDueDate?: boolean } = {}): DueDateTerms {
  const p: Problems = [];
  let dueDate: CalendarDate | undefined;
  // The validity is read first (a past due date needs it) but reported after the due date, in the body's order.
  const validadeProblems: Problems = [];
  const validadeAposVencimento = validadeOf(validadeProblems, r.validade_apos_vencimento);
  if (r.due_date === undefined || !isCalendarDate(r.due_date)) p.push(problem("due_date", r.due_date ? CodigoCampo.FORMATO_INVALIDO : CodigoCampo.CAMPO_OBRIGATORIO, "use a data de vencimento no formato AAAA-MM-DD, por exemplo 2026-12-10"));
  else if (r.due_date < today && !opts.pastDueDate) p.push(problem("due_date", CodigoCampo.VALOR_INVALIDO, `o vencimento não pode ser no passado (hoje é ${today} em Brasília)`));
  else if (r.due_date < today && lastPayableDate({ dueDate: r.due_date, validadeAposVencimento }) < today) {
    p.push(problem("due_date", CodigoCampo.VALOR_INVALIDO, `o prazo de pagamento terminou em ${lastPayableDate({ dueDate: r.due_date, validadeAposVencimento })} (vencimento mais validade_apos_vencimento)`));
  } else dueDate = r.due_date;
  p.push(...validadeProblems);

  const terms: DueDateTerms = { dueDate: dueDate ?? today, validadeAposVencimento };
  for (const [key, options, percentModalities] of [
    ["multa", MULTA_MODALIDADES, [2]], ["juros", JUROS_MODALIDADES, [2, 3, 4, 6, 7, 8]], ["abatimento", ABATIMENTO_MODALIDADES, [2]],
  ] as const) {
    const given = r[key];
    if (!given) continue;
    const modalidade = modalidadeOf<number>(p, key, given.modalidade, options);
    if (modalidade === undefined) continue;
    const isPercent = (percentModalities as readonly number[]).includes(modalidade);
    // multa and abatimento in percent stay below 100 %; juros per day/month/year may be any positive rate.
    const valorPerc = valorPercOf(p, `${key}.valor_perc`, given.valor_perc, isPercent, key === "juros" ? Number.MAX_SAFE_INTEGER : key === "abatimento" ? CEM_POR_CENTO - 1 : CEM_POR_CENTO);
    if (valorPerc !== undefined) Object.assign(terms, { [key]: { modalidade, valorPerc } });
  }
  if (r.desconto) terms.desconto = descontoOf(p, r.desconto, dueDate);

  // Without the original (a request missing its amount, reported on its own) the limits that depend on it wait.
  if (originalCents === undefined) {
    if (p.length > 0) throw invalidRequest(p);
    return terms;
  }
  if (terms.abatimento?.modalidade === 1) belowOriginal(p, "abatimento.valor_perc", terms.abatimento.valorPerc, originalCents, "o abatimento");
  const base = originalCents - (amountOfDay(originalCents, { ...terms, desconto: undefined }, adjustedDueDate(terms))?.abatimento ?? 0);
  if (terms.desconto?.modalidade === 1) terms.desconto.descontosDataFixa.forEach((t, i) => belowOriginal(p, `desconto.descontos_data_fixa[${i}].valor_perc`, t.valorPerc, base, "o desconto"));
  if (p.length > 0) throw invalidRequest(p);
  return terms;
}

/** A due-date charge needs its payer: the BCB's `devedor` (nome + CPF or CNPJ) is required. */
export function requireDueDatePayer(payer: { name: string | null; cpf: string | null }): void {
  const p: Problems = [];
  if (!payer.name) p.push(problem("customer_name", CodigoCampo.CAMPO_OBRIGATORIO, "uma cobrança com vencimento precisa do nome do pagador"));
  if (!payer.cpf) p.push(problem("customer_cpf", CodigoCampo.CAMPO_OBRIGATORIO, "uma cobrança com vencimento precisa do CPF ou CNPJ do pagador"));
  if (p.length > 0) throw invalidRequest(p);
}
