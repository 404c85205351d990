import { formatBrl, parseReais } from "@pix/money";

/** Brasília wall time (UTC−3 all year since 2019), for what a person reads. */
const BRASILIA = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });
const BRASILIA_CLOCK = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", timeStyle: "medium" });

export const brasilia = (iso: string | null | undefined) => (iso ? BRASILIA.format(new Date(iso)) : "—");
export const clock = (d: Date) => BRASILIA_CLOCK.format(d);
/** The API's reais (a number like 10.5) as "R$ 10,50". */
export const brl = (reais: number) => formatBrl(parseReais(reais));

/** Fixed-width columns, for lists. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd()).join("\n");
}

/** A charge's `status` as the panel says it (format.ts STATUS_LABEL); --json keeps the API's value. */
const STATUS: Record<string, string> = {
  pending: "pendente",
  paid: "paga",
  refunded: "devolvida",
  expired: "expirada",
  cancelled: "cancelada",
};
export const statusPt = (status: string) => STATUS[status] ?? status;
