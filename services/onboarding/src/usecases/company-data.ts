import type { CompanyData } from "../domain/receiving-account";

/**
 * Port to the merchant's company data (the onboarding answers of POST /auth/onboarding, plus the
 * account e-mail). The receiving account reads them only through this interface, so it does not
 * depend on how the answers are stored. null: the merchant has not answered yet.
 */
export interface CompanyDataSource {
  companyDataOf(storeId: string): Promise<Partial<Record<keyof CompanyData, string | null>> | null>;
}

/** Until the onboarding answers are wired in, every store lacks its company data (400 naming the fields). */
export const noCompanyData: CompanyDataSource = { companyDataOf: async () => null };
