import type { StoreScope } from "@pix/grpc";
import type { SecretBox } from "../domain/secret-box";
import { engineKeyContext } from "../domain/secret-box";
import type { ReceivingAccountsRepository } from "../repositories/receiving-accounts";

export interface ReceivingAccountDeps {
  receivingAccounts: ReceivingAccountsRepository;
  contaUnica: boolean;
  /** null in single-account mode without ENGINE_KEY_SECRET (no subaccount key is ever needed). */
  secretBox: SecretBox | null;
}

export interface ReceivingAccountAnswer {
  contaUnica: boolean;
  exists: boolean;
  status: string;
  walletId: string | null;
  accountId: string | null;
  engineApiKey: string | null;
}

/** May this store receive in this environment, and as which engine account? (asked by charges before issuing) */
export async function getReceivingAccount(deps: ReceivingAccountDeps, scope: StoreScope): Promise<ReceivingAccountAnswer> {
  const { storeId, environment } = scope;
  if (deps.contaUnica) return { contaUnica: true, exists: false, status: "approved", walletId: null, accountId: null, engineApiKey: null };
  const row = await deps.receivingAccounts.find(scope);
  if (!row) return { contaUnica: false, exists: false, status: "", walletId: null, accountId: null, engineApiKey: null };
  // The key only leaves this service for an approved account, the one state that issues with it.
  const engineApiKey =
    row.status === "approved" && row.engineApiKeyEnc && deps.secretBox
      ? deps.secretBox.open(row.engineApiKeyEnc, engineKeyContext(storeId, environment))
      : null;
  return { contaUnica: false, exists: true, status: row.status, walletId: row.walletId, accountId: row.accountId, engineApiKey };
}
