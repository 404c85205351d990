import { errors } from "@pix/errors";
import { type AnswersSnapshot, changedReviewedAnswers, type OnboardingAnswersInput } from "./onboarding-answers";

/**
 * Whether the store's reviewed identity is frozen (issue 23), from identity's production_status and
 * onboarding's own record of its requests: under review (`pending`), approved, or not (null).
 */
export function frozenStatus(identityStatus: string, local: { approved: boolean; pending: boolean }): "pending" | "approved" | null {
  if (identityStatus === "approved" || local.approved) return "approved";
  if (identityStatus === "pending" || local.pending) return "pending";
  return null;
}

/** 409 DADOS_APROVADOS naming the reviewed answers `next` would change while frozen. */
export function assertAnswersUnfrozen(frozen: "pending" | "approved" | null, current: AnswersSnapshot, next: OnboardingAnswersInput): void {
  if (!frozen) return;
  const campos = changedReviewedAnswers(current, next);
  if (campos.length > 0) throw errors.dadosAprovados(frozen, campos);
}

/** The identity fields (CompleteOnboarding's) of a snapshot of answers. */
export function identityFieldsOf(a: AnswersSnapshot) {
  return {
    company: a.company, cnpj: a.cnpj, company_type: a.company_type, phone: a.phone, address: a.address, address_number: a.address_number,
    complement: a.complement ?? undefined, province: a.province, postal_code: a.postal_code,
  };
}
