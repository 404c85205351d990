import { formatBrl } from "@pix/money";
import type { PublicAuthorization } from "../usecases/public-authorizations";
import { html, safePngDataUrl } from "./html";
import { formatDateTime, layout } from "./layout";

/** "a cada mês" etc.: the periodicity as the payer reads it. */
export const PERIODICITY_TEXT: Record<string, string> = {
  weekly: "toda semana",
  monthly: "todo mês",
  quarterly: "a cada 3 meses",
  semiannual: "a cada 6 meses",
  yearly: "todo ano",
};

const DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" });
const formatDate = (iso: string) => DATE.format(new Date(iso));
/** A calendar date (YYYY-MM-DD, already a Brasília date) as DD/MM/AAAA: no time zone to apply. */
const calendarDateText = (date: string) => date.split("-").reverse().join("/");

const STATUS_TEXT: Record<string, string> = {
  CRIADA: "Aguardando a sua autorização no app do banco.",
  APROVADA: "Autorização concedida. As cobranças serão debitadas automaticamente nas datas de vencimento.",
  REJEITADA: "Você recusou a autorização. Nenhum débito automático será feito.",
  EXPIRADA: "O prazo para autorizar terminou. Nenhum débito automático será feito.",
  CANCELADA: "A autorização foi cancelada. Nenhum novo débito automático será feito.",
};

/** What happens when a debit fails, per the authorization's retry policy (politicaRetentativa). */
const RETRY_TEXT: Record<string, string> = {
  PERMITE_3R_7D: "até 3 novas tentativas, cada uma em um dia diferente, até 7 dias depois do vencimento",
  NAO_PERMITE: "não há nova tentativa: a cobrança não é debitada de novo",
};

/**
 * The payer's page of a Pix Automático authorization (issue 14), in pt-BR: what is being authorized
 * (store, amount, periodicity, first date; J3: the first payment now), the QR while unanswered, and how
 * to cancel in the bank. Every value is escaped by the html template.
 */
export function authorizationPage(a: PublicAuthorization, nonce: string): string {
  const amount = formatBrl(a.amount_cents);
  const every = PERIODICITY_TEXT[a.interval] ?? a.interval;
  const qr = safePngDataUrl(a.qr_code_url);
  const open = a.status === "CRIADA";
  const body = html`<main data-state="${a.status}">
<header>
  <p class="store">${a.store_name}</p>
  <h1>Autorizar Pix Automático</h1>
</header>
${a.environment === "test" ? html`<section class="test"><p><strong>Modo de teste.</strong> Nenhum valor real será cobrado.</p></section>` : null}
<p class="amount"><span class="visually-hidden">Valor: </span>${amount} <small>${every}</small></p>
<p class="description">${a.description}</p>
<p id="status" class="status" data-state="${open ? "pending" : a.status === "APROVADA" ? "paid" : "expired"}" role="status">${STATUS_TEXT[a.status] ?? a.status}</p>
<section aria-labelledby="what-title">
  <h2 id="what-title">O que você está autorizando</h2>
  <dl>
    <dt>Recebedor</dt><dd>${a.store_name}</dd>
    <dt>Valor de cada cobrança</dt><dd>${amount} (valor fixo)</dd>
    <dt>Periodicidade</dt><dd>${every}</dd>
    ${a.first_payment_now && a.first_payment_due_date
      ? html`<dt>Primeira cobrança</dt><dd>${amount}, com vencimento em ${calendarDateText(a.first_payment_due_date)}, paga com este mesmo QR Code</dd>`
      : a.first_payment_now ? html`<dt>Agora</dt><dd>o pagamento da primeira cobrança, ${amount}, com este mesmo QR Code</dd>` : null}
    ${a.first_debit_at ? html`<dt>Primeiro débito automático</dt><dd>${formatDate(a.first_debit_at)}</dd>` : null}
    <dt>Se um débito falhar</dt><dd>${RETRY_TEXT[a.retry_policy] ?? RETRY_TEXT.NAO_PERMITE}</dd>
  </dl>
  <p class="hint">Cada cobrança chega ao seu banco de 2 a 10 dias antes do vencimento e é debitada na data de vencimento (no próximo dia útil, se ela cair em fim de semana ou feriado), sem novo QR Code.</p>
</section>
${open ? html`<section id="pay" aria-label="Como autorizar">
  ${qr ? html`<img class="qr" src="${qr}" width="240" height="240" alt="QR Code do Pix Automático">` : null}
  <label for="pix-code">Pix copia e cola</label>
  <textarea id="pix-code" readonly rows="5">${a.pix_code ?? ""}</textarea>
  ${a.expires_at ? html`<p class="expires">Autorize até ${formatDateTime(a.expires_at)} (horário de Brasília).</p>` : null}
  <ol class="hint">
    <li>Abra o app do seu banco e escolha Pix Automático (ou pagar com Pix).</li>
    <li>Leia o QR Code ou cole o código Pix copia e cola.</li>
    <li>Confira o recebedor, o valor e a periodicidade e autorize${a.first_payment_due_date ? ` (pagando a primeira cobrança, que vence em ${calendarDateText(a.first_payment_due_date)})` : a.first_payment_now ? " (o primeiro pagamento é feito na hora)" : ""}.</li>
  </ol>
</section>` : null}
<section aria-labelledby="cancel-title">
  <h2 id="cancel-title">Como cancelar</h2>
  <p class="hint">Você pode cancelar quando quiser, direto no app do seu banco, na área Pix Automático, sem falar com a loja. Uma cobrança já agendada pode ser cancelada até as 23h59 do dia anterior ao débito.</p>
</section>
</main>`;
  return layout({ title: `Pix Automático: ${amount} ${every} – ${a.store_name}`, nonce, body });
}
