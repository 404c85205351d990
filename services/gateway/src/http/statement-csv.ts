import type { Message } from "@pix/grpc";
import { stringify, type Stringifier } from "csv-stringify";

/**
 * The statement as the CSV a Brazilian spreadsheet opens as is (docs/money.md, "The statement"): UTF-8 with a BOM
 * (Excel reads the accents), `;` between fields (`,` is the decimal separator), amounts as `1234,56`
 * (no thousands separator, `-` for debits), people's times in Brasília (`dd/mm/aaaa hh:mm:ss`) and the
 * UTC instant beside them for programs. Quoting and escaping are csv-stringify's.
 */
/** One statement line as charges sends it (proto/charges/v1/statement.proto). */
export type StatementEntryMessage = Message<"pix.charges.v1.StatementEntry">;

export const STATEMENT_CSV_HEADER = [
  "Data e hora (Brasília)", "Tipo", "Código do tipo", "Valor (R$)", "Saldo disponível após (R$)", "Bloqueado (R$)", "Em saque (R$)",
  "Em devolução (R$)", "Descrição da cobrança", "Pagador", "Txid", "Id do saque", "Id da devolução", "End-to-end id", "Id do lançamento", "Data e hora (UTC)",
  // Issue 37, after the earlier columns so that their positions stay: a due-date payment's parts (empty on other rows).
  "Valor original (R$)", "Multa (R$)", "Juros (R$)", "Abatimento (R$)", "Desconto (R$)",
];

const brasilia = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
});

/** An instant → `dd/mm/aaaa hh:mm:ss` in Brasília (America/Sao_Paulo, daylight saving of past years included). */
export function brasiliaDateTime(iso: string): string {
  const parts = Object.fromEntries(brasilia.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Signed integer centavos → `1234,56` / `-0,05`, exactly (no float). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = BigInt(Math.abs(cents));
  return `${sign}${abs / 100n},${(abs % 100n).toString().padStart(2, "0")}`;
}

export function statementCsvRecord(e: StatementEntryMessage): string[] {
  return [
    brasiliaDateTime(e.created_at), e.type_label, e.type, csvAmount(e.amount_cents), csvAmount(e.balance_after_cents), csvAmount(e.blocked_cents),
    csvAmount(e.in_withdrawal_cents), csvAmount(e.refunding_cents), e.description ?? "", e.payer_name ?? "", e.txid ?? "", e.withdrawal_id ?? "", e.refund_id ?? "", e.end_to_end_id ?? "",
    e.id, e.created_at, ...componentCells(e.componentes_valor),
  ];
}

function componentCells(c: StatementEntryMessage["componentes_valor"]): string[] {
  if (!c) return ["", "", "", "", ""];
  return [c.original_cents, c.multa_cents, c.juros_cents, c.abatimento_cents, c.desconto_cents].map((v) => csvAmount(Number(v)));
}

/** A stream of CSV text: write records (statementCsvRecord), read bytes; the BOM and the header come first. */
export function statementCsvStream(): Stringifier {
  return stringify({ bom: true, delimiter: ";", record_delimiter: "\r\n", header: true, columns: STATEMENT_CSV_HEADER });
}

/** `extrato-<from>-a-<to>.csv` with the period's Brasília days. */
export function statementFilename(fromIso: string, toIso: string): string {
  const day = (iso: string) => brasiliaDateTime(iso).slice(0, 10).split("/").reverse().join("-");
  // `to` is exclusive: the last day shown is the one of the instant just before it.
  return `extrato-${day(fromIso)}-a-${day(new Date(new Date(toIso).getTime() - 1).toISOString())}.csv`;
}
