import { servicePrincipal, type ServiceClient } from "@pix/grpc";
import type { ProductionRepository } from "../repositories/production";
import type { CompanyDataSource } from "../usecases/company-data";

/**
 * The receiving account's company data: the merchant's onboarding answers (POST /auth/onboarding),
 * with the answers' contact e-mail or, when none was given, the account's e-mail from identity.
 */
export function answersCompanyData(production: ProductionRepository, identity: ServiceClient): CompanyDataSource {
  return {
    async companyDataOf(storeId) {
      const a = await production.findAnswers(storeId);
      if (!a) return null;
      const email = a.email ?? (await identity.call("GetStoreProfile", { store_id: storeId }, { principal: servicePrincipal(storeId, "test") })).email;
      return {
        company: a.company, cnpj: a.cnpj, company_type: a.companyType, email, phone: a.phone,
        address: a.address, address_number: a.addressNumber, province: a.province, postal_code: a.postalCode,
      };
    },
  };
}
