import { z } from "@pix/errors";
import { normalizeTaxId } from "@pix/tax-id";

/** The 27 federative units (two letters), as the Correios and the Receita write them. */
export const STATES = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC",
  "SP", "SE", "TO",
] as const;
export const COMPANY_TYPES = ["MEI", "LIMITED", "INDIVIDUAL", "ASSOCIATION"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));
/** Punctuation a person types around numbers: stripped before checking. */
const stripPunctuation = (s: string) => s.replace(/[\s.\-/()]/g, "");

const cnpj = z.string().max(20).transform((v, ctx) => {
  const id = normalizeTaxId(v);
  if (id?.kind !== "cnpj") {
    ctx.addIssue({ code: "custom", message: "CNPJ inválido (14 caracteres com dígitos verificadores válidos; letras aceitas no CNPJ alfanumérico)" });
    return z.NEVER;
  }
  return id.value;
});
const cpf = z.string().max(14).transform((v, ctx) => {
  const id = normalizeTaxId(v);
  if (id?.kind !== "cpf") {
    ctx.addIssue({ code: "custom", message: "CPF inválido" });
    return z.NEVER;
  }
  return id.value;
});
/** CEP: eight digits, "01310-100" or "01310100". */
const postalCode = z.string().max(9).transform(stripPunctuation).pipe(z.string().regex(/^\d{8}$/, "CEP inválido: informe 8 dígitos"));
/** Brazilian phone with area code (10 or 11 digits), optionally written with +55; stored as digits without the country code. */
const phone = z
  .string()
  .max(20)
  .transform((v) => stripPunctuation(v).replace(/^\+?55(?=\d{10,11}$)/, ""))
  .pipe(z.string().regex(/^[1-9]{2}9?\d{8}$/, "Telefone inválido: informe DDD e número (10 ou 11 dígitos)"));
const state = z.string().trim().toUpperCase().pipe(z.enum(STATES, "UF inválida: informe a sigla de duas letras"));

/** POST /auth/onboarding (flat, named after the User fields of 2.1); outputs the canonical form that is stored. */
export const onboardingAnswersSchema = z.object({
  origin: optionalText(200),
  responsible_name: text(120),
  responsible_cpf: cpf,
  company: text(120),
  cnpj,
  company_type: z.enum(COMPANY_TYPES),
  segment: optionalText(120),
  monthly_revenue_cents: z.number().int().min(0).max(1e15).optional(),
  phone,
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  address: text(200),
  address_number: text(20),
  complement: optionalText(100),
  province: text(100),
  postal_code: postalCode,
  city: text(100),
  state,
});
export type OnboardingAnswersInput = z.infer<typeof onboardingAnswersSchema>;

/** The answers as stored in a snapshot (a request's, an approval's): snake_case, canonical, null when absent. */
export type AnswersSnapshot = { [K in keyof OnboardingAnswersInput]-?: Exclude<OnboardingAnswersInput[K], undefined> | null };

const ANSWER_FIELDS = Object.keys(onboardingAnswersSchema.shape) as (keyof OnboardingAnswersInput)[];

export function snapshotOf(a: OnboardingAnswersInput): AnswersSnapshot {
  return Object.fromEntries(ANSWER_FIELDS.map((k) => [k, a[k] ?? null])) as AnswersSnapshot;
}

export function inputOf(s: AnswersSnapshot): OnboardingAnswersInput {
  return Object.fromEntries(ANSWER_FIELDS.filter((k) => s[k] !== null && s[k] !== undefined).map((k) => [k, s[k]])) as OnboardingAnswersInput;
}

/**
 * The answers the team reviews against the documents (issue 23): the company and its document, the
 * responsible person, the address. Origin, segment, revenue, phone and contact e-mail are not.
 */
export const REVIEWED_ANSWERS = [
  "responsible_name", "responsible_cpf", "company", "cnpj", "company_type", "address", "address_number", "complement", "province",
  "postal_code", "city", "state",
] as const satisfies readonly (keyof OnboardingAnswersInput)[];

/** The reviewed answers that `next` would change from `current` (both canonical). */
export function changedReviewedAnswers(current: AnswersSnapshot, next: OnboardingAnswersInput): string[] {
  return REVIEWED_ANSWERS.filter((k) => (current[k] ?? null) !== (next[k] ?? null));
}
