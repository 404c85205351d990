import { errors, parseOrThrow, z } from "@pix/errors";
import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import { getReceivingAccount, type ReceivingAccountDeps } from "../usecases/get-receiving-account";

const receivingAccountRequest = z.object({ store_id: z.string().uuid(), environment: z.enum(["test", "live"]) });

export function onboardingHandlers(deps: ReceivingAccountDeps) {
  return {
    /** Internal (charges): the caller acts for the store it asks about, in that environment. */
    GetReceivingAccount: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const { store_id, environment } = parseOrThrow(receivingAccountRequest, req);
      if (principal.storeId !== store_id || principal.environment !== environment) throw errors.notFound("Conta de recebimento");
      const a = await getReceivingAccount(deps, scopeOf(principal));
      return {
        conta_unica: a.contaUnica,
        exists: a.exists,
        status: a.status,
        wallet_id: a.walletId ?? undefined,
        account_id: a.accountId ?? undefined,
        engine_api_key: a.engineApiKey ?? undefined,
      };
    },
  } satisfies Partial<HandlersOf<"pix.onboarding.v1.OnboardingService">>;
}
