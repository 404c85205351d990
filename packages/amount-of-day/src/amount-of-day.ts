import {
  type CalendarDate, addDays, businessDaysBetween, daysBetween, onOrNextBusinessDay,
} from "@pix/business-days";

/**
 * The amount of the day of a charge with a due date (the BCB's `cobv`): what a payer owes on a given
 * payment date, and how it splits into the BCB's `componentesValor`. The one place this is computed
 * (the `/valor` route, the location the payer's bank reads, the checkout, the payment and the ledger
 * all ask here).
 *
 * Vocabulary and modalities are the BCB's (API Pix 2.9.0 `CobVValor`; the Manual de Padrões para
 * Iniciação do Pix, equations 9–13, as quoted in bacen/pix-api issues #205, #297, #347, #404, #607):
 *   final = original + multa + juros − abatimento − desconto
 *
 * `valorPerc` is kept ×100 as an integer: centavos for the value modalities, hundredths of a percent
 * for the percent ones (R$ 2,50 → 250; 2,50 % → 250), so nothing here is a float.
 *
 * Rounding (issue #607 leaves it open): each component is computed exactly as a fraction of centavos
 * (the daily factor is never rounded) and rounded once, half up, to the centavo. The final is the sum
 * of the rounded components, so the breakdown always adds up to what is paid.
 *
 * Days (Lei 7.089/83, issue #297): a due date on a non-business day moves to the next business day;
 * paying on or before that day is on time. Once late, the multa applies once (flat) and the juros
 * counts its days from the due date as stated (calendar days for modalities 1–4, business days for
 * 5–8), the way the boleto counts them. The daily divisor n is 1, 30 or 365 for a rate per day,
 * month or year in calendar days and 1, 21 or 252 in business days (issue #205). Discounts apply only
 * up to the due date as stated. Business days are national ones only (@pix/business-days): the BCB's
 * `codMun` (municipal holidays) is not known yet.
 */
export const MULTA_MODALIDADES = [1, 2] as const;
export const JUROS_MODALIDADES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const ABATIMENTO_MODALIDADES = [1, 2] as const;
export const DESCONTO_MODALIDADES = [1, 2, 3, 4, 5, 6] as const;
/** The BCB's default `validadeAposVencimento`, in days. */
export const DEFAULT_VALIDADE_APOS_VENCIMENTO = 30;
export const MAX_DESCONTOS_DATA_FIXA = 3;

export type MultaModalidade = (typeof MULTA_MODALIDADES)[number];
export type JurosModalidade = (typeof JUROS_MODALIDADES)[number];
export type AbatimentoModalidade = (typeof ABATIMENTO_MODALIDADES)[number];
export type DescontoModalidade = (typeof DESCONTO_MODALIDADES)[number];

// Type aliases (not interfaces) so that the terms are a JSON value the charges table stores as is.
export type DescontoDataFixa = { data: CalendarDate; valorPerc: number };
export type Desconto =
  | { modalidade: 1 | 2; descontosDataFixa: DescontoDataFixa[] }
  | { modalidade: 3 | 4 | 5 | 6; valorPerc: number };

/** What a due-date charge stores beside its original amount (all optional but the dates). */
export type DueDateTerms = {
  dueDate: CalendarDate;
  validadeAposVencimento: number;
  multa?: { modalidade: MultaModalidade; valorPerc: number };
  juros?: { modalidade: JurosModalidade; valorPerc: number };
  abatimento?: { modalidade: AbatimentoModalidade; valorPerc: number };
  desconto?: Desconto;
};

/** The BCB's `componentesValor` of one payment date, in centavos. */
export interface AmountOfDay {
  data: CalendarDate;
  original: number;
  multa: number;
  juros: number;
  abatimento: number;
  desconto: number;
  final: number;
}

/** Where a payment date stands against the due date. */
export type DueDateStanding = "em_dia" | "em_atraso" | "expirada";

/** The due date after the Lei 7.089/83 shift: the last day a payment is on time. */
export const adjustedDueDate = (terms: Pick<DueDateTerms, "dueDate">): CalendarDate => onOrNextBusinessDay(terms.dueDate);

/** The last day the charge can be paid: validadeAposVencimento days after the adjusted due date. */
export const lastPayableDate = (terms: Pick<DueDateTerms, "dueDate" | "validadeAposVencimento">): CalendarDate =>
  addDays(adjustedDueDate(terms), terms.validadeAposVencimento);

export function standingOn(terms: Pick<DueDateTerms, "dueDate" | "validadeAposVencimento">, date: CalendarDate): DueDateStanding {
  if (date > lastPayableDate(terms)) return "expirada";
  return date > adjustedDueDate(terms) ? "em_atraso" : "em_dia";
}

