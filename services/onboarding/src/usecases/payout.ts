/**
 * One step of a pending withdrawal's payout, run by the worker on a claimed row. Each attempt is
 * recorded (attempts + 1, attempt_open) before the engine is called, with the idempotency key
 * `<withdrawal id>:<attempt>`: after a crash the open attempt is resumed with the same key (the
 * engine answers the transfer it already made), never paid twice; a new attempt only follows a
 * failure the engine reported.
 *
 * The ledger (charges, gRPC) is told the outcome BEFORE the row settles here: paid, or rejected on the
 * last attempt. If charges does not answer, the attempt stays open and is looked at again (the
 * engine answers the same outcome; the ledger call is idempotent), so a settled withdrawal is always
 * settled in the ledger too.
 */
import { TransferRefused, type TransferState } from "../adapters/engine-transfers";
import { scopeOfRow } from "@pix/grpc";
import { buildEnvelope } from "@pix/messaging";
import { MAX_PAYOUT_ATTEMPTS, retryDelayMs, withdrawalCompletedData, withdrawalRejectedData, type WithdrawalRecord } from "../domain/withdrawal";
import { getReceivingAccount } from "./get-receiving-account";
import type { WithdrawalDeps } from "./withdrawals";

const owner = (w: WithdrawalRecord) => ({ store_id: w.storeId, environment: w.environment });
const later = (ms: number) => new Date(Date.now() + ms);

export async function advancePayout(deps: WithdrawalDeps, w: WithdrawalRecord): Promise<void> {
  const repo = deps.withdrawals;
  const engine = deps.transfers[w.environment];
  if (!engine) {
    deps.logger.warn({ withdrawalId: w.id, environment: w.environment }, "no engine configured for this environment: payout waits");
    return repo.deferOpen(w.id, later(deps.settings.retryBaseMs));
  }
  /** Ledger first; false (attempt left open, looked at again) when charges did not answer. */
  const settleLedger = async (outcome: "paid" | "rejected") => {
    try {
      await deps.ledger.settle(w, outcome);
      return true;
    } catch (err) {
      deps.logger.warn({ err, withdrawalId: w.id, outcome }, "payout: ledger settlement not answered, will retry");
      await repo.deferOpen(w.id, later(deps.settings.retryBaseMs));
      return false;
    }
  };
  const fail = async (reason: string, attempts: number) => {
    if (attempts >= MAX_PAYOUT_ATTEMPTS && !(await settleLedger("rejected"))) return null;
    return repo.failAttempt(w.id, reason, MAX_PAYOUT_ATTEMPTS, later(retryDelayMs(attempts, deps.settings.retryBaseMs)), (r) =>
      buildEnvelope("withdrawal.rejected", owner(r), withdrawalRejectedData(r)),
    );
  };

  let attempt = w.attempts;
  if (!w.attemptOpen) {
    const started = await repo.startAttempt(w.id);
    if (started === null) return; // settled meanwhile
    attempt = started;
  }
  const account = await getReceivingAccount(deps, scopeOfRow(w));
  if (!account.engineApiKey) return void (await fail("Conta de recebimento indisponível para repasse", attempt));

  let state: TransferState;
  try {
    state =
      w.attemptOpen && w.engineTransferId
        ? await engine.get(account.engineApiKey, w.engineTransferId)
        : await engine.create(account.engineApiKey, {
            valueCents: w.amountCents, pixKey: w.pixKey, pixKeyType: w.pixKeyType, externalReference: w.id, idempotencyKey: `${w.id}:${attempt}`,
          });
  } catch (err) {
    if (err instanceof TransferRefused) return void (await fail(err.message, attempt));
    // Unreachable or failing engine: the attempt stays open and is resumed with the same key.
    deps.logger.warn({ err, withdrawalId: w.id, attempt }, "payout: engine unreachable, will retry");
    return repo.deferOpen(w.id, later(deps.settings.retryBaseMs));
  }
  if (state.id !== w.engineTransferId) await repo.setTransferId(w.id, state.id);

  if (state.status === "DONE") {
    if (!(await settleLedger("paid"))) return;
    const done = await repo.complete(w.id, state.endToEndId ?? "", state.effectiveAt ?? new Date(), (r) =>
      buildEnvelope("withdrawal.completed", owner(r), withdrawalCompletedData(r)),
    );
    if (done) deps.logger.info({ withdrawalId: w.id, attempt }, "withdrawal completed");
  } else if (state.status === "FAILED") {
    const r = await fail(state.failReason ?? "Transferência recusada", attempt);
    deps.logger.info({ withdrawalId: w.id, attempt, status: r?.status }, "payout attempt failed");
  } else {
    await repo.deferOpen(w.id, later(deps.settings.pollMs)); // not settled yet: look again
  }
}
