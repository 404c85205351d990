import { DAY_MS, HOUR_MS, type MailBound, waitForRoom } from "@pix/mailer";

/**
 * Payer receipts of test charges (contract 1: only when the server enables RECEIPT_EMAIL_IN_TEST) are
 * the one e-mail of charges a caller triggers at will: a test charge with any `customer_email`, then
 * a simulated payment, by the merchant or by anyone on a test payment link. They are bounded per
 * store per hour and per recipient per day; past a bound the receipt is not sent (logged) and the
 * payment stands (a simulated payment always confirms, contract 3.1). Live receipts need a real
 * payment and are not bounded.
 */
export const TEST_RECEIPT_BOUNDS = {
  perStore: { max: 30, windowMs: HOUR_MS },
  perRecipient: { max: 10, windowMs: DAY_MS },
} as const satisfies Record<string, MailBound>;

/** Rows older than this count for nothing and may be pruned. */
export const TEST_RECEIPT_HISTORY_MS = Math.max(TEST_RECEIPT_BOUNDS.perStore.windowMs, TEST_RECEIPT_BOUNDS.perRecipient.windowMs);

/** Whether one more test receipt fits both bounds, given the send times of the store and of the recipient. */
export function testReceiptFits(history: { store: readonly Date[]; recipient: readonly Date[] }, now: Date): boolean {
  return waitForRoom(history.store, 1, TEST_RECEIPT_BOUNDS.perStore, now) === 0
    && waitForRoom(history.recipient, 1, TEST_RECEIPT_BOUNDS.perRecipient, now) === 0;
}
