/** The two gates in front of issuing: production approval (live) and the receiving account. */
import { errors } from "@pix/errors";
import { assertLiveApproved, type Principal } from "@pix/grpc";
import type { PaymentEngine, SplitRule } from "../../shared/payment-engine/payment-engine";
import type { GateDeps } from "./deps";

/** A short plain sentence: no setting names, no addresses (contract 7). */
export const issuingUnavailable = () => errors.unavailable("A emissão de Pix está indisponível no momento.", "SERVICO_INDISPONIVEL");

/** Live issuing needs production approval (the one gate); the store's profile holds the facts. */
export const assertMayIssue = (deps: GateDeps, principal: Principal): Promise<void> =>
  assertLiveApproved(principal, (store) => deps.stores.get(store));

export interface Issuer {
  engine: PaymentEngine;
  /** The subaccount issuing, or null for the main account (single-account mode). */
  accountId: string | null;
  split?: SplitRule[];
}

/**
 * Single-account mode issues with the main key and no split. Otherwise the store's approved
 * subaccount issues with its own key and a split carrying the service's fee to the service's wallet.
 */
export async function resolveIssuer(deps: GateDeps, principal: Principal): Promise<Issuer> {
  const main = deps.engines.main(principal.environment);
  if (!main) throw issuingUnavailable();
  const receiver = await deps.receivingAccounts.get(principal.storeId, principal.environment);
  if (receiver.mode === "conta_unica") return { engine: main, accountId: null };
  if (!receiver.exists) throw errors.subcontaInexistente();
  if (receiver.status !== "approved") throw errors.subcontaNaoAprovada();
  if (!receiver.engineApiKey || !receiver.walletId || !receiver.accountId) {
    deps.logger.error({ storeId: principal.storeId, environment: principal.environment }, "approved receiving account lacks its engine key, wallet or id");
    throw errors.subcontaNaoAprovada();
  }
  const { feePercent, feeFixedCents } = deps.settings;
  const serviceWalletId = deps.settings.serviceWalletIds[principal.environment];
  if (!serviceWalletId) {
    deps.logger.error({ environment: principal.environment }, "the service's fee wallet of this environment is not configured: subaccount charges cannot carry the service's fee");
    throw issuingUnavailable();
  }
  return {
    engine: deps.engines.asSubaccount(principal.environment, receiver.engineApiKey)!,
    accountId: receiver.accountId,
    split: [{ walletId: serviceWalletId, percentualValue: feePercent, ...(feeFixedCents > 0 && { fixedValueCents: feeFixedCents }) }],
  };
}
