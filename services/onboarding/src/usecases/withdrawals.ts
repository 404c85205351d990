/**
 * POST/GET /withdrawals and GET /withdrawals/summary, for the principal's store and environment.
 *
 * The balance is charges' ledger (issue 24): a withdrawal is recorded here as `reserving`, then its
 * amount is reserved by gRPC in the ledger (available → withdrawal_pending, checked under the
 * balance's lock, so concurrent withdrawals — and refunds — never overdraw), then it becomes pending
 * for the payout worker. A refused reservation deletes the row (the merchant gets today's 400 with
 * `disponivel`); an unanswered one (charges down) answers 503 and the row is voided later by the
 * ledger sync (workers/ledger-sync.ts), so no half state survives. The summary reads the ledger.
 */
import { randomUUID } from "node:crypto";
import { Codigo, errors, isAppError, LISTING_CAP } from "@pix/errors";
import { assertLiveApproved, scopeOf, type Principal } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { LedgerPort } from "../adapters/charges-ledger";
import type { EngineTransfers } from "../adapters/engine-transfers";
import type { StoreProductionPort } from "../adapters/store-production";
import { centsToReais, formatBrl } from "@pix/money";
import { normalizePixKey, type PixKeyType, type WithdrawalRecord } from "../domain/withdrawal";
import type { WithdrawalsRepository } from "../repositories/withdrawals";
import { getReceivingAccount, type ReceivingAccountDeps } from "./get-receiving-account";

export interface WithdrawalDeps extends ReceivingAccountDeps {
  withdrawals: WithdrawalsRepository;
  ledger: LedgerPort;
  production: StoreProductionPort;
  /** The engine of each configured environment. */
  transfers: Partial<Record<"test" | "live", EngineTransfers>>;
  logger: Logger;
  /** Wakes the payout worker, so a new withdrawal's first attempt does not wait for the next poll. */
  wakePayouts(): void;
  settings: { pollMs: number; retryBaseMs: number; leaseMs: number; reservingGraceMs: number };
}

export interface CreateWithdrawalInput {
  amountCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
}

/** Live withdrawals need production approval, as every live operation does (the one gate, contract 3.2). */
export const assertMayWithdraw = (deps: Pick<WithdrawalDeps, "production">, principal: Principal): Promise<void> =>
  assertLiveApproved(principal, (store) => deps.production.get(store));

/** Today's answer (contract 7: a validation error, 400), with the ledger's available amount. */
const insufficient = (available: number) =>
  errors.validation(`Saldo insuficiente: disponível ${formatBrl(available)}`, { disponivel: centsToReais(available) });

export async function createWithdrawal(deps: WithdrawalDeps, principal: Principal, input: CreateWithdrawalInput): Promise<WithdrawalRecord> {
  if (deps.contaUnica) throw errors.repasseManual();
  await assertMayWithdraw(deps, principal);
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (pixKey === null) throw errors.validation(`Chave Pix inválida para o tipo ${input.pixKeyType}`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw errors.validation("O valor mínimo de um saque é R$ 0,01");
  const { storeId, environment } = principal;
  const account = await getReceivingAccount(deps, scopeOf(principal));
  if (!account.exists) throw errors.subcontaInexistente();
  if (account.status !== "approved") throw errors.subcontaNaoAprovada();
  if (!deps.transfers[environment]) throw errors.unavailable("Saques estão indisponíveis no momento.");

  const row = await deps.withdrawals.insertReserving({ id: randomUUID(), storeId, environment, amountCents: input.amountCents, pixKey, pixKeyType: input.pixKeyType });
  try {
    await deps.ledger.reserve(row);
  } catch (err) {
    if (isAppError(err) && err.codigo === Codigo.SALDO_INSUFICIENTE) {
      await deps.withdrawals.deleteReserving(row.id);
      throw insufficient(Math.round(Number(err.extra?.disponivel ?? 0) * 100));
    }
    // A MED debt (issue 25): refused as charges' ledger said, until later payments cover it.
    if (isAppError(err) && err.codigo === Codigo.DEBITO_MED) {
      await deps.withdrawals.deleteReserving(row.id);
      throw err;
    }
    // Unanswered (or voided meanwhile): the row stays `reserving` for the ledger sync to void.
    deps.logger.warn({ err, withdrawalId: row.id }, "withdrawal reservation not answered; the ledger sync voids it");
    throw isAppError(err) && err.kind === "unavailable" ? err : errors.unavailable("Saques estão indisponíveis no momento; tente novamente.");
  }
  const pending = await deps.withdrawals.markReserved(row.id);
  if (!pending) throw errors.unavailable("Saques estão indisponíveis no momento; tente novamente.");
  deps.wakePayouts();
  return pending;
}

export function listWithdrawals(deps: WithdrawalDeps, principal: Principal) {
  return deps.withdrawals.list(scopeOf(principal), LISTING_CAP);
}

/** The ledger's balances (charges): the summary's fields and the new ones (issue 24). */
export async function withdrawalSummary(deps: WithdrawalDeps, principal: Principal) {
  return { environment: principal.environment, ...(await deps.ledger.balances(principal.storeId, principal.environment)) };
}
