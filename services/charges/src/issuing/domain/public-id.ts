/**
 * The public checkout key of a charge (`{checkout_base_url}/checkout/<key>`). Whoever holds it can
 * read the charge and, in test, simulate its payment: it is a capability, so it must be unguessable.
 * A txid the service generated is (25 random alphanumerics, ~149 bits) and serves as the key, as the
 * contract shows; a txid the merchant chose (e.g. "RG4C", an order number) is not, so such a charge
 * gets a random key of the same form and its txid never opens a public page.
 */
import { generateTxid } from "./txid";

export function publicIdFor(txid: string, generatedByUs: boolean): string {
  return generatedByUs ? txid : generateTxid();
}