/** `cents × num / den` rounded half up to the centavo (all non-negative; BigInt keeps it exact). */
function roundHalfUp(num: bigint, den: bigint): number {
  return Number((2n * num + den) / (2n * den));
}

/** valorPerc ×100 as a rate applied to `base` centavos: value modalities answer it, percent ones base × p / 10 000. */
const BP = 10_000n;

function abatimentoOf(original: number, a: DueDateTerms["abatimento"]): number {
  if (!a) return 0;
  return a.modalidade === 1 ? a.valorPerc : roundHalfUp(BigInt(original) * BigInt(a.valorPerc), BP);
}

function multaOf(base: number, m: DueDateTerms["multa"]): number {
  if (!m) return 0;
  return m.modalidade === 1 ? m.valorPerc : roundHalfUp(BigInt(base) * BigInt(m.valorPerc), BP);
}

/** Divisor n of the rate: per day, month or year, in calendar (1–4) or business (5–8) days. */
const JUROS_DIVISOR: Record<JurosModalidade, bigint> = { 1: 1n, 2: 1n, 3: 30n, 4: 365n, 5: 1n, 6: 1n, 7: 21n, 8: 252n };

function jurosOf(base: number, j: DueDateTerms["juros"], dueDate: CalendarDate, date: CalendarDate): number {
  if (!j) return 0;
  const days = BigInt(j.modalidade <= 4 ? daysBetween(dueDate, date) : businessDaysBetween(dueDate, date));
  if (j.modalidade === 1 || j.modalidade === 5) return j.valorPerc * Number(days);
  return roundHalfUp(BigInt(base) * BigInt(j.valorPerc) * days, BP * JUROS_DIVISOR[j.modalidade]);
}

/** The tier that applies: the earliest fixed date on or after the payment date. */
function tierOf(tiers: DescontoDataFixa[], date: CalendarDate): DescontoDataFixa | undefined {
  return [...tiers].sort((a, b) => a.data.localeCompare(b.data)).find((t) => date <= t.data);
}

function descontoOf(base: number, d: Desconto | undefined, dueDate: CalendarDate, date: CalendarDate): number {
  if (!d || date > dueDate) return 0;
  if ("descontosDataFixa" in d) {
    const tier = tierOf(d.descontosDataFixa, date);
    if (!tier) return 0;
    return d.modalidade === 1 ? tier.valorPerc : roundHalfUp(BigInt(base) * BigInt(tier.valorPerc), BP);
  }
  const days = d.modalidade === 3 || d.modalidade === 5 ? daysBetween(date, dueDate) : businessDaysBetween(date, dueDate);
  return d.modalidade === 3 || d.modalidade === 4
    ? d.valorPerc * days
    : roundHalfUp(BigInt(base) * BigInt(d.valorPerc) * BigInt(days), BP);
}

/**
 * The amount of `date` for a charge of `originalCents` with `terms`. Answers `null` past the last
 * payable date (the BCB's 400 for a `DPP` beyond the validity). A discount never takes the amount
 * below one centavo (the per-day ones grow with the days early).
 */
export function amountOfDay(originalCents: number, terms: DueDateTerms, date: CalendarDate): AmountOfDay | null {
  const standing = standingOn(terms, date);
  if (standing === "expirada") return null;
  const abatimento = abatimentoOf(originalCents, terms.abatimento);
  const base = originalCents - abatimento;
  const late = standing === "em_atraso";
  const multa = late ? multaOf(base, terms.multa) : 0;
  const juros = late ? jurosOf(base, terms.juros, terms.dueDate, date) : 0;
  const desconto = Math.min(descontoOf(base, terms.desconto, terms.dueDate, date), base - 1);
  return { data: date, original: originalCents, multa, juros, abatimento, desconto, final: base + multa + juros - desconto };
}

/**
 * When a due-date charge expires: the end of its last payable day in Brasília (UTC−3), so that
 * the expiry worker turns it `expired` (charge.expired) once the validity is over.
 */
export const expiresAtOf = (terms: Pick<DueDateTerms, "dueDate" | "validadeAposVencimento">): Date =>
  new Date(`${addDays(lastPayableDate(terms), 1)}T03:00:00.000Z`);

/** The due date as the charge's `due_date` timestamp (midnight UTC of that calendar day). */
export const dueDateInstant = (terms: Pick<DueDateTerms, "dueDate">): Date => new Date(`${terms.dueDate}T00:00:00.000Z`);
