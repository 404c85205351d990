import { emailField, invalidField, oneOf, optionalOneOf, optionalText, patternField, requiredText, textField } from "@pix/errors";

/**
 * The rules an account's gRPC requests follow whoever calls (the gateway checks the same at the HTTP
 * edge; the request's shape is the generated proto type, so only these rules remain here).
 */
export const ENVIRONMENTS = ["test", "live"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** A secret the caller holds (token, password): present, storable, bounded. */
export function secretText(field: string, value: string, max: number): string {
  textField(field, value, max);
  if (value.length === 0) throw invalidField(field, "CAMPO_OBRIGATORIO", "não pode ser vazio");
  return value;
}

/** The password policy itself is assertAcceptablePassword (domain/password.ts); this is the bound. */
export function registerInput(r: { name: string; email: string; password: string }) {
  return { name: requiredText("name", r.name, 120), email: emailField("email", r.email), password: textField("password", r.password, 256) };
}

export function loginInput(r: { email: string; password: string }) {
  return { email: emailField("email", r.email), password: secretText("password", r.password, 256) };
}

export function confirmEmailInput(r: { token: string; password: string }) {
  return { token: secretText("token", r.token, 256), password: textField("password", r.password, 256) };
}

/** `store_id` is the raw x-store header: a value that names no store is the use case's 403, not a 400. */
export function authenticateInput(r: { bearer: string; store_id?: string; include_account?: boolean }) {
  return { bearer: secretText("bearer", r.bearer, 4096), storeId: optionalText("store_id", r.store_id, 200) || undefined, includeAccount: r.include_account === true };
}

export const environmentInput = (value: string): Environment => oneOf("environment", value, ENVIRONMENTS);

const digits = (field: string, value: string, min: number, max: number, example: string) =>
  patternField(field, value, new RegExp(`^\\d{${min},${max}}$`), `use só dígitos (${min === max ? min : `${min} a ${max}`}), por exemplo ${example}`);
const phone = (value: string) => digits("phone", value, 10, 13, "11987654321");
const postalCode = (value: string) => digits("postal_code", value, 8, 8, "01310100");

const CLEARABLE = ["cnpj", "company", "cpf", "phone", "address", "address_number", "complement", "province", "postal_code", "company_type"] as const;

export interface ProfileRequest {
  name?: string; cnpj?: string; company?: string; cpf?: string; phone?: string; notify_payment_email?: boolean; receipt_email?: boolean;
  address?: string; address_number?: string; complement?: string; province?: string; postal_code?: string; company_type?: string; clear: string[];
}

/** PATCH /auth/me's fields: each present one checked; `clear` names the fields set to null. */
export function profileInput(r: ProfileRequest) {
  const opt = <T>(value: T | undefined, check: (v: T) => T) => (value === undefined ? undefined : check(value));
  return {
    name: opt(r.name, (v) => requiredText("name", v, 120)),
    cnpj: opt(r.cnpj, (v) => patternField("cnpj", v, /^[0-9A-Z]{14}$/, "use os 14 caracteres do CNPJ sem pontuação, por exemplo 12ABC34501DE35")),
    company: opt(r.company, (v) => textField("company", v.trim(), 120)),
    cpf: opt(r.cpf, (v) => digits("cpf", v, 11, 11, "12345678909")),
    phone: opt(r.phone, phone),
    notify_payment_email: r.notify_payment_email,
    receipt_email: r.receipt_email,
    address: optionalText("address", r.address, 200),
    address_number: optionalText("address_number", r.address_number, 20),
    complement: optionalText("complement", r.complement, 100),
    province: optionalText("province", r.province, 100),
    postal_code: opt(r.postal_code, postalCode),
    company_type: optionalText("company_type", r.company_type, 40),
    clear: r.clear.map((field, i) => oneOf(`clear[${i}]`, field, CLEARABLE)),
  };
}
export type ProfileInput = ReturnType<typeof profileInput>;

const COMPANY_TYPES = ["MEI", "LIMITED", "INDIVIDUAL", "ASSOCIATION"] as const;

export interface CompanyFieldsRequest {
  company: string; cnpj: string; company_type: string; phone: string; address: string; address_number: string;
  complement?: string; province: string; postal_code: string;
}

/** The company fields onboarding validated (tax-id rules, CEP…), checked again in their canonical form. */
export function companyFields(f: CompanyFieldsRequest, at = "") {
  const p = (field: string) => `${at}${field}`;
  const complement = f.complement === undefined ? "" : textField(p("complement"), f.complement.trim(), 100);
  return {
    company: requiredText(p("company"), f.company, 120),
    cnpj: patternField(p("cnpj"), f.cnpj, /^[0-9A-Z]{12}\d{2}$/, "use o CNPJ sem pontuação: 12 letras ou dígitos e 2 dígitos verificadores"),
    companyType: oneOf(p("company_type"), f.company_type, COMPANY_TYPES),
    phone: digits(p("phone"), f.phone, 10, 13, "11987654321"),
    address: requiredText(p("address"), f.address, 200),
    addressNumber: requiredText(p("address_number"), f.address_number, 20),
    complement: complement || null,
    province: requiredText(p("province"), f.province, 100),
    postalCode: digits(p("postal_code"), f.postal_code, 8, 8, "01310100"),
  };
}

export const PRODUCTION_STATUSES = ["sandbox", "pending", "approved", "rejected"] as const;
export const productionStatusFilter = (value: string | undefined) => optionalOneOf("production_status", value, PRODUCTION_STATUSES);
