import { errors, parseOrThrow } from "@pix/errors";
import { present, type Principal } from "@pix/grpc";
import { onboardingAnswersSchema } from "../domain/onboarding-answers";
import { assertAnswersUnfrozen, frozenStatus } from "../domain/reviewed-identity";
import { identityStatus, type ProductionDeps } from "./production-deps";
import { rowSnapshot } from "./production-view";

/**
 * POST /auth/onboarding. Onboarding owns the answers and writes them first; identity then writes
 * the User fields they fill and `onboarding_completed_at` (it is their one writer). A failure of
 * the second step leaves answers that the next submission overwrites, never a User half-written.
 *
 * Under review or once approved, the reviewed answers (company, CNPJ, responsible person, address)
 * are frozen (409 DADOS_APROVADOS): they change only by a change request the team approves. The
 * check and the write hold the store's lock, so a request or a decision cannot slip in between.
 */
export async function submitOnboarding(deps: ProductionDeps, principal: Principal, raw: unknown) {
  if (principal.credential !== "session") throw errors.sessionRequired();
  const a = parseOrThrow(onboardingAnswersSchema, raw);
  const status = await identityStatus(deps, principal.storeId);
  await deps.production.withStoreLock(principal.storeId, async (db) => {
    const current = await deps.production.findAnswers(principal.storeId, db);
    if (current) assertAnswersUnfrozen(frozenStatus(status, await deps.production.localState(principal.storeId, db)), rowSnapshot(current), a);
    await deps.production.saveAnswers(principal.storeId, a, db);
  });
  const r = await deps.identity.call(
    "CompleteOnboarding",
    {
      company: a.company, cnpj: a.cnpj, company_type: a.company_type, phone: a.phone, address: a.address, address_number: a.address_number,
      complement: a.complement, province: a.province, postal_code: a.postal_code,
    },
    { principal },
  );
  return { onboarding_completed_at: present(r.user, "o usuário").onboarding_completed_at as string };
}
