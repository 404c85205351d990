import { parseOrThrow, type z } from "@pix/errors";
import { type Principal, requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "../usecases/deps";
import { completeOnboarding, requestProduction, reviewChange, reviewProduction } from "../usecases/production";
import type { userMessage } from "./mappers";
import * as s from "./schemas";

type Message = ReturnType<typeof userMessage>;

/** Going live: the User's company fields and production moves (called by onboarding and the team queue). */
export function productionHandlers(
  deps: IdentityDeps, own: (u: User, p: Principal) => Message, withTeam: (u: User) => Promise<Message>,
) {
  return {
    CompleteOnboarding: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const updated = await completeOnboarding(deps, principal, onboardingFields(parseOrThrow(s.completeOnboardingRequest, req)));
      return { user: own(updated, principal), environment: principal.environment };
    },
    ReviewChange: async (req, ctx) => {
      const r = parseOrThrow(s.reviewChangeRequest, req);
      const decision = r.decision === "approve" ? { approve: onboardingFields(r.fields) } : { reject: r.reason };
      return withTeam(await reviewChange(deps, requirePrincipal(ctx), r.id, decision));
    },
    RequestProduction: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const q = parseOrThrow(s.requestProductionRequest, req);
      const r = await requestProduction(deps, principal, q.dry_run, q.fields ? onboardingFields(q.fields) : undefined);
      return { user: own(r.user, principal), missing: r.missing };
    },
    ReviewProduction: async (req, ctx) => {
      const input = parseOrThrow(s.reviewProductionRequest, req);
      return withTeam(await reviewProduction(deps, requirePrincipal(ctx), { ...input, reason: "reason" in input ? input.reason : null }));
    },
  } satisfies Partial<HandlersOf<"pix.identity.v1.IdentityService">>;
}

function onboardingFields(f: z.infer<typeof s.completeOnboardingRequest>) {
  return {
    company: f.company, cnpj: f.cnpj, companyType: f.company_type, phone: f.phone, address: f.address,
    addressNumber: f.address_number, complement: f.complement || null, province: f.province, postalCode: f.postal_code,
  };
}
