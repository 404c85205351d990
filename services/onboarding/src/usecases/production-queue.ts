import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { OnboardingAnswers } from "../repositories/production";
import type { ProductionDeps } from "./production-deps";
import { documentMessage, productionRequestView } from "./production-view";

/** The gateway already refuses non-team callers; the service checks again rather than trust its caller. */
export function assertTeam(principal: Principal): void {
  if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
}

/** The merchant's own request (GET /production-request); 404 before any. */
export async function getOwnProductionRequest(deps: ProductionDeps, principal: Principal) {
  const view = productionRequestView(await deps.production.latestSubmission(principal.storeId));
  if (!view.exists) throw errors.notFound("Solicitação de produção");
  return view;
}

/** Team queue detail: the onboarding answers and the current documents of one merchant. */
export async function getMerchantOnboarding(deps: ProductionDeps, principal: Principal, storeId: string) {
  assertTeam(principal);
  const [answers, submission] = await Promise.all([deps.production.findAnswers(storeId), deps.production.latestSubmission(storeId)]);
  return { answers: answers ? answersMessage(answers) : undefined, documents: productionRequestView(submission).documents };
}

/** Team only: the document's description, then its bytes as a stream (never read whole into memory). */
export async function openDocument(deps: ProductionDeps, principal: Principal, storeId: string, documentId: string) {
  assertTeam(principal);
  const doc = await deps.production.findDocument(storeId, documentId);
  if (!doc) throw errors.notFound("Documento");
  return { info: documentMessage(doc), bytes: await deps.storage.open(doc.storageKey) };
}

function answersMessage(a: OnboardingAnswers) {
  return {
    origin: a.origin ?? undefined, responsible_name: a.responsibleName, responsible_cpf: a.responsibleCpf, company: a.company, cnpj: a.cnpj,
    company_type: a.companyType, segment: a.segment ?? undefined,
    monthly_revenue_cents: a.monthlyRevenueCents === null ? undefined : Number(a.monthlyRevenueCents), phone: a.phone, email: a.email ?? undefined,
    address: a.address, address_number: a.addressNumber, complement: a.complement ?? undefined, province: a.province, postal_code: a.postalCode,
    city: a.city, state: a.state, updated_at: a.updatedAt.toISOString(),
  };
}
