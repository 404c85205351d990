import { errors, type Problemas } from "@pix/errors";
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
export async function resolvePayer(deps: IssuingDeps, principal: Principal, input: PayerInput, problems?: Problemas): Promise<{ payer: Payer; customerId: string | null }> {
  // With `problems`, a bad document and a bad phone are both reported (null stands in for them meanwhile).
  const field = <T>(campo: string, run: () => T): T | null => (problems ? (problems.check(campo, run) ?? null) : run());
  const inline: Payer = {
    name: text(input.customerName),
    email: text(input.customerEmail),
    cpf: field("customer_cpf", () => normalizePayerDocument(input.customerCpf)),
    phone: field("customer_phone", () => normalizePhone(input.customerPhone)),
  };
  if (input.customerId === undefined) return { payer: inline, customerId: null };
  const customer = isUuid(input.customerId)
    ? await deps.catalog.findCustomer(scopeOf(principal), input.customerId)
    : null;
  if (!customer) {
    problems?.throwIfAny(); // the body's own problems come before a lookup's 404, as they always did
    throw errors.notFound("Cliente");
  }
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
