import type { AmountOfDay } from "@pix/amount-of-day";
import { formatBrl } from "@pix/money";
import { html } from "./html";

const dateBr = (date: string) => date.split("-").reverse().join("/");

/**
 * Issue 37: when a due-date charge (or a payment link's charges) is due and what today's amount is made
 * of (the BCB's componentesValor), for the charge's page and the link's page alike. `today` is
 * @pix/amount-of-day's answer for today in Brasília, or null past the last payable day (`lastPayable`).
 * Parts that are zero today are left out, so the payer reads only what applies.
 */
export function dueDateSection(dueDate: string, today: AmountOfDay | null, lastPayable?: string) {
  const parts: [string, number, string][] = today
    ? [["Desconto", today.desconto, "−"], ["Abatimento", today.abatimento, "−"], ["Multa", today.multa, "+"], ["Juros", today.juros, "+"]]
    : [];
  const late = today !== null && today.data > dueDate && today.multa + today.juros > 0;
  return html`<section class="due" aria-label="Vencimento">
  <p>${late ? "Em atraso: venceu em" : "Vence em"} ${dateBr(dueDate)}</p>
  ${today ? html`<dl class="breakdown">
    <dt>Valor original</dt><dd>${formatBrl(today.original)}</dd>
    ${parts.filter(([, cents]) => cents > 0).map(([label, cents, sign]) => html`<dt>${label}</dt><dd>${sign} ${formatBrl(cents)}</dd>`)}
    <dt>Valor a pagar hoje (${dateBr(today.data)})</dt><dd>${formatBrl(today.final)}</dd>
  </dl>` : lastPayable ? html`<p class="error">O prazo de pagamento terminou em ${dateBr(lastPayable)}.</p>` : null}
</section>`;
}

/** The charges service's amount of the day (proto, `_cents`) as @pix/amount-of-day's. */
export const amountOfDayFromMessage = (a: { data: string; original_cents: number; multa_cents: number; juros_cents: number; abatimento_cents: number; desconto_cents: number; final_cents: number }): AmountOfDay => ({
  data: a.data, original: a.original_cents, multa: a.multa_cents, juros: a.juros_cents, abatimento: a.abatimento_cents, desconto: a.desconto_cents, final: a.final_cents,
});
