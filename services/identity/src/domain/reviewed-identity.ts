import { errors } from "@pix/errors";
import { productionStatusOf } from "./production";

/**
 * The User columns the team reviews with the documents (issue 23): the company, its document and its
 * address (the proof of address is one of the documents), under their contract names. `name`, `phone`
 * and the e-mail settings are contact data, not reviewed.
 */
const REVIEWED = {
  cnpj: "cnpj", company: "company", company_type: "companyType", cpf: "cpf", address: "address",
  address_number: "addressNumber", complement: "complement", province: "province", postal_code: "postalCode",
} as const;
type ReviewedColumn = (typeof REVIEWED)[keyof typeof REVIEWED];

/** While a request is under review, or once approved, these columns change only through the team. */
export const FROZEN_STATUSES = ["pending", "approved"] as const;

const same = (a: unknown, b: unknown) => norm(a) === norm(b);
const norm = (v: unknown) => (typeof v === "string" ? v.trim() || null : (v ?? null));

/** The reviewed fields (contract names) that `changes` would give a value other than the stored one. */
export function changedReviewedFields(user: Partial<Record<ReviewedColumn, string | null>>, changes: Partial<Record<string, unknown>>): string[] {
  return Object.entries(REVIEWED).filter(([, column]) => column in changes && !same(changes[column], user[column])).map(([name]) => name);
}

/** Throws 409 DADOS_APROVADOS when the store's reviewed identity is frozen and `changes` would alter it. */
export function assertReviewedUnchanged(
  user: Partial<Record<ReviewedColumn, string | null>> & { productionStatus: string | null }, changes: Partial<Record<string, unknown>>,
): void {
  const status = productionStatusOf(user);
  if (status !== "pending" && status !== "approved") return;
  const campos = changedReviewedFields(user, changes);
  if (campos.length > 0) throw errors.dadosAprovados(status, campos);
}
