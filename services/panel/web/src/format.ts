import { formatBrl, parseReais, parseTypedReais } from "@pix/money";
// The one Brasília-time formatter, shared with every e-mail (packages/mailer; the file imports nothing from Node).
import { BRASILIA_TIME_ZONE, brasiliaShort } from "@pix/mailer/src/brasilia-time";

/** pt-BR presentation: money as `R$ 1.234,56`, dates and days in America/Sao_Paulo. */
export const TIME_ZONE = BRASILIA_TIME_ZONE;

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const dayLabel = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "2-digit", month: "2-digit" });

/** Reais (the API's JSON numbers) → `R$ 1.234,56` through integer centavos (@pix/money, no float rounding). */
export function formatBRL(reais: number | string | null | undefined): string {
  if (reais === null || reais === undefined || reais === "") return "—";
  try {
    return formatBrl(parseReais(reais));
  } catch {
    return "—";
  }
}

/** Signed reais (a statement's debits and credits) → `-R$ 10,01` / `R$ 1.234,56`, through integer centavos. */
export function formatSignedBRL(reais: number | null | undefined): string {
  if (reais === null || reais === undefined) return "—";
  return reais < 0 ? `-${formatBRL(-reais)}` : formatBRL(reais);
}

/** Integer centavos → `R$ 1.234,56` (sums are done in centavos, never in floating reais). */
export function formatCents(cents: number): string {
  return formatBrl(cents);
}

/** Reais from the API (at most 2 decimals) → integer centavos, exactly. */
export function toCents(reais: number | string): number {
  return parseReais(reais);
}

/**
 * What a person types in a money field (`1.234,56`, `15.000,00`, `1234,5`, `25`, `25.00`) → the API's
 * reais string (`1234.56`), or null when it is not an amount with at most two decimals (@pix/money's parseTypedReais).
 */
export function parseBRL(input: string): string | null {
  const cents = parseTypedReais(input);
  return cents === null ? null : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Reais from the API → what a money field shows for editing (`1234,5` → `1234,50`), read back by parseBRL. */
export function reaisInput(reais: number | string | null | undefined): string {
  if (reais === null || reais === undefined || reais === "") return "";
  const cents = toCents(reais);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : brasiliaShort(d);
}

/** The São Paulo calendar day of an instant, `YYYY-MM-DD`. */
export function saoPauloDay(iso: string | Date): string {
  return dayKey.format(typeof iso === "string" ? new Date(iso) : iso);
}

/** `YYYY-MM-DD` → `dd/mm`. */
export function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T12:00:00Z`));
}

/** The last `n` São Paulo days ending today, oldest first. */
export function lastDays(n: number, now = new Date()): string[] {
  const today = saoPauloDay(now);
  const base = new Date(`${today}T12:00:00Z`).getTime();
  return Array.from({ length: n }, (_, i) => new Date(base - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export const STATUS_LABEL: Record<string, string> = {
  pending: "Pendente",
  paid: "Paga",
  refunded: "Devolvida",
  expired: "Expirada",
  cancelled: "Cancelada",
  // subscriptions
  active: "Ativa",
  paused: "Pausada",
  canceled: "Cancelada",
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status] ?? status;
}

/**
 * A `datetime-local` value read as Brasília time (`2027-03-10T10:00` → `2027-03-10T10:00:00-03:00`), or
 * null when malformed. America/Sao_Paulo has kept UTC−3 all year since daylight saving ended in 2019.
 */
export function brasiliaLocalToIso(local: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00-03:00` : null;
}

/** An instant → the `datetime-local` value of its Brasília time (UTC−3), the inverse of brasiliaLocalToIso; "" when absent. */
export function isoToBrasiliaLocal(iso: string | null | undefined): string {
  const t = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(t) ? "" : new Date(t - 3 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * A `Retry-After` (seconds, or an HTTP date) as a person reads the wait: "30 segundos", "1 minuto",
 * "15 minutos" (rounded up, never "0"); null when the header is absent or unreadable.
 */
export function waitText(retryAfter: string | null, now = Date.now()): string | null {
  if (!retryAfter) return null;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} ${s === 1 ? "segundo" : "segundos"}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} ${m === 1 ? "minuto" : "minutos"}`;
}
