import { servicePrincipal, type ClientOf } from "@pix/grpc";
import type { Environment } from "../../issuing/domain/charge";
import type { ReceivingAccounts, Receiver } from "../usecases/ports";

/** Onboarding's GetReceivingAccount, asked as the store itself (a service principal minted for it). */
export class GrpcReceivingAccounts implements ReceivingAccounts {
  constructor(private readonly onboarding: ClientOf<"pix.onboarding.v1.OnboardingService">) {}

  async get(storeId: string, environment: Environment): Promise<Receiver> {
    const principal = servicePrincipal(storeId, environment);
    const r = await this.onboarding.call("GetReceivingAccount", { store_id: storeId, environment }, { principal });
    if (r.conta_unica) return { mode: "conta_unica" };
    if (!r.exists) return { mode: "subconta", exists: false };
    return {
      mode: "subconta",
      exists: true,
      status: r.status,
      accountId: r.account_id ?? null,
      walletId: r.wallet_id ?? null,
      engineApiKey: r.engine_api_key ?? null,
    };
  }
}
