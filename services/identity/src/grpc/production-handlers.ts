import { type Principal, requirePrincipal, type HandlersOf } from "@pix/grpc";
import { companyFields } from "../domain/account-input";
import { changeReviewInput, productionReviewInput } from "../domain/team-input";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "../usecases/deps";
import { completeOnboarding, requestProduction, reviewChange, reviewProduction } from "../usecases/production";
import type { userMessage } from "./mappers";

type Message = ReturnType<typeof userMessage>;

/** Going live: the User's company fields and production moves (called by onboarding and the team queue). */
export function productionHandlers(
  deps: IdentityDeps, own: (u: User, p: Principal) => Message, withTeam: (u: User) => Promise<Message>,
) {
  return {
    CompleteOnboarding: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const updated = await completeOnboarding(deps, principal, companyFields(req));
      return { user: own(updated, principal), environment: principal.environment };
    },
    ReviewChange: async (req, ctx) => {
      const r = changeReviewInput(req);
      return withTeam(await reviewChange(deps, requirePrincipal(ctx), r.id, r.decision));
    },
    RequestProduction: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const r = await requestProduction(deps, principal, req.dry_run, req.fields ? companyFields(req.fields, "fields.") : undefined);
      return { user: own(r.user, principal), missing: r.missing };
    },
    ReviewProduction: async (req, ctx) => withTeam(await reviewProduction(deps, requirePrincipal(ctx), productionReviewInput(req))),
  } satisfies Partial<HandlersOf<"pix.identity.v1.IdentityService">>;
}
