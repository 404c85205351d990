/**
 * Idempotency-Key (POST /pix, POST /charges). The first request claims (store, environment, key)
 * through the primary key; its success stores the response in the same transaction as the charge.
 * Concurrent duplicates wait for that response and replay it, so 50 identical requests create one
 * charge and none fails for losing the race; while the first one still runs after MAX_WAIT_MS, the
 * duplicate answers 409 IDEMPOTENCIA_EM_ANDAMENTO with Retry-After (another body with the key: 409
 * IDEMPOTENCIA_CONFLITO). A failed request releases its claim (errors are not replayed: retrying
 * after a 4xx/5xx runs again), except POST /pix once its charge row exists: the
 * key then names that charge (still `creating` after an engine outage), and a retry resumes it
 * (`resume`) instead of issuing a second one.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { chargeFromJson, type Charge } from "../domain/charge";
import type { IdempotencySlot } from "../repositories/charges";
import type { ChargesDeps } from "../../shared/usecases/deps";

export interface IdempotencyInput {
  key: string;
  /** sha256 of method + path + canonical body, computed by the gateway. */
  requestHash: string;
}

export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim older than this without a response belongs to a request that died mid-way. */
export const ABANDONED_MS = 60_000;
/** Kept below the gateway's gRPC deadline, so a waiting duplicate answers 409 instead of timing out. */
const MAX_WAIT_MS = 2_500;

/**
 * Retry-After of IDEMPOTENCIA_EM_ANDAMENTO: the seconds until the first request's claim is ABANDONED_MS
 * old. By then the key answers for sure: the stored charge, the charge it left `creating` resumed, or a
 * fresh run (the dead claim is taken over). A live first request usually finishes sooner; retrying
 * earlier is allowed and only risks the same 409.
 */
export function retryAfterSeconds(claimedAt: Date | null, now = Date.now()): number {
  if (!claimedAt) return 1;
  return Math.min(Math.ceil(ABANDONED_MS / 1000), Math.max(1, Math.ceil((claimedAt.getTime() + ABANDONED_MS - now) / 1000)));
}

export async function withIdempotency(
  deps: Pick<ChargesDeps, "idempotency" | "logger">,
  principal: Principal,
  input: IdempotencyInput | undefined,
  run: (slot?: IdempotencySlot) => Promise<Charge>,
  resume?: (chargeId: string) => Promise<Charge | "restart" | "wait">,
): Promise<{ charge: Charge; replayed: boolean }> {
  const out = await withIdempotencyOf(deps, principal, input, async (json) => chargeFromJson(json), run, resume);
  return { charge: out.value, replayed: out.replayed };
}

/**
 * The mechanism for any resource: `decode` turns the stored response back into the answer (a refund
 * stores its id and reads the refund again, so a replay shows its current status).
 */
export async function withIdempotencyOf<T>(
  deps: Pick<ChargesDeps, "idempotency" | "logger">,
  principal: Principal,
  input: IdempotencyInput | undefined,
  decode: (response: Record<string, unknown>) => Promise<T>,
  run: (slot?: IdempotencySlot) => Promise<T>,
  resume?: (chargeId: string) => Promise<T | "restart" | "wait">,
): Promise<{ value: T; replayed: boolean }> {
  if (!input) return { value: await run(), replayed: false };
  const scope = scopeOf(principal);
  const { key, requestHash } = input;
  const giveUpAt = Date.now() + MAX_WAIT_MS;
  let claimedAt: Date | null = null;
  for (let attempt = 0; ; attempt++) {
    const mine = await deps.idempotency.claim(scope, key, requestHash);
    if (mine) {
      try {
        return { value: await run({ storeId: scope.storeId, environment: scope.environment, key, claimedAt: mine }), replayed: false };
      } catch (err) {
        await deps.idempotency.release(scope, key, mine).catch((e) => deps.logger.warn({ err: e }, "could not release an idempotency claim"));
        throw err;
      }
    }
    const found = await deps.idempotency.find(scope, key);
    claimedAt = found?.createdAt ?? null;
    if (found) {
      const age = Date.now() - found.createdAt.getTime();
      const abandoned = found.response === null && !found.chargeId && age > ABANDONED_MS;
      if (age > RETENTION_MS || abandoned) {
        await deps.idempotency.discard(scope, key, found.createdAt);
        continue;
      }
      if (found.requestHash !== requestHash) {
        throw errors.idempotenciaConflito();
      }
      if (found.response) return { value: await decode(found.response), replayed: true };
      if (found.chargeId && resume) {
        const resumed = await resume(found.chargeId);
        if (resumed === "restart") {
          await deps.idempotency.discard(scope, key, found.createdAt);
          continue;
        }
        // This request completed the charge the first one left `creating`: not a replay.
        if (resumed !== "wait") return { value: resumed, replayed: false };
      }
    }
    if (Date.now() > giveUpAt) throw errors.idempotenciaEmAndamento(retryAfterSeconds(claimedAt));
    await sleep(Math.min(20 * 2 ** attempt, 200));
  }
}
