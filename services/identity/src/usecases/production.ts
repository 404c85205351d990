import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { requireVerifiedEmail } from "../domain/email-verification";
import {
  changeReviewMail, missingCompanyFields, PRODUCTION_MOVES, productionReviewMail, productionStatusOf, productionStatusText,
} from "../domain/production";
import type { User } from "../repositories/prisma";
import type { OnboardingFields } from "../repositories/users";
import { loadUser, writeUnlessFrozen } from "./account";
import type { IdentityDeps } from "./deps";
import { assertTeam } from "./merchants";
import { requireSession } from "./session-only";

/**
 * Identity is the one writer of the User's company and production_* fields. The onboarding service
 * keeps the answers and documents, writes them first, then calls these (see docs/going-live.md).
 */
export async function completeOnboarding(deps: IdentityDeps, principal: Principal, fields: OnboardingFields): Promise<User> {
  requireSession(principal);
  const at = new Date();
  return writeUnlessFrozen(deps, principal, { ...fields, onboardingCompletedAt: at }, () => deps.users.completeOnboarding(principal.storeId, fields, at));
}

/**
 * Team only, called by onboarding when the team decides an approved store's change request (onboarding
 * keeps the request and the history). Approved: the one write of the reviewed company fields while
 * approved. Either way the merchant is told by e-mail.
 */
export async function reviewChange(
  deps: IdentityDeps, principal: Principal, id: string, decision: { approve: OnboardingFields } | { reject: string },
): Promise<User> {
  assertTeam(principal);
  const user = await deps.users.findById(id);
  if (!user) throw errors.notFound("Lojista");
  if (productionStatusOf(user) !== "approved") throw errors.conflict(`Só a alteração de um lojista aprovado é decidida; a solicitação deste lojista ${productionStatusText(productionStatusOf(user))}`, "ESTADO_INCOMPATIVEL");
  const after = "approve" in decision ? await deps.users.completeOnboarding(id, decision.approve, user.onboardingCompletedAt ?? new Date()) : user;
  sendMail(deps, after, changeReviewMail(after.email, after.name, "approve" in decision ? null : decision.reject));
  return after;
}

/**
 * sandbox | rejected → pending. A dry run checks everything but writes nothing (before documents are
 * stored). `fields`: the company fields of the answers the request froze, written in the same
 * conditional update as the move, so what payers see is what the team reviews.
 */
export async function requestProduction(deps: IdentityDeps, principal: Principal, dryRun: boolean, fields?: OnboardingFields) {
  requireSession(principal);
  const user = await loadUser(deps, principal);
  requireVerifiedEmail(user, "production");
  assertMayRequest(productionStatusOf(user));
  const missing = missingCompanyFields(fields ?? user);
  if (dryRun) return { user, missing };
  if (missing.length > 0) throw errors.validation("", "CAMPO_OBRIGATORIO", `Dados da empresa incompletos: falta ${missing.join(", ")}`);
  const now = new Date();
  const moved = await deps.users.moveProduction(user.id, PRODUCTION_MOVES.request.from, {
    ...fields,
    productionStatus: PRODUCTION_MOVES.request.to, productionRequestedAt: now, productionTermsAcceptedAt: now,
    // A resubmission starts a new review: the previous decision's reason and date no longer apply.
    productionRejectReason: null, productionReviewedAt: null,
  });
  // Lost a race with a concurrent request of the same merchant: the state it left decides the message.
  if (!moved) assertMayRequest(productionStatusOf((await loadUser(deps, principal))));
  return { user: moved ?? user, missing: [] };
}

function assertMayRequest(status: string): void {
  if (status === "pending") throw errors.conflict("Sua solicitação de produção já está em análise; aguarde a resposta da equipe", "ESTADO_INCOMPATIVEL");
  if (status === "approved") throw errors.conflict("Sua conta já está liberada para produção", "ESTADO_INCOMPATIVEL");
}

/** Team only: pending → approved | rejected, then the merchant is told by e-mail. */
export async function reviewProduction(
  deps: IdentityDeps, principal: Principal, input: { id: string; decision: "approve" | "reject"; reason: string | null },
): Promise<User> {
  assertTeam(principal);
  const move = PRODUCTION_MOVES[input.decision];
  const moved = await deps.users.moveProduction(input.id, move.from, {
    productionStatus: move.to, productionReviewedAt: new Date(), productionRejectReason: input.decision === "reject" ? input.reason : null,
  });
  if (!moved) {
    const found = await deps.users.findById(input.id);
    if (!found) throw errors.notFound("Lojista");
    const verb = input.decision === "approve" ? "aprovada" : "recusada";
    throw errors.conflict(`Só uma solicitação pendente pode ser ${verb}; a deste lojista ${productionStatusText(productionStatusOf(found))}`, "ESTADO_INCOMPATIVEL");
  }
  sendMail(deps, moved, productionReviewMail(moved.email, moved.name, input.decision, moved.productionRejectReason));
  return moved;
}

/** The decision is already recorded; a mail failure is logged, never undoes it. */
function sendMail(deps: IdentityDeps, user: User, mail: ReturnType<typeof productionReviewMail>): void {
  if (!deps.mail) {
    deps.logger.warn({ userId: user.id }, "SMTP_URL is not set: production review e-mail not sent");
    return;
  }
  deps.mail.mailer.send(mail).catch((err) => deps.logger.warn({ err, userId: user.id }, "production review e-mail not sent"));
}
