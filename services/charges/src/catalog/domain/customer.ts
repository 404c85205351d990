import { errors } from "@pix/errors";
import { normalizeTaxId } from "@pix/tax-id";
import { normalizePhone, text } from "../../issuing/domain/rules";

/** A customer's fields as stored: null = not known. */
export interface CustomerFields {
  name: string | null;
  email: string | null;
  cpfCnpj: string | null;
  phone: string | null;
}

/** Raw fields of a create or update: undefined = not sent (kept on update), "" = clear. */
export type CustomerInput = { [K in keyof CustomerFields]?: string };

function document(value: string): string | null {
  if (value.trim() === "") return null;
  const id = normalizeTaxId(value);
  if (!id) throw errors.validation("cpf_cnpj", "VALOR_INVALIDO", "cpf_cnpj inválido: informe um CPF ou CNPJ (também alfanumérico) com dígitos verificadores válidos");
  return id.value;
}

/**
 * Validates and normalises the sent fields (CPF/CNPJ as on charges: digits or upper-case
 * alphanumeric CNPJ; phone digits with area code); only the fields sent are in the result.
 */
export function normalizeCustomerInput(input: CustomerInput): Partial<CustomerFields> {
  const out: Partial<CustomerFields> = {};
  if (input.name !== undefined) out.name = text(input.name);
  if (input.email !== undefined) out.email = text(input.email)?.toLowerCase() ?? null;
  if (input.cpfCnpj !== undefined) out.cpfCnpj = document(input.cpfCnpj);
  if (input.phone !== undefined) out.phone = normalizePhone(input.phone);
  return out;
}
