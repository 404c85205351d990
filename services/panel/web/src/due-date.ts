/**
 * Charges with a due date (issue 37, the BCB's cobv) as the panel shows and sends them: the terms a
 * merchant types (fine, interest, discount in plain words) → the API's fields, the three preview dates,
 * the "Vence em" / "Em atraso" of a charge, and the CSV of a batch (POST /pix/lotes).
 */
import { parse } from "csv-parse/browser/esm/sync";
import { formatBRL, parseBRL, saoPauloDay } from "./format";

/** What the "Nova cobrança" form holds for a due date (strings as typed; empty = not offered). */
export interface DueDateForm {
  dueDate: string;
  /** Fine in percent of the amount, once after the due date (BCB multa modalidade 2). */
  multaPercent: string;
  /** Interest in percent a month, calendar days (BCB juros modalidade 3). */
  jurosPercentMonth: string;
  /** Discount in reais when paid until `descontoAte` (BCB desconto modalidade 1, one fixed date). */
  descontoReais: string;
  descontoAte: string;
}

/** The form before anything is typed. */
export const BLANK_DUE_DATE_FORM: DueDateForm = { dueDate: "", multaPercent: "", jurosPercentMonth: "", descontoReais: "", descontoAte: "" };

/** A percent or an amount as typed (`2,5`, `2.5`, `10`) → the API's string, or null when it is not a number with up to 2 decimals. */
export const parseDecimal = (typed: string): string | null => parseBRL(typed.replace(/%$/, "").trim());

/** The API's due-date fields of the form, or a message naming what to fix. */
export function dueTermsBody(f: DueDateForm): { body: Record<string, unknown> } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.dueDate)) return { error: "Informe a data de vencimento." };
  const body: Record<string, unknown> = { due_date: f.dueDate };
  if (f.multaPercent.trim()) {
    const v = parseDecimal(f.multaPercent);
    if (!v) return { error: "Multa inválida: use um percentual, por exemplo 2 ou 2,5." };
    body.multa = { modalidade: 2, valor_perc: v };
  }
  if (f.jurosPercentMonth.trim()) {
    const v = parseDecimal(f.jurosPercentMonth);
    if (!v) return { error: "Juros inválidos: use um percentual ao mês, por exemplo 1." };
    body.juros = { modalidade: 3, valor_perc: v };
  }
  if (f.descontoReais.trim()) {
    const v = parseDecimal(f.descontoReais);
    if (!v) return { error: "Desconto inválido: use um valor em reais, por exemplo 5,00." };
    body.desconto = { modalidade: 1, descontos_data_fixa: [{ data: f.descontoAte || f.dueDate, valor_perc: v }] };
  }
  return { body };
}

const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The preview's three payment dates: before the due date (5 days before, never before today), on it,
 * and after it (10 days late, within the default 30 days of validity).
 */
export function previewDates(dueDate: string, today: string): { label: string; data: string }[] {
  const before = addDays(dueDate, -5) < today ? today : addDays(dueDate, -5);
  return [
    { label: before === dueDate ? "Hoje (no vencimento)" : "Antes do vencimento", data: before },
    { label: "No vencimento", data: dueDate },
    { label: "10 dias depois", data: addDays(dueDate, 10) },
  ];
}

const percent = (v: number) => `${String(v).replace(".", ",")} %`;


/** A fine's terms in words (the BCB's multa 1 value, 2 percent). */
export const multaText = (t: { modalidade: number; valor_perc: number }): string => (t.modalidade === 1 ? formatBRL(t.valor_perc) : percent(t.valor_perc));

/** Interest terms in words (the BCB's juros 1–4 in calendar days, 5–8 the same in business days). */
export function jurosText(t: { modalidade: number; valor_perc: number }): string {
  const days = t.modalidade <= 4 ? "dias corridos" : "dias úteis";
  const per = ["por dia", "ao dia", "ao mês", "ao ano"][(t.modalidade - 1) % 4];
  return `${(t.modalidade - 1) % 4 === 0 ? formatBRL(t.valor_perc) : percent(t.valor_perc)} ${per} (${days})`;
}

/** `2030-12-10` → `10/12/2030`. */
export const formatDay = (day: string): string => day.split("-").reverse().join("/");

/**
 * What a list or a detail says of a due-date charge: "Vence em 10/12/2030", or "Em atraso" once the
 * due date (Brasília) is past and it is still pending; null for an immediate charge.
 */
export function dueStanding(c: { due_date?: string | null; status: string }, now = new Date()): { text: string; late: boolean } | null {
  if (!c.due_date) return null;
  const due = c.due_date.slice(0, 10);
  if (c.status === "pending" && saoPauloDay(now) > due) return { text: `Em atraso (venceu em ${formatDay(due)})`, late: true };
  return { text: `Vence em ${formatDay(due)}`, late: false };
}

/**
 * The batch CSV (docs/due-date-charges.md): a header line, then one charge a line. Columns (any
 * order; `;` or `,` between them; decimals with a comma or a point):
 * valor, descricao, nome, cpf_cnpj, vencimento (AAAA-MM-DD or DD/MM/AAAA), and optional
 * multa_percentual, juros_percentual_mes, desconto_valor, desconto_ate, email.
 */
export const CSV_COLUMNS = ["valor", "descricao", "nome", "cpf_cnpj", "vencimento", "multa_percentual", "juros_percentual_mes", "desconto_valor", "desconto_ate", "email"] as const;
const REQUIRED = ["valor", "descricao", "nome", "cpf_cnpj", "vencimento"] as const;

/** A CSV's line → its POST /pix body, or the line's problem (sent to the API anyway would be refused: kept here). */
export interface CsvLine { linha: number; body: Record<string, unknown> | null; problema: string | null }

const isoDay = (v: string): string => {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  return br ? `${br[3]}-${br[2]}-${br[1]}` : v.trim();
};

/** The lines of a batch CSV, or a message about the whole file (no header, a missing column, no line). */
export function parseBatchCsv(text: string): { lines: CsvLine[] } | { error: string } {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(";") ? ";" : ",";
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (err) {
    return { error: `O arquivo não é um CSV válido: ${(err as Error).message}` };
  }
  if (rows.length < 2) return { error: "O arquivo não tem cobranças: uma linha de cabeçalho e uma cobrança por linha." };
  const header = rows[0].map((h) => h.toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0) return { error: `Faltam colunas no cabeçalho: ${missing.join(", ")}.` };
  const at = (row: string[], col: string) => (row[header.indexOf(col)] ?? "").trim();
  const lines = rows.slice(1).map((row, i): CsvLine => {
    const linha = i + 2; // the file's own line number (the header is line 1)
    const valor = parseDecimal(at(row, "valor"));
    if (!valor) return { linha, body: null, problema: `valor inválido: "${at(row, "valor")}" (use por exemplo 150,00)` };
    const terms = dueTermsBody({
      dueDate: isoDay(at(row, "vencimento")), multaPercent: at(row, "multa_percentual"), jurosPercentMonth: at(row, "juros_percentual_mes"),
      descontoReais: at(row, "desconto_valor"), descontoAte: isoDay(at(row, "desconto_ate")),
    });
    if ("error" in terms) return { linha, body: null, problema: terms.error };
    const body: Record<string, unknown> = { amount: valor, description: at(row, "descricao"), customer_name: at(row, "nome"), customer_cpf: at(row, "cpf_cnpj"), ...terms.body };
    if (at(row, "email")) body.customer_email = at(row, "email");
    return { linha, body, problema: null };
  });
  return { lines };
}
