import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { ProductionDeps } from "./production-deps";
import type { AnswersSnapshot } from "../domain/onboarding-answers";
import { answersMessage, approvalMessage, changeMessage, documentMessage, productionRequestView } from "./production-view";

/** The gateway already refuses non-team callers; the service checks again rather than trust its caller. */
export function assertTeam(principal: Principal): void {
  if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
}

/** The request in force (approved, else the newest), or the newest at all. */
async function inForce(deps: ProductionDeps, storeId: string) {
  return (await deps.production.inForceSubmission(storeId)) ?? deps.production.latestSubmission(storeId);
}

/** The merchant's own request (GET /production-request): the one in force and an open change; 404 before any. */
export async function getOwnProductionRequest(deps: ProductionDeps, principal: Principal) {
  const [current, change] = await Promise.all([inForce(deps, principal.storeId), deps.production.openChange(principal.storeId)]);
  const view = productionRequestView(current, change);
  if (!view.exists) throw errors.notFound("Solicitação de produção");
  return view;
}

/**
 * The store's own company address (issue 39, the BCB's cobv `recebedor`): once approved, the answers
 * the team reviewed (the snapshot in force), never newer answers it did not review; before, the latest.
 */
export async function getCompanyAddress(deps: ProductionDeps, principal: Principal) {
  const [a, approval] = await Promise.all([deps.production.findAnswers(principal.storeId), deps.production.latestApproval(principal.storeId)]);
  if (!a) return { exists: false, address: "", address_number: "", province: "", postal_code: "", city: "", state: "" };
  const r = approval ? (approval.answers as Partial<AnswersSnapshot> | null) : null;
  return {
    exists: true, address: r?.address ?? a.address, address_number: r?.address_number ?? a.addressNumber,
    complement: (r ? r.complement : a.complement) ?? undefined, province: r?.province ?? a.province,
    postal_code: r?.postal_code ?? a.postalCode, city: r?.city ?? a.city, state: r?.state ?? a.state,
  };
}

/**
 * Team queue detail: the answers and documents in force, an open change request (its proposed
 * answers and documents, apart), and every approval as it was made (answers, documents, who, when).
 */
export async function getMerchantOnboarding(deps: ProductionDeps, principal: Principal, storeId: string) {
  assertTeam(principal);
  const [answers, current, change, approvals] = await Promise.all([
    deps.production.findAnswers(storeId), inForce(deps, storeId), deps.production.openChange(storeId), deps.production.approvals(storeId),
  ]);
  return {
    answers: answers ? answersMessage(answers) : undefined,
    documents: productionRequestView(current).documents,
    approvals: approvals.map(approvalMessage),
    change: change ? changeMessage(change) : undefined,
  };
}

/** Team only: the document's description, then its bytes as a stream (never read whole into memory). */
export async function openDocument(deps: ProductionDeps, principal: Principal, storeId: string, documentId: string) {
  assertTeam(principal);
  const doc = await deps.production.findDocument(storeId, documentId);
  if (!doc) throw errors.notFound("Documento");
  return { info: documentMessage(doc), bytes: await deps.storage.open(doc.storageKey) };
}
