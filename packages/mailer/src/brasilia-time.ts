/**
 * Brasília time as a person reads it: every e-mail and the panel format instants here (the API keeps
 * UTC ISO). Browser-safe (no Node import): the panel bundles this file through `@pix/mailer/src/brasilia-time`.
 */
export const BRASILIA_TIME_ZONE = "America/Sao_Paulo";

const PARTS = new Intl.DateTimeFormat("pt-BR", {
  timeZone: BRASILIA_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
});

function parts(at: Date): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const out: Record<string, string> = {};
  for (const p of PARTS.formatToParts(at)) out[p.type] = p.value;
  return out as Record<"day" | "month" | "year" | "hour" | "minute", string>;
}

/** `26/11/2026 21:29`: a table cell or a line that already says the zone. */
export function brasiliaShort(at: Date): string {
  const p = parts(at);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `26/11/2026 às 21:29 (horário de Brasília)`: what an e-mail says. */
export function brasiliaTime(at: Date): string {
  const p = parts(at);
  return `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute} (horário de Brasília)`;
}
