import { randomUUID } from "node:crypto";
import { AppError, errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { type AnswersSnapshot, inputOf } from "../domain/onboarding-answers";
import { identityFieldsOf } from "../domain/reviewed-identity";
import type { Prisma } from "../generated/prisma/client";
import type { ProductionDocument, ProductionSubmission } from "../repositories/production";
import type { ProductionDeps } from "./production-deps";
import { assertTeam } from "./production-queue";
import { documentMessage, rowSnapshot } from "./production-view";

type Pending = ProductionSubmission & { documents: ProductionDocument[] };
type Decision = { storeId: string; decision: "approve" | "reject"; reason: string | null };
type Db = Prisma.TransactionClient;

/**
 * The team's decision on a store's pending request (POST /admin/lojistas/{id}/aprovar|recusar), under
 * the store's lock. The first request: identity moves production_status (its conditional move
 * decides between concurrent decisions). An approved store's change request: identity is not
 * moved; an approval makes the change's answers the ones in force. Every approval is kept as an
 * immutable snapshot of what was reviewed.
 */
export async function reviewProductionRequest(deps: ProductionDeps, principal: Principal, d: Decision) {
  assertTeam(principal);
  if (d.decision === "reject" && !d.reason) throw errors.validation("motivo", "CAMPO_OBRIGATORIO", "Informe o motivo da recusa");
  const email = await teamEmail(deps, principal);
  return deps.production.withStoreLock(d.storeId, async (db) => {
    const pending = await deps.production.pendingSubmission(d.storeId, db);
    if (pending?.kind === "change") return decideChange(deps, db, principal, pending, d, email);
    await moveProduction(deps, principal, d, pending !== null);
    if (pending) await recordDecision(deps, db, principal, pending, d, email);
    return { kind: "production", status: d.decision === "approve" ? "approved" : "rejected" };
  });
}

/** Identity's move; a move already made for this request (a retry after a failure here) is finished, not refused. */
async function moveProduction(deps: ProductionDeps, principal: Principal, d: Decision, requestStored: boolean): Promise<void> {
  try {
    await deps.identity.call("ReviewProduction", { id: d.storeId, decision: d.decision, reason: d.reason ?? undefined }, { principal });
  } catch (err) {
    if (!requestStored || !(err instanceof AppError) || err.kind !== "conflict") throw err;
    const user = await deps.identity.call("GetMerchant", { id: d.storeId }, { principal });
    if (user.production_status !== (d.decision === "approve" ? "approved" : "rejected")) throw err;
  }
}

async function decideChange(deps: ProductionDeps, db: Db, principal: Principal, change: Pending, d: Decision, email: string | null) {
  if (d.decision === "approve") {
    await assertAccountKeepsCnpj(deps, db, change);
    // Identity first: a failure leaves the change pending, and approving again applies it again.
    await deps.identity.call("ReviewChange", { id: d.storeId, decision: "approve", fields: identityFieldsOf(change.answers as AnswersSnapshot) }, { principal });
    await recordDecision(deps, db, principal, change, d, email);
    await deps.production.saveAnswers(d.storeId, inputOf(change.answers as AnswersSnapshot), db);
  } else {
    // Recorded first (inside the store's lock and transaction): identity refusing undoes it.
    await recordDecision(deps, db, principal, change, d, email);
    await deps.identity.call("ReviewChange", { id: d.storeId, decision: "reject", reason: d.reason }, { principal });
  }
  return { kind: "change", status: d.decision === "approve" ? "approved" : "rejected" };
}

/**
 * A subaccount's CNPJ cannot change at the engine: a live receiving account was opened under the CNPJ
 * in force, so a change of CNPJ would leave the store receiving under the old company. Refused; the
 * team rejects the change (a new CNPJ is a new store).
 */
async function assertAccountKeepsCnpj(deps: ProductionDeps, db: Db, change: Pending): Promise<void> {
  const current = await deps.production.findAnswers(change.storeId, db);
  if (!current || (change.answers as AnswersSnapshot).cnpj === current.cnpj) return;
  if (await deps.liveAccountExists(change.storeId)) {
    throw errors.conflict(
      `Este lojista recebe em produção por uma conta aberta no provedor sob o CNPJ ${current.cnpj}, que não muda; recuse a alteração e oriente o lojista: um novo CNPJ é uma nova loja`,
      "ESTADO_INCOMPATIVEL",
    );
  }
}

async function recordDecision(deps: ProductionDeps, db: Db, principal: Principal, s: Pending, d: Decision, email: string | null) {
  const at = new Date();
  const status = d.decision === "approve" ? "approved" : "rejected";
  if (!(await deps.production.decide(db, s.id, status, principal.userId, at, d.decision === "reject" ? d.reason : null))) {
    throw errors.conflict("Esta solicitação já foi decidida; recarregue o lojista", "ESTADO_INCOMPATIVEL");
  }
  if (status === "rejected") return;
  const current = await deps.production.findAnswers(d.storeId, db);
  const answers = (s.answers as AnswersSnapshot | null) ?? (current && rowSnapshot(current));
  if (!answers) throw errors.conflict("A solicitação não tem respostas de onboarding para aprovar", "ESTADO_INCOMPATIVEL");
  await deps.production.insertApproval(db, {
    id: randomUUID(), storeId: d.storeId, submissionId: s.id, kind: s.kind as "production" | "change", answers,
    documents: s.documents.map(documentMessage), approvedBy: principal.userId, approvedByEmail: email, approvedAt: at,
  });
}

/** Who approved, as an address a person reads (the id is kept as well); null if identity cannot say now. */
async function teamEmail(deps: ProductionDeps, principal: Principal): Promise<string | null> {
  try {
    return ((await deps.identity.call("GetMe", {}, { principal })).user?.email as string | undefined) ?? null;
  } catch (err) {
    deps.logger.warn({ err }, "approver's e-mail not read");
    return null;
  }
}
