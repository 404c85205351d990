/**
 * POST/GET /withdrawals and GET /withdrawals/summary, for the principal's store and environment.
 *
 * The balance is computed from the records, never stored: charges is asked (gRPC PaidTotals) for the
 * sums of the store's paid charges and their fees, and withdrawals are summed here. gRPC rather than
 * a ledger fed by `charge.paid`: that public event carries no fee_amount (contract 6), a ledger would
 * lag behind the charge's own record, and one source of truth cannot drift. The cost is that a
 * withdrawal needs charges up (it answers 503 otherwise); the summary is exact at the moment asked.
 */
import { randomUUID } from "node:crypto";
import { errors, LISTING_CAP, producaoBlock } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { PaidTotalsPort } from "../adapters/charges-paid-totals";
import type { EngineTransfers } from "../adapters/engine-transfers";
import type { StoreProductionPort } from "../adapters/store-production";
import { centsToReais, formatBrl } from "@pix/money";
import { availableCents, normalizePixKey, type PixKeyType, type WithdrawalRecord } from "../domain/withdrawal";
import type { WithdrawalsRepository } from "../repositories/withdrawals";
import { getReceivingAccount, type ReceivingAccountDeps } from "./get-receiving-account";

export interface WithdrawalDeps extends ReceivingAccountDeps {
  withdrawals: WithdrawalsRepository;
  paidTotals: PaidTotalsPort;
  production: StoreProductionPort;
  /** The engine of each configured environment. */
  transfers: Partial<Record<"test" | "live", EngineTransfers>>;
  logger: Logger;
  /** Wakes the payout worker, so a new withdrawal's first attempt does not wait for the next poll. */
  wakePayouts(): void;
  settings: { pollMs: number; retryBaseMs: number; leaseMs: number };
}

export interface CreateWithdrawalInput {
  amountCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
}

/**
 * Live withdrawals need production approval, as every live operation does (contract 3.2). A merchant
 * credential carries identity's answer of this request; the `producao` block is asked of identity
 * whenever the answer is no, so it states the current situation.
 */
export async function assertMayWithdraw(deps: Pick<WithdrawalDeps, "production">, principal: Principal): Promise<void> {
  if (principal.environment === "test") return;
  if (principal.credential !== "service" && principal.productionApproved) return;
  const facts = await deps.production.get(principal.storeId);
  if (principal.credential === "service" && facts.productionStatus === "approved") return;
  throw errors.producaoNaoLiberada(producaoBlock(facts));
}

const insufficient = (available: number) =>
  errors.validation(`Saldo insuficiente: disponível ${formatBrl(available)}`, { disponivel: centsToReais(available) });

export async function createWithdrawal(deps: WithdrawalDeps, principal: Principal, input: CreateWithdrawalInput): Promise<WithdrawalRecord> {
  if (deps.contaUnica) throw errors.repasseManual();
  await assertMayWithdraw(deps, principal);
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (pixKey === null) throw errors.validation(`Chave Pix inválida para o tipo ${input.pixKeyType}`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw errors.validation("O valor mínimo de um saque é R$ 0,01");
  const { storeId, environment } = principal;
  const account = await getReceivingAccount(deps, storeId, environment);
  if (!account.exists) throw errors.subcontaInexistente();
  if (account.status !== "approved") throw errors.subcontaNaoAprovada();
  if (!deps.transfers[environment]) throw errors.unavailable("Saques estão indisponíveis no momento.");

  // Asked before the lock: paid totals only grow (no refunds), so an older answer can only
  // understate the balance; no remote call is made while other withdrawals of the store wait.
  const paid = await deps.paidTotals.get(storeId, environment);
  const created = await deps.withdrawals.insertGuarded(
    { id: randomUUID(), storeId, environment, amountCents: input.amountCents, pixKey, pixKeyType: input.pixKeyType },
    // Withdrawal sums are read under the lock: concurrent withdrawals of this store wait here, so each sees the others.
    async (sums) => {
      const available = availableCents({ ...paid, ...sums });
      if (input.amountCents > available) throw insufficient(Math.max(0, available));
    },
  );
  deps.wakePayouts();
  return created;
}

export function listWithdrawals(deps: WithdrawalDeps, principal: Principal) {
  return deps.withdrawals.list(principal.storeId, principal.environment, LISTING_CAP);
}

export async function withdrawalSummary(deps: WithdrawalDeps, principal: Principal) {
  const [paid, sums] = await Promise.all([
    deps.paidTotals.get(principal.storeId, principal.environment),
    deps.withdrawals.sums(principal.storeId, principal.environment),
  ]);
  return { environment: principal.environment, ...paid, ...sums, availableCents: availableCents({ ...paid, ...sums }) };
}
