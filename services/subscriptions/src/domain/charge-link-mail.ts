/**
 * Charge-now's e-mail (issue 26): the subscriber gets the charge's payment link and Pix copia e cola,
 * so a charge made from the panel or the API reaches someone who can pay it. Pure: the text and the
 * bounds; the use case sends, the repository counts.
 */
import { brasiliaTime, DAY_MS, HOUR_MS, type Mail, type MailBound, waitForRoom } from "@pix/mailer";
import { formatBrl } from "@pix/money";

/**
 * A caller can make this service mail any address (a subscription's customer_email, then charge-now,
 * in a loop over subscriptions): bounded per store per hour and per recipient per day. Past a bound the
 * e-mail is not sent (logged) and the charge stands, as with test receipts in charges.
 */
export const CHARGE_LINK_MAIL_BOUNDS = {
  perStore: { max: 60, windowMs: HOUR_MS },
  perRecipient: { max: 5, windowMs: DAY_MS },
} as const satisfies Record<string, MailBound>;

/** Rows older than this count for nothing and may be pruned. */
export const CHARGE_LINK_MAIL_HISTORY_MS = Math.max(CHARGE_LINK_MAIL_BOUNDS.perStore.windowMs, CHARGE_LINK_MAIL_BOUNDS.perRecipient.windowMs);

export function chargeLinkMailFits(history: { store: readonly Date[]; recipient: readonly Date[] }, now: Date): boolean {
  return waitForRoom(history.store, 1, CHARGE_LINK_MAIL_BOUNDS.perStore, now) === 0
    && waitForRoom(history.recipient, 1, CHARGE_LINK_MAIL_BOUNDS.perRecipient, now) === 0;
}

/** What the mail needs of the charge charges issued (charges.proto Charge). */
export interface IssuedCharge {
  txid: string;
  amount_cents: number;
  description: string;
  environment: string;
  checkout_url?: string | null;
  pix_code?: string | null;
  expires_at?: string | null;
  store_name?: string | null;
}

export interface Subscriber {
  customerName: string | null;
  customerEmail: string;
  description: string;
}

export function chargeLinkMail(charge: IssuedCharge, sub: Subscriber): Mail {
  const amount = formatBrl(charge.amount_cents);
  const store = charge.store_name?.trim() || "a loja";
  const test = charge.environment === "test" ? " [TESTE]" : "";
  return {
    to: sub.customerEmail,
    subject: `Cobrança da sua assinatura${test}: ${amount} para ${store}`,
    text: [
      `Olá${sub.customerName ? `, ${sub.customerName}` : ""}!`,
      "",
      `${store} gerou a cobrança da sua assinatura "${sub.description || charge.description}": ${amount}.`,
      ...(test ? ["Esta é uma cobrança de teste: nenhum dinheiro de verdade é movimentado."] : []),
      "",
      ...(charge.checkout_url ? ["Pague pelo Pix nesta página (QR Code e copia e cola):", charge.checkout_url, ""] : []),
      ...(charge.pix_code ? ["Ou copie o código Pix (copia e cola) e cole no app do seu banco:", charge.pix_code, ""] : []),
      ...(charge.expires_at ? [`Válido até ${brasiliaTime(new Date(charge.expires_at))}.`] : []),
      `Identificador (txid): ${charge.txid}`,
      "",
      "Se você não reconhece esta assinatura, ignore esta mensagem e fale com a loja.",
    ].join("\n"),
  };
}
