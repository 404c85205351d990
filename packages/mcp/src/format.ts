import { formatBrl, parseReais } from "@pix/money";

/** The API's reais (a number like 10.5) as "R$ 10,50": an assistant repeats amounts as a person reads them. */
export const brl = (reais: number) => formatBrl(parseReais(reais));

const BRASILIA = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
/** Brasília wall time, for what a person reads; "—" when absent. */
export const brasilia = (iso: string | null | undefined) => (iso ? `${BRASILIA.format(new Date(iso))} (Brasília)` : "—");

const CHARGE_STATUS: Record<string, string> = {
  pending: "pendente", paid: "paga", refunded: "reembolsada", expired: "expirada", cancelled: "cancelada",
};
export const chargeStatus = (status: string) => CHARGE_STATUS[status] ?? status;

interface ChargeLike {
  txid: string; amount: number; status: string; description?: string | null;
  checkout_url?: string | null; pix_code?: string | null; expires_at?: string | null; paid_at?: string | null;
}

/** One charge in a few Portuguese lines. */
export function chargeText(c: ChargeLike): string {
  return [
    `Cobrança ${c.txid}: ${brl(c.amount)}, ${chargeStatus(c.status)}${c.description ? ` — ${c.description}` : ""}`,
    c.checkout_url ? `  página de pagamento: ${c.checkout_url}` : "",
    c.pix_code ? `  Pix copia e cola: ${c.pix_code}` : "",
    c.status === "pending" && c.expires_at ? `  expira em ${brasilia(c.expires_at)}` : "",
    c.paid_at ? `  paga em ${brasilia(c.paid_at)}` : "",
  ].filter(Boolean).join("\n");
}

/** Up to `limit` rows, with a line saying how many were left out. */
export function listText<T>(rows: readonly T[], empty: string, line: (row: T) => string, limit = 20): string {
  if (rows.length === 0) return empty;
  const shown = rows.slice(0, limit).map(line);
  return rows.length > limit ? [...shown, `… e mais ${rows.length - limit}.`].join("\n") : shown.join("\n");
}
