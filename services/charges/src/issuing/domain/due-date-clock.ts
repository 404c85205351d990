import { type DueDateTerms, dueDateInstant, expiresAtOf } from "@pix/amount-of-day";
import { addDays } from "@pix/business-days";

/** The most days the test clock moves a charge at once (ten years, as the validity's bound). */
export const MAX_TEST_CLOCK_DAYS = 3650;

/**
 * The due-date test clock (issue 37): a test charge's terms as if `days` had passed, every date of
 * them moved that many days back (the due date, the discount tiers). Today's amount, the payment's
 * components, charge.overdue and the expiry then follow from the terms as they would on that day.
 */
export function termsDaysLater(terms: DueDateTerms, days: number): DueDateTerms {
  const back = (date: string) => addDays(date, -days);
  const desconto = terms.desconto && "descontosDataFixa" in terms.desconto
    ? { ...terms.desconto, descontosDataFixa: terms.desconto.descontosDataFixa.map((t) => ({ ...t, data: back(t.data) })) }
    : terms.desconto;
  return { ...terms, dueDate: back(terms.dueDate), ...(desconto && { desconto }) };
}

/** The columns derived from the terms, as issuing writes them. */
export const datesOfTerms = (terms: DueDateTerms) => ({ dueDate: dueDateInstant(terms), expiresAt: expiresAtOf(terms) });
