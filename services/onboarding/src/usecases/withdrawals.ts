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
import { setTimeout as sleep } from "node:timers/promises";
import { Codigo, errors, isAppError, LISTING_CAP } from "@pix/errors";
import { auditUnchanged } from "@pix/messaging";
import { assertLiveApproved, scopeOf, type Principal, type StoreScope } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { LedgerPort } from "../adapters/charges-ledger";
import type { EngineTransfers } from "../adapters/engine-transfers";
import type { StoreProductionPort } from "../adapters/store-production";
import { centsToReais, formatBrl } from "@pix/money";
import { normalizePixKey, type PixKeyType, type WithdrawalRecord } from "../domain/withdrawal";
import type { WithdrawalIdempotency, WithdrawalsRepository } from "../repositories/withdrawals";
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
  /** The Idempotency-Key and the gateway's hash of the request (issue 40). */
  idempotency?: WithdrawalIdempotency;
}

/** How long a key names its withdrawal, as for charges (docs/idempotency). */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A duplicate waits this long for the first request's reservation, below the gateway's gRPC deadline. */
const MAX_WAIT_MS = 2_500;

/** Live withdrawals need production approval, as every live operation does (the one gate, contract 3.2). */
export const assertMayWithdraw = (deps: Pick<WithdrawalDeps, "production">, principal: Principal): Promise<void> =>
  assertLiveApproved(principal, (store) => deps.production.get(store));

/** Today's answer (contract 7: a validation error, 400), with the ledger's available amount. */
const insufficient = (available: number) =>
  errors.validation("amount", "VALOR_MAXIMO", `Saldo insuficiente: disponível ${formatBrl(available)}`, { extra: { disponivel: centsToReais(available) } });

/**
 * The earlier withdrawal an Idempotency-Key names, or null when the key is free. The row is the claim
 * (issue 40): same body → that withdrawal (its current status); another body → IDEMPOTENCIA_CONFLITO;
 * still `reserving` (the first request is asking the ledger) → wait, then IDEMPOTENCIA_EM_ANDAMENTO
 * with the seconds until the ledger sync voids it if that request died. A key past its retention is
 * freed. A refused reservation deletes its row, so a failure is never replayed: the retry runs again.
 */
export async function withdrawalOfKey(deps: Pick<WithdrawalDeps, "withdrawals" | "settings">, scope: StoreScope, idempotency: WithdrawalIdempotency, now = Date.now): Promise<WithdrawalRecord | null> {
  const giveUpAt = now() + MAX_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    const found = await deps.withdrawals.findByIdempotencyKey(scope, idempotency.key);
    if (!found) return null;
    const { withdrawal, requestHash } = found;
    const age = now() - withdrawal.createdAt.getTime();
    if (age > KEY_RETENTION_MS) {
      await deps.withdrawals.releaseIdempotencyKey(withdrawal.id, idempotency.key);
      return null;
    }
    if (requestHash !== idempotency.requestHash) throw errors.idempotenciaConflito();
    // The record's type lists the answered states; the row is `reserving` until the ledger answers.
    if ((withdrawal.status as string) !== "reserving") return withdrawal;
    if (now() > giveUpAt) throw errors.idempotenciaEmAndamento(Math.max(1, Math.ceil((deps.settings.reservingGraceMs - age) / 1000)));
    await sleep(Math.min(20 * 2 ** attempt, 200));
  }
}

export async function createWithdrawal(deps: WithdrawalDeps, principal: Principal, input: CreateWithdrawalInput): Promise<{ withdrawal: WithdrawalRecord; replayed: boolean }> {
  if (deps.contaUnica) throw errors.repasseManual();
  await assertMayWithdraw(deps, principal);
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (pixKey === null) throw errors.validation("pix_key", "FORMATO_INVALIDO", `Chave Pix inválida para o tipo ${input.pixKeyType}`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw errors.validation("amount", "VALOR_MINIMO", "O valor mínimo de um saque é R$ 0,01");
  const { storeId, environment } = principal;
  const scope = scopeOf(principal);
  const { idempotency } = input;
  // Three rounds at most: a key freed between the insert's conflict and the read (the first request's
  // reservation refused) is tried again; a key still contested after that is "in progress".
  for (let round = 0; round < 3; round++) {
    const earlier = idempotency ? await withdrawalOfKey(deps, scope, idempotency) : null;
    if (earlier) {
      auditUnchanged(); // a replay changes nothing: the first request's entry stands
      return { withdrawal: earlier, replayed: true };
    }
    const account = await getReceivingAccount(deps, scope);
    if (!account.exists) throw errors.subcontaInexistente();
    if (account.status !== "approved") throw errors.subcontaNaoAprovada();
    if (!deps.transfers[environment]) throw errors.unavailable("Saques estão indisponíveis no momento.", "SERVICO_INDISPONIVEL");
    const row = await deps.withdrawals.insertReserving({ id: randomUUID(), storeId, environment, amountCents: input.amountCents, pixKey, pixKeyType: input.pixKeyType }, idempotency);
    if (row) return { withdrawal: await reserve(deps, row), replayed: false };
  }
  throw errors.idempotenciaEmAndamento(1);
}

/** Reserves a `reserving` row's amount in charges' ledger and makes it payable. */
async function reserve(deps: WithdrawalDeps, row: WithdrawalRecord): Promise<WithdrawalRecord> {
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
    throw isAppError(err) && err.kind === "unavailable" ? err : errors.unavailable("Saques estão indisponíveis no momento; tente novamente.", "PROVEDOR_INDISPONIVEL");
  }
  const pending = await deps.withdrawals.markReserved(row.id);
  if (!pending) throw errors.unavailable("Saques estão indisponíveis no momento; tente novamente.", "PROVEDOR_INDISPONIVEL");
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
