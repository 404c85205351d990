import { errors } from "@pix/errors";
import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import { receivingAccountRef } from "../domain/request-input";
import { getReceivingAccount, type ReceivingAccountDeps } from "../usecases/get-receiving-account";

export function onboardingHandlers(deps: ReceivingAccountDeps) {
  return {
    /** Internal (charges): the caller acts for the store it asks about, in that environment. */
    GetReceivingAccount: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const { storeId, environment } = receivingAccountRef(req);
      if (principal.storeId !== storeId || principal.environment !== environment) throw errors.notFound("Conta de recebimento");
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
