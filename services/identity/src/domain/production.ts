import { productionStatusOf, type ProductionFacts } from "@pix/errors";

export { producaoBlock, productionStatusOf } from "@pix/errors";

export function isProductionApproved(user: ProductionFacts): boolean {
  return productionStatusOf(user) === "approved";
}

/** The User fields (2.1) a production request needs filled, under their contract names. */
const COMPANY_FIELDS = {
  company: "company", cnpj: "cnpj", company_type: "companyType", phone: "phone", address: "address",
  address_number: "addressNumber", province: "province", postal_code: "postalCode",
} as const;
type CompanyFacts = { [K in (typeof COMPANY_FIELDS)[keyof typeof COMPANY_FIELDS]]: string | null };

/** Which company fields are still empty (the profile can clear what onboarding filled). */
export function missingCompanyFields(user: CompanyFacts): string[] {
  return Object.entries(COMPANY_FIELDS).filter(([, key]) => !user[key]?.trim()).map(([name]) => name);
}

/** Only these moves exist (contract 3.2); the repository applies them as conditional updates. */
export const PRODUCTION_MOVES = {
  request: { from: ["sandbox", "rejected"], to: "pending" },
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
} as const;

const STATUS_TEXT: Record<string, string> = {
  sandbox: "ainda não pediu a liberação", pending: "está em análise", approved: "já foi aprovada", rejected: "foi recusada",
};

export function productionStatusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}

/** The e-mail telling the merchant the team's decision on a change of its approved data (reason: a rejection's). */
export function changeReviewMail(to: string, name: string, rejectReason: string | null) {
  if (rejectReason === null) {
    return {
      to,
      subject: "A alteração dos dados da sua empresa foi aprovada",
      text: `Olá, ${name}.\n\nA equipe aprovou a alteração dos dados da sua empresa: os novos dados já valem, inclusive em produção.\n`,
    };
  }
  return {
    to,
    subject: "A alteração dos dados da sua empresa foi recusada",
    text: `Olá, ${name}.\n\nA equipe recusou a alteração dos dados da sua empresa pelo motivo abaixo; os dados aprovados antes continuam valendo:\n\n${rejectReason}\n\nCorrija o que foi apontado e envie a solicitação de alteração novamente.\n`,
  };
}

/** The e-mail telling the merchant the team's decision (plain text; the reason as the team wrote it). */
export function productionReviewMail(to: string, name: string, decision: "approve" | "reject", reason: string | null) {
  if (decision === "approve") {
    return {
      to,
      subject: "Sua conta foi liberada para produção",
      text: `Olá, ${name}.\n\nA equipe aprovou sua solicitação: sua conta já pode operar em produção (ambiente live).\n`,
    };
  }
  return {
    to,
    subject: "Sua solicitação de produção foi recusada",
    text: `Olá, ${name}.\n\nA equipe recusou sua solicitação de produção pelo motivo abaixo:\n\n${reason}\n\nCorrija o que foi apontado e envie a solicitação novamente.\n`,
  };
}
