/**
 * The due-date test clock (issue 37): POST /pix/advance-due-date {txid, days} moves a pending TEST
 * charge with a due date `days` later in its life (its dates `days` back, domain/due-date-clock.ts),
 * then runs the store's overdue and expiry passes as of now, so that charge.overdue (and, past the
 * validity, charge.expired) come as they would have. Today's amount, a simulated payment and its
 * components then read the moved terms.
 */
import { errors, invalidField } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { Charge } from "../domain/charge";
import { MAX_TEST_CLOCK_DAYS, datesOfTerms, termsDaysLater } from "../domain/due-date-clock";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { expireTestCharges } from "../workers/expiry";
import { findOwnCharge } from "./read-charges";

export async function advanceTestDueDate(
  deps: Pick<ChargesDeps, "charges" | "expiry" | "logger">, principal: Principal, txid: string, days: number,
): Promise<{ charge: Charge; overdue: number; expired: number }> {
  if (principal.environment !== "test") throw errors.somenteEmTeste("O relógio de teste do vencimento");
  if (!Number.isInteger(days) || days < 1 || days > MAX_TEST_CLOCK_DAYS) {
    throw invalidField("days", "VALOR_INVALIDO", `informe quantos dias avançar, de 1 a ${MAX_TEST_CLOCK_DAYS}`);
  }
  const charge = await findOwnCharge(deps, principal, txid);
  if (!charge.dueTerms) throw errors.cobrancaSemVencimento();
  const terms = termsDaysLater(charge.dueTerms, days);
  const moved = await deps.expiry.moveDueDate(charge.id, terms, datesOfTerms(terms));
  if (!moved) throw errors.conflict(`A cobrança está ${charge.status}: o relógio de teste só move cobranças pendentes`, "ESTADO_INCOMPATIVEL");
  const { overdue, expired } = await expireTestCharges(deps, principal, new Date().toISOString());
  return { charge: (await deps.charges.reload(moved)) ?? moved, overdue, expired };
}
