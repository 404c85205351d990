import type { ProfileInput } from "../domain/account-input";
import type { ProfileChanges } from "../repositories/users";

const COLUMN: Record<string, keyof ProfileChanges> = {
  name: "name", cnpj: "cnpj", company: "company", cpf: "cpf", phone: "phone",
  notify_payment_email: "notifyPaymentEmail", receipt_email: "receiptEmail", address: "address",
  address_number: "addressNumber", complement: "complement", province: "province",
  postal_code: "postalCode", company_type: "companyType",
};

/** Wire names → columns; `clear` lists fields the caller set to null. */
export function profileChanges(req: ProfileInput): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN)) {
    const value = (req as Record<string, unknown>)[field];
    if (value !== undefined) changes[column] = value;
  }
  for (const field of req.clear) changes[COLUMN[field]] = null;
  return changes as ProfileChanges;
}
