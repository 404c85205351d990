import { errors, parseOrThrow } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { onboardingAnswersSchema } from "../domain/onboarding-answers";
import type { ProductionDeps } from "./production-deps";

/**
 * POST /auth/onboarding. Onboarding owns the answers and writes them first; identity then writes
 * the User fields they fill and `onboarding_completed_at` (it is their one writer). A failure of
 * the second step leaves answers that the next submission overwrites, never a User half-written.
 */
export async function submitOnboarding(deps: ProductionDeps, principal: Principal, raw: unknown) {
  if (principal.credential !== "session") throw errors.sessionRequired();
  const a = parseOrThrow(onboardingAnswersSchema, raw);
  await deps.production.saveAnswers(principal.storeId, a);
  const r = await deps.identity.call(
    "CompleteOnboarding",
    {
      company: a.company, cnpj: a.cnpj, company_type: a.company_type, phone: a.phone, address: a.address, address_number: a.address_number,
      complement: a.complement, province: a.province, postal_code: a.postal_code,
    },
    { principal },
  );
  return { onboarding_completed_at: r.user.onboarding_completed_at as string };
}
