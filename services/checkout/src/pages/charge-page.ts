import { formatBrl } from "@pix/money";
import { checkoutKeyOf, type PublicCharge } from "../usecases/public-charges";
import { CHARGE_SCRIPT } from "./charge-script";
import { pageState, STATUS_TEXT } from "./charge-state";
import { html, safeHttpUrl, safePngDataUrl } from "./html";
import { formatDateTime, layout } from "./layout";
import { amountOfDayFromMessage, dueDateSection } from "./due-date-section";

const STEPS = html`<ol class="hint">
  <li>Abra o app do seu banco e escolha pagar com Pix.</li>
  <li>Leia o QR Code ou cole o código Pix copia e cola.</li>
  <li>Confira o valor e confirme. Esta página se atualiza sozinha.</li>
</ol>`;

/** The payer's page of one charge. Every value from the charge is escaped by the html template. */
export function chargePage(charge: PublicCharge, nonce: string): string {
  const state = pageState(charge);
  const today = charge.amount_of_day ?? null;
  // A due-date charge is paid at today's amount (discount before, fine and interest after the due date).
  const amount = formatBrl(today ? today.final_cents : charge.amount_cents);
  const qr = safePngDataUrl(charge.qr_code_url);
  const successUrl = safeHttpUrl(charge.success_url);
  const cancelUrl = safeHttpUrl(charge.cancel_url);
  const action = `/checkout/${encodeURIComponent(checkoutKeyOf(charge))}/simular-pagamento`;
  const body = html`<main data-state="${state}" data-expires-at="${charge.expires_at ?? ""}" data-success-url="${successUrl ?? ""}">
<header>
  <p class="store">${charge.store_name}</p>
  <h1>Pagamento via Pix</h1>
</header>
${charge.environment === "test" ? html`<section class="test" aria-labelledby="test-title">
  <p id="test-title"><strong>Modo de teste.</strong> Nenhum valor real será cobrado.</p>
  <form id="simulate" method="post" action="${action}"${state === "pending" ? null : html` hidden`}>
    <button type="submit">Simular pagamento</button>
  </form>
  <p id="simulate-feedback" aria-live="polite"></p>
</section>` : null}
<p class="amount"><span class="visually-hidden">Valor: </span>${amount}</p>
<p class="description">${charge.description}</p>
${charge.due_date ? dueDateSection(charge.due_date, today && amountOfDayFromMessage(today)) : null}
<p id="status" class="status" data-state="${state}" role="status" aria-live="polite">${STATUS_TEXT[state]}</p>
<section id="pay" aria-label="Como pagar"${state === "pending" ? null : html` hidden`}>
  ${qr ? html`<img class="qr" src="${qr}" width="240" height="240" alt="QR Code Pix para pagar ${amount}">` : null}
  <label for="pix-code">Pix copia e cola</label>
  <textarea id="pix-code" readonly rows="5">${charge.pix_code ?? ""}</textarea>
  <button type="button" id="copy" hidden>Copiar código Pix</button>
  <p id="copy-feedback" class="hint" aria-live="polite"></p>
  ${charge.expires_at ? html`<p class="expires">Válido até ${formatDateTime(charge.expires_at)} (horário de Brasília).</p>` : null}
  ${STEPS}
</section>
<section id="paid"${state === "paid" ? null : html` hidden`}>
  <p>Recebemos o seu pagamento. Obrigado!</p>
  ${successUrl ? html`<a class="button" href="${successUrl}">Voltar para a loja</a>` : null}
</section>
${cancelUrl ? html`<p id="cancel"${state === "pending" ? null : html` hidden`}><a href="${cancelUrl}">Cancelar e voltar para a loja</a></p>` : null}
</main>`;
  return layout({ title: `Pagamento de ${amount} – ${charge.store_name}`, nonce, body, script: CHARGE_SCRIPT });
}
