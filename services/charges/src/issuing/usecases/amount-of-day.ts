import { assertMinimumCharge, errors, invalidField } from "@pix/errors";
import { isCalendarDate, todayInBrasilia } from "@pix/business-days";
import { dueDateTermsInput, type DueDateRequest } from "../domain/due-date-input";
import type { Principal } from "@pix/grpc";
import { type AmountOfDay, amountOfDay, lastPayableDate } from "@pix/amount-of-day";
import type { Charge } from "../domain/charge";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { findOwnCharge } from "./read-charges";

/** A due-date charge's amount on `date`: COBRANCA_SEM_VENCIMENTO (immediate), DATA_APOS_VALIDADE (too late). */
export function chargeAmountOn(charge: Charge, date: string): AmountOfDay {
  if (!charge.dueTerms) throw errors.cobrancaSemVencimento();
  const amount = amountOfDay(charge.amountCents, charge.dueTerms, date);
  if (!amount) throw errors.dataAposValidade(lastPayableDate(charge.dueTerms));
  return amount;
}

/** GET /pix/{txid}/valor?data= (the BCB's DPP), for the principal's own charge. */
export async function getAmountOfDay(deps: Pick<ChargesDeps, "charges">, principal: Principal, txid: string, date: string): Promise<AmountOfDay> {
  return chargeAmountOn(await findOwnCharge(deps, principal, txid), date);
}

/** The most dates one simulation answers (the panel asks three). */
export const MAX_SIMULATED_DATES = 10;

/**
 * POST /pix/valor/simulacao: the amounts on `dates` of terms that are not a charge yet (the panel's
 * preview), checked as POST /pix checks them, so the preview refuses what issuing would.
 */
export function simulateAmountOfDay(originalCents: number, request: DueDateRequest, dates: string[], now = new Date()): AmountOfDay[] {
  assertMinimumCharge(originalCents);
  if (dates.length === 0 || dates.length > MAX_SIMULATED_DATES) throw invalidField("datas", "TAMANHO_MAXIMO", `envie de 1 a ${MAX_SIMULATED_DATES} datas de pagamento`);
  dates.forEach((d, i) => {
    if (!isCalendarDate(d)) throw invalidField(`datas[${i}]`, "FORMATO_INVALIDO", "use a data de pagamento no formato AAAA-MM-DD, por exemplo 2026-12-10");
  });
  const terms = dueDateTermsInput(request, originalCents, todayInBrasilia(now));
  return dates.map((d) => {
    const amount = amountOfDay(originalCents, terms, d);
    if (!amount) throw errors.dataAposValidade(lastPayableDate(terms));
    return amount;
  });
}
