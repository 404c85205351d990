import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { normalizePayerDocument, normalizePhone, text } from "../domain/rules";
import type { IssuingDeps } from "./deps";
import type { Payer } from "../../shared/usecases/ports";

export interface PayerInput {
  customerId?: string;
  customerName?: string;
  customerEmail?: string;
  customerCpf?: string;
  customerPhone?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

/**
 * The payer of a charge: inline fields, validated (CPF/CNPJ check digits, phone digits), completed
 * by the registered customer when `customer_id` names one of the store's customers (404 otherwise).
 */
export async function resolvePayer(deps: IssuingDeps, principal: Principal, input: PayerInput): Promise<{ payer: Payer; customerId: string | null }> {
  const inline: Payer = {
    name: text(input.customerName),
    email: text(input.customerEmail),
    cpf: normalizePayerDocument(input.customerCpf),
    phone: normalizePhone(input.customerPhone),
  };
  if (input.customerId === undefined) return { payer: inline, customerId: null };
  const customer = isUuid(input.customerId)
    ? await deps.catalog.findCustomer(scopeOf(principal), input.customerId)
    : null;
  if (!customer) throw errors.notFound("Cliente");
  return {
    customerId: customer.id,
    payer: {
      name: inline.name ?? customer.name,
      email: inline.email ?? customer.email,
      cpf: inline.cpf ?? customer.cpf,
      phone: inline.phone ?? customer.phone,
    },
  };
}
