import { servicePrincipal, type ClientOf } from "@pix/grpc";
import type { AnswersSnapshot } from "../domain/onboarding-answers";
import type { ProductionRepository } from "../repositories/production";
import type { CompanyDataSource } from "../usecases/company-data";

/**
 * The receiving account's company data: the merchant's onboarding answers (POST /auth/onboarding),
 * with the answers' contact e-mail or, when none was given, the account's e-mail from identity.
 * Once the team approved the store, the company, its document and address are the approved ones
 * (the snapshot in force), never answers the team did not review (issue 23).
 */
export function answersCompanyData(production: ProductionRepository, identity: ClientOf<"pix.identity.v1.IdentityService">): CompanyDataSource {
  return {
    async companyDataOf(storeId) {
      const [a, approval] = await Promise.all([production.findAnswers(storeId), production.latestApproval(storeId)]);
      if (!a) return null;
      const email = a.email ?? (await identity.call("GetStoreProfile", { store_id: storeId }, { principal: servicePrincipal(storeId, "test") })).email;
      const r = approval ? (approval.answers as AnswersSnapshot) : null;
      return {
        company: r?.company ?? a.company, cnpj: r?.cnpj ?? a.cnpj, company_type: r?.company_type ?? a.companyType, email, phone: a.phone,
        address: r?.address ?? a.address, address_number: r?.address_number ?? a.addressNumber, province: r?.province ?? a.province,
        postal_code: r?.postal_code ?? a.postalCode,
      };
    },
  };
}
