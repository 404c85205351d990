import { formatBrl } from "@pix/money";
import type { PaymentLink } from "../repositories/payment-links";
import type { LinkProduct } from "../usecases/link-product";
import { html } from "./html";
import { layout } from "./layout";
import { LINK_SCRIPT } from "./link-script";
import { todayInBrasilia, type CalendarDate } from "@pix/business-days";
import { linkAmountOfDay } from "../domain/link-due-terms";
import { dueDateSection } from "./due-date-section";

export type PayerValues = Partial<Record<"customer_name" | "customer_email" | "customer_cpf" | "customer_phone" | "coupon_code", string>>;

function field(name: keyof PayerValues, label: string, values: PayerValues, attrs: { type?: string; autocomplete: string; required?: boolean; maxlength: number }) {
  return html`<label for="${name}">${label}${attrs.required ? null : html` <span class="hint">(opcional)</span>`}</label>
<input id="${name}" name="${name}" type="${attrs.type ?? "text"}" autocomplete="${attrs.autocomplete}" maxlength="${attrs.maxlength}"${attrs.required ? html` required` : null} value="${values[name] ?? ""}">`;
}

/**
 * The payer's page of a payment link: what is sold, by whom, and a plain form that posts to
 * /pay (no script needed; the script only adds the attempt's Idempotency-Key); the answer
 * redirects to the new charge's page.
 */
export function linkPage(opts: { link: PaymentLink; storeName: string; product?: LinkProduct | null; nonce: string; error?: string; values?: PayerValues; today?: CalendarDate }): string {
  const { link, storeName } = opts;
  const product = opts.product ?? null;
  const values = opts.values ?? {};
  const original = product?.priceCents ?? link.amountCents;
  // Issue 37: a link with a due date shows what its payer owes today (Brasília), with its parts, as computed
  // by @pix/amount-of-day for the charge the payer is about to get; past the validity, when it ended.
  const due = link.dueTerms ? linkAmountOfDay(original, link.dueTerms, opts.today ?? todayInBrasilia()) : null;
  const amount = formatBrl(due?.today ? due.today.final : original);
  const body = html`<main>
<header>
  <p class="store">${storeName}</p>
  <h1>${link.description}</h1>
</header>
${product ? html`<section class="product">
  ${product.imageUrl ? html`<img src="${product.imageUrl}" alt="${product.name}" width="160" height="160">` : null}
  <p class="product-name">${product.name}</p>
</section>` : null}
${link.environment === "test" ? html`<section class="test"><p><strong>Modo de teste.</strong> Nenhum valor real será cobrado.</p></section>` : null}
<p class="amount"><span class="visually-hidden">Valor: </span>${amount}</p>
${link.dueTerms && due ? dueDateSection(link.dueTerms.due_date, due.today, due.lastPayable) : null}
${opts.error ? html`<p class="error" role="alert">${opts.error}</p>` : null}
<form id="pay-form" method="post" action="/checkout/link/${encodeURIComponent(link.slug)}/pay">
  <input type="hidden" name="idempotency_key" value="">
  ${field("customer_name", "Nome completo", values, { autocomplete: "name", required: true, maxlength: 120 })}
  ${field("customer_cpf", "CPF ou CNPJ", values, { autocomplete: "off", required: true, maxlength: 18 })}
  ${field("customer_email", "E-mail", values, { type: "email", autocomplete: "email", maxlength: 254 })}
  ${field("customer_phone", "Celular com DDD", values, { type: "tel", autocomplete: "tel", maxlength: 20 })}
  ${product ? field("coupon_code", "Cupom de desconto", values, { autocomplete: "off", maxlength: 64 }) : null}
  <button type="submit">${(product && values.coupon_code) || link.dueTerms ? "Gerar Pix" : html`Gerar Pix de ${amount}`}</button>
</form>
</main>`;
  return layout({ title: `${link.description} – ${storeName}`, nonce: opts.nonce, body, script: LINK_SCRIPT });
}
